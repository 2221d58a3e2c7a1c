/** Handlers of the e-mail operations of the assessment facade. */
import { email } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { emailHistory } from './history';
import { emailPage } from './emailPage';
import { sendEmail, vppEmail } from './sendEmail';
import { accountTemplates, resetTemplate, updateTemplate } from './templates';

/** The e-mail service's handlers. */
export function emailRoutes(context: AppContext): BoundHandler[] {
  const { db, config } = context;
  return [
    handle(email.emailTemplates, (_input, call) => accountTemplates(db, call.user.accountId)),
    handle(email.updateEmailTemplate, ({ params, body }, call) => updateTemplate(db, actorOf(call), params.kind, params.locale, body, call.now)),
    handle(email.resetEmailTemplate, ({ params }, call) => resetTemplate(db, actorOf(call), params.kind, params.locale, call.now)),
    handle(email.emailPage, ({ params }, call) => emailPage(db, actorOf(call), params.examineeRecordId, config.appConfigFile, call.now)),
    handle(email.sendEmail, ({ body }, call) => sendEmail(context, actorOf(call), body, call.now)),
    handle(email.vppEmail, ({ body }, call) => vppEmail(context, actorOf(call), body, call.now)),
    handle(email.emailHistory, ({ params }, call) => emailHistory(db, actorOf(call), params.examineeRecordId, call.now)),
  ];
}
