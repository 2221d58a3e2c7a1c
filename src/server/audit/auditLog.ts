/**
 * The append-only audit log (DESIGN.md §5): every read or write of examinee data, and every
 * sign-in, lands here with who, which account, what, which record, when and from where.
 * Writes pass the transaction of the change they record, so a change and its audit row commit
 * or roll back together. The table refuses UPDATE and DELETE (migration 0001) and TRUNCATE (migration 0017). Every row
 * carries its outcome class (`allowed`, `denied`, `failed`; domain/auditResult.ts) next to the code.
 */
import { type AuditResult, auditResultOf } from '../../domain/auditResult';
import type { Db } from '../db/client';
import { appendAuditRow, type AuditRow } from '../db/platform/auditLog';
import { currentRequestId } from './auditContext';

/** Who acts, and from where. */
export interface AuditActor {
  userId: number | null;
  accountId: number | null;
  ip: string;
}

/** One audited event. */
export interface AuditEvent {
  /** The operation id (`assessment.getExaminee`) or an auth event (`auth.signIn`). */
  action: string;
  /** The kind of record (`examinee`, `assessment`, `report`, `user`). */
  entity: string;
  /** The record's id; `null` for lists and searches. */
  entityId: number | string | null;
  /** `ok` (the default), `replayed`, or the problem code of a refused call. */
  outcome?: string;
  /** The outcome's class; by default {@link auditResultOf} the outcome and action. */
  result?: AuditResult;
  /** The id of the request that did it; by default the request or job being served (audit/auditContext.ts). */
  requestId?: string | null;
  /** Why internal staff reached a customer account's records (db/crossAccountScope.ts). */
  reason?: string;
}

/** The row {@link recordAudit} appends for `event`, stamped `at`. */
export function auditRowOf(actor: AuditActor, event: AuditEvent, at: Date): AuditRow {
  return {
    at,
    userId: actor.userId,
    accountId: actor.accountId,
    action: event.action,
    entity: event.entity,
    entityId: event.entityId === null ? null : String(event.entityId),
    ip: actor.ip,
    outcome: event.outcome ?? 'ok',
    result: event.result ?? auditResultOf(event.outcome ?? 'ok', event.action),
    requestId: event.requestId ?? currentRequestId(),
    reason: event.reason ?? null,
  };
}

/** Appends one row to the audit log, stamped `at`. */
export async function recordAudit(db: Db, actor: AuditActor, event: AuditEvent, at: Date): Promise<void> {
  await appendAuditRow(db, auditRowOf(actor, event, at));
}
