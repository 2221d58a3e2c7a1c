/**
 * assessment.sendEmail and assessment.vppEmail: in one transaction the link (a new one, or an
 * open one resent) and the message (its body rendered except for `{link}`, so no token is ever
 * stored) are written with the delivery job; the job issues the token when it sends.
 */
import type { EmailMessageSummary, SendEmailInput, VppEmailInput } from '../../../contract/services/email';
import { type EmailKind, formatInstant, type PlaceholderValues, render, templateErrors, vppLinkWindow } from '../../../domain/email';
import { NO_VIDEO, VIDEO_IN_PAGE, VIDEO_LINK_TO_FOLLOW } from '../../../domain/emailTemplates';
import type { Examinee } from '../../../domain/examinee';
import { bcp47, type Locale } from '../../../domain/locale';
import { linkAcceptsAnswers, MAX_LINK_VALIDITY_DAYS, type LinkRespondent } from '../../../domain/remoteLink';
import { recordAudit } from '../../audit/auditLog';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { repositories, type Repositories } from '../../db/repositories';
import { HttpProblem, invalidField, notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { userPreferences } from '../account/service';
import { requireAssessment, userName } from '../assessments/service';
import { requireExaminee } from '../examinees/service';
import { createLiveLink, findLiveSession } from '../liveSessions/liveLinks';
import { createLink, type LinkTarget, requireLink, type RemoteLinkRow, storedLinkState } from '../remoteLinks/linkStore';
import { videoServiceUrl } from './appSettings';
import { EMAIL_DELIVERY_QUEUE, deliveryJob, deliveryRetry } from './deliveryJob';
import { messageSummary } from './messageSummaries';
import { accountTemplate, templateProblem } from './templates';

/** What sending needs of the app. */
export type SendContext = Pick<AppContext, 'db' | 'jobs'> & { config: Pick<AppContext['config'], 'appConfigFile' | 'mailRetryLimit' | 'mailRetryDelaySeconds'> };

/** Who sends, in the words of the placeholders, and in which time zone the recipient reads dates. */
interface Sender {
  examinerName: string;
  accountName: string;
  timeZone: string;
}

/** The repositories of the actor's account and user over `db`. */
const reposOf = (db: Db, actor: Actor): Repositories => repositories(db, { accountId: actor.accountId, userId: actor.userId });

async function senderOf(db: Db, actor: Actor): Promise<Sender> {
  return {
    examinerName: await userName(db, actor.accountId, actor.userId),
    accountName: await reposOf(db, actor).emails.accountName(),
    timeZone: (await userPreferences(db, actor.userId)).timeZone.timeZoneCode,
  };
}

/** The examinee a target answers for. @throws HttpProblem notFound when the target is not the account's. */
async function examineeOfTarget(db: Db, accountId: number, target: LinkTarget): Promise<number> {
  if ('assessmentId' in target) return (await requireAssessment(db, accountId, target.assessmentId)).examineeRecordId;
  const examineeRecordId = await repositories(db, { accountId, userId: null }).emails.sessionExaminee(target.sessionId);
  if (examineeRecordId === null) throw notFound('The session');
  return examineeRecordId;
}

/**
 * The open link of the account to resend, locked.
 * @throws HttpProblem notFound (another account's link, or another examinee's); conflict when it
 *   can no longer be answered or was launched on the examiner's device.
 */
async function openLink(db: Db, actor: Actor, examineeRecordId: number, linkId: number, now: Date): Promise<RemoteLinkRow> {
  const link = await requireLink(db, actor.accountId, linkId);
  const target: LinkTarget = link.assessmentId !== null ? { assessmentId: link.assessmentId } : { sessionId: link.sessionId ?? -1 };
  if ((await examineeOfTarget(db, actor.accountId, target)) !== examineeRecordId) throw notFound('The link');
  if (link.kind !== 'remote') throw new HttpProblem('conflict', 'This link was launched on your own device; send a new link instead.');
  if (!linkAcceptsAnswers(storedLinkState(link, now))) {
    throw new HttpProblem('conflict', 'This link can no longer be answered (it was revoked, has expired or was completed); send a new link instead.');
  }
  return link;
}

/** A message to queue: who gets it, in which language, and the template overrides of this message. */
interface Draft {
  kind: EmailKind;
  examinee: Examinee;
  recipientAddress: string;
  recipientName: string;
  respondent: LinkRespondent;
  locale: Locale;
  subject?: string | null;
  body?: string | null;
}

/**
 * Renders the message for `link` and writes it with its delivery job, under the caller's transaction.
 * @param extra placeholder values of the kind beyond the common ones (an appointment's).
 * @throws HttpProblem validation (naming `subject` or `body`) when the text breaks the template rules.
 */
async function queueMessage(tx: Db, context: SendContext, actor: Actor, draft: Draft, link: RemoteLinkRow, sender: Sender, extra: PlaceholderValues, now: Date): Promise<number> {
  const repos = reposOf(tx, actor);
  const template = await accountTemplate(repos, draft.kind, draft.locale);
  const subject = draft.subject ?? template.subject;
  const body = draft.body ?? template.body;
  const errors = templateErrors(draft.kind, subject, body);
  if (errors.length > 0) throw templateProblem(errors);
  const examineeName = `${draft.examinee.firstName} ${draft.examinee.lastName}`.trim();
  const values: PlaceholderValues = {
    examineeName,
    recipientName: draft.recipientName || (draft.respondent === 'examinee' ? examineeName : draft.recipientAddress),
    expiresAt: formatInstant(link.expiresAt.toISOString(), bcp47(draft.locale), sender.timeZone),
    examinerName: sender.examinerName,
    accountName: sender.accountName,
    ...extra,
  };
  const messageId = await repos.emails.queue(
    {
      examineeRecordId: draft.examinee.id,
      linkId: link.id,
      kind: draft.kind,
      locale: draft.locale,
      recipientAddress: draft.recipientAddress,
      recipientName: draft.recipientName,
      subject: render(subject, values),
      // {link} has no value here: it stays in the stored body, and the job fills it as it sends.
      body: render(body, values),
    },
    now,
  );
  // Queued in the same transaction: a message exists exactly when its delivery job does.
  await context.jobs.enqueue(tx, EMAIL_DELIVERY_QUEUE, [deliveryJob(messageId, deliveryRetry(context.config))]);
  return messageId;
}

/** The message just queued, as the history shows it; wakes this process's delivery workers. */
async function queued(context: SendContext, actor: Actor, messageId: number, now: Date): Promise<EmailMessageSummary> {
  context.jobs.wake(EMAIL_DELIVERY_QUEUE);
  const summary = await messageSummary(context.db, actor.accountId, messageId, now);
  if (!summary) throw new Error(`E-mail ${messageId} vanished after it was queued.`);
  return summary;
}

/**
 * Queues an e-mail with a remote link: a new link for an assessment or a session of the
 * examinee, or an open link of the examinee resent (it gets a new token when the message is
 * delivered, and the old address stops working then).
 * @throws HttpProblem notFound (the examinee, or a target that is not the account's or not the
 *   examinee's); conflict (nothing left to answer, a product that cannot be answered remotely, a
 *   link that can no longer be answered); validation (the template rules).
 */
export async function sendEmail(context: SendContext, actor: Actor, input: SendEmailInput, now: Date): Promise<EmailMessageSummary> {
  const { db } = context;
  const examinee = await requireExaminee(db, actor.accountId, input.examineeRecordId);
  const sender = await senderOf(db, actor);
  const draft: Draft = { ...input, kind: 'qosaInvitation', examinee };
  const messageId = await db.transaction(async (tx) => {
    let link: RemoteLinkRow;
    if (input.linkId) {
      link = await openLink(tx, actor, examinee.id, input.linkId, now);
    } else {
      const target: LinkTarget = input.assessmentId ? { assessmentId: input.assessmentId } : { sessionId: input.sessionId ?? -1 };
      if ((await examineeOfTarget(tx, actor.accountId, target)) !== examinee.id) throw notFound('assessmentId' in target ? 'The assessment' : 'The session');
      link = await createLink(tx, actor, target, { respondent: input.respondent, locale: input.locale, validForDays: input.validForDays }, 'remote', now);
      await recordAudit(tx, actor, { action: 'assessment.sendEmail', entity: 'remoteLink', entityId: link.id }, now);
    }
    return queueMessage(tx, context, actor, draft, link, sender, {}, now);
  });
  return queued(context, actor, messageId, now);
}

/**
 * Queues the invitation to a live session (issue #20): its live link (kind `live`, with its
 * participant row, liveSessions/liveLinks.ts), the appointment and the session's video (the
 * external address, or a sentence that the video is in the page, or that there is none).
 * @throws HttpProblem notFound (not a live session of the account, or another examinee's);
 *   conflict (the session is over); validation (the template rules).
 */
async function liveInvitation(context: SendContext, actor: Actor, input: VppEmailInput, sessionId: number, now: Date): Promise<EmailMessageSummary> {
  const { db } = context;
  const examinee = await requireExaminee(db, actor.accountId, input.examineeRecordId);
  const sender = await senderOf(db, actor);
  const draft: Draft = { ...input, kind: 'vppInvitation', respondent: 'examinee', examinee };
  const messageId = await db.transaction(async (tx) => {
    const session = await findLiveSession(tx, actor, sessionId);
    if (!session || session.examineeRecordId !== examinee.id) throw notFound('The live session');
    const video =
      session.videoMode === 'external' && session.videoUrl
        ? session.videoUrl
        : render((session.videoMode === 'none' ? NO_VIDEO : VIDEO_IN_PAGE)[input.locale], { examinerName: sender.examinerName });
    const extra: PlaceholderValues = { startsAt: formatInstant(session.scheduledAt.toISOString(), bcp47(input.locale), sender.timeZone), videoLink: video };
    const link = await createLiveLink(tx, actor, session, 'examinee', now);
    await recordAudit(tx, actor, { action: 'assessment.vppEmail', entity: 'remoteLink', entityId: link.id }, now);
    return queueMessage(tx, context, actor, draft, link, sender, extra, now);
  });
  return queued(context, actor, messageId, now);
}

/**
 * Queues an invitation to a video-proctored appointment: a link to the assessment that opens
 * an hour before `startsAt` and expires a day after it, the appointment's time and the video
 * service's address (or a sentence that the examiner sends it when none is configured); with
 * `sessionId`, the invitation to a live session ({@link liveInvitation}).
 * @throws HttpProblem validation (`startsAt` in the past or too far ahead; the template rules);
 *   notFound and conflict as {@link sendEmail}.
 */
export async function vppEmail(context: SendContext, actor: Actor, input: VppEmailInput, now: Date): Promise<EmailMessageSummary> {
  const { db } = context;
  if (input.sessionId !== null) return liveInvitation(context, actor, input, input.sessionId, now);
  if (input.assessmentId === null || input.startsAt === null) throw invalidField('assessmentId', 'Choose the assessment or the live session.');
  const startsAt = new Date(input.startsAt);
  const assessmentId = input.assessmentId;
  if (startsAt.getTime() <= now.getTime()) throw invalidField('startsAt', 'Choose an appointment in the future.');
  if (startsAt.getTime() - now.getTime() > MAX_LINK_VALIDITY_DAYS * 86_400_000) {
    throw invalidField('startsAt', `Choose an appointment within ${MAX_LINK_VALIDITY_DAYS} days.`);
  }
  const examinee = await requireExaminee(db, actor.accountId, input.examineeRecordId);
  const sender = await senderOf(db, actor);
  const video = await videoServiceUrl(context);
  const window = vppLinkWindow(startsAt);
  const extra: PlaceholderValues = {
    startsAt: formatInstant(startsAt.toISOString(), bcp47(input.locale), sender.timeZone),
    videoLink: video ?? render(VIDEO_LINK_TO_FOLLOW[input.locale], { examinerName: sender.examinerName }),
  };
  const draft: Draft = { ...input, kind: 'vppInvitation', respondent: 'examinee', examinee };
  const messageId = await db.transaction(async (tx) => {
    const target = { assessmentId };
    if ((await examineeOfTarget(tx, actor.accountId, target)) !== examinee.id) throw notFound('The assessment');
    const link = await createLink(
      tx,
      actor,
      target,
      // The link is open from an hour before the appointment until a day after it.
      { respondent: 'examinee', locale: input.locale, validForDays: Math.ceil((window.expiresAt.getTime() - window.opensAt.getTime()) / 86_400_000), window },
      'remote',
      now,
    );
    await recordAudit(tx, actor, { action: 'assessment.vppEmail', entity: 'remoteLink', entityId: link.id }, now);
    return queueMessage(tx, context, actor, draft, link, sender, extra, now);
  });
  return queued(context, actor, messageId, now);
}
