/**
 * assessment.groupAssignment: assigns a form to a group in the operation's one transaction: the
 * assignment, one assessment per assigned member (the single create's rules: the product, the age
 * range, the examiner, the administration details), and by mode nothing more (item entry), a
 * remote link e-mailed per member through the e-mail machinery (sendEmail: the token is issued
 * when the job delivers it), or a class session: an in-person link per member opened by the
 * member's own code.
 */
import type { GroupAssignmentInput, GroupAssignmentResult } from '../../../contract/services/groupAssignments';
import { assignmentMembers, type AssignmentRefusal } from '../../../domain/groups/groupAgeCheck';
import { linkExpiry, type LinkRespondent } from '../../../domain/remoteLink';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { SigningKeys } from '../../auth/keys';
import type { Repositories } from '../../db/repositories';
import type { GroupMemberFacts } from '../../db/repositories/groupAssignments';
import { HttpProblem, invalidField } from '../../http/problems';
import { userPreferences } from '../account/service';
import type { Actor } from '../actor';
import { requireProductField } from '../assessments/eligibility';
import { createAssessment } from '../assessments/service';
import { type SendContext, sendEmail } from '../email/sendEmail';
import { createLink } from '../remoteLinks/linkStore';
import { checkGroup, requireGroup } from './ageCheck';
import { classCodeHash, drawClassCode, sealClassCode } from './classCodes';
import { assignmentSummary } from './progress';

/** What an assignment needs of the app: the transaction (as `db`), the job queue for e-mails, the sealing key. */
export type AssignContext = SendContext & { keys: Pick<SigningKeys, 'totpSeal'> };

/** Why a chosen member is refused, in the words of the problem's field error. */
const REFUSALS: Record<AssignmentRefusal, string> = {
  notMember: 'is not a member of the group',
  outOfRange: "is outside the form's age range on the planned date",
  birthDateMissing: 'has no date of birth, and the form has an age range',
  withinRetest: "took the form within its retest interval; confirm the retest to assign it",
};

/** Who answers a link: the member, or (sent to a rater) the rater as a teacher or parent; a rater never answers as the examinee. */
const respondentOf = (input: GroupAssignmentInput, toRater: boolean): LinkRespondent => {
  if (!toRater) return 'examinee';
  return input.respondent === 'examinee' ? 'teacher' : input.respondent;
};

const nameOf = (member: Pick<GroupMemberFacts, 'firstName' | 'lastName'>): string => `${member.firstName} ${member.lastName}`.trim();

/** @throws HttpProblem validation naming `administration.comparisonGroupId` when the product has no such group. */
function requireComparisonGroup(product: ProductDefinition, input: GroupAssignmentInput): void {
  const id = input.administration?.comparisonGroupId;
  if (id !== undefined && !product.comparisonGroups.some((group) => group.id === id)) {
    throw invalidField('administration.comparisonGroupId', 'Choose a comparison group of the product.');
  }
}

/**
 * The rater of remote links sent to staff: a staff user of the group with an e-mail address.
 * @throws HttpProblem validation naming `raterUserId`.
 */
async function requireRater(repos: Repositories, staffUserIds: readonly number[], raterUserId: number | null): Promise<{ address: string; name: string }> {
  if (raterUserId === null || !staffUserIds.includes(raterUserId)) throw invalidField('raterUserId', 'Choose a staff member of the group as the rater.');
  const user = await repos.accountUsers.find(raterUserId);
  if (!user || user.email === '') throw invalidField('raterUserId', 'The rater has no e-mail address; add one to their user record first.');
  return { address: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
}

/**
 * Assigns a form to a group (see the module). Nothing is written when any check fails.
 * @throws HttpProblem notFound (the group, also out of the caller's interest); conflict (an
 *   archived group; a form that cannot be answered remotely, for links and class sessions);
 *   validation (the product, the comparison group, the examiner, the rater, a chosen member that
 *   cannot be assigned, or nobody to assign).
 */
export async function assignToGroup(
  context: AssignContext,
  actor: Actor,
  repos: Repositories,
  groupId: number,
  input: GroupAssignmentInput,
  now: Date,
): Promise<GroupAssignmentResult> {
  const { db } = context;
  const group = await requireGroup(repos, groupId);
  if (group.archivedAt !== null) throw new HttpProblem('conflict', 'This group is archived; restore it before assigning a form.');
  const product = await requireProductField(db, input.productId);
  requireComparisonGroup(product, input);
  if ((await repos.assessments.activeExaminerName(input.examinerId)) === null) throw invalidField('examinerId', 'Choose an examiner of your account.');
  const rater = input.mode === 'remoteLinks' && input.recipient === 'rater' ? await requireRater(repos, group.staffUserIds, input.raterUserId) : null;

  const { members, check } = await checkGroup(repos, groupId, product, input.plannedDate);
  const byId = new Map(members.map((member) => [member.examineeRecordId, member] as const));
  const { assign, refused } = assignmentMembers(check, input.memberIds, input.retestConfirmed);
  if (refused.length > 0) {
    const errors = refused.map((entry) => ({ field: 'memberIds', message: `${byId.get(entry.examineeRecordId) ? nameOf(byId.get(entry.examineeRecordId) as GroupMemberFacts) : `Record ${entry.examineeRecordId}`} ${REFUSALS[entry.reason]}.` }));
    throw new HttpProblem('validation', errors.map((error) => error.message).join(' '), errors);
  }
  if (assign.length === 0) throw invalidField('memberIds', 'No member of the group can be assigned this form on the planned date.');

  const validUntil = input.mode === 'itemEntry' ? null : new Date(linkExpiry(now, input.validForDays, (await userPreferences(db, actor.userId)).timeZone.timeZoneCode));
  const assignmentId = await repos.groupAssignments.create(
    { groupId, productId: product.id, plannedDate: input.plannedDate, mode: input.mode, administration: input.administration ?? {}, examinerId: input.examinerId, validUntil },
    now,
  );
  const created: { member: GroupMemberFacts; assessmentId: number }[] = [];
  for (const id of assign) {
    const member = byId.get(id);
    if (!member) continue;
    const assessment = await createAssessment(
      db,
      actor,
      { examineeRecordId: id, productId: product.id, administrationDate: input.plannedDate, examinerId: input.examinerId, ...(input.administration ? { administration: input.administration } : {}) },
      now,
    );
    created.push({ member, assessmentId: assessment.id });
  }
  await repos.groupAssignments.tagAssessments(
    assignmentId,
    created.map((entry) => entry.assessmentId),
  );

  const withoutAddress: GroupAssignmentResult['withoutAddress'] = [];
  for (const { member, assessmentId } of created) {
    if (input.mode === 'remoteLinks') {
      const address = rater?.address ?? member.email;
      if (address === '') {
        withoutAddress.push({ examineeRecordId: member.examineeRecordId, name: nameOf(member) });
        continue;
      }
      await sendEmail(
        context,
        actor,
        {
          examineeRecordId: member.examineeRecordId,
          assessmentId,
          sessionId: null,
          linkId: null,
          recipientAddress: address,
          recipientName: rater?.name ?? nameOf(member),
          respondent: respondentOf(input, rater !== null),
          locale: input.locale,
          validForDays: input.validForDays,
          subject: null,
          body: null,
        },
        now,
      );
    } else if (input.mode === 'classSession') {
      const link = await createLink(db, actor, { assessmentId }, { respondent: 'examinee', locale: input.locale, validForDays: input.validForDays }, 'inPerson', now);
      const code = drawClassCode();
      await repos.groupAssignments.addCode({ assignmentId, assessmentId, linkId: link.id, codeHash: classCodeHash(code), codeSealed: sealClassCode(context.keys, assessmentId, code) }, now);
    }
  }
  const row = await repos.groupAssignments.find(assignmentId);
  if (!row) throw new Error(`Assignment ${assignmentId} vanished.`);
  return {
    assignment: assignmentSummary(row, await repos.groupAssignments.members([assignmentId])),
    assigned: created.map(({ member }) => ({ examineeRecordId: member.examineeRecordId, name: nameOf(member) })),
    withoutAddress,
  };
}
