/**
 * The account's audit trail for its administrators (issue #16; FERPA 34 CFR 99.32, HIPAA
 * 45 CFR 164.312(b)): a page of the account's rows, or all of them up to a cap as a CSV file,
 * each with the action's label in the reader's language. Reading it is audited by the pipeline
 * like any operation (`account.auditLog`, `account.exportAuditLog`).
 */
import { stringify } from 'csv-stringify/sync';
import { type AuditTrailEntry, type AuditTrailFilter, type AuditTrailPage, type AuditTrailQuery, MAX_AUDIT_EXPORT_ROWS } from '../../../contract/services/auditTrail';
import { OPERATIONS } from '../../../contract';
import type { Locale } from '../../../domain/locale';
import type { AuditTrailRow } from '../../db/repositories/auditTrail';
import type { Repositories } from '../../db/repositories';
import type { FileAnswer } from '../../http/operationHandler';
import { HttpProblem } from '../../http/problems';
import { AUDIT_ACTION_TEXT, AUDIT_ENTITIES, AUDIT_EVENTS, type AuditEntity, type AuditEvent } from '../../audit/i18n/auditActionText';
import { AUDIT_LOG_TEXT } from '../../audit/i18n/auditLogText';

const METHOD_OF: ReadonlyMap<string, 'GET' | 'POST' | 'PUT' | 'DELETE'> = new Map(OPERATIONS.map((operation) => [operation.id, operation.method]));
const isEvent = (action: string): action is AuditEvent => (AUDIT_EVENTS as readonly string[]).includes(action);
const isEntity = (entity: string): entity is AuditEntity => (AUDIT_ENTITIES as readonly string[]).includes(entity);

/**
 * The label of an audited action in `locale`: the event's own words, or what the operation did
 * (by its HTTP method) to which kind of record; an action that is neither is shown by its id.
 */
export function auditActionLabel(action: string, entity: string, locale: Locale): string {
  const text = AUDIT_ACTION_TEXT[locale];
  if (isEvent(action)) return text.events[action];
  const method = METHOD_OF.get(action);
  if (method === undefined) return action;
  return `${text.verbs[method]}: ${isEntity(entity) ? text.entities[entity] : entity}`;
}

const entryOf = (row: AuditTrailRow, locale: Locale): AuditTrailEntry => ({
  ...row,
  at: row.at.toISOString(),
  actionLabel: auditActionLabel(row.action, row.entity, locale),
});

/** The default and largest page sizes of the trail. */
const DEFAULT_PAGE_SIZE = 50;

/** A page of the account's audit trail, newest first. */
export async function listAuditTrail(repos: Repositories, query: AuditTrailQuery, locale: Locale): Promise<AuditTrailPage> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  const { rows, total } = await repos.auditTrail.page(query, page, pageSize);
  return { items: rows.map((row) => entryOf(row, locale)), total, page, pageSize };
}

/**
 * The account's audit trail as CSV (RFC 4180, UTF-8 with a byte-order mark so spreadsheet programs
 * read the names right), columns named in `locale`. A cell that a spreadsheet would run as a
 * formula (starting with `=`, `+`, `-`, `@`, tab or carriage return) is prefixed with `'`
 * (csv-stringify `escape_formulas`; OWASP "CSV Injection").
 * @throws HttpProblem badRequest when more than {@link MAX_AUDIT_EXPORT_ROWS} rows match.
 */
export async function exportAuditTrail(repos: Repositories, filter: AuditTrailFilter, locale: Locale, now: Date): Promise<FileAnswer> {
  const text = AUDIT_LOG_TEXT[locale];
  const total = await repos.auditTrail.count(filter);
  if (total > MAX_AUDIT_EXPORT_ROWS) throw new HttpProblem('badRequest', text.exportTooLarge(MAX_AUDIT_EXPORT_ROWS));
  const { rows } = await repos.auditTrail.page(filter, 1, MAX_AUDIT_EXPORT_ROWS);
  const columns = text.columns;
  const records = rows.map((row) => [
    row.at.toISOString(),
    row.userName ?? (row.action.startsWith('staff.') ? text.internalStaff : ''),
    auditActionLabel(row.action, row.entity, locale),
    row.action,
    row.entityId === null ? row.entity : `${row.entity} ${row.entityId}`,
    row.examineeName ?? '',
    row.ip,
    text.results[row.result],
    row.outcome,
    row.reason ?? '',
    row.requestId ?? '',
  ]);
  const header = [columns.at, columns.who, columns.what, columns.operation, columns.record, columns.examinee, columns.from, columns.result, columns.outcome, columns.reason, columns.requestId];
  const csv = stringify([header, ...records], { escape_formulas: true, record_delimiter: 'windows' });
  return { kind: 'file', contentType: 'text/csv; charset=utf-8', fileName: `audit-log-${now.toISOString().slice(0, 10)}.csv`, bytes: Buffer.from(`\uFEFF${csv}`, 'utf8') };
}
