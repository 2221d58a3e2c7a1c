/**
 * The live sessions of one account (issue #20): administration sessions with delivery `live`, their
 * participants and what the dashboard lists. Every query is filtered by the scope's account (and,
 * on PostgreSQL, by row-level security with the caller's legitimate interest), so another
 * account's session is a missing one. Presence stamps (`first_joined_at`, `last_seen_at`) and
 * ending a session are written by the realtime side's own repository; this one only reads them.
 */
import { and, asc, count, desc, eq, exists, gte, ilike, inArray, isNull, lt, max, min, or, type SQL, sql } from 'drizzle-orm';
import type { LiveSessionFilter, LiveSessionSummary, SessionFilterValues } from '../../../contract/services/liveSessions';
import type { LiveEvent } from '../../../domain/live/liveEvents';
import type { LiveSessionStatus, VideoMode } from '../../../domain/live/liveSession';
import { foldLiveEvents, initialLiveState, isConnected } from '../../../domain/live/liveState';
import type { Locale } from '../../../domain/locale';
import { personName } from '../../auth/principal';
import type { Db } from '../client';
import { accountSettings, administrationSessions, assessments, examinees, liveSessionEvents, liveSessionParticipants, products, users } from '../schema';
import { liveParticipantQueries, type LiveParticipantQueries } from './liveSessionParticipants';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

export type { LiveParticipantRow } from './liveSessionParticipants';

/** A stored live session (an administration session with delivery `live`). */
export interface LiveSessionRow {
  id: number;
  examineeRecordId: number;
  title: string;
  status: LiveSessionStatus;
  scheduledAt: Date;
  durationMinutes: number;
  locale: Locale;
  examinerId: number;
  videoMode: VideoMode;
  videoUrl: string | null;
  licenseValidatedAt: Date | null;
  startedAt: Date | null;
  endedAt: Date | null;
}

/** What a new live session stores. */
export interface NewLiveSession {
  examineeRecordId: number;
  title: string;
  scheduledAt: Date;
  durationMinutes: number;
  locale: Locale;
  video: { mode: VideoMode; url: string | null };
  /** The examiner's displayed name, for the examiner's participant row. */
  examinerName: string;
}

/** The dashboard's filter with its date bounds already turned into instants (the service knows the time zone). */
export type LiveSessionQuery = Omit<LiveSessionFilter, 'from' | 'to'> & { fromInstant: Date | null; toInstant: Date | null };

/** The account's live sessions. */
export interface LiveSessionRepository extends LiveParticipantQueries {
  /**
   * Stores a new live session held by the scope's user (status `scheduled`) with its examiner's
   * participant row. @throws Error when the scope has no user.
   */
  create(input: NewLiveSession, now: Date): Promise<LiveSessionRow>;
  /** A live session of the account, locked until the transaction ends when `forUpdate`; `null` when there is none. */
  find(sessionId: number, options?: { forUpdate?: boolean }): Promise<LiveSessionRow | null>;
  /** A page of the account's live sessions by the dashboard's filter and order, and how many match. */
  page(query: LiveSessionQuery): Promise<{ rows: LiveSessionRow[]; total: number }>;
  /** The sessions as the dashboard lists them, in the order given (their assessments, names and who is connected now). */
  summaries(rows: readonly LiveSessionRow[]): Promise<LiveSessionSummary[]>;
  /** The values the dashboard's filters offer; the date range as UTC instants (the service turns them into dates). */
  filterValues(): Promise<Omit<SessionFilterValues, 'earliest' | 'latest'> & { earliest: Date | null; latest: Date | null }>;
  /** Sets a session's status with the stamp of the transition (`startedAt` for `inProgress`, `endedAt` for `ended`/`cancelled`). */
  setStatus(sessionId: number, status: LiveSessionStatus, at: Date): Promise<void>;
  /** Sets a session's video. */
  setVideo(sessionId: number, video: { mode: VideoMode; url: string | null }): Promise<void>;
  /** Stamps when the session's licence usages were recorded. */
  stampLicenseValidated(sessionId: number, at: Date): Promise<void>;
  /** The account's default video for a new session (account settings); built in when the account has no settings row. */
  defaultVideo(): Promise<{ mode: VideoMode; url: string | null }>;
}

const rowColumns = {
  id: administrationSessions.id,
  examineeRecordId: administrationSessions.examineeRecordId,
  title: administrationSessions.title,
  status: administrationSessions.status,
  scheduledAt: administrationSessions.scheduledAt,
  durationMinutes: administrationSessions.durationMinutes,
  locale: administrationSessions.locale,
  examinerId: administrationSessions.examinerId,
  videoMode: administrationSessions.videoMode,
  videoUrl: administrationSessions.videoUrl,
  licenseValidatedAt: administrationSessions.licenseValidatedAt,
  startedAt: administrationSessions.startedAt,
  endedAt: administrationSessions.endedAt,
};

/** A row as selected, before the live fields are known to be there. */
type SelectedRow = Omit<LiveSessionRow, 'status' | 'scheduledAt' | 'durationMinutes' | 'locale' | 'examinerId' | 'videoMode'> & {
  status: LiveSessionStatus | null;
  scheduledAt: Date | null;
  durationMinutes: number | null;
  locale: Locale | null;
  examinerId: number | null;
  videoMode: VideoMode | null;
};

/**
 * A selected row as a live session; the CHECK of migration 0032 guarantees the live fields of a
 * `live` session, so a missing one is a broken database.
 */
function toRow(row: SelectedRow): LiveSessionRow {
  const { status, scheduledAt, durationMinutes, locale, examinerId, videoMode } = row;
  if (status === null || scheduledAt === null || durationMinutes === null || locale === null || examinerId === null || videoMode === null) {
    throw new Error(`Live session ${row.id} lacks its live fields.`);
  }
  return { ...row, status, scheduledAt, durationMinutes, locale, examinerId, videoMode };
}

const UPCOMING: LiveSessionStatus[] = ['scheduled', 'inProgress'];
const PAST: LiveSessionStatus[] = ['ended', 'cancelled'];

/** `%text%` for ILIKE, its wildcards taken literally. */
const containing = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The live session repository of `scope`'s account over `db`. */
export function liveSessionRepository(db: Db, scope: AccountScope): LiveSessionRepository {
  const own = (...conditions: (SQL | undefined)[]): SQL | undefined =>
    and(eq(administrationSessions.accountId, scope.accountId), eq(administrationSessions.delivery, 'live'), ...conditions);

  const whereOf = (query: LiveSessionQuery): SQL | undefined => {
    const search = query.search ? containing(query.search) : null;
    return own(
      query.when === 'upcoming' ? inArray(administrationSessions.status, UPCOMING) : query.when === 'past' ? inArray(administrationSessions.status, PAST) : undefined,
      query.status ? eq(administrationSessions.status, query.status) : undefined,
      query.examinerId ? eq(administrationSessions.examinerId, query.examinerId) : undefined,
      query.productId
        ? exists(
            db
              .select({ one: sql`1` })
              .from(assessments)
              .where(and(eq(assessments.sessionId, administrationSessions.id), eq(assessments.productId, query.productId), isNull(assessments.deletedAt))),
          )
        : undefined,
      query.fromInstant ? gte(administrationSessions.scheduledAt, query.fromInstant) : undefined,
      query.toInstant ? lt(administrationSessions.scheduledAt, query.toInstant) : undefined,
      search
        ? or(ilike(administrationSessions.title, search), ilike(examinees.firstName, search), ilike(examinees.lastName, search), ilike(examinees.examineeId, search))
        : undefined,
    );
  };

  const connectedOf = async (sessionIds: number[]): Promise<Map<number, LiveSessionSummary['connected']>> => {
    const events = sessionIds.length === 0
      ? []
      : await db
          .select()
          .from(liveSessionEvents)
          .where(and(eq(liveSessionEvents.accountId, scope.accountId), inArray(liveSessionEvents.sessionId, sessionIds), inArray(liveSessionEvents.type, ['participant.joined', 'participant.left'])))
          .orderBy(asc(liveSessionEvents.sessionId), asc(liveSessionEvents.sequence));
    return new Map(
      sessionIds.map((id) => {
        const own = events.filter((event) => event.sessionId === id).map((event) => ({ ...event.body, sequence: event.sequence, at: event.createdAt.toISOString(), by: event.by }) as LiveEvent);
        const state = foldLiveEvents(initialLiveState('inProgress', { mode: 'none', url: null }), own);
        return [id, { examiner: isConnected(state, 'examiner'), examinee: isConnected(state, 'examinee') }];
      }),
    );
  };

  return {
    ...liveParticipantQueries(db, scope),
    async create(input, now) {
      if (scope.userId === null) throw new Error('A live session is held by a user; the scope has none.');
      const [row] = await db
        .insert(administrationSessions)
        .values({
          accountId: scope.accountId,
          examineeRecordId: input.examineeRecordId,
          title: input.title,
          delivery: 'live',
          status: 'scheduled',
          scheduledAt: input.scheduledAt,
          durationMinutes: input.durationMinutes,
          locale: input.locale,
          examinerId: scope.userId,
          videoMode: input.video.mode,
          videoUrl: input.video.mode === 'external' ? input.video.url : null,
          createdBy: scope.userId,
          createdAt: now,
        })
        .returning(rowColumns);
      if (!row) throw new Error('The live session insert returned nothing.');
      await db.insert(liveSessionParticipants).values({ accountId: scope.accountId, sessionId: row.id, role: 'examiner', userId: scope.userId, name: input.examinerName, createdAt: now });
      return toRow(row);
    },
    async find(sessionId, options = {}) {
      const query = db.select(rowColumns).from(administrationSessions).where(own(eq(administrationSessions.id, sessionId)));
      const [row] = options.forUpdate ? await query.for('update') : await query;
      return row ? toRow(row) : null;
    },
    async page(query) {
      const where = whereOf(query);
      const order =
        query.when === 'upcoming'
          ? [asc(administrationSessions.scheduledAt), asc(administrationSessions.id)]
          : [desc(administrationSessions.scheduledAt), desc(administrationSessions.id)];
      const rows = await db
        .select(rowColumns)
        .from(administrationSessions)
        .innerJoin(examinees, eq(examinees.id, administrationSessions.examineeRecordId))
        .where(where)
        .orderBy(...order)
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize);
      const [total] = await db.select({ n: count() }).from(administrationSessions).innerJoin(examinees, eq(examinees.id, administrationSessions.examineeRecordId)).where(where);
      return { rows: rows.map(toRow), total: total?.n ?? 0 };
    },
    async summaries(rows) {
      if (rows.length === 0) return [];
      const ids = rows.map((row) => row.id);
      const members = await db
        .select({ sessionId: assessments.sessionId, assessmentId: assessments.id, productId: products.id, productCode: products.code, productName: products.name, status: assessments.status })
        .from(assessments)
        .innerJoin(products, eq(products.id, assessments.productId))
        .where(and(eq(assessments.accountId, scope.accountId), inArray(assessments.sessionId, ids), isNull(assessments.deletedAt)))
        .orderBy(asc(assessments.sessionPosition), asc(assessments.id));
      const people = await db
        .select({ id: examinees.id, examineeId: examinees.examineeId, firstName: examinees.firstName, lastName: examinees.lastName })
        .from(examinees)
        .where(and(eq(examinees.accountId, scope.accountId), inArray(examinees.id, [...new Set(rows.map((row) => row.examineeRecordId))])));
      const examiners = await db
        .select({ id: users.id, ...userNameColumns })
        .from(users)
        .where(and(eq(users.accountId, scope.accountId), inArray(users.id, [...new Set(rows.map((row) => row.examinerId))])));
      const connected = await connectedOf(ids);
      return rows.map((row) => {
        const examinee = people.find((person) => person.id === row.examineeRecordId);
        const examiner = examiners.find((user) => user.id === row.examinerId);
        return {
          id: row.id,
          title: row.title,
          examineeRecordId: row.examineeRecordId,
          examineeName: examinee ? [examinee.lastName, examinee.firstName].filter(Boolean).join(', ') : '',
          examineeId: examinee?.examineeId ?? '',
          status: row.status,
          scheduledAt: row.scheduledAt.toISOString(),
          durationMinutes: row.durationMinutes,
          locale: row.locale,
          video: { mode: row.videoMode, url: row.videoUrl },
          examinerId: row.examinerId,
          examinerName: examiner ? personName(examiner) : '',
          assessments: members
            .filter((member) => member.sessionId === row.id)
            .map(({ assessmentId, productId, productCode, productName, status }) => ({ assessmentId, productId, productCode, productName, status })),
          licenseValidatedAt: row.licenseValidatedAt?.toISOString() ?? null,
          startedAt: row.startedAt?.toISOString() ?? null,
          endedAt: row.endedAt?.toISOString() ?? null,
          connected: connected.get(row.id) ?? { examiner: false, examinee: false },
        };
      });
    },
    async filterValues() {
      const statuses = await db.selectDistinct({ status: administrationSessions.status }).from(administrationSessions).where(own());
      const examiners = await db
        .selectDistinct({ id: users.id, ...userNameColumns })
        .from(administrationSessions)
        .innerJoin(users, eq(users.id, administrationSessions.examinerId))
        .where(own());
      const productRows = await db
        .selectDistinct({ id: products.id, code: products.code, name: products.name })
        .from(administrationSessions)
        .innerJoin(assessments, and(eq(assessments.sessionId, administrationSessions.id), isNull(assessments.deletedAt)))
        .innerJoin(products, eq(products.id, assessments.productId))
        .where(own());
      const [range] = await db.select({ earliest: min(administrationSessions.scheduledAt), latest: max(administrationSessions.scheduledAt) }).from(administrationSessions).where(own());
      return {
        statuses: statuses.flatMap((row) => (row.status === null ? [] : [row.status])).sort(),
        examiners: examiners.map((user) => ({ id: user.id, name: personName(user) })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
        products: productRows.sort((a, b) => a.code.localeCompare(b.code)),
        earliest: range?.earliest ?? null,
        latest: range?.latest ?? null,
      };
    },
    async setStatus(sessionId, status, at) {
      const stamps = status === 'inProgress' ? { startedAt: at } : status === 'ended' || status === 'cancelled' ? { endedAt: at } : {};
      await db.update(administrationSessions).set({ status, ...stamps }).where(own(eq(administrationSessions.id, sessionId)));
    },
    async setVideo(sessionId, video) {
      await db
        .update(administrationSessions)
        .set({ videoMode: video.mode, videoUrl: video.mode === 'external' ? video.url : null })
        .where(own(eq(administrationSessions.id, sessionId)));
    },
    async stampLicenseValidated(sessionId, at) {
      await db.update(administrationSessions).set({ licenseValidatedAt: at }).where(own(eq(administrationSessions.id, sessionId)));
    },
    async defaultVideo() {
      const [row] = await db.select({ mode: accountSettings.liveVideoMode, url: accountSettings.liveVideoUrl }).from(accountSettings).where(eq(accountSettings.accountId, scope.accountId));
      return row ? { mode: row.mode, url: row.mode === 'external' ? row.url : null } : { mode: 'builtIn', url: null };
    },
  };
}
