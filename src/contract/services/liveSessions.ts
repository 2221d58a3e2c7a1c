/**
 * Live (telepractice) sessions of the prosa facade and the assessment facade (issue #20): the
 * examiner's setup and dashboard, participants, the event log, the session's video, licence
 * validation and launch, and the examinee's side reached by a link. Planning one is
 * `prosa.session` (sessions.ts) with `delivery: 'live'`; its link is assessment.createExamineeLink
 * and its invitation assessment.vppEmail. The real-time channel is a WebSocket beside these
 * operations (`/prosa-facade/sessions/{sessionId}/socket` for the examiner,
 * `/prosa-facade/live/socket` for the examinee), speaking src/domain/live/liveProtocol.ts.
 */
import * as yup from 'yup';
import type { IceServer } from '../../domain/live/liveProtocol';
import { LIVE_SESSION_STATUSES, type LiveRole, type LiveSessionStatus, VIDEO_MODES, type VideoMode } from '../../domain/live/liveSession';
import type { LiveSessionState } from '../../domain/live/liveState';
import type { Locale } from '../../domain/locale';
import type { LinkRespondent, LinkState } from '../../domain/remoteLink';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';

const sessionParams = yup.object({ sessionId: yup.number().integer().positive().required() });
const nullableText = () => yup.string().nullable().defined();

/** A session's video as planned: the mode and, for `external`, the account's video service address. */
const videoSchema = yup.object({
  mode: yup.string<VideoMode>().oneOf([...VIDEO_MODES]).required(),
  url: nullableText(),
});

/** The answered shape of a {@link LiveSessionSummary}. */
const liveSessionSummarySchema = yup.object({
  id: yup.number().integer().required(),
  title: yup.string().defined(),
  examineeRecordId: yup.number().integer().required(),
  /** "Last, First" as the account shows examinees. */
  examineeName: yup.string().defined(),
  examineeId: yup.string().defined(),
  status: yup.string<LiveSessionStatus>().required(),
  /** ISO instant of the appointment. */
  scheduledAt: yup.string().required(),
  durationMinutes: yup.number().integer().required(),
  /** The language the examinee's screen and the content are in. */
  locale: yup.string<Locale>().required(),
  video: videoSchema.required(),
  examinerId: yup.number().integer().required(),
  examinerName: yup.string().defined(),
  assessments: yup
    .array(
      yup.object({
        assessmentId: yup.number().integer().required(),
        productId: yup.string().required(),
        productCode: yup.string().required(),
        productName: yup.string().defined(),
        status: yup.string().required(),
      }),
    )
    .required(),
  /** When prosa.licenseValidate recorded the session's usages; `null` before. */
  licenseValidatedAt: nullableText(),
  startedAt: nullableText(),
  endedAt: nullableText(),
  /** Whether a screen of each side is connected now. */
  connected: yup.object({ examiner: yup.boolean().required(), examinee: yup.boolean().required() }).required(),
});

/** A live session as the dashboard lists it ({@link liveSessionSummarySchema}). */
export type LiveSessionSummary = yup.InferType<typeof liveSessionSummarySchema>;

/** Which sessions the dashboard lists. */
export const SESSION_WHEN = ['upcoming', 'past', 'all'] as const;

/** yup schema of {@link LiveSessionFilter}. */
export const liveSessionFilterSchema = yup.object({
  /** `upcoming`: scheduled or in progress, soonest first; `past`: ended or cancelled, newest first; `all`: newest first. */
  when: yup.string<(typeof SESSION_WHEN)[number]>().oneOf([...SESSION_WHEN]).default('upcoming'),
  status: yup.string<LiveSessionStatus>().oneOf([...LIVE_SESSION_STATUSES]).optional(),
  examinerId: yup.number().integer().positive().optional(),
  productId: yup.string().max(100).optional(),
  /** ISO dates (inclusive), in the account's time zone. */
  from: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.').optional(),
  to: yup.string().matches(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.').optional(),
  /** Part of the examinee's name or id, or the session's title. */
  search: yup.string().trim().max(100).optional(),
  page: yup.number().integer().min(1).default(1),
  pageSize: yup.number().integer().min(1).max(100).default(25),
});

/** The dashboard's filter ({@link liveSessionFilterSchema}). */
export type LiveSessionFilter = yup.InferType<typeof liveSessionFilterSchema>;

/** The answered shape of {@link LiveSetup}: what the setup form offers. */
const liveSetupSchema = yup.object({
  /** The account's default video for a new session. */
  defaultVideo: videoSchema.required(),
  /** Whether built-in video can relay through a TURN server (config.json externalHosts); without one, only networks that allow direct connections work. */
  turnConfigured: yup.boolean().required(),
  /** Appointment lengths offered, in minutes. */
  durations: yup.array(yup.number().integer().required()).required(),
});

/** What the setup form offers ({@link liveSetupSchema}). */
export type LiveSetup = yup.InferType<typeof liveSetupSchema>;

/** The answered shape of {@link LiveDashboard}. */
const liveDashboardSchema = yup.object({ sessions: yup.array(liveSessionSummarySchema).required(), total: yup.number().integer().required(), setup: liveSetupSchema.required() });

/** The dashboard's page of sessions, how many match, and the setup form's data ({@link liveDashboardSchema}). */
export type LiveDashboard = yup.InferType<typeof liveDashboardSchema>;

/** The examiner's "Live sessions" screen: the filtered page of sessions and the setup form's data. */
export const prosaSetupDashboard = defineOperation<Record<string, never>, LiveSessionFilter, undefined, LiveDashboard>({
  id: 'assessment.prosaSetupDashboard',
  service: 'assessment',
  method: 'GET',
  path: '/live-sessions',
  summary: 'Live sessions of the account (upcoming soonest first, past newest first), filtered and paged, with what the setup form offers.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  query: liveSessionFilterSchema,
  response: 'json',
  responseSchema: liveDashboardSchema,
  audit: 'none',
});

/** The answered shape of {@link SessionFilterValues}. */
const sessionFilterValuesSchema = yup.object({
  statuses: yup.array(yup.string<LiveSessionStatus>().required()).required(),
  examiners: yup.array(yup.object({ id: yup.number().integer().required(), name: yup.string().defined() })).required(),
  products: yup.array(yup.object({ id: yup.string().required(), code: yup.string().required(), name: yup.string().defined() })).required(),
  /** The first and last appointment dates (ISO dates); `null` without sessions. */
  earliest: nullableText(),
  latest: nullableText(),
});

/** The values the dashboard's filters offer, from the account's sessions ({@link sessionFilterValuesSchema}). */
export type SessionFilterValues = yup.InferType<typeof sessionFilterValuesSchema>;

/** The values the dashboard's filters offer. */
export const sessionFilterValues = defineOperation<Record<string, never>, Record<string, never>, undefined, SessionFilterValues>({
  id: 'assessment.sessionFilterValues',
  service: 'assessment',
  method: 'GET',
  path: '/live-sessions/filter-values',
  summary: "The statuses, examiners, products and date range of the account's live sessions, for the dashboard's filters.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  response: 'json',
  responseSchema: sessionFilterValuesSchema,
  audit: 'none',
});

/** The answered shape of {@link LiveSessionDetails}. */
const liveSessionDetailsSchema = liveSessionSummarySchema.shape({
  /** The state folded from the event log (the examiner's view). */
  state: yup.mixed<LiveSessionState>().required(),
});

/** A live session with its current state ({@link liveSessionDetailsSchema}). */
export type LiveSessionDetails = yup.InferType<typeof liveSessionDetailsSchema>;

/** One live session with its state; the examiner's screen opens with it before its socket connects. */
export const liveSession = defineOperation<{ sessionId: number }, Record<string, never>, undefined, LiveSessionDetails>({
  id: 'prosa.liveSession',
  service: 'prosa',
  method: 'GET',
  path: '/live-sessions/{sessionId}',
  summary: 'A live session with its assessments and its state rebuilt from the event log.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: sessionParams,
  response: 'json',
  responseSchema: liveSessionDetailsSchema,
  audit: { entity: 'session', id: { params: 'sessionId' } },
});

/** The answered shape of a {@link LiveParticipant}. */
const liveParticipantSchema = yup.object({
  id: yup.number().integer().required(),
  role: yup.string<LiveRole>().required(),
  /** The examiner's name, or the examinee's side as invited ("Ava" or "Parent of Ava"). */
  name: yup.string().defined(),
  /** For the examinee's side: who the link is for, and the link's state; `null` for the examiner. */
  respondent: yup.string<LinkRespondent>().nullable().defined(),
  linkState: yup.string<LinkState>().nullable().defined(),
  connected: yup.boolean().required(),
  /** ISO instants of the first join and of the last join or leave; `null` before joining. */
  firstJoinedAt: nullableText(),
  lastSeenAt: nullableText(),
});

/** A participant of a live session with its presence ({@link liveParticipantSchema}). */
export type LiveParticipant = yup.InferType<typeof liveParticipantSchema>;

/** Who takes part in a session and who is connected. */
export const participants = defineOperation<{ sessionId: number }, Record<string, never>, undefined, LiveParticipant[]>({
  id: 'prosa.participant',
  service: 'prosa',
  method: 'GET',
  path: '/live-sessions/{sessionId}/participants',
  summary: 'The participants of a live session (the examiner and each invited examinee or parent), with their link and presence.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: sessionParams,
  response: 'json',
  responseSchema: yup.array(liveParticipantSchema).required(),
  audit: { entity: 'session', id: { params: 'sessionId' } },
});

/** yup schema of a session's video: an external service needs its https address. */
export const videoInputSchema = yup.object({
  mode: yup.string<VideoMode>().oneOf([...VIDEO_MODES], 'Choose built-in video, your own video service or none.').required('Choose the video.'),
  url: yup
    .string()
    .trim()
    .nullable()
    .default(null)
    .max(500, 'An address has at most 500 characters.')
    .test('https', 'Enter the video service’s https:// address.', (url, context) => {
      const mode = (context.parent as { mode?: VideoMode }).mode;
      if (mode !== 'external') return true;
      return typeof url === 'string' && /^https:\/\/[^\s]+$/.test(url);
    }),
});

/** A session's video as set ({@link videoInputSchema}). */
export type VideoInput = yup.InferType<typeof videoInputSchema>;

/** Sets the session's video: built in, the account's own service (its address shown beside the stimulus), or none. */
export const videoSession = defineOperation<{ sessionId: number }, Record<string, never>, VideoInput, LiveSessionSummary>({
  id: 'prosa.videoSession',
  service: 'prosa',
  method: 'PUT',
  path: '/live-sessions/{sessionId}/video',
  summary: "Sets a live session's video (built in, an external service's address, or none); both screens follow at once.",
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: sessionParams,
  body: videoInputSchema,
  response: 'json',
  responseSchema: liveSessionSummarySchema,
  audit: { entity: 'session', id: { params: 'sessionId' } },
});

/** The answered shape of {@link LicenseValidation}. */
const licenseValidationSchema = yup.object({
  sessionId: yup.number().integer().required(),
  /** When the usages were recorded (the first validation; a second changes nothing). */
  validatedAt: yup.string().required(),
  usages: yup
    .array(yup.object({ assessmentId: yup.number().integer().required(), productId: yup.string().required(), licenseId: yup.number().integer().nullable().defined(), charge: yup.string().required() }))
    .required(),
});

/** What validating a session's licence recorded ({@link licenseValidationSchema}). */
export type LicenseValidation = yup.InferType<typeof licenseValidationSchema>;

/** Checks and records the licence usage of each of the session's assessments, once, before it starts. */
export const licenseValidate = defineOperation<{ sessionId: number }, Record<string, never>, Record<string, never>, LicenseValidation>({
  id: 'prosa.licenseValidate',
  service: 'prosa',
  method: 'POST',
  path: '/live-sessions/{sessionId}/license',
  summary: "Checks the account's licences for each assessment of the session and records their usages in one transaction; a second call changes nothing.",
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: sessionParams,
  body: yup.object({}),
  response: 'json',
  responseSchema: licenseValidationSchema,
  audit: { entity: 'session', id: { params: 'sessionId' } },
});

/** The answered shape of {@link LiveBusinessUnit}. */
const liveBusinessUnitSchema = yup.object({
  accountName: yup.string().defined(),
  timeZone: yup.string().required(),
  defaultVideo: videoSchema.required(),
  iceServers: yup.array(yup.mixed<IceServer>().required()).required(),
});

/** The account's live settings ({@link liveBusinessUnitSchema}). */
export type LiveBusinessUnit = yup.InferType<typeof liveBusinessUnitSchema>;

/** The examiner's live settings of the account (prosa's business unit): default video and relay servers. */
export const businessUnit = defineOperation<Record<string, never>, Record<string, never>, undefined, LiveBusinessUnit>({
  id: 'prosa.businessUnit',
  service: 'prosa',
  method: 'GET',
  path: '/business-unit',
  summary: "The account's live-session settings: its name and time zone, the default video, and the STUN/TURN servers of config.json's externalHosts.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  response: 'json',
  responseSchema: liveBusinessUnitSchema,
  audit: 'none',
});

/** The answered shape of {@link LiveLaunch}. */
const liveLaunchSchema = yup.object({ session: liveSessionSummarySchema.required(), url: yup.string().required() });

/** A launched session and the address of the examiner's live screen ({@link liveLaunchSchema}). */
export type LiveLaunch = yup.InferType<typeof liveLaunchSchema>;

/** Validates the licence when not yet done, begins the session and answers the examiner's screen address. */
export const vppLaunch = defineOperation<{ sessionId: number }, Record<string, never>, Record<string, never>, LiveLaunch>({
  id: 'assessment.vppLaunch',
  service: 'assessment',
  method: 'POST',
  path: '/live-sessions/{sessionId}/launch',
  summary: 'Launches a video-proctored (live) session: validates its licence if not yet done, begins it, and answers the address of the examiner’s live screen (config.json tsl).',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: sessionParams,
  body: yup.object({}),
  response: 'json',
  responseSchema: liveLaunchSchema,
  audit: { entity: 'session', id: { params: 'sessionId' } },
});

/** Cancels a session that has not begun; its links stop working. */
export const cancelLiveSession = defineOperation<{ sessionId: number }, Record<string, never>, Record<string, never>, LiveSessionSummary>({
  id: 'prosa.cancelSession',
  service: 'prosa',
  method: 'POST',
  path: '/live-sessions/{sessionId}/cancel',
  summary: 'Cancels a scheduled live session; its links are revoked.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: sessionParams,
  body: yup.object({}),
  response: 'json',
  responseSchema: liveSessionSummarySchema,
  audit: { entity: 'session', id: { params: 'sessionId' } },
});

/** The answered shape of {@link LiveJoinState}: what the examinee's page shows before and around the live screen. */
const liveJoinStateSchema = yup.object({
  accountName: yup.string().defined(),
  examinerName: yup.string().defined(),
  /** The examinee's first name, so a parent knows whom the session is about. */
  examineeFirstName: yup.string().defined(),
  respondent: yup.string<LinkRespondent>().required(),
  locale: yup.string<Locale>().required(),
  title: yup.string().defined(),
  scheduledAt: yup.string().required(),
  status: yup.string<LiveSessionStatus>().required(),
  video: videoSchema.required(),
});

/** The examinee's side of a session, by the live cookie ({@link liveJoinStateSchema}). */
export type LiveJoinState = yup.InferType<typeof liveJoinStateSchema>;

const liveOpenBodySchema = yup.object({ token: yup.string().trim().required('The link has no token.').max(200, 'The token is too long.') });

/** Exchanges a live session link's token for the HttpOnly live cookie (same rules as the player's). */
export const liveOpen = defineOperation<Record<string, never>, Record<string, never>, yup.InferType<typeof liveOpenBodySchema>, LiveJoinState>({
  id: 'prosa.liveOpen',
  service: 'prosa',
  method: 'POST',
  path: '/live/open',
  summary: 'Exchanges a live session link token for the HttpOnly live cookie (rate-limited; a wrong, expired, revoked or not-yet-open token takes the same time).',
  access: 'public',
  body: liveOpenBodySchema,
  response: 'json',
  responseSchema: liveJoinStateSchema,
  audit: 'service',
});

/** The examinee's side of the session, by the live cookie (after a reload). */
export const liveState = defineOperation<Record<string, never>, Record<string, never>, undefined, LiveJoinState>({
  id: 'prosa.liveState',
  service: 'prosa',
  method: 'GET',
  path: '/live/state',
  summary: 'The session the live cookie joins, for the examinee’s page.',
  access: 'public',
  response: 'json',
  responseSchema: liveJoinStateSchema,
  audit: 'service',
});
