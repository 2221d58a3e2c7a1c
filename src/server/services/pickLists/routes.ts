/** Handlers of the pick-list operations of the assessment facade. */
import { pickLists } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { accountUserOptions, teacherOptions, testingSiteOptions } from './service';

/** The pick-list service's handlers; every list is the caller's account's. */
export function pickListRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(pickLists.teachers, (_input, { user }) => teacherOptions(db, user.accountId)),
    handle(pickLists.testingSites, (_input, { user }) => testingSiteOptions(db, user.accountId)),
    handle(pickLists.accountUsers, (_input, { user }) => accountUserOptions(db, user.accountId)),
  ];
}
