/**
 * E-mail to examinees through a real SMTP server started inside the test: the mailed link
 * works (its SHA-256 is the link's stored hash) and is never stored; resending replaces the
 * token; video-proctored invitations; the send screen; templates and who may change them;
 * tenancy. The delivery job runs on pg-boss as in production.
 */
import { eq } from 'drizzle-orm';
import type { EmailMessageSummary, EmailPage, EmailTemplate } from '../../src/contract/services/email';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import { auditLog, emailMessages, remoteLinks } from '../../src/server/db/schema';
import { tokenHash } from '../../src/server/services/remoteLinks/linkStore';
import { previewExpiry } from '../../src/app/features/remoteAdministration/emailPreview';
import { calendarDateIn } from '../../src/domain/format/instantFormat';
import { DEFAULT_LINK_VALIDITY_DAYS } from '../../src/domain/remoteLink';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { freePort, linkOf, readMail, startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtpServer';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
const FACADE = '/assessment-facade';
const BASE_URL = 'https://assess.example.org';
let test: TestApp;
let smtp: TestSmtpServer;
let examiner: Api;
let admin: Api;
let other: Api;
let examinerId: number;
let examinee: Examinee;

async function newAssessment(api: Api = examiner, examineeRecordId = examinee.id, examinerUserId = examinerId): Promise<Assessment> {
  const response = await api('POST', `${FACADE}/assessments`, { examineeRecordId, productId: 'phq9', administrationDate: '2024-05-06', examinerId: examinerUserId });
  expect(response.statusCode).toBe(201);
  return response.json<Assessment>();
}

const send = (api: Api, body: object) => api('POST', `${FACADE}/emails`, { examineeRecordId: examinee.id, recipientAddress: 'robin@example.org', recipientName: 'Robin Tester', ...body });
const history = async () => (await examiner('GET', `${FACADE}/examinees/${examinee.id}/emails`)).json<EmailMessageSummary[]>();

/** Polls the history until the message is in one of `states` (the jest timeout bounds the wait). */
async function settled(messageId: number, states: readonly string[] = ['sent', 'failed']): Promise<EmailMessageSummary> {
  for (;;) {
    const message = (await history()).find((candidate) => candidate.id === messageId);
    if (message && states.includes(message.state)) return message;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The messages the SMTP server received for `address`. */
const receivedBy = (address: string): ReceivedMail[] => smtp.received.filter((mail) => mail.to.includes(address));

beforeAll(async () => {
  const port = await freePort();
  smtp = await startSmtpServer(port);
  test = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}`, publicBaseUrl: BASE_URL, mailRetryLimit: 2, mailRetryDelaySeconds: 1 });
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  examinerId = await selfUserId(examiner);
  examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ firstName: 'Robin', lastName: 'Tester' }))).json<Examinee>();
});
afterAll(async () => {
  await test.close();
  await smtp.close();
});

describe('assessment.sendEmail', () => {
  it('queues the message, and the SMTP server receives a working link that was never stored', async () => {
    const assessment = await newAssessment();
    const response = await send(examiner, { assessmentId: assessment.id, recipientAddress: 'first@example.org', locale: 'en_us', validForDays: 7 });
    expect(response.statusCode).toBe(201);
    const queued = response.json<EmailMessageSummary>();
    expect(queued).toMatchObject({ kind: 'qosaInvitation', recipientAddress: 'first@example.org', locale: 'en_us', linkState: 'sent', assessmentIds: [assessment.id], createdByName: 'Dr. Emma Examiner' });
    expect(['queued', 'sent']).toContain(queued.state);

    const sent = await settled(queued.id);
    expect(sent).toMatchObject({ state: 'sent', lastError: null, attempts: [{ attempt: 1, outcome: 'sent', error: null }] });
    expect(sent.sentAt).not.toBeNull();
    const [mail] = receivedBy('first@example.org');
    expect(receivedBy('first@example.org')).toHaveLength(1);
    const read = await readMail(mail?.raw ?? '');
    expect(read.headers.get('subject')).toBe(sent.subject);
    expect(sent.subject).not.toMatch(/Robin|PHQ|Tester/);
    expect(read.headers.get('from')).toContain('no-reply@localhost');
    expect(read.text).toContain('Hello Robin Tester,');
    const { url, token } = linkOf(read);
    expect(url).toBe(`${BASE_URL}/osa#${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(read.html).toContain(`<a href="${url}">`);

    const [link] = await test.db.select().from(remoteLinks).where(eq(remoteLinks.id, sent.linkId ?? -1));
    expect(link?.tokenHash).toBe(tokenHash(token));
    expect(link).toMatchObject({ assessmentId: assessment.id, respondent: 'examinee', locale: 'en_us', kind: 'remote' });
    // The mailed link opens the player.
    const opened = await test.app.inject({ method: 'POST', url: `/qg-services${FACADE}/osa/open`, payload: { token } });
    expect(opened.statusCode).toBe(200);
    expect(opened.json<{ assessments: { assessmentId: number }[] }>().assessments.map((form) => form.assessmentId)).toEqual([assessment.id]);
    const [stored] = await test.db.select().from(emailMessages).where(eq(emailMessages.id, sent.id));
    expect(stored?.body).toContain('{link}');
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(stored?.transportMessageId).toBe(read.headers.get('message-id'));
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.entityId, String(sent.id)));
    expect(audit.map((row) => row.action)).toContain('assessment.sendEmail');
  });

  it('resends an open link with a new token: the old address stops working', async () => {
    const assessment = await newAssessment();
    const first = await settled((await send(examiner, { assessmentId: assessment.id, recipientAddress: 'resend@example.org' })).json<EmailMessageSummary>().id);
    const firstToken = linkOf(await readMail(receivedBy('resend@example.org')[0]?.raw ?? '')).token;
    const again = await send(examiner, { linkId: first.linkId, recipientAddress: 'resend@example.org' });
    expect(again.statusCode).toBe(201);
    const second = await settled(again.json<EmailMessageSummary>().id);
    expect(second.linkId).toBe(first.linkId);
    const secondToken = linkOf(await readMail(receivedBy('resend@example.org')[1]?.raw ?? '')).token;
    expect(secondToken).not.toBe(firstToken);
    const [link] = await test.db.select().from(remoteLinks).where(eq(remoteLinks.id, first.linkId ?? -1));
    expect(link?.tokenHash).toBe(tokenHash(secondToken));

    // A revoked link is not resent.
    expect((await examiner('POST', `${FACADE}/links/${first.linkId}/revoke`, {})).statusCode).toBe(200);
    expect((await send(examiner, { linkId: first.linkId })).json()).toMatchObject({ status: 409, code: 'conflict' });
  });

  it('writes the message in the chosen language with the expiry in the examiner\'s time zone', async () => {
    const assessment = await newAssessment();
    const sent = await settled((await send(examiner, { assessmentId: assessment.id, recipientAddress: 'deutsch@example.org', locale: 'de_de', respondent: 'parent', recipientName: 'Sam Tester' })).json<EmailMessageSummary>().id);
    const read = await readMail(receivedBy('deutsch@example.org')[0]?.raw ?? '');
    expect(read.text).toContain('Guten Tag Sam Tester,');
    expect(read.text).toMatch(/Der Link gilt bis \d+\. \w+ \d{4}/);
    // The demo examiner's time zone is US Eastern.
    expect(read.text).toMatch(/GMT-[45]|EST|EDT|Nordamerikanische/);
    // The expiry reads exactly as the SPA's preview of the message showed it on the day of sending.
    const today = calendarDateIn(test.clock.now().toISOString(), 'America/New_York') ?? '';
    expect(read.text).toContain(`Der Link gilt bis ${previewExpiry(today, DEFAULT_LINK_VALIDITY_DAYS, 'de_de', 'America/New_York')}.`);
    const [link] = await test.db.select().from(remoteLinks).where(eq(remoteLinks.id, sent.linkId ?? -1));
    expect(link).toMatchObject({ respondent: 'parent', locale: 'de_de' });
  });

  it('takes a subject and body for this message only, under the template rules', async () => {
    const assessment = await newAssessment();
    const custom = await send(examiner, { assessmentId: assessment.id, recipientAddress: 'custom@example.org', subject: 'Note from {examinerName}', body: 'Dear {recipientName}, {link} works until {expiresAt}.' });
    const sent = await settled(custom.json<EmailMessageSummary>().id);
    expect(sent.subject).toBe('Note from Dr. Emma Examiner');
    expect((await readMail(receivedBy('custom@example.org')[0]?.raw ?? '')).text).toMatch(new RegExp(`^Dear Robin Tester, ${BASE_URL.replace(/\./g, '\\.')}/osa#\\S+ works until`));

    const leaky = await send(examiner, { assessmentId: assessment.id, subject: 'Results for {examineeName}', body: 'Hi {link}' });
    expect(leaky.json()).toMatchObject({ status: 400, code: 'validation', errors: [{ field: 'subject' }] });
    const linkless = await send(examiner, { assessmentId: assessment.id, body: 'No link' });
    expect(linkless.json()).toMatchObject({ status: 400, errors: [{ field: 'body' }] });
  });

  it('sends a session: one link answers each of its assessments, and the history names them', async () => {
    const first = await newAssessment();
    const second = await newAssessment();
    const created = await examiner('POST', '/prosa-facade/sessions', { examineeRecordId: examinee.id, assessmentIds: [first.id, second.id], title: 'Intake' });
    expect(created.statusCode).toBe(201);
    const sessionId = created.json<{ id: number }>().id;
    const response = await send(examiner, { sessionId, recipientAddress: 'session@example.org' });
    expect(response.statusCode).toBe(201);
    const sent = await settled(response.json<EmailMessageSummary>().id);
    expect(sent).toMatchObject({ state: 'sent', assessmentIds: [first.id, second.id] });
    const [link] = await test.db.select().from(remoteLinks).where(eq(remoteLinks.id, sent.linkId ?? -1));
    expect(link).toMatchObject({ sessionId, assessmentId: null });
    expect(link?.tokenHash).toBe(tokenHash(linkOf(await readMail(receivedBy('session@example.org')[0]?.raw ?? '')).token));
    expect((await send(other, { sessionId })).statusCode).toBe(404);
  });

  it('refuses a scored assessment, two targets and a bad address', async () => {
    const assessment = await newAssessment();
    const scored = await examiner('PUT', `${FACADE}/assessments/${assessment.id}`, {
      version: assessment.version, responses: phq9Responses([0, 1, 0, 1, 0, 1, 0, 0, 0], 0), administrationDate: '2024-05-06', examinerId, status: 'scored',
    });
    expect(scored.statusCode).toBe(200);
    expect((await send(examiner, { assessmentId: assessment.id })).json()).toMatchObject({ status: 409, code: 'conflict' });
    expect((await send(examiner, { assessmentId: assessment.id, linkId: 1 })).statusCode).toBe(400);
    expect((await send(examiner, { assessmentId: assessment.id, recipientAddress: 'not an address' })).json()).toMatchObject({ status: 400, errors: [{ field: 'recipientAddress' }] });
  });
});

describe('assessment.vppEmail', () => {
  it('invites to an appointment: the link opens an hour before it and expires a day after it', async () => {
    const assessment = await newAssessment();
    const startsAt = new Date(test.clock.now().getTime() + 2 * 86_400_000);
    startsAt.setUTCSeconds(0, 0);
    const response = await examiner('POST', `${FACADE}/emails/vpp`, {
      examineeRecordId: examinee.id, assessmentId: assessment.id, recipientAddress: 'video@example.org', recipientName: 'Robin Tester', locale: 'en_gb', startsAt: startsAt.toISOString(),
    });
    expect(response.statusCode).toBe(201);
    const sent = await settled(response.json<EmailMessageSummary>().id);
    expect(sent).toMatchObject({ kind: 'vppInvitation', state: 'sent', subject: 'An invitation from Dr. Emma Examiner of Demo Clinic' });
    const [link] = await test.db.select().from(remoteLinks).where(eq(remoteLinks.id, sent.linkId ?? -1));
    expect(link?.startsAt.getTime()).toBe(startsAt.getTime() - 3_600_000);
    expect(link?.expiresAt.getTime()).toBe(startsAt.getTime() + 86_400_000);
    const read = await readMail(receivedBy('video@example.org')[0]?.raw ?? '');
    // No video service is configured: the examiner sends its address.
    expect(read.text).toContain('Video call: Dr. Emma Examiner will send you the address of the video call before the appointment.');
    expect(link?.tokenHash).toBe(tokenHash(linkOf(read).token));

    const past = await examiner('POST', `${FACADE}/emails/vpp`, { examineeRecordId: examinee.id, assessmentId: assessment.id, recipientAddress: 'video@example.org', startsAt: '2020-01-01T10:00:00Z' });
    expect(past.json()).toMatchObject({ status: 400, errors: [{ field: 'startsAt' }] });
  });
});

describe('assessment.emailPage', () => {
  it('lists the examinee\'s assessments that can be answered remotely now, the templates and the defaults', async () => {
    const pageExaminee = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ email: 'page@example.org' }))).json<Examinee>();
    const open = await newAssessment(examiner, pageExaminee.id);
    const scored = await newAssessment(examiner, pageExaminee.id);
    await examiner('PUT', `${FACADE}/assessments/${scored.id}`, {
      version: scored.version, responses: phq9Responses([0, 1, 0, 1, 0, 1, 0, 0, 0], 0), administrationDate: '2024-05-06', examinerId, status: 'scored',
    });
    const response = await examiner('GET', `${FACADE}/examinees/${pageExaminee.id}/email-page`);
    expect(response.statusCode).toBe(200);
    const page = response.json<EmailPage>();
    expect(page).toMatchObject({
      examinee: { examineeRecordId: pageExaminee.id, email: 'page@example.org' },
      accountName: 'Demo Clinic',
      examinerName: 'Dr. Emma Examiner',
      defaultLocale: 'en_us',
      defaultValidForDays: 14,
      maxValidForDays: 90,
      videoServiceConfigured: false,
    });
    expect(page.assessments).toEqual([expect.objectContaining({ assessmentId: open.id, productCode: 'PHQ-9', status: 'draft' })]);
    expect(page.templates).toHaveLength(22);
  });
});

describe('templates', () => {
  const path = (kind: string, locale: string) => `${FACADE}/email-templates/${kind}/${locale}`;

  it('lists every kind and locale, built in until an account administrator changes one', async () => {
    const templates = (await examiner('GET', `${FACADE}/email-templates`)).json<EmailTemplate[]>();
    expect(templates).toHaveLength(22);
    expect(templates.every((template) => !template.customized && template.body.includes('{link}'))).toBe(true);
  });

  it('lets an account administrator change and reset a template, not an examiner; the change is the account\'s own', async () => {
    const edit = { subject: 'Your link from {accountName}', body: 'Hi {recipientName}!\n\n{link}\n\nUntil {expiresAt}.' };
    expect((await examiner('PUT', path('qosaInvitation', 'fr_ca'), edit)).statusCode).toBe(403);
    const changed = await admin('PUT', path('qosaInvitation', 'fr_ca'), edit);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<EmailTemplate>()).toMatchObject({ ...edit, kind: 'qosaInvitation', locale: 'fr_ca', customized: true, updatedByName: expect.any(String) });
    const listed = (await examiner('GET', `${FACADE}/email-templates`)).json<EmailTemplate[]>();
    expect(listed.find((template) => template.locale === 'fr_ca' && template.kind === 'qosaInvitation')).toMatchObject({ customized: true, subject: edit.subject });
    const elsewhere = (await other('GET', `${FACADE}/email-templates`)).json<EmailTemplate[]>();
    expect(elsewhere.find((template) => template.locale === 'fr_ca' && template.kind === 'qosaInvitation')?.customized).toBe(false);

    const assessment = await newAssessment();
    const sent = await settled((await send(examiner, { assessmentId: assessment.id, recipientAddress: 'template@example.org', locale: 'fr_ca' })).json<EmailMessageSummary>().id);
    expect(sent.subject).toBe('Your link from Demo Clinic');
    expect((await readMail(receivedBy('template@example.org')[0]?.raw ?? '')).text).toMatch(/^Hi Robin Tester!/);

    expect((await examiner('DELETE', path('qosaInvitation', 'fr_ca'))).statusCode).toBe(403);
    const reset = await admin('DELETE', path('qosaInvitation', 'fr_ca'));
    expect(reset.json<EmailTemplate>()).toMatchObject({ customized: false, updatedAt: null });
    expect(reset.json<EmailTemplate>().subject).toContain('{examinerName}');
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.entityId, 'qosaInvitation/fr_ca'));
    // The changes, and the examiner's refused attempts, each with its outcome and request.
    expect(audit.map((row) => `${row.action} ${row.outcome}`).sort()).toEqual([
      'assessment.resetEmailTemplate forbidden',
      'assessment.resetEmailTemplate ok',
      'assessment.updateEmailTemplate forbidden',
      'assessment.updateEmailTemplate ok',
    ]);
    expect(new Set(audit.map((row) => row.requestId)).size).toBe(4);
  });

  it('refuses a template that breaks the rules, naming the field', async () => {
    const noLink = await admin('PUT', path('qosaInvitation', 'en_us'), { subject: 'Hello', body: 'No link' });
    expect(noLink.json()).toMatchObject({ status: 400, code: 'validation', errors: [{ field: 'body' }] });
    const leaky = await admin('PUT', path('vppInvitation', 'en_us'), { subject: 'Appointment on {startsAt} for {examineeName}', body: '{link}' });
    expect(leaky.json()).toMatchObject({ status: 400, errors: [{ field: 'subject' }] });
    const unknown = await admin('PUT', path('qosaInvitation', 'en_us'), { subject: 'Hello', body: '{link} {score}' });
    expect(unknown.json()).toMatchObject({ status: 400, errors: [{ field: 'body', message: expect.stringContaining('{score}') }] });
    expect((await admin('PUT', path('weekly', 'en_us'), { subject: 'a', body: '{link}' })).statusCode).toBe(400);
  });
});

describe('tenancy', () => {
  it('answers 404 for another account\'s examinee, assessment and link, and for another examinee\'s assessment', async () => {
    const assessment = await newAssessment();
    const sent = (await send(examiner, { assessmentId: assessment.id, recipientAddress: 'tenancy@example.org' })).json<EmailMessageSummary>();
    expect((await other('GET', `${FACADE}/examinees/${examinee.id}/emails`)).statusCode).toBe(404);
    expect((await other('GET', `${FACADE}/examinees/${examinee.id}/email-page`)).statusCode).toBe(404);
    expect((await send(other, { assessmentId: assessment.id })).statusCode).toBe(404);
    expect((await send(other, { linkId: sent.linkId })).statusCode).toBe(404);

    const otherUserId = await selfUserId(other);
    const theirs = (await other('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
    const theirAssessment = await newAssessment(other, theirs.id, otherUserId);
    expect((await send(examiner, { assessmentId: theirAssessment.id })).statusCode).toBe(404);
    expect((await other('POST', `${FACADE}/emails`, { examineeRecordId: theirs.id, assessmentId: assessment.id, recipientAddress: 'x@example.org' })).statusCode).toBe(404);

    const sibling = (await examiner('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
    const siblingAssessment = await newAssessment(examiner, sibling.id);
    expect((await send(examiner, { assessmentId: siblingAssessment.id })).statusCode).toBe(404);
    expect((await send(examiner, { linkId: sent.linkId, examineeRecordId: sibling.id })).statusCode).toBe(404);
  });
});
