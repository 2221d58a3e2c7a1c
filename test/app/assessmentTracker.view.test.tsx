/**
 * The assessment tracker's screens through the real store (issue #17): staff state their reason,
 * look an assessment up by its id, read its timeline (an ordered list, in their time zone) with the
 * examinee hidden, show the names with a second reason, and change a status with a reason.
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { TrackerQuery } from '../../src/contract/services/assessmentTracker';
import type { InternalUserIdentity } from '../../src/domain/identity';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { REVEAL_REASON, REVEALED, TRACKER, TRACKER_REASON } from './assessmentTrackerFixtures';
import { IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const { accountLabels: _labels, itemEntryVerificationCode: _code, ...base } = IDENTITY;
const STAFF: InternalUserIdentity = {
  ...base,
  userName: 'backoffice',
  firstName: 'Bob',
  lastName: 'Backoffice',
  internalUser: true,
  permissions: ROLE_PERMISSIONS.backOffice.map((permissionName) => ({ permissionName })),
  preferences: { ...IDENTITY.preferences, isInternalUser: true, timeZone: { timeZoneName: 'Copenhagen', timeZoneCode: 'Europe/Copenhagen' } },
};

function start(path: string) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => STAFF,
      'backOffice.trackerByAssessmentId': (request) => ((request.query as TrackerQuery).reveal ? REVEALED : TRACKER),
      'backOffice.trackerStatusUpdate': () => ({ ...TRACKER, emails: [{ ...TRACKER.emails[0], canResolve: false, deliveryResolvedAt: '2026-11-26T10:00:00.000Z' }] }),
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http };
}

async function stateReason(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Reason' }, { timeout: 10_000 }), TRACKER_REASON);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('the assessment tracker', () => {
  it('is a part of the back office home', async () => {
    start('/back-office');
    expect(await screen.findByRole('link', { name: 'Assessment tracker' }, { timeout: 10_000 })).toHaveAttribute('href', '/back-office/tracker');
  });

  it('finds an assessment by id and shows its timeline oldest first in the user’s time zone, with the examinee hidden', async () => {
    const user = userEvent.setup();
    const { http, history } = start('/back-office/tracker');
    await stateReason(user);
    const byId = await screen.findByRole('form', { name: 'By assessment ID' });
    await user.type(within(byId).getByRole('textbox', { name: 'Assessment ID' }), 'forty-two');
    await user.click(within(byId).getByRole('button', { name: 'Find' }));
    expect(await within(byId).findByText('Enter a whole number above 0.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'backOffice.trackerByAssessmentId')).toBe(false);

    await user.clear(within(byId).getByRole('textbox', { name: 'Assessment ID' }));
    await user.type(within(byId).getByRole('textbox', { name: 'Assessment ID' }), '42');
    await user.click(within(byId).getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessment 42' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/back-office/accounts/2/assessments/42/tracker');
    expect(http.calls.filter((call) => call.operationId === 'backOffice.trackerByAssessmentId')).toHaveLength(1);

    const summary = screen.getByRole('region', { name: 'Assessment' });
    expect(within(summary).getAllByText('Hidden')).toHaveLength(3);
    const timeline = within(screen.getByRole('region', { name: 'Timeline' })).getByRole('list');
    const events = within(timeline).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      '2026-11-02 10:00 AM Created · Assessment 42 by Dr. Emma Examiner',
      '2026-11-02 10:01 AM Link created · Link 5 by Dr. Emma Examiner',
      '2026-11-02 10:05 AM Submitted · Assessment 42',
      '2026-11-02 10:05 AM Scored · Assessment 42',
      '2026-11-02 10:06 AM Report generated · Report 3 · Score report by Dr. Emma Examiner',
    ]);
    expect(within(events[0] as HTMLElement).getByText('2026-11-02 10:00 AM').closest('time')).toHaveAttribute('dateTime', '2026-11-02T09:00:00.000Z');
  });

  it('shows names and responses only after a second stated reason', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/accounts/2/assessments/42/tracker');
    await stateReason(user);
    await user.click(await screen.findByRole('button', { name: 'Show names and responses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Show names and responses' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for showing them' }), 'short');
    await user.click(within(dialog).getByRole('button', { name: 'Show' }));
    expect(await within(dialog).findByText('State the reason in at least 10 characters.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Reason for showing them' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for showing them' }), REVEAL_REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Show' }));

    const summary = await screen.findByRole('region', { name: 'Assessment' });
    expect(await within(summary).findByText('Trackwell, Tamsin')).toBeInTheDocument();
    expect(within(summary).queryByText('Hidden')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('The change was made.')).not.toBeInTheDocument();
    expect(http.calls.filter((call) => call.operationId === 'backOffice.trackerByAssessmentId').map((call) => call.request)).toEqual([
      { params: { assessmentId: 42 }, query: { reason: TRACKER_REASON, accountId: 2 } },
      { params: { assessmentId: 42 }, query: { reason: TRACKER_REASON, accountId: 2, reveal: true, revealReason: REVEAL_REASON } },
    ]);
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getByText(`Reason: ${REVEAL_REASON}`)).toBeInTheDocument();
    expect(timeline.getAllByRole('listitem').at(-1)).toHaveTextContent(/Names and responses shown to Q-global staff · Assessment 42 by Bob Backoffice \(Q-global staff\)/);
  });

  it('changes a status with a reason: only the changes open are offered', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/accounts/2/assessments/42/tracker');
    await stateReason(user);
    await user.click(await screen.findByRole('button', { name: 'Change status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change the status' });
    const select = within(dialog).getByRole('combobox', { name: 'Change' });
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['Choose a change', 'Reopen the submitted assessment', 'Mark the failed delivery of e-mail 9 resolved']);
    await user.selectOptions(select, 'Mark the failed delivery of e-mail 9 resolved');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for the change' }), 'Ticket 4711: the address was corrected.');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('The change was made.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'backOffice.trackerStatusUpdate')?.request).toMatchObject({
      params: { accountId: 2, assessmentId: 42 },
      body: { action: 'resolveEmail', messageId: 9, reason: 'Ticket 4711: the address was corrected.' },
    });
  });
});
