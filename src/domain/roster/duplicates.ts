/**
 * The duplicate rules of an import (issue #19 "Duplicates"): an import never makes a second record
 * of a child the account already has.
 * - A row is **matched** to an existing record by its `sourcedId` (the school system's id), else by
 *   its examinee id without regard to case (like the unique index `examinees_account_examinee_id_ci_key`);
 *   the record is updated when a field the row brings differs, and left alone otherwise.
 * - A row that matches nothing but whose first and last names (without regard to case) and birth
 *   date equal an existing record's is **held for a decision**: merge into that record (it takes the
 *   row's fields and ids), keep both (a new record), or skip the row.
 * - A second row of one file with an examinee id or `sourcedId` already seen is an error of that row.
 */
import type { IsoDate } from '../dates';
import type { Sex } from '../examinee';
import { IMPORT_FIELDS, type ImportedExaminee, type ImportIssue, type ImportRow } from './importedExaminee';

/** An existing examinee record as the rules compare it. */
export interface ExistingExaminee {
  id: number;
  examineeId: string;
  sourcedId: string | null;
  firstName: string;
  middleName: string;
  lastName: string;
  birthDate: IsoDate | null;
  sex: Sex;
  email: string;
  customField1: string;
  customField2: string;
  customField3: string;
  customField4: string;
}

/** What the user decides for a held row. */
export const DUPLICATE_DECISIONS = ['merge', 'keepBoth', 'skip'] as const;
/** One of {@link DUPLICATE_DECISIONS}. */
export type DuplicateDecision = (typeof DUPLICATE_DECISIONS)[number];

/** A row held for a decision, and the record it may be. */
export interface HeldDuplicate {
  /** The row's key (`file:line`), which a decision names. */
  key: string;
  file: string;
  line: number;
  incoming: { examineeId: string; firstName: string; lastName: string; birthDate: IsoDate | null };
  existing: { id: number; examineeId: string; firstName: string; lastName: string; birthDate: IsoDate | null };
}

/** What an import does with one row. */
export type ExamineeAction =
  | { kind: 'create'; row: ImportRow }
  | { kind: 'update'; row: ImportRow; recordId: number; changes: Partial<ImportedExaminee> & { sourcedId?: string } }
  | { kind: 'unchanged'; row: ImportRow; recordId: number }
  | { kind: 'held'; row: ImportRow; held: HeldDuplicate }
  | { kind: 'skip'; row: ImportRow };

/** The key a decision names for a row. */
export const rowKey = (row: Pick<ImportRow, 'file' | 'line'>): string => `${row.file}:${row.line}`;

const folded = (text: string): string => text.trim().toLocaleLowerCase('en-US');
const personKey = (firstName: string, lastName: string, birthDate: IsoDate): string => `${folded(firstName)}\u0000${folded(lastName)}\u0000${birthDate}`;

/** The existing records indexed the ways the rules look them up. */
export interface ExistingIndex {
  bySourcedId: Map<string, ExistingExaminee>;
  byExamineeId: Map<string, ExistingExaminee>;
  byPerson: Map<string, ExistingExaminee>;
}

/** Indexes the account's records for {@link planExaminee}. */
export function indexExisting(records: Iterable<ExistingExaminee>): ExistingIndex {
  const index: ExistingIndex = { bySourcedId: new Map(), byExamineeId: new Map(), byPerson: new Map() };
  for (const record of records) {
    if (record.sourcedId) index.bySourcedId.set(record.sourcedId, record);
    index.byExamineeId.set(folded(record.examineeId), record);
    if (record.birthDate) {
      const key = personKey(record.firstName, record.lastName, record.birthDate);
      if (!index.byPerson.has(key)) index.byPerson.set(key, record);
    }
  }
  return index;
}

/** The fields of `row` that differ from `record` (only those the row brings), with its `sourcedId` when the record lacks it. */
export function changesOf(row: ImportRow, record: ExistingExaminee): Partial<ImportedExaminee> & { sourcedId?: string } {
  const changes: Partial<ImportedExaminee> & { sourcedId?: string } = {};
  for (const field of IMPORT_FIELDS) {
    const value = row.examinee[field];
    if (value === undefined) continue;
    // An import never erases a known birth date: a file without one says nothing about it.
    if (field === 'birthDate' && value === null) continue;
    if (value !== record[field]) (changes as Record<string, unknown>)[field] = value;
  }
  if (row.sourcedId !== null && record.sourcedId !== row.sourcedId) changes.sourcedId = row.sourcedId;
  return changes;
}

const matchedAction = (row: ImportRow, record: ExistingExaminee): ExamineeAction => {
  const changes = changesOf(row, record);
  return Object.keys(changes).length === 0 ? { kind: 'unchanged', row, recordId: record.id } : { kind: 'update', row, recordId: record.id, changes };
};

/**
 * Decides what an import does with one valid row.
 * @param decisions the user's decisions for held rows, by {@link rowKey}; a held row without one stays held.
 * @returns the action, or an issue when the row's examinee id belongs to another record of the school system.
 */
export function planExaminee(row: ImportRow, existing: ExistingIndex, decisions: ReadonlyMap<string, DuplicateDecision>): ExamineeAction | ImportIssue {
  const bySourced = row.sourcedId === null ? undefined : existing.bySourcedId.get(row.sourcedId);
  const byId = existing.byExamineeId.get(folded(row.examinee.examineeId));
  if (bySourced) {
    if (byId && byId.id !== bySourced.id) {
      return { file: row.file, line: row.line, reason: `The examinee id ${row.examinee.examineeId} is already another examinee's.` };
    }
    return matchedAction(row, bySourced);
  }
  if (byId) {
    if (row.sourcedId !== null && byId.sourcedId !== null && byId.sourcedId !== row.sourcedId) {
      return { file: row.file, line: row.line, reason: `The examinee id ${row.examinee.examineeId} is already another student's of the school's system.` };
    }
    return matchedAction(row, byId);
  }
  const birthDate = row.examinee.birthDate;
  const samePerson = birthDate ? existing.byPerson.get(personKey(row.examinee.firstName, row.examinee.lastName, birthDate)) : undefined;
  if (!samePerson) return { kind: 'create', row };
  const key = rowKey(row);
  const decision = decisions.get(key);
  if (decision === 'merge') return matchedAction(row, samePerson);
  if (decision === 'keepBoth') return { kind: 'create', row };
  if (decision === 'skip') return { kind: 'skip', row };
  return {
    kind: 'held',
    row,
    held: {
      key,
      file: row.file,
      line: row.line,
      incoming: { examineeId: row.examinee.examineeId, firstName: row.examinee.firstName, lastName: row.examinee.lastName, birthDate: birthDate ?? null },
      existing: { id: samePerson.id, examineeId: samePerson.examineeId, firstName: samePerson.firstName, lastName: samePerson.lastName, birthDate: samePerson.birthDate },
    },
  };
}

/**
 * Guards a file against itself: the second row with an examinee id (any case) or a `sourcedId`
 * already seen in the file is an error naming the first line.
 */
export function fileDuplicateGuard(): (row: ImportRow) => ImportIssue | null {
  const ids = new Map<string, number>();
  const sourced = new Map<string, number>();
  return (row) => {
    const id = folded(row.examinee.examineeId);
    const firstById = ids.get(id);
    if (firstById !== undefined) return { file: row.file, line: row.line, reason: `The examinee id ${row.examinee.examineeId} is already on line ${firstById}.` };
    if (row.sourcedId !== null) {
      const firstBySourced = sourced.get(row.sourcedId);
      if (firstBySourced !== undefined) return { file: row.file, line: row.line, reason: `The sourcedId ${row.sourcedId} is already on line ${firstBySourced}.` };
      sourced.set(row.sourcedId, row.line);
    }
    ids.set(id, row.line);
    return null;
  };
}
