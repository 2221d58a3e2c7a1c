/** Handler of the account's assessment list. */
import { selection } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { searchAssessments } from './service';

/** The assessment list's handlers. */
export function assessmentSelectionRoutes(): BoundHandler[] {
  return [handle(selection.searchAssessments, ({ query }, call) => searchAssessments(call.db, actorOf(call), query))];
}
