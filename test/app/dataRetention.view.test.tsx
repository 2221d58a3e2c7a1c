/**
 * The data-retention staff's screens through the real store (issue #18): staff land on the
 * dashboard, state their reason, see the dormant accounts with the states' counts, open a case,
 * extend its grace period and take the case, each with a reason; and set their e-mail alerts.
 */
import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { AccountCase } from '../../src/contract/services/dataRetention';
import type { InternalUserIdentity } from '../../src/domain/identity';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { ACCOUNT_CASE, ADDRESSES, DORMANT_ACCOUNT, FILTERS, NOTICES, RETENTION_REASON, RETENTION_STAFF } from './dataRetentionFixtures';
import { IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const { accountLabels: _labels, itemEntryVerificationCode: _code, ...base } = IDENTITY;
const STAFF: InternalUserIdentity = {
  ...base,
  userId: 12,
  userName: 'retention',
  firstName: 'Rita',
  lastName: 'Retention',
  internalUser: true,
  permissions: ROLE_PERMISSIONS.dataRetention.map((permissionName) => ({ permissionName })),
  preferences: { ...IDENTITY.preferences, isInternalUser: true },
};

function start(path: string) {
  let current: AccountCase = ACCOUNT_CASE;
  let alerts: string[] = [];
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => STAFF,
      'dataRetention.assignableStaff': () => RETENTION_STAFF,
      'dataRetention.dashboardFilters': () => FILTERS,
      'dataRetention.dormantAccounts': () => ({ items: [DORMANT_ACCOUNT], total: 1, page: 1, pageSize: 25 }),
      'dataRetention.accountCase': () => current,
      'dataRetention.addressData': () => ADDRESSES,
      'dataRetention.notificationDetails': () => NOTICES,
      'dataRetention.gracePeriod': (request) => {
        current = { ...current, dormantDeletionDate: (request.body as { deletionDate: string }).deletionDate };
        return current;
      },
      'dataRetention.assignToUser': (request) => {
        const { assigneeId } = request.body as { assigneeId: number };
        current = { ...current, assignee: RETENTION_STAFF.find((member) => member.id === assigneeId) ?? null };
        return current;
      },
      'dataRetention.emailAlerts': () => ({ alerts, available: [] }),
      'dataRetention.updateEmailAlerts': (request) => {
        alerts = (request.body as { alerts: string[] }).alerts;
        return { alerts, available: [] };
      },
      'dataRetention.userPrivileges': () => [
        { userId: 12, name: 'Rita Retention', userName: 'retention', role: 'dataRetention', holdsDeletePermission: true, mayDelete: false, updatedBy: null, updatedAt: null },
        { userId: 13, name: 'Sam Second', userName: 'sam', role: 'dataRetention', holdsDeletePermission: true, mayDelete: false, updatedBy: null, updatedAt: null },
      ],
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http };
}

async function stateReason(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Reason' }, { timeout: 10_000 }), RETENTION_REASON);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function confirmWithReason(user: ReturnType<typeof userEvent.setup>, button: string, reason: string) {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: button });
  await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), reason);
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('the data-retention screens', () => {
  it('are where data-retention staff land, with the dormant accounts and each state’s count', async () => {
    const user = userEvent.setup();
    start('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Data retention' }, { timeout: 10_000 })).toBeInTheDocument();
    await stateReason(user);
    const results = await screen.findByRole('region', { name: 'Dormant' });
    const row = (await within(results).findByRole('link', { name: 'Other Practice' })).closest('tr') as HTMLElement;
    expect(within(results).getByRole('link', { name: 'Other Practice' })).toHaveAttribute('href', '/data-retention/accounts/3');
    expect(row).toHaveTextContent('Nobody');
    expect(await screen.findByRole('button', { name: 'Dormant (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Purged (4)' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Data retention' })).toHaveAttribute('href', '/data-retention');
  });

  it('extends the grace period and assigns the case, each with its reason', async () => {
    const user = userEvent.setup();
    const { http } = start('/data-retention/accounts/3');
    await stateReason(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Other Practice' })).toBeInTheDocument();
    expect(await screen.findByText('olga@other.example')).toBeInTheDocument();
    expect(screen.getByText('30 days before deletion')).toBeInTheDocument();
    const grace = screen.getByLabelText('New deletion date');
    await user.type(grace, '2027-01-30');
    await confirmWithReason(user, 'Extend the grace period', 'The clinic asked for more time.');
    await waitFor(() => expect(http.calls.find((entry) => entry.operationId === 'dataRetention.gracePeriod')?.request).toMatchObject({ body: { deletionDate: '2027-01-30', reason: 'The clinic asked for more time.' } }));
    await confirmWithReason(user, 'Assign to me', 'I take the case of Other Practice.');
    const details = screen.getByRole('region', { name: 'Case' });
    await waitFor(() => expect(within(details).getByText('Rita Retention')).toBeInTheDocument());
    expect(http.calls.find((entry) => entry.operationId === 'dataRetention.assignToUser')?.request).toMatchObject({ params: { accountId: 3 }, body: { assigneeId: 12 } });
  });

  it('refuses a reason that is too short before anything is sent', async () => {
    const user = userEvent.setup();
    const { http } = start('/data-retention/accounts/3');
    await stateReason(user);
    await screen.findByRole('heading', { level: 1, name: 'Other Practice' });
    await user.click(screen.getByRole('button', { name: 'Set a legal hold' }));
    const dialog = await screen.findByRole('dialog', { name: 'Set a legal hold' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'court');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByText('State the reason in at least 10 characters.')).toBeInTheDocument();
    expect(http.calls.some((entry) => entry.operationId === 'dataRetention.legalHold')).toBe(false);
  });

  it('keeps the staff member’s alerts and shows the privileges, never their own to change', async () => {
    const user = userEvent.setup();
    const { http } = start('/data-retention/settings');
    const dormant = await screen.findByRole('checkbox', { name: /An account becomes dormant/ }, { timeout: 10_000 });
    await user.click(dormant);
    await user.click(screen.getByRole('button', { name: 'Save the alerts' }));
    await waitFor(() => expect(http.calls.find((entry) => entry.operationId === 'dataRetention.updateEmailAlerts')?.request).toMatchObject({ body: { alerts: ['accountDormant'] } }));
    const privileges = await screen.findByRole('region', { name: 'Who may delete accounts' });
    expect(within(privileges).getByText('Your own (another staff member changes it)')).toBeInTheDocument();
    expect(within(privileges).getByRole('button', { name: 'Allow Sam Second to delete' })).toBeInTheDocument();
  });
});
