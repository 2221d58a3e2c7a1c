/**
 * The audit row of an operation call, written by the operation pipeline from the operation's
 * declaration (`audit` on its contract row): what was done (the operation id), to which record,
 * by whom, from where, with what outcome, in which request.
 */
import type { AnyOperation, AuditIdSource } from '../../contract/operation';
import { recordAudit } from '../audit/auditLog';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/client';
import type { OperationInput } from './operationHandler';

/** A call as the audit log records it. */
export interface AuditedCall {
  user: Principal | null;
  ip: string;
  requestId: string;
  now: Date;
}

function field(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((at, name) => (at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[name] : undefined), value);
}

const asId = (value: unknown): string | null => (typeof value === 'number' || typeof value === 'string' ? String(value) : null);

/**
 * The audited record's id, read where the declaration says; `null` when it is a list, or when the
 * call was refused before there was an answer to read it from.
 */
export function auditedId(source: AuditIdSource, input: Partial<OperationInput<AnyOperation>>, user: Principal | null, answer: unknown): string | null {
  if (source === null) return null;
  if ('params' in source) {
    const names = typeof source.params === 'string' ? [source.params] : source.params;
    const parts = names.map((name) => asId(field(input.params, name)));
    return parts.every((part) => part !== null) ? parts.join('/') : null;
  }
  if ('query' in source) return asId(field(input.query, source.query));
  if ('body' in source) return asId(field(input.body, source.body));
  if ('response' in source) return asId(field(answer, source.response));
  return user ? String(user[source.caller]) : null;
}

/**
 * Writes the audit row of one call, when the operation declares one and the caller is known.
 * @param db the write's transaction for an answered write; the database otherwise.
 * @param outcome `ok`, `replayed` or the problem code.
 */
export async function auditCall(
  db: Db,
  operation: AnyOperation,
  call: AuditedCall,
  input: Partial<OperationInput<AnyOperation>>,
  answer: unknown,
  outcome: string,
): Promise<void> {
  const audit = operation.audit;
  if (audit === 'none' || audit === 'service' || call.user === null) return;
  await recordAudit(
    db,
    { userId: call.user.userId, accountId: call.user.accountId, ip: call.ip },
    { action: operation.id, entity: audit.entity, entityId: auditedId(audit.id, input, call.user, answer), outcome, requestId: call.requestId },
    call.now,
  );
}
