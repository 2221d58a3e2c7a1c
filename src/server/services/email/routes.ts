/** Handlers of the e-mail operations of the assessment facade. */
import { email } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { emailHistory } from './history';
import { emailPage } from './emailPage';
import { sendEmail, vppEmail } from './sendEmail';
import { accountTemplates, resetTemplate, updateTemplate } from './templates';

/** The e-mail service's handlers. */
export function emailRoutes(): BoundHandler[] {
  return [
    handle(email.emailTemplates, (_input, call) => accountTemplates(call.repos)),
    handle(email.updateEmailTemplate, ({ params, body }, call) => updateTemplate(call.repos, params.kind, params.locale, body, call.now)),
    handle(email.resetEmailTemplate, ({ params }, call) => resetTemplate(call.repos, params.kind, params.locale)),
    handle(email.emailPage, ({ params }, call) => emailPage(call.db, actorOf(call), params.examineeRecordId, call.context)),
    handle(email.sendEmail, ({ body }, call) => sendEmail(call.context, actorOf(call), body, call.now)),
    handle(email.vppEmail, ({ body }, call) => vppEmail(call.context, actorOf(call), body, call.now)),
    handle(email.emailHistory, ({ params }, call) => emailHistory(call.db, actorOf(call), params.examineeRecordId, call.now)),
  ];
}
