/** Handlers of the pick-list operations of the assessment facade. */
import { pickLists } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { accountUserOptions, teacherOptions, testingSiteOptions } from './service';

/** The pick-list service's handlers; every list is the caller's account's. */
export function pickListRoutes(): BoundHandler[] {
  return [
    handle(pickLists.teachers, (_input, { repos }) => teacherOptions(repos)),
    handle(pickLists.testingSites, (_input, { repos }) => testingSiteOptions(repos)),
    handle(pickLists.accountUsers, (_input, { repos }) => accountUserOptions(repos)),
  ];
}
