/**
 * The audited denial of legitimate interest (issue #19; FERPA 34 CFR 99.31(a)(1)(ii)): when a
 * user limited to their legitimate interest (a teacher; an examiner where the account asks for it)
 * is answered 404 for a record that exists in their own account but lies outside their interest,
 * the pipeline adds an `access.interestDenied` row (outcome `outsideInterest`, class `denied`)
 * naming the record, so that an administrator's audit trail shows the attempt. The answer is
 * decided and unchanged: the same plain 404 as a missing record. A truly missing id adds nothing.
 */
import type { AnyOperation } from '../../contract/operation';
import { recordAudit } from '../audit/auditLog';
import type { Db } from '../db/client';
import { isNarrowedEntity, isOutsideInterest } from '../db/platform/interestProbe';
import type { OperationInput } from './operationHandler';
import { type AuditedCall, auditedId } from './operationAudit';

/** The audit action of the denial, and its outcome code (domain/auditResult.ts counts it a denial). */
export const INTEREST_DENIED_ACTION = 'access.interestDenied';
export const OUTSIDE_INTEREST_OUTCOME = 'outsideInterest';

/** Input fields that name a record of an examinee's data, and the audited entity of that record. */
const RECORD_FIELDS: Readonly<Record<string, string>> = {
  examineeRecordId: 'examinee',
  examineeRecordIds: 'examinee',
  assessmentId: 'assessment',
  assessmentIds: 'assessment',
  sessionId: 'session',
  linkId: 'remoteLink',
  reportId: 'report',
  batchId: 'reportBatch',
  groupReportId: 'groupReport',
  groupId: 'group',
};

/** At most this many ids of one call are probed (a batch names many; one hidden one suffices). */
const MAX_PROBED = 50;

interface Named {
  entity: string;
  id: string;
}

const idsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((item) => typeof item === 'number' || typeof item === 'string').map(String);

/** The records a call names: its declared audited record first, then every record field of its parts (and a body's `selection`). */
export function namedRecords(operation: AnyOperation, call: AuditedCall, input: Partial<OperationInput<AnyOperation>>): Named[] {
  const named: Named[] = [];
  const audit = operation.audit;
  if (audit !== 'none' && audit !== 'service' && isNarrowedEntity(audit.entity)) {
    const id = auditedId(audit.id, input, call.user, null);
    if (id !== null && !id.includes('/')) named.push({ entity: audit.entity, id });
  }
  const body = input.body !== null && typeof input.body === 'object' ? (input.body as Record<string, unknown>) : {};
  const parts = [input.params, input.query, body, body['selection']];
  for (const part of parts) {
    if (part === null || typeof part !== 'object') continue;
    for (const [name, value] of Object.entries(part as Record<string, unknown>)) {
      const entity = RECORD_FIELDS[name];
      if (entity) named.push(...idsOf(value).map((id) => ({ entity, id })));
    }
  }
  const unique = new Map(named.map((record) => [`${record.entity}:${record.id}`, record]));
  return [...unique.values()].slice(0, MAX_PROBED);
}

/**
 * After a call of a limited user answered 404: writes `access.interestDenied` for the first
 * record it names that exists in the user's account outside their interest.
 * @param db the owner's connection.
 * @returns whether the row was written.
 */
export async function auditInterestDenial(db: Db, operation: AnyOperation, call: AuditedCall, input: Partial<OperationInput<AnyOperation>>): Promise<boolean> {
  const user = call.user;
  if (user === null || !user.limitedToInterest) return false;
  for (const record of namedRecords(operation, call, input)) {
    if (!(await isOutsideInterest(db, user.accountId, user.userId, record.entity, record.id))) continue;
    await recordAudit(
      db,
      { userId: user.userId, accountId: user.accountId, ip: call.ip },
      { action: INTEREST_DENIED_ACTION, entity: record.entity, entityId: record.id, outcome: OUTSIDE_INTEREST_OUTCOME, result: 'denied', requestId: call.requestId },
      call.now,
    );
    return true;
  }
  return false;
}
