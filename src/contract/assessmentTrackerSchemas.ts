/**
 * The shapes the back office's assessment tracker answers (src/contract/services/assessmentTracker.ts):
 * the assessments a lookup finds, and one assessment's tracker — its facts, links, e-mails, the
 * timeline of its lifecycle (domain/assessmentTimeline.ts) and the status updates open to it.
 * The examinee's names, ids, birth date, e-mail addresses and the item responses are in
 * `revealed` only, which the answer carries only when the staff member stated a reason to see them.
 */
import * as yup from 'yup';
import type { AssessmentStatus } from '../domain/assessment';
import type { TimelineEventKind, TimelineSubject } from '../domain/assessmentTimeline';
import type { EmailState } from '../domain/email';
import type { LinkKind, LinkState } from '../domain/remoteLink';
import type { Responses } from '../domain/scoring/scoreTypes';

const id = () => yup.number().integer().required();
const text = () => yup.string().defined();
const nullableText = () => yup.string().nullable().defined();

/** An assessment a lookup found: which account holds it and where it is, no personal data. */
export const trackerMatchSchema = yup.object({
  accountId: id(),
  accountName: text(),
  assessmentId: id(),
  productId: text(),
  productName: text(),
  status: yup.string<AssessmentStatus>().defined(),
  administrationDate: text(),
  /** ISO instant. */
  createdAt: text(),
  deleted: yup.boolean().required(),
});

/** The assessment's own facts. */
export const trackedAssessmentSchema = yup.object({
  id: id(),
  examineeRecordId: id(),
  productId: text(),
  productName: text(),
  productVersion: id(),
  status: yup.string<AssessmentStatus>().defined(),
  administrationDate: text(),
  sessionId: yup.number().integer().nullable().defined(),
  version: id(),
  createdAt: text(),
  scoredAt: nullableText(),
  deletedAt: nullableText(),
  verifiedAt: nullableText(),
});

/** A remote link of the assessment, with its state now. */
export const trackedLinkSchema = yup.object({
  id: id(),
  kind: yup.string<LinkKind>().defined(),
  /** The state now (domain remoteLink.ts linkStateAt). */
  state: yup.string<LinkState>().defined(),
  createdAt: text(),
  expiresAt: text(),
  openedAt: nullableText(),
  completedAt: nullableText(),
  /** Whether staff may expire it now (domain trackerActions.ts expireRefusal). */
  canExpire: yup.boolean().required(),
});

/** An e-mail that carried one of the links, with its delivery. */
export const trackedEmailSchema = yup.object({
  id: id(),
  linkId: yup.number().integer().nullable().defined(),
  state: yup.string<EmailState>().defined(),
  attempts: yup.number().integer().required(),
  /** The last failure's reason; `null` when none. */
  lastError: nullableText(),
  sentAt: nullableText(),
  deliveryResolvedAt: nullableText(),
  /** Whether staff may mark its failed delivery resolved (domain trackerActions.ts resolveRefusal). */
  canResolve: yup.boolean().required(),
});

/** One event of the timeline (domain/assessmentTimeline.ts). */
export const timelineEventSchema = yup.object({
  at: text(),
  kind: yup.string<TimelineEventKind>().defined(),
  subject: yup.string<TimelineSubject>().defined(),
  subjectId: id(),
  actor: nullableText(),
  detail: nullableText(),
  reason: nullableText(),
});

/** What a stated reason reveals. */
export const revealedSchema = yup.object({
  firstName: text(),
  lastName: text(),
  examineeId: text(),
  /** `null` when the record has none (an imported examinee). */
  birthDate: nullableText(),
  /** Item id to value, as stored. */
  responses: yup.mixed<Responses>().defined(),
  /** The recipient address of each e-mail, by message. */
  recipients: yup.array(yup.object({ messageId: id(), address: text() })).required(),
});

/** One assessment's tracker. */
export const assessmentTrackerSchema = yup.object({
  accountId: id(),
  accountName: text(),
  assessment: trackedAssessmentSchema.required(),
  links: yup.array(trackedLinkSchema).required(),
  emails: yup.array(trackedEmailSchema).required(),
  /** Oldest first. */
  timeline: yup.array(timelineEventSchema).required(),
  /** Why it cannot be reopened (domain trackerActions.ts reopenRefusal); `null` when it can. */
  reopenRefusal: nullableText(),
  /** Present only when the request revealed it with a stated reason. */
  revealed: revealedSchema.default(undefined).optional(),
});
