/**
 * The e-mail messages of one account (the e-mail aggregate): queuing a message, its delivery
 * state and attempts, the history the examiner reads, and the few reads of other records that
 * writing a message needs (the account's name, the examinee's open assessments, a session's
 * examinee). Every query is filtered by the scope's account, so another account's message, link
 * or session is a missing one.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { EmailAttempt } from '../../../contract/services/email';
import type { AssessmentStatus } from '../../../domain/assessment';
import { type EmailKind, type EmailState, isEmailKind, type StoredEmailKind, type UserEmailKind } from '../../../domain/email';
import type { Locale } from '../../../domain/locale';
import type { LinkState } from '../../../domain/remoteLink';
import type { Db } from '../client';
import { accounts, administrationSessions, assessments, emailDeliveryAttempts, emailMessages, remoteLinks, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/** A stored message as its delivery needs it (the body still holds `{link}`). */
export interface DeliveryMessage {
  id: number;
  accountId: number;
  /** An examinee's message ({@link EmailKind}) carries a link; a user's (an answer to feedback) none. */
  kind: StoredEmailKind;
  /** The examinee it is about; null for a message to a user. */
  examineeRecordId: number | null;
  /** The link the message carries; null for a user's message, or one whose link was never stored. */
  linkId: number | null;
  locale: Locale;
  recipientAddress: string;
  recipientName: string;
  subject: string;
  body: string;
  state: EmailState;
  /** Attempts made so far (the one `sending` included). */
  attempts: number;
  /** When the state last changed: for a `sending` message, when its attempt began. */
  updatedAt: Date;
  /** The sender, who is told when the message fails. */
  createdBy: number;
}

/** The columns of a {@link DeliveryMessage}, shared with the start-up sweep over all accounts (platform/emailSweeps.ts). */
export const deliveryMessageColumns = {
  id: emailMessages.id,
  accountId: emailMessages.accountId,
  kind: emailMessages.kind,
  examineeRecordId: emailMessages.examineeRecordId,
  linkId: emailMessages.linkId,
  locale: emailMessages.locale,
  recipientAddress: emailMessages.recipientAddress,
  recipientName: emailMessages.recipientName,
  subject: emailMessages.subject,
  body: emailMessages.body,
  state: emailMessages.state,
  attempts: emailMessages.attempts,
  updatedAt: emailMessages.updatedAt,
  createdBy: emailMessages.createdBy,
};

/** A change of a message's delivery state; a field left out keeps its value. */
export interface DeliveryChange {
  state: EmailState;
  updatedAt: Date;
  attempts?: number;
  lastError?: string | null;
  sentAt?: Date;
  /** The SMTP server's Message-ID once it accepted the message. */
  transportMessageId?: string;
}

/** A message to store, rendered except for `{link}`. */
export interface NewMessage {
  examineeRecordId: number;
  linkId: number;
  kind: EmailKind;
  locale: Locale;
  recipientAddress: string;
  recipientName: string;
  subject: string;
  body: string;
}

/** A message to a user of the account (no examinee, no link): rendered in full. */
export interface NewUserMessage {
  kind: UserEmailKind;
  locale: Locale;
  recipientAddress: string;
  recipientName: string;
  subject: string;
  body: string;
}

/** The link a message carries, as its history shows it. */
export interface MessageLink {
  id: number;
  accountId: number;
  assessmentId: number | null;
  sessionId: number | null;
  state: LinkState;
  expiresAt: Date;
}

/** A message as the examiner's history shows it, with its attempts (oldest first). */
export interface StoredMessageSummary {
  id: number;
  kind: EmailKind;
  examineeRecordId: number;
  recipientAddress: string;
  recipientName: string;
  locale: Locale;
  subject: string;
  state: EmailState;
  attempts: EmailAttempt[];
  lastError: string | null;
  createdAt: Date;
  /** The sender's name parts (auth/principal.ts personName makes the name). */
  creator: { title: string; firstName: string; lastName: string };
  sentAt: Date | null;
  linkId: number | null;
  link: MessageLink | null;
}

/** Which messages a history lists: an examinee's, or one message. */
export type MessageFilter = { examineeRecordId: number } | { messageId: number };

/** An examinee's assessment that a message may invite to answer. */
export interface OpenAssessmentRow {
  id: number;
  productId: string;
  /** The product version the assessment was created with. */
  productVersion: number;
  /** ISO date (YYYY-MM-DD). */
  administrationDate: string;
  status: AssessmentStatus;
}

/** The account's e-mail messages. */
export interface EmailRepository {
  /**
   * Stores a message, `queued`, created by the scope's user at `now`; answers its id.
   * @throws Error when the scope has no user (a message is always someone's).
   */
  queue(message: NewMessage, now: Date): Promise<number>;
  /**
   * Stores a message to a user of the account, `queued`, created by the scope's user at `now`; answers its id.
   * @throws Error when the scope has no user.
   */
  queueForUser(message: NewUserMessage, now: Date): Promise<number>;
  /** The account's messages matching `filter`, newest first (ties by id, newest first). */
  summaries(filter: MessageFilter): Promise<StoredMessageSummary[]>;
  /** The message, locked until the transaction ends; `null` when the account has none of that id. */
  lockForDelivery(messageId: number): Promise<DeliveryMessage | null>;
  /** A message's state and attempts, locked until the transaction ends; `null` when there is none. */
  lockDeliveryState(messageId: number): Promise<{ state: EmailState; attempts: number } | null>;
  /** Changes a message's delivery state. */
  changeDelivery(messageId: number, change: DeliveryChange): Promise<void>;
  /** Records one delivery attempt (attempt numbers start at 1). */
  recordAttempt(messageId: number, attempt: { attempt: number; at: Date; outcome: 'sent' | 'failed'; error: string | null }): Promise<void>;
  /** The token hash of the account's link `linkId`, the link locked until the transaction ends; `null` when there is none. */
  lockLinkTokenHash(linkId: number): Promise<string | null>;
  /** Puts `previousHash` back as the link's token hash, only while the link still has `issuedHash`. */
  restoreLinkToken(linkId: number, issuedHash: string, previousHash: string): Promise<void>;
  /** The examinee of the account's session `sessionId`, or `null`. */
  sessionExaminee(sessionId: number): Promise<number | null>;
  /** The examinee's assessments still to be answered (draft, in progress), not deleted, by administration date. */
  openAssessmentsOf(examineeRecordId: number): Promise<OpenAssessmentRow[]>;
  /** The account's name ('' when the account is gone). */
  accountName(): Promise<string>;
}

/** The e-mail repository of `scope`'s account over `db`. */
export function emailRepository(db: Db, scope: AccountScope): EmailRepository {
  const ownMessage = (...conditions: SQL[]) => and(eq(emailMessages.accountId, scope.accountId), ...conditions);
  const ownLink = (...conditions: SQL[]) => and(eq(remoteLinks.accountId, scope.accountId), ...conditions);
  return {
    async queue(message, now) {
      if (scope.userId === null) throw new Error('A message is sent by a user; the scope has none.');
      const [row] = await db
        .insert(emailMessages)
        .values({ ...message, accountId: scope.accountId, createdBy: scope.userId, createdAt: now, updatedAt: now })
        .returning({ id: emailMessages.id });
      if (!row) throw new Error('The e-mail insert returned nothing.');
      return row.id;
    },
    async queueForUser(message, now) {
      if (scope.userId === null) throw new Error('A message is sent by a user; the scope has none.');
      const [row] = await db
        .insert(emailMessages)
        .values({ ...message, examineeRecordId: null, linkId: null, accountId: scope.accountId, createdBy: scope.userId, createdAt: now, updatedAt: now })
        .returning({ id: emailMessages.id });
      if (!row) throw new Error('The e-mail insert returned nothing.');
      return row.id;
    },
    async summaries(filter) {
      const rows = await db
        .select({
          message: {
            id: emailMessages.id,
            kind: emailMessages.kind,
            examineeRecordId: emailMessages.examineeRecordId,
            recipientAddress: emailMessages.recipientAddress,
            recipientName: emailMessages.recipientName,
            locale: emailMessages.locale,
            subject: emailMessages.subject,
            state: emailMessages.state,
            lastError: emailMessages.lastError,
            createdAt: emailMessages.createdAt,
            sentAt: emailMessages.sentAt,
            linkId: emailMessages.linkId,
          },
          link: {
            id: remoteLinks.id,
            accountId: remoteLinks.accountId,
            assessmentId: remoteLinks.assessmentId,
            sessionId: remoteLinks.sessionId,
            state: remoteLinks.state,
            expiresAt: remoteLinks.expiresAt,
          },
          creator: userNameColumns,
        })
        .from(emailMessages)
        .innerJoin(users, eq(users.id, emailMessages.createdBy))
        .leftJoin(remoteLinks, eq(remoteLinks.id, emailMessages.linkId))
        .where(
          ownMessage(
            // Only examinees' messages have a history: a user's (an answer to feedback) is shown with its feedback.
            isNotNull(emailMessages.examineeRecordId),
            'examineeRecordId' in filter ? eq(emailMessages.examineeRecordId, filter.examineeRecordId) : eq(emailMessages.id, filter.messageId),
          ),
        )
        .orderBy(desc(emailMessages.createdAt), desc(emailMessages.id));
      const ids = rows.map((row) => row.message.id);
      const attempts = new Map<number, EmailAttempt[]>();
      const attemptRows =
        ids.length === 0
          ? []
          : await db
              .select({ messageId: emailDeliveryAttempts.messageId, attempt: emailDeliveryAttempts.attempt, at: emailDeliveryAttempts.at, outcome: emailDeliveryAttempts.outcome, error: emailDeliveryAttempts.error })
              .from(emailDeliveryAttempts)
              .where(inArray(emailDeliveryAttempts.messageId, ids))
              .orderBy(asc(emailDeliveryAttempts.attempt));
      for (const row of attemptRows) {
        const list = attempts.get(row.messageId) ?? [];
        list.push({ attempt: row.attempt, at: row.at.toISOString(), outcome: row.outcome, error: row.error });
        attempts.set(row.messageId, list);
      }
      return rows.flatMap(({ message, link, creator }) => {
        const { kind, examineeRecordId } = message;
        return isEmailKind(kind) && examineeRecordId !== null ? [{ ...message, kind, examineeRecordId, attempts: attempts.get(message.id) ?? [], creator, link }] : [];
      });
    },
    async lockForDelivery(messageId) {
      const [row] = await db.select(deliveryMessageColumns).from(emailMessages).where(ownMessage(eq(emailMessages.id, messageId))).for('update');
      return row ?? null;
    },
    async lockDeliveryState(messageId) {
      const [row] = await db.select({ state: emailMessages.state, attempts: emailMessages.attempts }).from(emailMessages).where(ownMessage(eq(emailMessages.id, messageId))).for('update');
      return row ?? null;
    },
    async changeDelivery(messageId, change) {
      await db.update(emailMessages).set(change).where(ownMessage(eq(emailMessages.id, messageId)));
    },
    async recordAttempt(messageId, attempt) {
      await db.insert(emailDeliveryAttempts).values({ messageId, ...attempt });
    },
    async lockLinkTokenHash(linkId) {
      const [row] = await db.select({ tokenHash: remoteLinks.tokenHash }).from(remoteLinks).where(ownLink(eq(remoteLinks.id, linkId))).for('update');
      return row?.tokenHash ?? null;
    },
    async restoreLinkToken(linkId, issuedHash, previousHash) {
      await db.update(remoteLinks).set({ tokenHash: previousHash }).where(ownLink(eq(remoteLinks.id, linkId), eq(remoteLinks.tokenHash, issuedHash)));
    },
    async sessionExaminee(sessionId) {
      const [session] = await db
        .select({ examineeRecordId: administrationSessions.examineeRecordId })
        .from(administrationSessions)
        .where(and(eq(administrationSessions.id, sessionId), eq(administrationSessions.accountId, scope.accountId)))
        .limit(1);
      return session?.examineeRecordId ?? null;
    },
    openAssessmentsOf: (examineeRecordId) =>
      db
        .select({ id: assessments.id, productId: assessments.productId, productVersion: assessments.productVersion, administrationDate: assessments.administrationDate, status: assessments.status })
        .from(assessments)
        .where(
          and(
            eq(assessments.accountId, scope.accountId),
            eq(assessments.examineeRecordId, examineeRecordId),
            isNull(assessments.deletedAt),
            inArray(assessments.status, ['draft', 'inProgress']),
          ),
        )
        .orderBy(asc(assessments.administrationDate), asc(assessments.id)),
    async accountName() {
      const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId)).limit(1);
      return row?.name ?? '';
    },
  };
}
