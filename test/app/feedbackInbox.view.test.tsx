/**
 * The feedback inbox's screens through the real store (issue #17): staff open the inbox from the
 * back office's home, state their reason, open a piece of feedback, assign it to themselves,
 * answer the sender and close it.
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { FeedbackItem } from '../../src/contract/services/feedbackInbox';
import { FEEDBACK_ITEM, INBOX_FEEDBACK, INBOX_REASON, STAFF_MEMBERS } from './feedbackInboxFixtures';
import { staffIdentity } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const STAFF = staffIdentity('backOffice');

function start(path: string) {
  let current: FeedbackItem = FEEDBACK_ITEM;
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => STAFF,
      'backOffice.feedbackStaff': () => STAFF_MEMBERS,
      'backOffice.feedbackInbox': () => ({ items: [INBOX_FEEDBACK], total: 1, page: 1, pageSize: 25 }),
      'backOffice.feedbackItem': () => current,
      'backOffice.assignFeedback': () => {
        current = { ...current, status: 'assigned', assignee: { id: 8, name: 'Sue Support' }, actions: ['assign', 'answer', 'close'] };
        return current;
      },
      'backOffice.answerFeedback': (request) => {
        const { message } = request.body as { message: string };
        current = { ...current, status: 'answered', answers: [{ id: 1, authorName: 'Sue Support', message, createdAt: '2026-11-26T10:00:00.000Z', email: { state: 'queued', sentAt: null } }] };
        return current;
      },
      'backOffice.closeFeedback': () => {
        current = { ...current, status: 'closed', actions: ['reopen'] };
        return current;
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http };
}

describe('the feedback inbox', () => {
  it('is a part of the back office’s home', async () => {
    start('/back-office');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Feedback inbox' })).toHaveAttribute('href', '/back-office/feedback');
  });

  it('lists new feedback once the reason is stated, linking to each', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/feedback');
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }, { timeout: 10_000 }), INBOX_REASON);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const results = await screen.findByRole('region', { name: 'Feedback' });
    const row = (await within(results).findByText('Demo Clinic')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Dr. Emma Examiner');
    expect(row).toHaveTextContent('Something does not work');
    expect(row).toHaveTextContent('Nobody');
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/back-office/accounts/2/feedback/41');
    expect(http.calls.find((call) => call.operationId === 'backOffice.feedbackInbox')?.request).toMatchObject({ query: { reason: INBOX_REASON, status: 'new' } });
  });

  it('assigns, answers and closes a piece of feedback', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/accounts/2/feedback/41');
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }, { timeout: 10_000 }), INBOX_REASON);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('The score table is hard to read on a tablet.')).toBeInTheDocument();
    expect(screen.getByText('Assign the feedback before answering it.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Answer the sender' })).not.toBeInTheDocument();

    const assignPanel = screen.getByRole('region', { name: 'Assign' });
    await user.selectOptions(within(assignPanel).getByRole('combobox', { name: 'Staff member' }), 'Sue Support');
    await user.click(within(assignPanel).getByRole('button', { name: 'Assign' }));
    const answerForm = await screen.findByRole('form', { name: 'Answer the sender' });
    expect(within(answerForm).getByText('The sender gets it as a notification and by e-mail.')).toBeInTheDocument();
    await user.click(within(answerForm).getByRole('button', { name: 'Send the answer' }));
    expect(await within(answerForm).findByText('Write the answer.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'backOffice.answerFeedback')).toBe(false);

    await user.type(within(answerForm).getByRole('textbox', { name: 'Answer' }), 'The next release shows the table in a larger type.');
    await user.click(within(answerForm).getByRole('button', { name: 'Send the answer' }));
    const thread = await screen.findByRole('region', { name: 'Answers' });
    expect(await within(thread).findByText('The next release shows the table in a larger type.')).toBeInTheDocument();
    expect(within(thread).getByText('E-mail waiting to be sent')).toBeInTheDocument();
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    expect(within(screen.getByRole('form', { name: 'Answer the sender' })).getByRole('textbox', { name: 'Answer' })).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('button', { name: 'Reopen' })).toBeInTheDocument();
    expect(http.calls.filter((call) => call.operationId.startsWith('backOffice.') && call.operationId.endsWith('Feedback')).map((call) => [call.operationId, call.request.body])).toEqual([
      ['backOffice.assignFeedback', { assigneeId: 8, reason: INBOX_REASON }],
      ['backOffice.answerFeedback', { message: 'The next release shows the table in a larger type.', reason: INBOX_REASON }],
      ['backOffice.closeFeedback', { reason: INBOX_REASON }],
    ]);
  });
});
