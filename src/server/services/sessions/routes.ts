/** Handlers of the administration session operations (prosa facade). */
import { sessions } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { createSession, examineeSessions } from './service';

/** The session service's handlers. */
export function sessionRoutes(context: AppContext): BoundHandler[] {
  const { db } = context;
  return [
    handle(sessions.createSession, ({ body }, call) => createSession(db, actorOf(call), body, call.now)),
    handle(sessions.examineeSessions, ({ params }, call) => examineeSessions(db, actorOf(call), params.examineeRecordId, call.now)),
  ];
}
