/** Handlers of the administration session operations (prosa facade). */
import { sessions } from '../../../contract';
import { sessionInputSchema } from '../../../contract/services/sessions';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { createSession, examineeSessions } from './service';

/** The session service's handlers. */
export function sessionRoutes(): BoundHandler[] {
  return [
    handle(sessions.createSession, ({ body }, call) => createSession(call.db, actorOf(call), sessionInputSchema.cast(body), call.now)),
    handle(sessions.examineeSessions, ({ params }, call) => examineeSessions(call.db, actorOf(call), params.examineeRecordId)),
  ];
}
