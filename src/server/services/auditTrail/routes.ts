/** Handlers of the account's audit trail (contract/services/auditTrail.ts). */
import { auditTrail } from '../../../contract';
import { localeForLanguage } from '../../../domain/locale';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { exportAuditTrail, listAuditTrail } from './service';

/** The audit trail's handlers. */
export function auditTrailRoutes(): BoundHandler[] {
  return [
    handle(auditTrail.auditLog, ({ query }, { repos, user }) => listAuditTrail(repos, query, localeForLanguage(user.languageCode))),
    handle(auditTrail.exportAuditLog, ({ query }, { repos, user, now }) => exportAuditTrail(repos, query, localeForLanguage(user.languageCode), now)),
  ];
}
