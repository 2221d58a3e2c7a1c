/**
 * The age and retest checks of a form for every member of a group (issue #19, "Assigning a form to
 * a group"): on the planned date, who is inside the form's age range, who is outside it (with their
 * age), who has no recorded date of birth, and who took the form within its retest interval (with
 * the nearest earlier date). The single-examinee rules are those of formEligibility.ts
 * (`ageCheck`, `retestConflicts`); this module only applies them to a group and says who may be
 * assigned.
 */
import type { Age, IsoDate } from '../dates';
import { ageCheck, type EarlierAdministration, type EligibilityProduct, retestConflicts } from '../formEligibility';

/** What the check reads of one member. */
export interface GroupCheckMember {
  examineeRecordId: number;
  /** `null` when the record has no date of birth (an imported record). */
  birthDate: IsoDate | null;
  /** The member's earlier administrations of the same form (not deleted). */
  earlier: readonly EarlierAdministration[];
}

/** A member outside the form's age range on the planned date. */
export interface OutOfRangeMember {
  examineeRecordId: number;
  /** The age on the planned date; `null` when the planned date is before the date of birth. */
  age: Age | null;
}

/** A member who took the form within its retest interval of the planned date. */
export interface RetestMember {
  examineeRecordId: number;
  /** The nearest earlier administration's date (`YYYY-MM-DD`). */
  administrationDate: IsoDate;
  assessmentId: number;
}

/**
 * The four lists of a group age check, and who is eligible by default. The lists overlap only in
 * `withinRetest`, which may name a member of any other list; every member is in exactly one of
 * `inRange`, `outOfRange` and `birthDateMissing`.
 */
export interface GroupAgeCheck {
  /** Record ids of the members inside the form's age range (every member with a date of birth, for a form without a range). */
  inRange: number[];
  outOfRange: OutOfRangeMember[];
  /** Record ids of the members without a date of birth, for a form with an age range (without one, they are in range). */
  birthDateMissing: number[];
  withinRetest: RetestMember[];
  /** Record ids assigned by default: in range and without a retest conflict. */
  eligible: number[];
}

/**
 * The group age check of `product` on `plannedDate`, members in the order given.
 * A form without an age range takes every member, with or without a date of birth (ageCheck's rule).
 */
export function groupAgeCheck(
  product: Pick<EligibilityProduct, 'ageRange' | 'retestIntervalDays'>,
  members: readonly GroupCheckMember[],
  plannedDate: IsoDate,
): GroupAgeCheck {
  const result: GroupAgeCheck = { inRange: [], outOfRange: [], birthDateMissing: [], withinRetest: [], eligible: [] };
  for (const member of members) {
    const age = ageCheck(product, member.birthDate, plannedDate);
    const nearest = retestConflicts(product, member.earlier, plannedDate)[0];
    if (nearest) result.withinRetest.push({ examineeRecordId: member.examineeRecordId, administrationDate: nearest.administrationDate, assessmentId: nearest.assessmentId });
    if (age.inRange) {
      result.inRange.push(member.examineeRecordId);
      if (!nearest) result.eligible.push(member.examineeRecordId);
    } else if (age.birthDateMissing) {
      result.birthDateMissing.push(member.examineeRecordId);
    } else {
      result.outOfRange.push({ examineeRecordId: member.examineeRecordId, age: age.age });
    }
  }
  return result;
}

/** Why a chosen member cannot be assigned. */
export type AssignmentRefusal = 'notMember' | 'outOfRange' | 'birthDateMissing' | 'withinRetest';

/** A chosen member that cannot be assigned, and why. */
export interface RefusedMember {
  examineeRecordId: number;
  reason: AssignmentRefusal;
}

/**
 * Who an assignment creates assessments for. Without a choice: the eligible members. With one
 * (`chosen`): those record ids, each of which must be in range; a member within the retest interval
 * only when also named in `retestConfirmed` (the caller confirms the retest, as a graceful create
 * does). A member out of range or without a date of birth (for a form with a range) is never assigned.
 * @returns the record ids to assign (in the group's order) and the refused ones (empty when all may be assigned).
 */
export function assignmentMembers(
  check: GroupAgeCheck,
  chosen: readonly number[] | undefined,
  retestConfirmed: readonly number[] = [],
): { assign: number[]; refused: RefusedMember[] } {
  if (chosen === undefined) return { assign: [...check.eligible], refused: [] };
  const inRange = new Set(check.inRange);
  const missing = new Set(check.birthDateMissing);
  const out = new Set(check.outOfRange.map((member) => member.examineeRecordId));
  const retest = new Set(check.withinRetest.map((member) => member.examineeRecordId));
  const confirmed = new Set(retestConfirmed);
  const refused: RefusedMember[] = [];
  const wanted = new Set<number>();
  for (const id of chosen) {
    if (out.has(id)) refused.push({ examineeRecordId: id, reason: 'outOfRange' });
    else if (missing.has(id)) refused.push({ examineeRecordId: id, reason: 'birthDateMissing' });
    else if (!inRange.has(id)) refused.push({ examineeRecordId: id, reason: 'notMember' });
    else if (retest.has(id) && !confirmed.has(id)) refused.push({ examineeRecordId: id, reason: 'withinRetest' });
    else wanted.add(id);
  }
  return { assign: check.inRange.filter((id) => wanted.has(id)), refused };
}
