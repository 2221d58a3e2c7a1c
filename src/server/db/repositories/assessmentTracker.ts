/**
 * The records of one assessment as the back office's assessment tracker reads them (issue #17),
 * in the account a staff member entered: the assessment (deleted or not), its examinee, its
 * links (its own and its session's), their e-mails with every delivery attempt, its reports
 * (deleted ones too) and the audit rows of all of them; and the few changes the tracker's status
 * update makes where the customer has no action of their own (reopening a submitted link,
 * expiring a link now, marking a failed delivery resolved). Every query is filtered by the
 * scope's account, so another account's record is a missing one.
 */
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AssessmentStatus } from '../../../domain/assessment';
import type { EmailState } from '../../../domain/email';
import type { LinkKind, LinkState } from '../../../domain/remoteLink';
import type { Responses } from '../../../domain/scoring/scoreTypes';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { assessments, auditLog, emailDeliveryAttempts, emailMessages, examinees, products, remoteLinks, reportDeletions, reports, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/** An assessment as the tracker lists and shows it. */
export interface TrackedAssessmentRow {
  id: number;
  examineeRecordId: number;
  productId: string;
  productName: string;
  productVersion: number;
  status: AssessmentStatus;
  administrationDate: string;
  sessionId: number | null;
  version: number;
  createdAt: Date;
  createdByName: string | null;
  scoredAt: Date | null;
  deletedAt: Date | null;
  verifiedAt: Date | null;
}

/** What only a stated reason reveals: the examinee's names, ids and birth date, and the responses. */
export interface TrackedPersonalRow {
  firstName: string;
  lastName: string;
  examineeId: string;
  birthDate: string | null;
  responses: Responses;
}

/** A link of the assessment. */
export interface TrackedLinkRow {
  id: number;
  kind: LinkKind;
  state: LinkState;
  createdAt: Date;
  createdByName: string | null;
  openedAt: Date | null;
  launchedAt: Date | null;
  completedAt: Date | null;
  revokedAt: Date | null;
  expiresAt: Date;
}

/** An e-mail of one of the links, with its delivery. */
export interface TrackedEmailRow {
  id: number;
  linkId: number | null;
  state: EmailState;
  createdAt: Date;
  createdByName: string | null;
  sentAt: Date | null;
  deliveryResolvedAt: Date | null;
  /** The recipient, revealed only with a stated reason. */
  recipientAddress: string;
  attempts: { at: Date; outcome: 'sent' | 'failed'; error: string | null }[];
}

/** A report of the assessment. */
export interface TrackedReportRow {
  id: number;
  reportType: string;
  version: number;
  createdAt: Date;
  createdByName: string | null;
  deletedAt: Date | null;
}

/** An audit row of the assessment's records (outcome `ok`). */
export interface TrackedAuditRow {
  id: number;
  at: Date;
  action: string;
  entity: string;
  entityId: string | null;
  /** Who did it; `null` for the respondent or a job. */
  userId: number | null;
  /** The user's name when they are a user of the account (internal staff are not: see `staffNames`). */
  userName: string | null;
  reason: string | null;
}

/** The records an audit row may name, by kind. */
export interface TrackedRecords {
  assessmentId: number;
  linkIds: number[];
  emailIds: number[];
  reportIds: number[];
}

/** The tracker's reads and changes in one account. */
export interface AssessmentTrackerRepository {
  /** An assessment of the account, deleted or not, or `null`. */
  assessment(assessmentId: number, options?: { forUpdate?: boolean }): Promise<TrackedAssessmentRow | null>;
  /** The examinee's personal data and the responses of an assessment of the account, or `null`. */
  personal(assessmentId: number): Promise<TrackedPersonalRow | null>;
  /** The assessments, deleted or not, of the account's examinee records with examinee id `examineeId` (exact, any case), newest first. */
  ofExamineeId(examineeId: string): Promise<TrackedAssessmentRow[]>;
  /** The assessments of administration session `sessionId`, in answering order. */
  ofSession(sessionId: number): Promise<TrackedAssessmentRow[]>;
  /** The assessments a link answers (its own assessment, or its session's). */
  ofLink(linkId: number): Promise<TrackedAssessmentRow[]>;
  /** The assessment's links: its own, and those of its session; oldest first. */
  links(assessmentId: number, sessionId: number | null): Promise<TrackedLinkRow[]>;
  /** The e-mails of links `linkIds`, oldest first, with their attempts in order. */
  emails(linkIds: readonly number[]): Promise<TrackedEmailRow[]>;
  /** Every report of the assessment, deleted ones included, oldest first. */
  reports(assessmentId: number): Promise<TrackedReportRow[]>;
  /** The account's `ok` audit rows of `records`, in the log's order. */
  audit(records: TrackedRecords): Promise<TrackedAuditRow[]>;
  /**
   * The names of the account's internal users by id, inactive ones too. Meaningful for the
   * operator's own account (a staff member's own scope): read it before the transaction enters a
   * customer account, where the operator's users are out of reach.
   */
  staffNames(): Promise<Map<number, string>>;
  /** Sets link `linkId`'s expiry to `now` (it stops opening and taking answers). */
  expireLink(linkId: number, now: Date): Promise<void>;
  /** Takes a completed link back to `inProgress`, so it can be answered again. */
  reopenLink(linkId: number): Promise<void>;
  /** Marks message `messageId`'s failed delivery resolved by the scope's user at `now`. */
  resolveDelivery(messageId: number, now: Date): Promise<void>;
}

const assessmentColumns = {
  id: assessments.id,
  examineeRecordId: assessments.examineeRecordId,
  productId: assessments.productId,
  productName: products.name,
  productVersion: assessments.productVersion,
  status: assessments.status,
  administrationDate: assessments.administrationDate,
  sessionId: assessments.sessionId,
  version: assessments.version,
  createdAt: assessments.createdAt,
  scoredAt: assessments.scoredAt,
  deletedAt: assessments.deletedAt,
  verifiedAt: assessments.verifiedAt,
};

/** A name of a user the account knows, or `null` (internal staff are not the account's users). */
const nameOf = (person: { title: string | null; firstName: string | null; lastName: string | null } | null): string | null =>
  person && person.firstName !== null && person.lastName !== null ? personName({ title: person.title ?? '', firstName: person.firstName, lastName: person.lastName }) : null;

/** The tracker's repository of `scope`'s account over `db`. */
export function assessmentTrackerRepository(db: Db, scope: AccountScope): AssessmentTrackerRepository {
  const ownAssessments = (...conditions: (SQL | undefined)[]) => and(eq(assessments.accountId, scope.accountId), ...conditions);
  const selectAssessments = async (where: SQL | undefined, order: SQL[], forUpdate = false): Promise<TrackedAssessmentRow[]> => {
    const query = db
      .select({ ...assessmentColumns, creator: userNameColumns })
      .from(assessments)
      .innerJoin(products, eq(products.id, assessments.productId))
      .leftJoin(users, eq(users.id, assessments.createdBy))
      .where(ownAssessments(where))
      .orderBy(...order);
    const rows = forUpdate ? await query.for('update', { of: assessments }) : await query;
    return rows.map(({ creator, ...row }) => ({ ...row, createdByName: nameOf(creator) }));
  };
  const newestFirst = [desc(assessments.createdAt), desc(assessments.id)];
  return {
    async assessment(assessmentId, options) {
      const [row] = await selectAssessments(eq(assessments.id, assessmentId), [asc(assessments.id)], options?.forUpdate ?? false);
      return row ?? null;
    },
    async personal(assessmentId) {
      const [row] = await db
        .select({ firstName: examinees.firstName, lastName: examinees.lastName, examineeId: examinees.examineeId, birthDate: examinees.birthDate, responses: assessments.responses })
        .from(assessments)
        .innerJoin(examinees, eq(examinees.id, assessments.examineeRecordId))
        .where(ownAssessments(eq(assessments.id, assessmentId)));
      return row ?? null;
    },
    async ofExamineeId(examineeId) {
      const matching = await db
        .select({ id: examinees.id })
        .from(examinees)
        .where(and(eq(examinees.accountId, scope.accountId), sql`lower(${examinees.examineeId}) = ${examineeId.trim().toLowerCase()}`));
      const ids = matching.map((record) => record.id);
      return ids.length === 0 ? [] : selectAssessments(inArray(assessments.examineeRecordId, ids), newestFirst);
    },
    ofSession: (sessionId) => selectAssessments(eq(assessments.sessionId, sessionId), [asc(assessments.sessionPosition), asc(assessments.id)]),
    async ofLink(linkId) {
      const [link] = await db
        .select({ assessmentId: remoteLinks.assessmentId, sessionId: remoteLinks.sessionId })
        .from(remoteLinks)
        .where(and(eq(remoteLinks.accountId, scope.accountId), eq(remoteLinks.id, linkId)));
      if (!link) return [];
      if (link.assessmentId !== null) return selectAssessments(eq(assessments.id, link.assessmentId), newestFirst);
      return link.sessionId === null ? [] : selectAssessments(eq(assessments.sessionId, link.sessionId), [asc(assessments.sessionPosition), asc(assessments.id)]);
    },
    async links(assessmentId, sessionId) {
      const target = sessionId === null ? eq(remoteLinks.assessmentId, assessmentId) : or(eq(remoteLinks.assessmentId, assessmentId), eq(remoteLinks.sessionId, sessionId));
      const rows = await db
        .select({
          id: remoteLinks.id,
          kind: remoteLinks.kind,
          state: remoteLinks.state,
          createdAt: remoteLinks.createdAt,
          openedAt: remoteLinks.openedAt,
          launchedAt: remoteLinks.launchedAt,
          completedAt: remoteLinks.completedAt,
          revokedAt: remoteLinks.revokedAt,
          expiresAt: remoteLinks.expiresAt,
          creator: userNameColumns,
        })
        .from(remoteLinks)
        .leftJoin(users, eq(users.id, remoteLinks.createdBy))
        .where(and(eq(remoteLinks.accountId, scope.accountId), target))
        .orderBy(asc(remoteLinks.id));
      return rows.map(({ creator, ...row }) => ({ ...row, createdByName: nameOf(creator) }));
    },
    async emails(linkIds) {
      if (linkIds.length === 0) return [];
      const rows = await db
        .select({
          id: emailMessages.id,
          linkId: emailMessages.linkId,
          state: emailMessages.state,
          createdAt: emailMessages.createdAt,
          sentAt: emailMessages.sentAt,
          deliveryResolvedAt: emailMessages.deliveryResolvedAt,
          recipientAddress: emailMessages.recipientAddress,
          creator: userNameColumns,
        })
        .from(emailMessages)
        .leftJoin(users, eq(users.id, emailMessages.createdBy))
        .where(and(eq(emailMessages.accountId, scope.accountId), inArray(emailMessages.linkId, [...linkIds])))
        .orderBy(asc(emailMessages.id));
      const ids = rows.map((row) => row.id);
      const attempts =
        ids.length === 0
          ? []
          : await db
              .select({ messageId: emailDeliveryAttempts.messageId, at: emailDeliveryAttempts.at, outcome: emailDeliveryAttempts.outcome, error: emailDeliveryAttempts.error })
              .from(emailDeliveryAttempts)
              .where(inArray(emailDeliveryAttempts.messageId, ids))
              .orderBy(asc(emailDeliveryAttempts.messageId), asc(emailDeliveryAttempts.attempt));
      return rows.map(({ creator, ...row }) => ({
        ...row,
        createdByName: nameOf(creator),
        attempts: attempts.filter((attempt) => attempt.messageId === row.id).map(({ at, outcome, error }) => ({ at, outcome, error })),
      }));
    },
    async reports(assessmentId) {
      const rows = await db
        .select({
          id: reports.id,
          reportType: reports.reportType,
          version: reports.version,
          createdAt: reports.createdAt,
          deletedAt: reportDeletions.deletedAt,
          creator: userNameColumns,
        })
        .from(reports)
        .leftJoin(reportDeletions, eq(reportDeletions.reportId, reports.id))
        .leftJoin(users, eq(users.id, reports.createdBy))
        .where(and(eq(reports.accountId, scope.accountId), eq(reports.assessmentId, assessmentId)))
        .orderBy(asc(reports.id));
      return rows.map(({ creator, ...row }) => ({ ...row, createdByName: nameOf(creator) }));
    },
    async audit(records) {
      const named = (entity: string, ids: readonly number[]): SQL | undefined =>
        ids.length === 0 ? undefined : and(eq(auditLog.entity, entity), inArray(auditLog.entityId, ids.map(String)));
      const rows = await db
        .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, entity: auditLog.entity, entityId: auditLog.entityId, userId: auditLog.userId, reason: auditLog.reason, user: userNameColumns })
        .from(auditLog)
        .leftJoin(users, and(eq(users.id, auditLog.userId), eq(users.accountId, scope.accountId)))
        .where(
          and(
            eq(auditLog.accountId, scope.accountId),
            eq(auditLog.outcome, 'ok'),
            or(named('assessment', [records.assessmentId]), named('remoteLink', records.linkIds), named('emailMessage', records.emailIds), named('report', records.reportIds)),
          ),
        )
        .orderBy(asc(auditLog.at), asc(auditLog.id));
      return rows.map(({ user, ...row }) => ({ ...row, userName: nameOf(user) }));
    },
    async staffNames() {
      const rows = await db
        .select({ id: users.id, user: userNameColumns })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), eq(users.internal, true)));
      return new Map(rows.flatMap(({ id, user }) => {
        const name = nameOf(user);
        return name === null ? [] : [[id, name] as const];
      }));
    },
    async expireLink(linkId, now) {
      await db.update(remoteLinks).set({ expiresAt: now }).where(and(eq(remoteLinks.accountId, scope.accountId), eq(remoteLinks.id, linkId)));
    },
    async reopenLink(linkId) {
      await db
        .update(remoteLinks)
        .set({ state: 'inProgress', completedAt: null })
        .where(and(eq(remoteLinks.accountId, scope.accountId), eq(remoteLinks.id, linkId), eq(remoteLinks.state, 'completed')));
    },
    async resolveDelivery(messageId, now) {
      await db
        .update(emailMessages)
        .set({ deliveryResolvedAt: now, deliveryResolvedBy: scope.userId, updatedAt: now })
        .where(and(eq(emailMessages.accountId, scope.accountId), eq(emailMessages.id, messageId), isNull(emailMessages.deliveryResolvedAt)));
    },
  };
}
