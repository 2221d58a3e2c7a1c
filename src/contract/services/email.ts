/**
 * E-mail of the assessment facade: templates per kind and locale (account administrators edit
 * them), the send screen's data, sending a remote link or a video-proctored invitation, and the
 * history of every message with its delivery state.
 */
import * as yup from 'yup';
import { type EmailKind, type EmailState, EMAIL_KINDS } from '../../domain/email';
import { type Locale, SUPPORTED_LOCALES } from '../../domain/locale';
import { PERMISSIONS } from '../../domain/permissions';
import { LINK_RESPONDENTS, type LinkRespondent, type LinkState, linkValidityDaysSchema } from '../../domain/remoteLink';
import { defineOperation } from '../operation';

/** The answered shape of an {@link EmailTemplate}. */
const emailTemplateSchema = yup.object({
  kind: yup.string<EmailKind>().required(),
  locale: yup.string<Locale>().required(),
  subject: yup.string().defined(),
  body: yup.string().defined(),
  /** Whether the account changed it (false: the built-in template). */
  customized: yup.boolean().required(),
  updatedAt: yup.string().nullable().defined(),
  updatedByName: yup.string().nullable().defined(),
});

/** A template as the account uses it: its own edit, or the built-in text ({@link emailTemplateSchema}). */
export type EmailTemplate = yup.InferType<typeof emailTemplateSchema>;

/** The answered shape of an {@link EmailAttempt}. */
const emailAttemptSchema = yup.object({
  attempt: yup.number().integer().required(),
  at: yup.string().required(),
  outcome: yup.string<'sent' | 'failed'>().required(),
  error: yup.string().nullable().defined(),
});

/** One delivery attempt of a message ({@link emailAttemptSchema}). */
export type EmailAttempt = yup.InferType<typeof emailAttemptSchema>;

/** The answered shape of an {@link EmailMessageSummary}, its delivery attempts included. */
const emailMessageSummarySchema = yup.object({
  id: yup.number().integer().required(),
  kind: yup.string<EmailKind>().required(),
  examineeRecordId: yup.number().integer().required(),
  recipientAddress: yup.string().defined(),
  recipientName: yup.string().defined(),
  locale: yup.string<Locale>().required(),
  subject: yup.string().defined(),
  state: yup.string<EmailState>().required(),
  attempts: yup.array(emailAttemptSchema).required(),
  /** The last failure's reason, when the last attempt failed. */
  lastError: yup.string().nullable().defined(),
  createdAt: yup.string().required(),
  createdByName: yup.string().defined(),
  sentAt: yup.string().nullable().defined(),
  linkId: yup.number().integer().nullable().defined(),
  /** The state of the link the message carries, now. */
  linkState: yup.string<LinkState>().nullable().defined(),
  /** The assessments the link answers. */
  assessmentIds: yup.array(yup.number().integer().required()).required(),
});

/** A message of the history ({@link emailMessageSummarySchema}). */
export type EmailMessageSummary = yup.InferType<typeof emailMessageSummarySchema>;

const localeField = yup.mixed<Locale>().oneOf([...SUPPORTED_LOCALES], 'Choose one of the supported languages.');
const kindField = yup.mixed<EmailKind>().oneOf([...EMAIL_KINDS], 'Choose a kind of e-mail.');
const addressField = yup.string().trim().email('Enter a valid e-mail address.').max(254, 'An e-mail address has at most 254 characters.').required('Enter the recipient\'s e-mail address.');
const nameField = yup.string().trim().max(200, 'A name has at most 200 characters.').default('');

/** The templates of the account, every kind and locale. */
export const emailTemplates = defineOperation<Record<string, never>, Record<string, never>, undefined, EmailTemplate[]>({
  id: 'assessment.emailTemplates',
  service: 'assessment',
  method: 'GET',
  path: '/email-templates',
  summary: 'The e-mail templates of the account for every kind and locale (its own edits, else the built-in text).',
  access: [PERMISSIONS.ASSESSMENT_VIEW, PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
  response: 'json',
  responseSchema: yup.array(emailTemplateSchema).required(),
  audit: 'none',
});

/** Path parameters of a template: its kind and locale. */
const templateParamsSchema = yup.object({ kind: kindField.required(), locale: localeField.required() });

/** Body of a template change: the subject and the message. */
const templateBodySchema = yup.object({
  subject: yup.string().trim().max(200, 'A subject has at most 200 characters.').required('Enter a subject.'),
  body: yup.string().trim().max(10_000, 'A message has at most 10,000 characters.').required('Enter the message.'),
});

/** Changes a template of the account (account administrators). */
export const updateEmailTemplate = defineOperation<
  yup.InferType<typeof templateParamsSchema>,
  Record<string, never>,
  yup.InferType<typeof templateBodySchema>,
  EmailTemplate
>({
  id: 'assessment.updateEmailTemplate',
  service: 'assessment',
  method: 'PUT',
  path: '/email-templates/{kind}/{locale}',
  summary: 'Changes an e-mail template of the account; the body must hold {link} and the subject may name only the account and the examiner.',
  access: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
  params: templateParamsSchema,
  body: templateBodySchema,
  response: 'json',
  responseSchema: emailTemplateSchema,
  audit: { entity: 'emailTemplate', id: { params: ['kind', 'locale'] } },
});

/** Returns a template of the account to the built-in text. */
export const resetEmailTemplate = defineOperation<yup.InferType<typeof templateParamsSchema>, Record<string, never>, undefined, EmailTemplate>({
  id: 'assessment.resetEmailTemplate',
  service: 'assessment',
  method: 'DELETE',
  path: '/email-templates/{kind}/{locale}',
  summary: 'Returns an e-mail template of the account to the built-in text.',
  access: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
  params: templateParamsSchema,
  response: 'json',
  responseSchema: emailTemplateSchema,
  audit: { entity: 'emailTemplate', id: { params: ['kind', 'locale'] } },
});

/** The answered shape of an {@link EmailPage}, its templates as the template list answers them. */
const emailPageSchema = yup.object({
  examinee: yup
    .object({ examineeRecordId: yup.number().integer().required(), firstName: yup.string().defined(), lastName: yup.string().defined(), email: yup.string().defined() })
    .required(),
  accountName: yup.string().defined(),
  /** The caller's name, as the {examinerName} placeholder fills it. */
  examinerName: yup.string().defined(),
  /** The caller's language: the default of the message and the player. */
  defaultLocale: yup.string<Locale>().required(),
  /** The examinee's assessments that can be answered remotely now. */
  assessments: yup
    .array(
      yup.object({
        assessmentId: yup.number().integer().required(),
        productCode: yup.string().required(),
        productName: yup.string().defined(),
        administrationDate: yup.string().required(),
        status: yup.string().required(),
        languages: yup.array(yup.string<Locale>().required()).required(),
      }),
    )
    .required(),
  templates: yup.array(emailTemplateSchema).required(),
  defaultValidForDays: yup.number().integer().required(),
  maxValidForDays: yup.number().integer().required(),
  /** Whether a video service is configured (config.json externalHosts.videoService), for VPP invitations. */
  videoServiceConfigured: yup.boolean().required(),
});

/** What the send-e-mail screen needs for an examinee ({@link emailPageSchema}). */
export type EmailPage = yup.InferType<typeof emailPageSchema>;

/** The send-e-mail screen's data. */
export const emailPage = defineOperation<{ examineeRecordId: number }, Record<string, never>, undefined, EmailPage>({
  id: 'assessment.emailPage',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/{examineeRecordId}/email-page',
  summary: 'What the send-e-mail screen needs: the examinee, the assessments that can be sent, the templates and the defaults.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: yup.object({ examineeRecordId: yup.number().integer().positive().required() }),
  response: 'json',
  responseSchema: emailPageSchema,
  audit: { entity: 'examinee', id: { params: 'examineeRecordId' } },
});

const optionalId = yup.number().integer().positive().nullable().default(null);

/** yup schema of {@link SendEmailInput}. */
export const sendEmailSchema = yup
  .object({
    examineeRecordId: yup.number().integer().positive().required('Choose the examinee.'),
    assessmentId: optionalId,
    sessionId: optionalId,
    linkId: optionalId,
    recipientAddress: addressField,
    recipientName: nameField,
    respondent: yup.mixed<LinkRespondent>().oneOf([...LINK_RESPONDENTS], 'Choose who answers.').default('examinee'),
    locale: localeField.default('en_us'),
    validForDays: linkValidityDaysSchema,
    subject: yup.string().trim().max(200, 'A subject has at most 200 characters.').nullable().default(null),
    body: yup.string().trim().max(10_000, 'A message has at most 10,000 characters.').nullable().default(null),
  })
  .test('one-target', 'Send one assessment, one session or one existing link.', (value) =>
    [value.assessmentId, value.sessionId, value.linkId].filter((id) => id !== null && id !== undefined).length === 1,
  );

/**
 * What sending takes ({@link sendEmailSchema}). Exactly one target: an assessment or a session (a
 * new link is created), or an open link (resent: a new token replaces the old one when the message
 * is delivered). `subject` and `body` change the template for this message only.
 */
export type SendEmailInput = yup.InferType<typeof sendEmailSchema>;

/** Sends a remote link by e-mail: the message is queued and delivered by a job. */
export const sendEmail = defineOperation<Record<string, never>, Record<string, never>, SendEmailInput, EmailMessageSummary>({
  id: 'assessment.sendEmail',
  service: 'assessment',
  method: 'POST',
  path: '/emails',
  summary: 'Queues an e-mail with a remote link (new, or an open link resent with a new token); delivery is retried with backoff.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  body: sendEmailSchema,
  response: 'json',
  responseSchema: emailMessageSummarySchema,
  audit: { entity: 'emailMessage', id: { response: 'id' } },
  successStatus: 201,
});

/** yup schema of {@link VppEmailInput}. */
const vppEmailBodySchema = yup
  .object({
    examineeRecordId: yup.number().integer().positive().required('Choose the examinee.'),
    /** An assessment answered on the examinee's own device during a video appointment; `null` with `sessionId`. */
    assessmentId: yup.number().integer().positive().nullable().default(null),
    /** A live session (issue #20) the examinee joins: its appointment and video come from the session; `null` with `assessmentId`. */
    sessionId: yup.number().integer().positive().nullable().default(null),
    recipientAddress: addressField,
    recipientName: nameField,
    locale: localeField.default('en_us'),
    /** ISO instant of the appointment (an assessment's invitation); the link opens from an hour before it. A live session's is its own. */
    startsAt: yup
      .string()
      .nullable()
      .default(null)
      .test('iso', 'Enter a date and time.', (value) => !value || !Number.isNaN(Date.parse(value)))
      .when('sessionId', { is: (id: number | null | undefined) => id === null || id === undefined, then: (schema) => schema.required('Choose the appointment.') }),
    subject: yup.string().trim().max(200).nullable().default(null),
    body: yup.string().trim().max(10_000).nullable().default(null),
  })
  .test('target', 'Choose the assessment or the live session.', function target(value) {
    const chosen = [value.assessmentId, value.sessionId].filter((id) => id !== null && id !== undefined).length;
    return chosen === 1 || this.createError({ path: 'assessmentId', message: 'Choose the assessment or the live session.' });
  });

/** What a video-proctored invitation takes ({@link vppEmailBodySchema}). */
export type VppEmailInput = yup.InferType<typeof vppEmailBodySchema>;

/** E-mails an invitation to a video-proctored session: the appointment, the video service and a link that opens for it. */
export const vppEmail = defineOperation<Record<string, never>, Record<string, never>, VppEmailInput, EmailMessageSummary>({
  id: 'assessment.vppEmail',
  service: 'assessment',
  method: 'POST',
  path: '/emails/vpp',
  summary: 'Queues an invitation to a video-proctored session: the appointment, the video service address and a link that opens an hour before.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  body: vppEmailBodySchema,
  response: 'json',
  responseSchema: emailMessageSummarySchema,
  audit: { entity: 'emailMessage', id: { response: 'id' } },
  successStatus: 201,
});

/** Every e-mail sent for an examinee, newest first, with its delivery state and attempts. */
export const emailHistory = defineOperation<{ examineeRecordId: number }, Record<string, never>, undefined, EmailMessageSummary[]>({
  id: 'assessment.emailHistory',
  service: 'assessment',
  method: 'GET',
  path: '/examinees/{examineeRecordId}/emails',
  summary: 'Every e-mail sent for an examinee, newest first, with its delivery state, attempts and the state of its link.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: yup.object({ examineeRecordId: yup.number().integer().positive().required() }),
  response: 'json',
  responseSchema: yup.array(emailMessageSummarySchema).required(),
  audit: { entity: 'examinee', id: { params: 'examineeRecordId' } },
});

export { SCREENS } from './emailScreens';
