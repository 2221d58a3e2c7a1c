/** The acting user of a service call, as services and the audit log take it. */
import { type Locale, localeForLanguage } from '../../domain/locale';
import type { AuditActor } from '../audit/auditLog';
import type { SignedInCall } from '../http/operationHandler';

/** A signed-in actor: every query it makes is scoped to `accountId`. */
export interface Actor extends AuditActor {
  userId: number;
  accountId: number;
  /** The language the actor reads (their preference); US English where none is known (jobs). */
  locale?: Locale;
}

/** The actor of a signed-in call. */
export const actorOf = (call: Pick<SignedInCall, 'user' | 'ip'>): Actor => ({
  userId: call.user.userId,
  accountId: call.user.accountId,
  ip: call.ip,
  locale: localeForLanguage(call.user.languageCode),
});
