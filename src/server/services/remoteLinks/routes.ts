/** Handlers of the remote link operations of the assessment facade. */
import { remoteLinks } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { playerUrl } from './linkStore';
import { createExamineeLink, createQosaLink, launchOnScreen, linksByAssessment, linksBySession, resendLink, revokeLink } from './service';

/** The remote link service's handlers. */
export function remoteLinkRoutes(context: AppContext): BoundHandler[] {
  const { db, config } = context;
  const baseUrl = () => playerUrl(config.appConfigFile);
  return [
    handle(remoteLinks.createQosaLink, async ({ params, body }, call) => createQosaLink(db, actorOf(call), params.assessmentId, body, await baseUrl(), call.now)),
    handle(remoteLinks.createExamineeLink, async ({ params, body }, call) => createExamineeLink(db, actorOf(call), params.sessionId, body, await baseUrl(), call.now)),
    handle(remoteLinks.launch, async ({ params, body }, call) => launchOnScreen(db, actorOf(call), params.assessmentId, body.locale, await baseUrl(), call.now)),
    handle(remoteLinks.linksByAssessmentId, ({ params }, call) => linksByAssessment(db, actorOf(call), params.assessmentId, call.now)),
    handle(remoteLinks.linksBySessionId, ({ params }, call) => linksBySession(db, actorOf(call), params.sessionId, call.now)),
    handle(remoteLinks.revokeLink, ({ params }, call) => revokeLink(db, actorOf(call), params.linkId, call.now)),
    handle(remoteLinks.resendLink, async ({ params }, call) => resendLink(db, actorOf(call), params.linkId, await baseUrl(), call.now)),
  ];
}
