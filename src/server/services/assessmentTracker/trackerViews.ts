/**
 * The assessment tracker's answers made from the rows of repositories/assessmentTracker.ts: a
 * lookup's matches, and one assessment's tracker with its timeline (domain assessmentTimeline.ts)
 * and the status updates open to it (domain trackerActions.ts). Instants become ISO strings.
 */
import type { AssessmentTracker, RevealedData, TrackerMatch } from '../../../contract/services/assessmentTracker';
import { assessmentTimeline } from '../../../domain/assessmentTimeline';
import { linkStateAt } from '../../../domain/remoteLink';
import { type ActionLink, expireRefusal, reopenRefusal, resolveRefusal } from '../../../domain/trackerActions';
import type { OwningAccount } from '../../db/platform/trackerSearch';
import type { Repositories } from '../../db/repositories';
import type { TrackedAssessmentRow, TrackedEmailRow, TrackedLinkRow, TrackedPersonalRow } from '../../db/repositories/assessmentTracker';

const iso = (at: Date): string => at.toISOString();
const isoOrNull = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** An assessment a lookup found. */
export const toMatch = (account: OwningAccount, row: TrackedAssessmentRow): TrackerMatch => ({
  accountId: account.accountId,
  accountName: account.accountName,
  assessmentId: row.id,
  productId: row.productId,
  productName: row.productName,
  status: row.status,
  administrationDate: row.administrationDate,
  createdAt: iso(row.createdAt),
  deleted: row.deletedAt !== null,
});

/** A link as the status rules read it. */
export const actionLinkOf = (link: TrackedLinkRow): ActionLink => ({ id: link.id, kind: link.kind, state: link.state, expiresAt: iso(link.expiresAt) });

/** The records of one assessment the tracker is made of, read in the entered account. */
export interface TrackedRecords {
  row: TrackedAssessmentRow;
  links: TrackedLinkRow[];
  emails: TrackedEmailRow[];
  reportCount: number;
  timeline: AssessmentTracker['timeline'];
}

/**
 * Reads the records of assessment `row` and builds its timeline at `now`.
 * @param staffNames the operator's staff by user id (`staffNames` of the staff member's own
 *   repositories), so staff's own events name who did them.
 */
export async function trackedRecords(repos: Repositories, row: TrackedAssessmentRow, now: Date, staffNames: ReadonlyMap<number, string>): Promise<TrackedRecords> {
  const tracker = repos.assessmentTracker;
  const links = await tracker.links(row.id, row.sessionId);
  const emails = await tracker.emails(links.map((link) => link.id));
  const reports = await tracker.reports(row.id);
  const audit = await tracker.audit({ assessmentId: row.id, linkIds: links.map((link) => link.id), emailIds: emails.map((email) => email.id), reportIds: reports.map((report) => report.id) });
  const timeline = assessmentTimeline(
    {
      assessment: { id: row.id, createdAt: iso(row.createdAt), createdByName: row.createdByName, scoredAt: isoOrNull(row.scoredAt) },
      links: links.map((link) => ({
        ...link,
        createdAt: iso(link.createdAt),
        openedAt: isoOrNull(link.openedAt),
        launchedAt: isoOrNull(link.launchedAt),
        completedAt: isoOrNull(link.completedAt),
        revokedAt: isoOrNull(link.revokedAt),
        expiresAt: iso(link.expiresAt),
      })),
      reports: reports.map((report) => ({ ...report, createdAt: iso(report.createdAt), deletedAt: isoOrNull(report.deletedAt) })),
      emails: emails.map((email) => ({ id: email.id, createdAt: iso(email.createdAt), createdByName: email.createdByName, attempts: email.attempts.map((attempt) => ({ ...attempt, at: iso(attempt.at) })) })),
      audit: audit.map(({ userId, userName, ...entry }) => ({ ...entry, userName: userName ?? (userId === null ? null : (staffNames.get(userId) ?? null)), at: iso(entry.at) })),
    },
    now,
  );
  return { row, links, emails, reportCount: reports.length, timeline };
}

/** What a stated reason reveals of the assessment. */
const revealedOf = (personal: TrackedPersonalRow, emails: TrackedEmailRow[]): RevealedData => ({
  firstName: personal.firstName,
  lastName: personal.lastName,
  examineeId: personal.examineeId,
  birthDate: personal.birthDate,
  responses: personal.responses,
  recipients: emails.map((email) => ({ messageId: email.id, address: email.recipientAddress })),
});

/** The tracker of the records, with what was revealed when `personal` is given. */
export function toTracker(account: OwningAccount, records: TrackedRecords, now: Date, personal: TrackedPersonalRow | null): AssessmentTracker {
  const { row, links, emails } = records;
  const tracker: AssessmentTracker = {
    accountId: account.accountId,
    accountName: account.accountName,
    assessment: {
      id: row.id,
      examineeRecordId: row.examineeRecordId,
      productId: row.productId,
      productName: row.productName,
      productVersion: row.productVersion,
      status: row.status,
      administrationDate: row.administrationDate,
      sessionId: row.sessionId,
      version: row.version,
      createdAt: iso(row.createdAt),
      scoredAt: isoOrNull(row.scoredAt),
      deletedAt: isoOrNull(row.deletedAt),
      verifiedAt: isoOrNull(row.verifiedAt),
    },
    links: links.map((link) => ({
      id: link.id,
      kind: link.kind,
      state: linkStateAt({ state: link.state, expiresAt: iso(link.expiresAt) }, now),
      createdAt: iso(link.createdAt),
      expiresAt: iso(link.expiresAt),
      openedAt: isoOrNull(link.openedAt),
      completedAt: isoOrNull(link.completedAt),
      canExpire: expireRefusal(actionLinkOf(link), now) === null,
    })),
    emails: emails.map((email) => ({
      id: email.id,
      linkId: email.linkId,
      state: email.state,
      attempts: email.attempts.length,
      lastError: [...email.attempts].reverse().find((attempt) => attempt.error !== null)?.error ?? null,
      sentAt: isoOrNull(email.sentAt),
      deliveryResolvedAt: isoOrNull(email.deliveryResolvedAt),
      canResolve: resolveRefusal({ state: email.state, resolvedAt: isoOrNull(email.deliveryResolvedAt) }) === null,
    })),
    timeline: records.timeline,
    reopenRefusal: reopenRefusal({ status: row.status, deleted: row.deletedAt !== null, reportCount: records.reportCount, links: links.map(actionLinkOf) }, now),
  };
  return personal ? { ...tracker, revealed: revealedOf(personal, emails) } : tracker;
}
