/**
 * The plan of an import (its dry run): what it will do with each row and each class, counted the
 * way the dry run's summary shows it. The commit makes the same plan again with the user's
 * decisions and carries it out; the same file imported twice plans nothing but `unchanged`.
 */
import type { IsoDate } from '../dates';
import { type DuplicateDecision, type ExamineeAction, type ExistingIndex, fileDuplicateGuard, type HeldDuplicate, planExaminee } from './duplicates';
import { type ImportIssue, type ImportRow, validateImportedExaminee } from './importedExaminee';
import type { PlannedClass } from './oneRoster';

/** How many errors and warnings a stored dry run lists (the counts are always whole). */
export const MAX_LISTED_ISSUES = 500;

/** The dry run's summary. */
export interface ImportSummary {
  rows: number;
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  held: number;
  errors: number;
  warnings: number;
  groupsCreated: number;
  groupsUpdated: number;
  groupsUnchanged: number;
  membersAdded: number;
  membersRemoved: number;
  staffAdded: number;
  staffRemoved: number;
}

/** An empty {@link ImportSummary}. */
export const emptySummary = (): ImportSummary => ({
  rows: 0,
  created: 0,
  updated: 0,
  unchanged: 0,
  skipped: 0,
  held: 0,
  errors: 0,
  warnings: 0,
  groupsCreated: 0,
  groupsUpdated: 0,
  groupsUnchanged: 0,
  membersAdded: 0,
  membersRemoved: 0,
  staffAdded: 0,
  staffRemoved: 0,
});

/** What a plan holds for the commit and the dry run's answer. */
export interface ExamineePlan {
  actions: ExamineeAction[];
  errors: ImportIssue[];
  held: HeldDuplicate[];
}

/**
 * Plans the examinee rows: validation (line and reason), duplicates within the file, then the
 * duplicate rules against the account's records.
 * @param today the server's date; a birth date after it is an error.
 */
export function planExaminees(rows: Iterable<ImportRow>, existing: ExistingIndex, decisions: ReadonlyMap<string, DuplicateDecision>, today: IsoDate): ExamineePlan {
  const plan: ExamineePlan = { actions: [], errors: [], held: [] };
  const guard = fileDuplicateGuard();
  for (const row of rows) {
    const valid = validateImportedExaminee(row.examinee, today);
    if (!valid.ok) {
      plan.errors.push({ file: row.file, line: row.line, reason: valid.reasons.join(' ') });
      continue;
    }
    const cleaned: ImportRow = { ...row, examinee: valid.examinee };
    const repeated = guard(cleaned);
    if (repeated) {
      plan.errors.push(repeated);
      continue;
    }
    const action = planExaminee(cleaned, existing, decisions);
    if ('reason' in action) plan.errors.push(action);
    else {
      plan.actions.push(action);
      if (action.kind === 'held') plan.held.push(action.held);
    }
  }
  return plan;
}

/** A group as a class's plan compares it. */
export interface ExistingClassGroup {
  id: number;
  name: string;
  schoolYear: string;
  memberIds: ReadonlySet<number>;
  staffUserIds: ReadonlySet<number>;
}

/** What the import does with one class. */
export interface ClassAction {
  planned: PlannedClass;
  /** The group it updates, or `null` for a new group. */
  groupId: number | null;
  /** Whether the group's name or school year changes (always for a new group). */
  changesGroup: boolean;
  /** The students (by `sourcedId`) to add, and the record ids to remove. */
  addStudents: string[];
  removeRecordIds: number[];
  addStaff: number[];
  removeStaff: number[];
}

/**
 * Plans one class against its group (found by `sourcedId`).
 * @param recordIdOf the record id a student (`sourcedId`) has or will be matched to; `undefined` for a new record or one not imported.
 * @param imported whether a student is imported (created, updated, unchanged or merged); members are only added for those.
 */
export function planClass(
  planned: PlannedClass,
  group: ExistingClassGroup | null,
  recordIdOf: (sourcedId: string) => number | undefined,
  imported: (sourcedId: string) => boolean,
): ClassAction {
  const addStudents = planned.students.filter((sourcedId) => {
    if (!imported(sourcedId)) return false;
    const recordId = recordIdOf(sourcedId);
    return !group || recordId === undefined || !group.memberIds.has(recordId);
  });
  const removeRecordIds = group
    ? planned.removedStudents.flatMap((sourcedId) => {
        const recordId = recordIdOf(sourcedId);
        return recordId !== undefined && group.memberIds.has(recordId) ? [recordId] : [];
      })
    : [];
  const addStaff = [...new Set(planned.staffUserIds)].filter((userId) => !group?.staffUserIds.has(userId));
  const removeStaff = group ? [...new Set(planned.removedStaffUserIds)].filter((userId) => group.staffUserIds.has(userId) && !planned.staffUserIds.includes(userId)) : [];
  return {
    planned,
    groupId: group?.id ?? null,
    changesGroup: !group || group.name !== planned.name || group.schoolYear !== planned.schoolYear,
    addStudents: [...new Set(addStudents)],
    removeRecordIds: [...new Set(removeRecordIds)],
    addStaff,
    removeStaff,
  };
}

/** The summary of a plan. */
export function summarize(rows: number, plan: ExamineePlan, classes: readonly ClassAction[], issues: readonly ImportIssue[], warnings: number): ImportSummary {
  const summary = emptySummary();
  summary.rows = rows;
  for (const action of plan.actions) {
    if (action.kind === 'create') summary.created += 1;
    else if (action.kind === 'update') summary.updated += 1;
    else if (action.kind === 'unchanged') summary.unchanged += 1;
    else if (action.kind === 'skip') summary.skipped += 1;
    else summary.held += 1;
  }
  summary.errors = plan.errors.length + issues.length;
  summary.warnings = warnings;
  for (const action of classes) {
    if (action.groupId === null) summary.groupsCreated += 1;
    else if (action.changesGroup) summary.groupsUpdated += 1;
    else summary.groupsUnchanged += 1;
    summary.membersAdded += action.addStudents.length;
    summary.membersRemoved += action.removeRecordIds.length;
    summary.staffAdded += action.addStaff.length;
    summary.staffRemoved += action.removeStaff.length;
  }
  return summary;
}
