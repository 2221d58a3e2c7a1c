/** Handlers of the live session event log (prosa facade). */
import { liveEvents } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { sessionEvents } from './service';

/** The live event log's handlers. */
export function liveEventRoutes(): BoundHandler[] {
  return [handle(liveEvents.events, ({ params, query }, call) => sessionEvents(call.repos, params.sessionId, query.after, query.limit))];
}
