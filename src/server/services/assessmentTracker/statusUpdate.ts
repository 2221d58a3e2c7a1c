/**
 * The assessment tracker's status update (issue #17): with a stated reason, staff reopen a
 * submitted remote assessment, expire one of its links now, or mark a failed e-mail delivery
 * resolved. Each is decided by the domain's rules (trackerActions.ts, built on remoteLink.ts) and
 * written with the repositories the customer's own actions use where one exists (the
 * assessment's versioned update, the link's lock); each writes an audit row with the reason
 * under the account, which the timeline shows afterwards.
 */
import type { AssessmentTracker, TrackerStatusBody } from '../../../contract/services/assessmentTracker';
import { TRACKER_STATUS_UPDATE_ACTION } from '../../../domain/assessmentTimeline';
import { expireRefusal, reopenRefusal, reopenLink, resolveRefusal, type TrackerAction } from '../../../domain/trackerActions';
import { recordAudit } from '../../audit/auditLog';
import type { Repositories } from '../../db/repositories';
import type { TrackedAssessmentRow } from '../../db/repositories/assessmentTracker';
import type { StaffCall } from '../../http/operationHandler';
import { HttpProblem, invalidField, notFound } from '../../http/problems';
import { assessmentMissing, enterCustomerAccount, trackerIn } from './tracker';
import { actionLinkOf } from './trackerViews';

const refused = (message: string | null): void => {
  if (message !== null) throw new HttpProblem('conflict', message);
};

/** What an action changed, for its audit row. */
interface Changed {
  entity: 'assessment' | 'remoteLink' | 'emailMessage';
  id: number;
}

async function reopen(call: StaffCall, repos: Repositories, row: TrackedAssessmentRow): Promise<Changed> {
  const links = (await repos.assessmentTracker.links(row.id, row.sessionId)).map(actionLinkOf);
  const reportCount = (await repos.assessmentTracker.reports(row.id)).length;
  refused(reopenRefusal({ status: row.status, deleted: row.deletedAt !== null, reportCount, links }, call.now));
  const link = reopenLink(links);
  if (!link) throw new Error('A reopenable assessment has a remote link.');
  await repos.remoteLinks.findForUpdate(link.id);
  // The player's own save takes an answered form back to in progress the same way: no score until submitted again.
  await repos.assessments.updateVersion(row.id, { status: 'inProgress', score: null, scoredAt: null, version: row.version + 1, updatedAt: call.now });
  await repos.assessmentTracker.reopenLink(link.id);
  return { entity: 'assessment', id: row.id };
}

async function expireLink(call: StaffCall, repos: Repositories, row: TrackedAssessmentRow, linkId: number | undefined): Promise<Changed> {
  if (linkId === undefined) throw invalidField('linkId', 'Choose the link to expire.');
  const ofAssessment = (await repos.assessmentTracker.links(row.id, row.sessionId)).some((link) => link.id === linkId);
  const link = ofAssessment ? await repos.remoteLinks.findForUpdate(linkId) : null;
  if (!link) throw notFound('The link');
  refused(expireRefusal({ state: link.state, expiresAt: link.expiresAt.toISOString() }, call.now));
  await repos.assessmentTracker.expireLink(linkId, call.now);
  return { entity: 'remoteLink', id: linkId };
}

async function resolveEmail(repos: Repositories, row: TrackedAssessmentRow, messageId: number | undefined, now: Date): Promise<Changed> {
  if (messageId === undefined) throw invalidField('messageId', 'Choose the e-mail whose delivery is resolved.');
  const links = await repos.assessmentTracker.links(row.id, row.sessionId);
  const message = (await repos.assessmentTracker.emails(links.map((link) => link.id))).find((email) => email.id === messageId);
  const locked = message ? await repos.emails.lockDeliveryState(messageId) : null;
  if (!message || !locked) throw notFound('The e-mail');
  refused(resolveRefusal({ state: locked.state, resolvedAt: message.deliveryResolvedAt?.toISOString() ?? null }));
  await repos.assessmentTracker.resolveDelivery(messageId, now);
  return { entity: 'emailMessage', id: messageId };
}

/**
 * backOffice.trackerStatusUpdate: applies `body.action` to assessment `assessmentId` of customer
 * account `accountId` and answers its tracker as it is now.
 * @throws HttpProblem notFound (account, assessment, link or e-mail not there or not of it);
 *   conflict (409) with the rule's message when the action is not open; validation for a missing link or e-mail id.
 */
export async function trackerStatusUpdate(call: StaffCall, accountId: number, assessmentId: number, body: TrackerStatusBody): Promise<AssessmentTracker> {
  const entered = await enterCustomerAccount(call, accountId, body.reason);
  const { repos } = entered;
  const row = await repos.assessmentTracker.assessment(assessmentId, { forUpdate: true });
  if (!row) throw assessmentMissing();
  const action: TrackerAction = body.action;
  const changed =
    action === 'reopen' ? await reopen(call, repos, row) : action === 'expireLink' ? await expireLink(call, repos, row, body.linkId) : await resolveEmail(repos, row, body.messageId, call.now);
  await recordAudit(call.db, { userId: call.user.userId, accountId, ip: call.ip }, { action: TRACKER_STATUS_UPDATE_ACTION, entity: changed.entity, entityId: changed.id, reason: body.reason }, call.now);
  return trackerIn(call, entered, assessmentId, null);
}
