/** Handler of the account's assessment list. */
import { selection } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { searchAssessments } from './service';

/** The assessment list's handlers. */
export function assessmentSelectionRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [handle(selection.searchAssessments, ({ query }, call) => searchAssessments(db, actorOf(call), query, call.now))];
}
