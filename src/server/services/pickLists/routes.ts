/** Handlers of the pick-list operations of the assessment facade. */
import { pickLists } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { accountUserOptions, teacherOptions, testingSiteOptions } from './service';

/** The pick-list service's handlers; every list is the caller's account's. */
export function pickListRoutes(): BoundHandler[] {
  return [
    handle(pickLists.teachers, (_input, { user, db }) => teacherOptions(db, user.accountId)),
    handle(pickLists.testingSites, (_input, { user, db }) => testingSiteOptions(db, user.accountId)),
    handle(pickLists.accountUsers, (_input, { user, db }) => accountUserOptions(db, user.accountId)),
  ];
}
