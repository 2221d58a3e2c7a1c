/**
 * The assessment tracker's timeline (issue #17, the back office): the lifecycle of one assessment
 * as ordered events, built from the records that exist — the assessment row, its remote links
 * and their opening and completion times, its reports, its e-mails with every delivery attempt,
 * and the audit log rows of those records (item entry saves, the player's answers and
 * submission, deletions, recoveries, verification, clones, staff actions). Pure: the server
 * reads the rows and this rule turns them into events, oldest first.
 */
import { type LinkKind, type LinkState, linkStateAt } from './remoteLink';

/** What happened, one value per kind of event, in the order an assessment usually goes through them. */
export const TIMELINE_EVENT_KINDS = [
  'created',
  'cloned',
  'itemEntry',
  'linkCreated',
  'emailQueued',
  'emailSent',
  'emailFailed',
  'emailResolved',
  'linkResent',
  'linkOpened',
  'linkStarted',
  'answered',
  'submitted',
  'verified',
  'scored',
  'linkCompleted',
  'reopened',
  'reportGenerated',
  'reportDeleted',
  'linkRevoked',
  'linkExpired',
  'deleted',
  'recovered',
  'revealed',
] as const;
/** One value of {@link TIMELINE_EVENT_KINDS}. */
export type TimelineEventKind = (typeof TIMELINE_EVENT_KINDS)[number];

/** The kinds of record an event is about. */
export const TIMELINE_SUBJECTS = ['assessment', 'remoteLink', 'emailMessage', 'report'] as const;
/** One value of {@link TIMELINE_SUBJECTS}. */
export type TimelineSubject = (typeof TIMELINE_SUBJECTS)[number];

/** One event of the timeline. */
export interface TimelineEvent {
  /** ISO instant. */
  at: string;
  kind: TimelineEventKind;
  subject: TimelineSubject;
  /** The id of the record the event is about. */
  subjectId: number;
  /** The display name of the user who did it; `null` for the respondent, a job or someone unknown. */
  actor: string | null;
  /** A short fact of the event: a report's type (`score`, `feedback`), a failed delivery's SMTP error; `null` when none. */
  detail: string | null;
  /** The reason internal staff stated for it; `null` for everyone else's events. */
  reason: string | null;
}

/** The assessment row's facts. */
export interface TimelineAssessment {
  id: number;
  createdAt: string;
  createdByName: string | null;
  /** When the score of record was made; `null` while not scored. */
  scoredAt: string | null;
}

/** A remote link of the assessment (its own, or its session's). */
export interface TimelineLink {
  id: number;
  kind: LinkKind;
  state: LinkState;
  createdAt: string;
  createdByName: string | null;
  openedAt: string | null;
  launchedAt: string | null;
  completedAt: string | null;
  revokedAt: string | null;
  expiresAt: string;
}

/** A stored report of the assessment. */
export interface TimelineReport {
  id: number;
  reportType: string;
  version: number;
  createdAt: string;
  createdByName: string | null;
  /** When it was removed from the history; `null` while visible. */
  deletedAt: string | null;
}

/** One delivery attempt of an e-mail. */
export interface TimelineDeliveryAttempt {
  at: string;
  outcome: 'sent' | 'failed';
  error: string | null;
}

/** An e-mail that carried one of the links. */
export interface TimelineEmail {
  id: number;
  createdAt: string;
  createdByName: string | null;
  attempts: readonly TimelineDeliveryAttempt[];
}

/** An audit row of one of the records above (outcome `ok` only: refused calls changed nothing). */
export interface TimelineAuditRow {
  id: number;
  at: string;
  action: string;
  entity: string;
  entityId: string | null;
  userName: string | null;
  reason: string | null;
}

/** Everything the timeline is built from. */
export interface TimelineFacts {
  assessment: TimelineAssessment;
  links: readonly TimelineLink[];
  reports: readonly TimelineReport[];
  emails: readonly TimelineEmail[];
  audit: readonly TimelineAuditRow[];
}

/** The operation id of the tracker's status update, as its own audit rows name it. */
export const TRACKER_STATUS_UPDATE_ACTION = 'backOffice.trackerStatusUpdate';
/** The audit event of a staff member revealing an examinee's names and responses. */
export const REVEAL_EXAMINEE_DATA_ACTION = 'staff.revealExamineeData';

/**
 * The audit actions that are events of their own, by action. The rows of the calls that create a
 * record are not here: the record's own row says when and by whom (`created`, `linkCreated`,
 * `emailQueued`, `reportGenerated`), and so do a link's opening, completion and revocation.
 */
const AUDITED_EVENTS: Readonly<Record<string, TimelineEventKind>> = {
  'assessment.clone': 'cloned',
  'assessment.save': 'itemEntry',
  'assessment.osaSaveResponse': 'answered',
  'assessment.osaSubmit': 'submitted',
  'assessment.itemEntryVerificationEnd': 'verified',
  'assessment.delete': 'deleted',
  'assessment.deleteExaminee': 'deleted',
  'assessment.recover': 'recovered',
  'assessment.resendLink': 'linkResent',
  [REVEAL_EXAMINEE_DATA_ACTION]: 'revealed',
};

/** The staff status updates, by the kind of record they changed. */
const STATUS_UPDATE_EVENTS: Readonly<Partial<Record<string, TimelineEventKind>>> = {
  assessment: 'reopened',
  remoteLink: 'linkExpired',
  emailMessage: 'emailResolved',
};

const isSubject = (entity: string): entity is TimelineSubject => (TIMELINE_SUBJECTS as readonly string[]).includes(entity);

/** The event of one audit row, or `null` when the row is not an event of the timeline. */
function auditEvent(row: TimelineAuditRow): TimelineEvent | null {
  const kind = row.action === TRACKER_STATUS_UPDATE_ACTION ? STATUS_UPDATE_EVENTS[row.entity] : AUDITED_EVENTS[row.action];
  const subjectId = Number(row.entityId);
  if (!kind || !isSubject(row.entity) || row.entityId === null || !Number.isInteger(subjectId)) return null;
  return { at: row.at, kind, subject: row.entity, subjectId, actor: row.userName, detail: null, reason: row.reason };
}

/** An event that has no reason and no detail unless given. */
const event = (at: string, kind: TimelineEventKind, subject: TimelineSubject, subjectId: number, actor: string | null, detail: string | null = null): TimelineEvent => ({
  at,
  kind,
  subject,
  subjectId,
  actor,
  detail,
  reason: null,
});

/**
 * The events of a link's own row: created, opened, started, completed, revoked, and expired when
 * it is by `now` — unless staff expired it (`staffExpired`), whose audited event says so instead.
 */
function linkEvents(link: TimelineLink, now: Date, staffExpired: boolean): TimelineEvent[] {
  const events = [event(link.createdAt, 'linkCreated', 'remoteLink', link.id, link.createdByName)];
  if (link.openedAt) events.push(event(link.openedAt, 'linkOpened', 'remoteLink', link.id, null));
  if (link.launchedAt) events.push(event(link.launchedAt, 'linkStarted', 'remoteLink', link.id, null));
  if (link.completedAt) events.push(event(link.completedAt, 'linkCompleted', 'remoteLink', link.id, null));
  if (link.revokedAt) events.push(event(link.revokedAt, 'linkRevoked', 'remoteLink', link.id, null));
  // An expiry is an event once it has passed on a link that could still be answered (linkStateAt).
  if (!staffExpired && linkStateAt({ state: link.state, expiresAt: link.expiresAt }, now) === 'expired') events.push(event(link.expiresAt, 'linkExpired', 'remoteLink', link.id, null));
  return events;
}

function emailEvents(email: TimelineEmail): TimelineEvent[] {
  return [
    event(email.createdAt, 'emailQueued', 'emailMessage', email.id, email.createdByName),
    ...email.attempts.map((attempt) =>
      attempt.outcome === 'sent' ? event(attempt.at, 'emailSent', 'emailMessage', email.id, null) : event(attempt.at, 'emailFailed', 'emailMessage', email.id, null, attempt.error),
    ),
  ];
}

function reportEvents(report: TimelineReport): TimelineEvent[] {
  const detail = report.reportType;
  const events = [event(report.createdAt, 'reportGenerated', 'report', report.id, report.createdByName, detail)];
  if (report.deletedAt) events.push(event(report.deletedAt, 'reportDeleted', 'report', report.id, null, detail));
  return events;
}

const RANK: Readonly<Record<TimelineEventKind, number>> = Object.fromEntries(TIMELINE_EVENT_KINDS.map((kind, index) => [kind, index])) as Record<TimelineEventKind, number>;

/**
 * The order of two events: by instant; at the same instant by the lifecycle's order of their
 * kinds ({@link TIMELINE_EVENT_KINDS}: a submission before the score it made), then by record.
 */
export function compareEvents(a: TimelineEvent, b: TimelineEvent): number {
  return Date.parse(a.at) - Date.parse(b.at) || RANK[a.kind] - RANK[b.kind] || a.subject.localeCompare(b.subject) || a.subjectId - b.subjectId;
}

/**
 * The assessment's timeline at `now`, oldest first ({@link compareEvents}; equal events keep the
 * order of the facts, so audit rows keep the log's order). Audit rows of other actions (reads,
 * refused calls) are left out.
 */
export function assessmentTimeline(facts: TimelineFacts, now: Date): TimelineEvent[] {
  const { assessment } = facts;
  const events: TimelineEvent[] = [event(assessment.createdAt, 'created', 'assessment', assessment.id, assessment.createdByName)];
  if (assessment.scoredAt) events.push(event(assessment.scoredAt, 'scored', 'assessment', assessment.id, null));
  const audited = facts.audit.flatMap((row) => auditEvent(row) ?? []);
  const staffExpired = new Set(audited.filter((item) => item.kind === 'linkExpired').map((item) => item.subjectId));
  events.push(...facts.links.flatMap((link) => linkEvents(link, now, staffExpired.has(link.id))));
  events.push(...facts.emails.flatMap(emailEvents));
  events.push(...facts.reports.flatMap(reportEvents));
  events.push(...audited);
  // Array.prototype.sort is stable, so equal events keep the order they were gathered in.
  return events.sort(compareEvents);
}
