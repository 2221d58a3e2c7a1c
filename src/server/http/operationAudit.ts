/**
 * The audit row of an operation call, written by the operation pipeline from the operation's
 * declaration (`audit` on its contract row): what was done (the operation id), to which record,
 * by whom, from where, with what outcome, in which request.
 */
import type { AnyOperation, AuditIdSource } from '../../contract/operation';
import { auditResultOf } from '../../domain/auditResult';
import { auditRowOf, recordAudit } from '../audit/auditLog';
import type { Principal } from '../auth/principal';
import type { Db } from '../db/client';
import type { AuditRow } from '../db/platform/auditLog';
import { accountOwningRecord, isOwnedEntity } from '../db/platform/recordOwners';
import type { OperationInput } from './operationHandler';
import type { AuditSubject } from './problems';

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
    { action: operation.id, entity: audit.entity, entityId: auditedId(audit.id, input, call.user, answer), outcome, requestId: call.requestId, ...statedReason(audit.reason, input) },
    call.now,
  );
}

/**
 * The `ok` audit row of a call that can be known before the handler answers: the operation
 * declares a row, the caller is known and the record's id is not read from the answer. `null`
 * otherwise ({@link auditCall} then writes the row after the answer).
 */
export function auditRowBeforeAnswer(operation: AnyOperation, call: AuditedCall, input: Partial<OperationInput<AnyOperation>>): AuditRow | null {
  const audit = operation.audit;
  if (audit === 'none' || audit === 'service' || call.user === null || (audit.id !== null && 'response' in audit.id)) return null;
  return auditRowOf(
    { userId: call.user.userId, accountId: call.user.accountId, ip: call.ip },
    { action: operation.id, entity: audit.entity, entityId: auditedId(audit.id, input, call.user, null), outcome: 'ok', requestId: call.requestId, ...statedReason(audit.reason, input) },
    call.now,
  );
}

/** The reason the body states in the field the declaration names (trimmed), for the audit row. */
function statedReason(name: string | undefined, input: Partial<OperationInput<AnyOperation>>): { reason?: string } {
  if (name === undefined) return {};
  const value = field(input.body, name);
  return typeof value === 'string' && value.trim() !== '' ? { reason: value.trim() } : {};
}

/**
 * Writes the audit row of a call refused by a security control (401 with a credential presented,
 * CSRF, 403, a throttled caller), for EVERY operation whatever its `audit` declaration and
 * whether or not the caller is known (issue #16; OWASP ASVS 5.0 V16.3.2, V16.3.3): the operation
 * id, its declared record when it has one, the caller when known, the address, the problem code
 * and the request id; `subject` names the record when only the service knew it (a remote link
 * found by its token, never the token). Other refusals and failures follow the declaration ({@link auditCall}).
 */
export async function auditDenial(
  db: Db,
  operation: AnyOperation,
  call: AuditedCall,
  input: Partial<OperationInput<AnyOperation>>,
  code: string,
  subject: AuditSubject | null = null,
): Promise<void> {
  const audit = operation.audit;
  const declared = audit === 'none' || audit === 'service' ? null : audit;
  await recordAudit(
    db,
    { userId: call.user?.userId ?? null, accountId: call.user?.accountId ?? subject?.accountId ?? null, ip: call.ip },
    {
      action: operation.id,
      entity: subject?.entity ?? declared?.entity ?? 'operation',
      entityId: subject ? subject.id : declared ? auditedId(declared.id, input, call.user, null) : null,
      outcome: code,
      result: 'denied',
      requestId: call.requestId,
    },
    call.now,
  );
}

/** Whether a refusal with problem `code` is a denial by a security control (domain/auditResult.ts). */
export const isDenial = (code: string): boolean => auditResultOf(code) === 'denied';

/**
 * After an operation answered 404 for its declared record: when that record exists in ANOTHER
 * account, writes `access.crossAccountDenied` (entity, id, the caller's user and account, address,
 * request id). The answer is decided and unchanged (a plain 404 like a missing id); this only
 * adds a row. Runs on the owner's connection (`db`), reading the record's account by primary key.
 * @returns whether the row was written.
 */
export async function auditCrossAccountProbe(db: Db, operation: AnyOperation, call: AuditedCall, input: Partial<OperationInput<AnyOperation>>): Promise<boolean> {
  const audit = operation.audit;
  if (audit === 'none' || audit === 'service' || call.user === null || !isOwnedEntity(audit.entity)) return false;
  const id = auditedId(audit.id, input, call.user, null);
  if (id === null) return false;
  const owner = await accountOwningRecord(db, audit.entity, id);
  if (owner === null || owner === call.user.accountId) return false;
  await recordAudit(
    db,
    { userId: call.user.userId, accountId: call.user.accountId, ip: call.ip },
    { action: 'access.crossAccountDenied', entity: audit.entity, entityId: id, outcome: 'crossAccount', result: 'denied', requestId: call.requestId },
    call.now,
  );
  return true;
}
