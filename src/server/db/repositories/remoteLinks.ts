/**
 * The remote administration links of one account (the link aggregate): creating them, their
 * tokens' hashes, their state as the examiner and the player change it, and the examiner's list
 * of them. Every query is filtered by the scope's account, so another account's link or session
 * is a missing one. Finding a link by its token or the player's cookie, before the account is
 * known, is the platform store `db/platform/linkTokens.ts`.
 */
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Locale } from '../../../domain/locale';
import type { LinkKind, LinkRespondent, LinkState } from '../../../domain/remoteLink';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { accounts, administrationSessions, emailMessages, examinees, remoteLinks, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/** A stored link. */
export interface RemoteLinkRow {
  id: number;
  accountId: number;
  /** The one assessment the link answers; `null` for a session link. */
  assessmentId: number | null;
  /** The session whose assessments the link answers; `null` for an assessment link. */
  sessionId: number | null;
  kind: LinkKind;
  /** Hex SHA-256 of the current token. */
  tokenHash: string;
  respondent: LinkRespondent;
  locale: Locale;
  /** The stored state; the state at an instant also depends on `expiresAt`. */
  state: LinkState;
  startsAt: Date;
  expiresAt: Date;
  createdBy: number;
  createdAt: Date;
  openedAt: Date | null;
  launchedAt: Date | null;
  completedAt: Date | null;
  revokedAt: Date | null;
}

/** The columns of a {@link RemoteLinkRow}. */
export const remoteLinkColumns = {
  id: remoteLinks.id,
  accountId: remoteLinks.accountId,
  assessmentId: remoteLinks.assessmentId,
  sessionId: remoteLinks.sessionId,
  kind: remoteLinks.kind,
  tokenHash: remoteLinks.tokenHash,
  respondent: remoteLinks.respondent,
  locale: remoteLinks.locale,
  state: remoteLinks.state,
  startsAt: remoteLinks.startsAt,
  expiresAt: remoteLinks.expiresAt,
  createdBy: remoteLinks.createdBy,
  createdAt: remoteLinks.createdAt,
  openedAt: remoteLinks.openedAt,
  launchedAt: remoteLinks.launchedAt,
  completedAt: remoteLinks.completedAt,
  revokedAt: remoteLinks.revokedAt,
};

/** What a new link is made of; it is created by the scope's user. */
export interface NewRemoteLink {
  /** Exactly one of `assessmentId` and `sessionId` is set. */
  assessmentId: number | null;
  sessionId: number | null;
  kind: LinkKind;
  /** Hex SHA-256 of a token. */
  tokenHash: string;
  respondent: LinkRespondent;
  locale: Locale;
  startsAt: Date;
  expiresAt: Date;
}

/** Which links a list shows: one link; an assessment's own and its session's; or a session's. */
export type LinkSelection = { linkId: number } | { assessmentId: number; sessionId: number | null } | { sessionId: number };

/** A link as the examiner's list shows it. */
export interface LinkListRow {
  link: RemoteLinkRow;
  /** The display name of the link's creator. */
  createdByName: string;
  /** The recipient address of the newest e-mail that sent the link, or `null`. */
  emailedTo: string | null;
}

/** The remote links of one account. */
export interface RemoteLinkRepository {
  /** Whether the account has the administration session `sessionId`. */
  sessionExists(sessionId: number): Promise<boolean>;
  /**
   * Stores a new link of the account, created by the scope's user at `now`.
   * @throws Error when the scope has no user (a link is always someone's) or the insert answers nothing.
   */
  create(input: NewRemoteLink, now: Date): Promise<RemoteLinkRow>;
  /** A link of the account, its row locked until the transaction ends, or `null`. */
  findForUpdate(linkId: number): Promise<RemoteLinkRow | null>;
  /** Replaces a link's token hash (the old token stops working). */
  replaceTokenHash(linkId: number, tokenHash: string): Promise<void>;
  /** The selected links with their creators and the newest e-mail address, newest first (ties: newest id). */
  list(selection: LinkSelection): Promise<LinkListRow[]>;
  /** Marks a link revoked at `now`. */
  revoke(linkId: number, now: Date): Promise<void>;
  /** Records the link's opening: its first opening time and the state it is in now; answers it as stored, or `null`. */
  markOpened(linkId: number, openedAt: Date, state: LinkState): Promise<RemoteLinkRow | null>;
  /** Records when the respondent began; answers the link as stored, or `null`. */
  markLaunched(linkId: number, now: Date): Promise<RemoteLinkRow | null>;
  /** Moves a link to `inProgress` (an answer was saved). */
  markInProgress(linkId: number): Promise<void>;
  /** Completes a link at `now` (every form submitted); answers it as stored, or `null`. */
  complete(linkId: number, now: Date): Promise<RemoteLinkRow | null>;
  /** The account's name, as the player names who sent a link; `null` when there is no such account. */
  accountName(): Promise<string | null>;
  /** The first name of an examinee of the account (deleted or not), as the player greets them; `null` when none. */
  examineeFirstName(examineeRecordId: number): Promise<string | null>;
}

/** The remote link repository of `scope`'s account over `db` (the operation's transaction for a write). */
export function remoteLinkRepository(db: Db, scope: AccountScope): RemoteLinkRepository {
  const own = (...conditions: (SQL | undefined)[]) => and(eq(remoteLinks.accountId, scope.accountId), ...conditions);
  const updated = async (linkId: number, changes: Partial<Pick<RemoteLinkRow, 'openedAt' | 'state' | 'launchedAt' | 'completedAt'>>) => {
    const [row] = await db.update(remoteLinks).set(changes).where(own(eq(remoteLinks.id, linkId))).returning(remoteLinkColumns);
    return row ?? null;
  };
  const selected = (selection: LinkSelection): SQL | undefined => {
    if ('linkId' in selection) return eq(remoteLinks.id, selection.linkId);
    if ('assessmentId' in selection) {
      return selection.sessionId === null
        ? eq(remoteLinks.assessmentId, selection.assessmentId)
        : or(eq(remoteLinks.assessmentId, selection.assessmentId), eq(remoteLinks.sessionId, selection.sessionId));
    }
    return eq(remoteLinks.sessionId, selection.sessionId);
  };
  return {
    async sessionExists(sessionId) {
      const [session] = await db
        .select({ id: administrationSessions.id })
        .from(administrationSessions)
        .where(and(eq(administrationSessions.id, sessionId), eq(administrationSessions.accountId, scope.accountId)))
        .limit(1);
      return session !== undefined;
    },
    async create(input, now) {
      if (scope.userId === null) throw new Error('A link is created by a user; the scope has none.');
      const [row] = await db
        .insert(remoteLinks)
        .values({
          accountId: scope.accountId,
          assessmentId: input.assessmentId,
          sessionId: input.sessionId,
          kind: input.kind,
          tokenHash: input.tokenHash,
          respondent: input.respondent,
          locale: input.locale,
          startsAt: input.startsAt,
          expiresAt: input.expiresAt,
          createdBy: scope.userId,
          createdAt: now,
        })
        .returning(remoteLinkColumns);
      if (!row) throw new Error('The link insert returned nothing.');
      return row;
    },
    async findForUpdate(linkId) {
      const [row] = await db.select(remoteLinkColumns).from(remoteLinks).where(own(eq(remoteLinks.id, linkId))).for('update');
      return row ?? null;
    },
    async replaceTokenHash(linkId, tokenHash) {
      await db.update(remoteLinks).set({ tokenHash }).where(own(eq(remoteLinks.id, linkId)));
    },
    async list(selection) {
      const rows = await db
        .select({ link: remoteLinkColumns, creator: userNameColumns })
        .from(remoteLinks)
        .innerJoin(users, eq(users.id, remoteLinks.createdBy))
        .where(own(selected(selection)))
        .orderBy(desc(remoteLinks.createdAt), desc(remoteLinks.id));
      const ids = rows.map((row) => row.link.id);
      const mails =
        ids.length === 0
          ? []
          : await db
              .select({ linkId: emailMessages.linkId, address: emailMessages.recipientAddress })
              .from(emailMessages)
              .where(and(eq(emailMessages.accountId, scope.accountId), inArray(emailMessages.linkId, ids)))
              .orderBy(asc(emailMessages.id));
      // Ascending order: the newest message of a link is written last and wins.
      const emailedTo = new Map(mails.map((mail) => [mail.linkId, mail.address]));
      return rows.map((row) => ({ link: row.link, createdByName: personName(row.creator), emailedTo: emailedTo.get(row.link.id) ?? null }));
    },
    async revoke(linkId, now) {
      await db.update(remoteLinks).set({ state: 'revoked', revokedAt: now }).where(own(eq(remoteLinks.id, linkId)));
    },
    markOpened: (linkId, openedAt, state) => updated(linkId, { openedAt, state }),
    markLaunched: (linkId, now) => updated(linkId, { launchedAt: now }),
    async markInProgress(linkId) {
      await db.update(remoteLinks).set({ state: 'inProgress' }).where(own(eq(remoteLinks.id, linkId)));
    },
    complete: (linkId, now) => updated(linkId, { state: 'completed', completedAt: now }),
    async accountName() {
      const [account] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, scope.accountId)).limit(1);
      return account?.name ?? null;
    },
    async examineeFirstName(examineeRecordId) {
      const [examinee] = await db
        .select({ firstName: examinees.firstName })
        .from(examinees)
        .where(and(eq(examinees.id, examineeRecordId), eq(examinees.accountId, scope.accountId)))
        .limit(1);
      return examinee?.firstName ?? null;
    },
  };
}
