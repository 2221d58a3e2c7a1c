/**
 * The participants of the account's live sessions (issue #20): the examiner's row, made with the
 * session, and one row per live link on the examinee's side. The presence stamps are written by
 * the realtime side; here they are only read.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { LiveRole } from '../../../domain/live/liveSession';
import type { LinkRespondent, LinkState } from '../../../domain/remoteLink';
import type { Db } from '../client';
import { liveSessionParticipants, remoteLinks } from '../schema';
import type { AccountScope } from './scope';

/** A participant with the link it joins by (the examinee's side). */
export interface LiveParticipantRow {
  id: number;
  sessionId: number;
  role: LiveRole;
  userId: number | null;
  remoteLinkId: number | null;
  name: string;
  firstJoinedAt: Date | null;
  lastSeenAt: Date | null;
  /** The link's stored facts; `null` for the examiner. */
  link: { respondent: LinkRespondent; state: LinkState; expiresAt: Date } | null;
}

/** The participant queries of a live session repository. */
export interface LiveParticipantQueries {
  /** The session's participants, the examiner first, then in the order they were invited. */
  participants(sessionId: number): Promise<LiveParticipantRow[]>;
  /** Adds the examinee's side joining by live link `remoteLinkId` under `name` ("Ava", "Parent of Ava"). */
  addExamineeParticipant(sessionId: number, remoteLinkId: number, name: string, now: Date): Promise<number>;
  /** The participant that joins by link `remoteLinkId`, or `null`. */
  participantOfLink(remoteLinkId: number): Promise<LiveParticipantRow | null>;
}

const columns = {
  id: liveSessionParticipants.id,
  sessionId: liveSessionParticipants.sessionId,
  role: liveSessionParticipants.role,
  userId: liveSessionParticipants.userId,
  remoteLinkId: liveSessionParticipants.remoteLinkId,
  name: liveSessionParticipants.name,
  firstJoinedAt: liveSessionParticipants.firstJoinedAt,
  lastSeenAt: liveSessionParticipants.lastSeenAt,
  respondent: remoteLinks.respondent,
  state: remoteLinks.state,
  expiresAt: remoteLinks.expiresAt,
};

type Selected = Omit<LiveParticipantRow, 'link'> & { respondent: LinkRespondent | null; state: LinkState | null; expiresAt: Date | null };

const toRow = ({ respondent, state, expiresAt, ...row }: Selected): LiveParticipantRow => ({
  ...row,
  link: respondent !== null && state !== null && expiresAt !== null ? { respondent, state, expiresAt } : null,
});

/** The participant queries of `scope`'s account over `db`. */
export function liveParticipantQueries(db: Db, scope: AccountScope): LiveParticipantQueries {
  const select = () =>
    db
      .select(columns)
      .from(liveSessionParticipants)
      .leftJoin(remoteLinks, and(eq(remoteLinks.id, liveSessionParticipants.remoteLinkId), eq(remoteLinks.accountId, scope.accountId)));
  return {
    async participants(sessionId) {
      const rows = await select()
        .where(and(eq(liveSessionParticipants.accountId, scope.accountId), eq(liveSessionParticipants.sessionId, sessionId)))
        .orderBy(asc(liveSessionParticipants.id));
      return rows.map(toRow).sort((a, b) => (a.role === b.role ? 0 : a.role === 'examiner' ? -1 : 1));
    },
    async addExamineeParticipant(sessionId, remoteLinkId, name, now) {
      const [row] = await db
        .insert(liveSessionParticipants)
        .values({ accountId: scope.accountId, sessionId, role: 'examinee', remoteLinkId, name, createdAt: now })
        .returning({ id: liveSessionParticipants.id });
      if (!row) throw new Error('The participant insert returned nothing.');
      return row.id;
    },
    async participantOfLink(remoteLinkId) {
      const [row] = await select().where(and(eq(liveSessionParticipants.accountId, scope.accountId), eq(liveSessionParticipants.remoteLinkId, remoteLinkId)));
      return row ? toRow(row) : null;
    },
  };
}
