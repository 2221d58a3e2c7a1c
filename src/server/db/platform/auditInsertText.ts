/**
 * An audit row's insert as SQL text with its values written in, for a statement sent in the
 * simple protocol together with others (db/scopedTransaction.ts: a read's audit row goes with the
 * BEGIN of its transaction), where no parameters can be bound. Drizzle renders the insert once
 * per process, with placeholders; the values are quoted by node-postgres's `escapeLiteral`.
 */
import { sql } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import type { Db } from '../client';
import { auditLog } from '../schema';
import type { AuditRow } from './auditLog';

/** The row's columns, named as in {@link AuditRow}. */
const COLUMNS = ['at', 'userId', 'accountId', 'action', 'entity', 'entityId', 'ip', 'outcome', 'result', 'requestId', 'reason'] as const;

type Column = (typeof COLUMNS)[number];

/** Where a value goes: its column, and how Drizzle maps the column's values for the driver. */
interface Slot {
  column: Column;
  toDriver: (value: unknown) => unknown;
}

/** The insert's text with `$1`, `$2`, … and the slot each number stands for; rendered on first use. */
let template: { text: string; slots: Slot[] } | null = null;

/** The slot of one of Drizzle's rendered parameters (a Param holding a Placeholder, with its column as encoder). */
function slotOf(param: unknown): Slot {
  const field = (value: unknown, name: string): unknown => (typeof value === 'object' && value !== null && name in value ? (value as Record<string, unknown>)[name] : undefined);
  const name = field(field(param, 'value'), 'name');
  const column = COLUMNS.find((known) => known === name);
  if (column === undefined) throw new Error('The audit insert has a value that is not one of its columns.');
  const encoder = field(param, 'encoder');
  const map = field(encoder, 'mapToDriverValue');
  return { column, toDriver: typeof map === 'function' ? (value) => (map as (value: unknown) => unknown).call(encoder, value) : (value) => value };
}

function insertTemplate(db: Db): { text: string; slots: Slot[] } {
  if (template !== null) return template;
  const query = db
    .insert(auditLog)
    .values(Object.fromEntries(COLUMNS.map((column) => [column, sql.placeholder(column)])) as unknown as typeof auditLog.$inferInsert)
    .toSQL();
  template = { text: query.sql, slots: query.params.map(slotOf) };
  return template;
}

/** One driver value as an SQL literal: NULL, or quoted text (PostgreSQL casts it to the column's type). */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (value instanceof Date) return escapeLiteral(value.toISOString());
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return escapeLiteral(String(value));
  throw new TypeError('An audit value is not text, a number or a time.');
}

/**
 * The statement that appends `row` to the audit log, as {@link appendAuditRow} does, with the
 * values written in.
 * @param db any database object of the process (only renders the insert once).
 */
export function auditInsertText(db: Db, row: AuditRow): string {
  const { text, slots } = insertTemplate(db);
  return text.replace(/\$(\d+)/g, (_match, index: string) => {
    const slot = slots[Number(index) - 1];
    if (slot === undefined) throw new Error(`The audit insert has no value $${index}.`);
    const value = row[slot.column];
    return literal(value === null || value === undefined ? null : slot.toDriver(value));
  });
}
