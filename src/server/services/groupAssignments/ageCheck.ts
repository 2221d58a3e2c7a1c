/**
 * assessment.groupAgeCheck: the domain's group age check (domain/groups/groupAgeCheck.ts) over the
 * group's members the caller sees, their earlier administrations of the form and the form's facts.
 */
import type { GroupAgeCheckQuery, GroupAgeCheckResult } from '../../../contract/services/groupAssignments';
import { ageOn } from '../../../domain/dates';
import { type GroupAgeCheck, groupAgeCheck } from '../../../domain/groups/groupAgeCheck';
import type { Group } from '../../../domain/groups/group';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Repositories } from '../../db/repositories';
import type { GroupMemberFacts } from '../../db/repositories/groupAssignments';
import { notFound } from '../../http/problems';

/** A group of the account the caller sees. @throws HttpProblem notFound (also another account's, or one out of a limited user's interest). */
export async function requireGroup(repos: Pick<Repositories, 'groups'>, groupId: number): Promise<Group> {
  const group = await repos.groups.find(groupId);
  if (!group) throw notFound('The group');
  return group;
}

/** The members and their check, for the form on the planned date. */
export async function checkGroup(
  repos: Pick<Repositories, 'groupAssignments'>,
  groupId: number,
  product: ProductDefinition,
  plannedDate: string,
): Promise<{ members: GroupMemberFacts[]; check: GroupAgeCheck }> {
  const members = await repos.groupAssignments.memberFacts(groupId);
  const earlier = await repos.groupAssignments.administrationsOfMany(
    members.map((member) => member.examineeRecordId),
    product.id,
  );
  const check = groupAgeCheck(
    product,
    members.map((member) => ({ examineeRecordId: member.examineeRecordId, birthDate: member.birthDate, earlier: earlier.get(member.examineeRecordId) ?? [] })),
    plannedDate,
  );
  return { members, check };
}

/** The check as answered: each member's row and the four lists. */
export function ageCheckAnswer(product: ProductDefinition, query: GroupAgeCheckQuery, members: readonly GroupMemberFacts[], check: GroupAgeCheck): GroupAgeCheckResult {
  const retest = new Map(check.withinRetest.map((entry) => [entry.examineeRecordId, entry.administrationDate] as const));
  const out = new Set(check.outOfRange.map((entry) => entry.examineeRecordId));
  const missing = new Set(check.birthDateMissing);
  const eligible = new Set(check.eligible);
  return {
    productId: product.id,
    plannedDate: query.plannedDate,
    ageRange: product.ageRange,
    retestIntervalDays: product.retestIntervalDays,
    members: members.map((member) => ({
      examineeRecordId: member.examineeRecordId,
      name: `${member.firstName} ${member.lastName}`.trim(),
      examineeId: member.examineeId,
      birthDate: member.birthDate,
      age: member.birthDate === null ? null : ageOn(member.birthDate, query.plannedDate),
      standing: out.has(member.examineeRecordId) ? 'outOfRange' : missing.has(member.examineeRecordId) ? 'birthDateMissing' : 'inRange',
      retestDate: retest.get(member.examineeRecordId) ?? null,
      eligible: eligible.has(member.examineeRecordId),
      email: member.email,
    })),
    inRange: check.inRange,
    outOfRange: [...out],
    birthDateMissing: check.birthDateMissing,
    withinRetest: check.withinRetest.map((entry) => entry.examineeRecordId),
    eligible: check.eligible,
  };
}
