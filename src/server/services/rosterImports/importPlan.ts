/**
 * Planning and carrying out an import (issue #19): the parsed rows against the account's records
 * (the domain's duplicate rules and class plan), and, for a commit, the writes, all through the
 * repositories of the one transaction the commit runs in.
 */
import type { IsoDate } from '../../../domain/dates';
import { type DuplicateDecision, type ExamineeAction, indexExisting } from '../../../domain/roster/duplicates';
import { type ClassAction, type ExamineePlan, type ImportSummary, planClass, planExaminees, summarize } from '../../../domain/roster/plan';
import type { Repositories } from '../../db/repositories';
import type { ParsedImport } from './importFile';

/** A planned import. */
export interface ImportPlan {
  examinees: ExamineePlan;
  classes: ClassAction[];
  summary: ImportSummary;
}

const IMPORTED_KINDS = new Set<ExamineeAction['kind']>(['create', 'update', 'unchanged']);

/** Plans `parsed` against the account's records as `repos` sees them. */
export async function planImport(repos: Repositories, parsed: ParsedImport, decisions: ReadonlyMap<string, DuplicateDecision>, today: IsoDate): Promise<ImportPlan> {
  const existing = indexExisting(await repos.rosterImports.existingExaminees());
  const examinees = planExaminees(parsed.rows, existing, decisions, today);
  const recordIds = new Map<string, number>();
  const imported = new Set<string>();
  for (const action of examinees.actions) {
    if (action.row.sourcedId === null) continue;
    if (IMPORTED_KINDS.has(action.kind)) imported.add(action.row.sourcedId);
    if (action.kind === 'update' || action.kind === 'unchanged') recordIds.set(action.row.sourcedId, action.recordId);
  }
  const groups = parsed.classes.length > 0 ? await repos.rosterImports.classGroups() : new Map();
  const classes = parsed.classes.map((planned) =>
    planClass(
      planned,
      groups.get(planned.sourcedId) ?? null,
      (sourcedId) => recordIds.get(sourcedId),
      (sourcedId) => imported.has(sourcedId),
    ),
  );
  return { examinees, classes, summary: summarize(parsed.rows.length, examinees, classes, parsed.issues, parsed.warnings.length) };
}

/**
 * Writes a plan: new records in bulk, changed fields, then each class's group (made or renamed),
 * its new members, removed members and staff.
 * @throws Error when a write fails (the caller's transaction then rolls everything back).
 */
export async function applyPlan(repos: Repositories, plan: ImportPlan, now: Date): Promise<void> {
  const creates = plan.examinees.actions.filter((action) => action.kind === 'create');
  const createdIds = await repos.rosterImports.insertExaminees(
    creates.map((action) => ({ sourcedId: action.row.sourcedId, examinee: action.row.examinee })),
    now,
  );
  const recordIdBySourced = new Map<string, number>();
  creates.forEach((action, index) => {
    const id = createdIds[index];
    if (action.row.sourcedId !== null && id !== undefined) recordIdBySourced.set(action.row.sourcedId, id);
  });
  for (const action of plan.examinees.actions) {
    if (action.kind === 'update') await repos.rosterImports.updateExaminee(action.recordId, action.changes, now);
    if ((action.kind === 'update' || action.kind === 'unchanged') && action.row.sourcedId !== null) recordIdBySourced.set(action.row.sourcedId, action.recordId);
  }
  // Groups, members and staff in bulk too: a district has thousands of classes.
  const newGroupIds = await repos.rosterImports.insertClassGroups(
    plan.classes.filter((action) => action.groupId === null).map(({ planned }) => ({ sourcedId: planned.sourcedId, name: planned.name, schoolYear: planned.schoolYear })),
    now,
  );
  const members: { groupId: number; recordId: number }[] = [];
  const staff: { groupId: number; userId: number }[] = [];
  for (const action of plan.classes) {
    const groupId = action.groupId ?? newGroupIds.get(action.planned.sourcedId);
    if (groupId === undefined) throw new Error(`The group of class ${action.planned.sourcedId} was not made.`);
    if (action.groupId !== null && action.changesGroup) await repos.groups.update(groupId, { name: action.planned.name, type: 'class', schoolYear: action.planned.schoolYear }, now);
    for (const sourcedId of action.addStudents) {
      const recordId = recordIdBySourced.get(sourcedId);
      if (recordId !== undefined) members.push({ groupId, recordId });
    }
    for (const userId of action.addStaff) staff.push({ groupId, userId });
    if (action.removeRecordIds.length > 0) await repos.groups.removeMembers(groupId, action.removeRecordIds);
    if (action.removeStaff.length > 0) await repos.rosterImports.deleteStaff(groupId, action.removeStaff);
  }
  await repos.rosterImports.insertMembers(members, now);
  await repos.rosterImports.insertStaff(staff, now);
}
