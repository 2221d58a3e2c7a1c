import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { AssessmentSummary } from '../../src/contract/types';
import { ASSESSMENT, EXAMINEE, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { EMAIL_PAGE, message } from './remoteAdministrationFixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const ROW: AssessmentSummary = {
  id: ASSESSMENT.id, productId: 'phq9', productCode: 'PHQ-9', administrationDate: '2024-05-01', status: 'draft',
  examinerName: 'Erin Examiner', headlineScores: [], criticalFlags: 0, updatedAt: '2024-05-01T09:00:00.000Z',
};

const PAGE = {
  ...EMAIL_PAGE,
  assessments: [
    { assessmentId: 34, productCode: 'PHQ-9', productName: 'PHQ-9', administrationDate: '2024-05-01', status: 'draft', languages: ['en_us' as const] },
    { assessmentId: 35, productCode: 'GAD-7', productName: 'GAD-7', administrationDate: '2024-05-01', status: 'draft', languages: ['en_us' as const] },
  ],
};

const HISTORY = [
  message(5, { state: 'sending', recipientAddress: 'now@example.org' }),
  message(3, { state: 'failed', lastError: 'Mailbox unavailable', attempts: [1, 2, 3].map((attempt) => ({ attempt, at: '2024-05-01T09:00:00.000Z', outcome: 'failed' as const, error: 'Mailbox unavailable' })), recipientAddress: 'old@example.org' }),
  message(2, { state: 'retrying', lastError: 'Connection refused', attempts: [{ attempt: 1, at: '2024-05-01T09:00:00.000Z', outcome: 'failed', error: 'Connection refused' }], recipientAddress: 'dad@example.org', recipientName: 'Sam Okafor' }),
  message(1, { state: 'sent', sentAt: '2024-05-01T09:05:00.000Z', linkState: 'completed' }),
];

function start() {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadExamineeAndForms': () => ({ examinee: EXAMINEE, testDate: '2024-05-01', forms: [], unavailable: [] }),
      'assessment.examineeHistory': () => [ROW, { ...ROW, id: 35, productId: 'gad7', productCode: 'GAD-7' }],
      'assessment.examiners': () => [{ userId: 7, name: 'Erin Examiner' }],
      'assessment.emailHistory': () => HISTORY,
      'assessment.emailPage': () => PAGE,
      'prosa.session': () => ({ id: 3, examineeRecordId: EXAMINEE.id, title: '', createdAt: '2024-05-01T09:00:00.000Z', createdByName: 'Erin Examiner', assessments: [] }),
      'assessment.sendEmail': () => message(4, { assessmentIds: [34, 35] }),
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, `/examinees/${EXAMINEE.id}`);
  task = app.sagaTask;
  return { ...app, http };
}

describe("the examinee page's e-mails", () => {
  it('lists every message with its delivery and its link', async () => {
    start();
    const heading = await screen.findByRole('heading', { level: 2, name: 'E-mails' }, { timeout: 10_000 });
    const section = heading.closest('section') as HTMLElement;
    const [sending, ...rows] = (await within(section).findAllByRole('row')).slice(1);
    expect(sending).toHaveTextContent('now@example.org');
    expect(sending).toHaveTextContent('Sending');
    expect(rows[0]).toHaveTextContent('old@example.org');
    expect(rows[0]).toHaveTextContent('Failed after 3 attempts: Mailbox unavailable');
    expect(rows[1]).toHaveTextContent('Sam Okafor');
    expect(rows[1]).toHaveTextContent('Retrying after 1 attempt: Connection refused');
    expect(rows[2]).toHaveTextContent('Sent 2024-05-01 9:05 AM');
    expect(rows[2]).toHaveTextContent('Completed');
    expect(rows[0]).toHaveTextContent('A questionnaire from Demo Clinic');
  });

  it('sends two forms together by e-mail, refusing a single one', async () => {
    const user = userEvent.setup();
    const { http } = start();
    const form = await screen.findByRole('form', { name: 'Send several forms together' }, { timeout: 10_000 });
    await user.click(within(form).getByRole('checkbox', { name: /GAD-7/ }));
    await user.click(within(form).getByRole('button', { name: 'Send by e-mail' }));
    expect(await within(form).findByText('A session has at least two assessments; send a single assessment with its own link.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'prosa.session')).toBe(false);

    await user.click(within(form).getByRole('checkbox', { name: /PHQ-9/ }));
    await user.click(within(form).getByRole('button', { name: 'Send by e-mail' }));
    expect(await within(form).findByText('The e-mail to maya@example.org is queued.')).toBeInTheDocument();
    // The order on screen is the order of answering, whatever the order of ticking.
    expect(http.calls.find((call) => call.operationId === 'prosa.session')?.request.body).toEqual({ examineeRecordId: EXAMINEE.id, assessmentIds: [34, 35], title: '' });
    expect(http.calls.find((call) => call.operationId === 'assessment.sendEmail')?.request.body).toMatchObject({ sessionId: 3, recipientAddress: 'maya@example.org' });
  });
});
