/**
 * The progress of a group's assignments (issue #19): counts per state, each member's state, the
 * scored assessments (the selection of a batch of reports and of the group report), and the
 * reminder that e-mails the open link again to the members of a remote-link assignment not done.
 */
import type { GroupAssignmentDetails, GroupAssignmentReminder, GroupAssignmentSummary } from '../../../contract/services/groupAssignments';
import { isOutstanding, progressCounts, progressOf } from '../../../domain/groups/assignmentProgress';
import { linkAcceptsAnswers } from '../../../domain/remoteLink';
import type { Repositories } from '../../db/repositories';
import type { AssignedMemberRow, GroupAssignmentRow } from '../../db/repositories/groupAssignments';
import { HttpProblem, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { type SendContext, sendEmail } from '../email/sendEmail';
import { linkSummaries } from '../remoteLinks/linkStore';
import type { RemoteLinkSummary } from '../../../contract/services/remoteLinks';
import { requireGroup } from './ageCheck';

const nameOf = (member: Pick<AssignedMemberRow, 'firstName' | 'lastName'>): string => `${member.firstName} ${member.lastName}`.trim();

/** An assignment with the counts of its members' states. */
export function assignmentSummary(row: GroupAssignmentRow, members: readonly Pick<AssignedMemberRow, 'status'>[]): GroupAssignmentSummary {
  return {
    id: row.id,
    groupId: row.groupId,
    productId: row.productId,
    productCode: row.productCode,
    productName: row.productName,
    plannedDate: row.plannedDate,
    mode: row.mode,
    examinerName: row.examinerName,
    validUntil: row.validUntil?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    createdByName: row.createdByName,
    counts: progressCounts(members.map((member) => progressOf(member.status))),
  };
}

/** An assignment the caller sees. @throws HttpProblem notFound (also another account's, or out of a limited user's interest). */
export async function requireAssignment(repos: Repositories, assignmentId: number): Promise<GroupAssignmentRow> {
  const row = await repos.groupAssignments.find(assignmentId);
  if (!row) throw notFound('The assignment');
  return row;
}

/** A group's assignments with their progress, newest first. @throws HttpProblem notFound (the group). */
export async function listAssignments(repos: Repositories, groupId: number): Promise<GroupAssignmentSummary[]> {
  await requireGroup(repos, groupId);
  const rows = await repos.groupAssignments.listOfGroup(groupId);
  const members = await repos.groupAssignments.members(rows.map((row) => row.id));
  return rows.map((row) => assignmentSummary(row, members.filter((member) => member.assignmentId === row.id)));
}

/** The newest link of an assessment that was e-mailed and still takes answers, or undefined. */
const openEmailedLink = (links: readonly RemoteLinkSummary[]): RemoteLinkSummary | undefined =>
  links.find((link) => link.kind === 'remote' && link.emailedTo !== null && link.emailedTo !== '' && linkAcceptsAnswers(link.state));

/** One assignment with each member's state. @throws HttpProblem notFound. */
export async function assignmentDetails(repos: Repositories, actor: Actor, assignmentId: number, db: SendContext['db'], now: Date): Promise<GroupAssignmentDetails> {
  const row = await requireAssignment(repos, assignmentId);
  const group = await requireGroup(repos, row.groupId);
  const members = await repos.groupAssignments.members([assignmentId]);
  const emailed = new Map<number, string>();
  if (row.mode === 'remoteLinks') {
    for (const member of members) {
      const links = await linkSummaries(db, actor.accountId, { assessmentId: member.assessmentId, sessionId: null }, now);
      emailed.set(member.assessmentId, links.find((link) => link.emailedTo)?.emailedTo ?? '');
    }
  }
  return {
    assignment: assignmentSummary(row, members),
    groupName: group.name,
    members: members.map((member) => ({
      examineeRecordId: member.examineeRecordId,
      name: nameOf(member),
      examineeId: member.examineeId,
      assessmentId: member.assessmentId,
      state: progressOf(member.status),
      emailedTo: emailed.get(member.assessmentId) ?? '',
    })),
    scoredAssessmentIds: members.filter((member) => member.status === 'scored').map((member) => member.assessmentId),
  };
}

/**
 * E-mails the open link again to every member not done (not started or in progress) of a
 * remote-link assignment: a new token replaces the old one when the message is delivered. Members
 * whose link was never e-mailed (no address) or is closed are answered, not skipped in silence.
 * @throws HttpProblem notFound; conflict for an assignment that is not by remote links.
 */
export async function remindAssignment(context: SendContext, actor: Actor, repos: Repositories, assignmentId: number, now: Date): Promise<GroupAssignmentReminder> {
  const row = await requireAssignment(repos, assignmentId);
  if (row.mode !== 'remoteLinks') throw new HttpProblem('conflict', 'Only an assignment by remote links sends reminders; its members have no e-mailed link.');
  const members = (await repos.groupAssignments.members([assignmentId])).filter((member) => isOutstanding(progressOf(member.status)));
  const answer: GroupAssignmentReminder = { reminded: [], notReminded: [] };
  for (const member of members) {
    const ref = { examineeRecordId: member.examineeRecordId, name: nameOf(member) };
    const link = openEmailedLink(await linkSummaries(context.db, actor.accountId, { assessmentId: member.assessmentId, sessionId: null }, now));
    if (!link || !link.emailedTo) {
      answer.notReminded.push(ref);
      continue;
    }
    await sendEmail(
      context,
      actor,
      {
        examineeRecordId: member.examineeRecordId,
        assessmentId: null,
        sessionId: null,
        linkId: link.id,
        recipientAddress: link.emailedTo,
        recipientName: link.respondent === 'examinee' ? nameOf(member) : '',
        respondent: link.respondent,
        locale: link.locale,
        validForDays: 7,
        subject: null,
        body: null,
      },
      now,
    );
    answer.reminded.push(ref);
  }
  return answer;
}
