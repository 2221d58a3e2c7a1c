/** Handlers of the remote link operations of the assessment facade. */
import { remoteLinks } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { playerUrl } from './linkStore';
import { createExamineeLink, createQosaLink, launchOnScreen, linksByAssessment, linksBySession, resendLink, revokeLink } from './service';

/** The remote link service's handlers. */
export function remoteLinkRoutes(): BoundHandler[] {
  return [
    handle(remoteLinks.createQosaLink, async ({ params, body }, call) => createQosaLink(call.db, actorOf(call), params.assessmentId, body, await playerUrl(call.context), call.now)),
    handle(remoteLinks.createExamineeLink, async ({ params, body }, call) => createExamineeLink(call.db, actorOf(call), params.sessionId, body, await playerUrl(call.context), call.now)),
    handle(remoteLinks.launch, async ({ params, body }, call) => launchOnScreen(call.db, actorOf(call), params.assessmentId, body.locale, await playerUrl(call.context), call.now)),
    handle(remoteLinks.linksByAssessmentId, ({ params }, call) => linksByAssessment(call.db, actorOf(call), params.assessmentId, call.now)),
    handle(remoteLinks.linksBySessionId, ({ params }, call) => linksBySession(call.db, actorOf(call), params.sessionId, call.now)),
    handle(remoteLinks.revokeLink, ({ params }, call) => revokeLink(call.db, actorOf(call), params.linkId, call.now)),
    handle(remoteLinks.resendLink, async ({ params }, call) => resendLink(call.db, actorOf(call), params.linkId, await playerUrl(call.context), call.now)),
  ];
}
