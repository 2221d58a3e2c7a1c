/** Plain-data fixtures of remote administration tests: links, the send screen, messages. */
import type { EmailMessageSummary, EmailPage, EmailTemplate } from '../../src/contract/services/email';
import type { RemoteLinkSummary } from '../../src/contract/services/remoteLinks';
import { ASSESSMENT, EXAMINEE } from './support/fixtures';

/** A remote link of {@link ASSESSMENT}, sent, unless told otherwise. */
export const link = (id: number, overrides: Partial<RemoteLinkSummary> = {}): RemoteLinkSummary => ({
  id,
  assessmentId: ASSESSMENT.id,
  sessionId: null,
  kind: 'remote',
  respondent: 'examinee',
  locale: 'en_us',
  state: 'sent',
  createdAt: `2024-05-01T0${id}:00:00.000Z`,
  createdByName: 'Erin Examiner',
  startsAt: `2024-05-01T0${id}:00:00.000Z`,
  expiresAt: '2024-05-15T09:00:00.000Z',
  openedAt: null,
  launchedAt: null,
  completedAt: null,
  revokedAt: null,
  emailedTo: null,
  ...overrides,
});

/** The account's invitation template in US English. */
export const TEMPLATE: EmailTemplate = {
  kind: 'qosaInvitation',
  locale: 'en_us',
  subject: 'A questionnaire from {accountName}',
  body: 'Dear {recipientName},\n\n{examinerName} asks you to answer a questionnaire about {examineeName}:\n{link}\n\nThe link works until {expiresAt}.',
  customized: false,
  updatedAt: null,
  updatedByName: null,
};

/** The account's video-session invitation template in US English. */
export const VPP_TEMPLATE: EmailTemplate = {
  kind: 'vppInvitation',
  locale: 'en_us',
  subject: 'An invitation from {examinerName}',
  body: 'Dear {recipientName},\n\nOur video appointment is on {startsAt}.\nVideo call: {videoLink}\n\nOpen this link when it begins:\n{link}\n\nIt works until {expiresAt}.',
  customized: false,
  updatedAt: null,
  updatedByName: null,
};

/** What assessment.emailPage answers for {@link EXAMINEE}. */
export const EMAIL_PAGE: EmailPage = {
  examinee: { examineeRecordId: EXAMINEE.id, firstName: EXAMINEE.firstName, lastName: EXAMINEE.lastName, email: 'maya@example.org' },
  accountName: 'Demo Clinic',
  examinerName: 'Erin Examiner',
  defaultLocale: 'en_us',
  assessments: [{ assessmentId: ASSESSMENT.id, productCode: 'PHQ-9', productName: 'Patient Health Questionnaire', administrationDate: '2024-05-01', status: 'draft', languages: ['en_us'] }],
  templates: [
    TEMPLATE,
    { ...TEMPLATE, locale: 'de_de', subject: 'Ein Fragebogen von {accountName}', body: 'Hallo {recipientName},\n{link}' },
    VPP_TEMPLATE,
    { ...VPP_TEMPLATE, locale: 'de_de', subject: 'Eine Einladung von {examinerName}', body: 'Hallo {recipientName}, Termin am {startsAt}. Video: {videoLink}\n{link}' },
  ],
  defaultValidForDays: 14,
  maxValidForDays: 90,
  videoServiceConfigured: false,
};

/** A queued message carrying link `linkId`. */
export const message = (id: number, overrides: Partial<EmailMessageSummary> = {}): EmailMessageSummary => ({
  id,
  kind: 'qosaInvitation',
  examineeRecordId: EXAMINEE.id,
  recipientAddress: 'maya@example.org',
  recipientName: 'Maya Okafor',
  locale: 'en_us',
  subject: 'A questionnaire from Demo Clinic',
  state: 'queued',
  attempts: [],
  lastError: null,
  createdAt: '2024-05-01T09:00:00.000Z',
  createdByName: 'Erin Examiner',
  sentAt: null,
  linkId: 1,
  linkState: 'sent',
  assessmentIds: [ASSESSMENT.id],
  ...overrides,
});
