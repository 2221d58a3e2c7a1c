/** Handlers of the remote link operations of the assessment facade. */
import { remoteLinks } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { createQosaLink, linksByAssessment, playerUrl, revokeLink } from './service';

/** The remote link service's handlers. */
export function remoteLinkRoutes(context: AppContext): BoundHandler[] {
  const { db, config } = context;
  return [
    handle(remoteLinks.createQosaLink, async ({ params, body }, call) =>
      createQosaLink(db, actorOf(call), params.assessmentId, body, await playerUrl(config.appConfigFile), call.now),
    ),
    handle(remoteLinks.linksByAssessmentId, ({ params }, call) => linksByAssessment(db, actorOf(call), params.assessmentId, call.now)),
    handle(remoteLinks.revokeLink, ({ params }, call) => revokeLink(db, actorOf(call), params.linkId, call.now)),
  ];
}
