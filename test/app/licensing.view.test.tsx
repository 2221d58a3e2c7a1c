import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { FeatureLicense, UsageLedgerEntry } from '../../src/contract/reportTypes';
import type { AccountUserIdentity } from '../../src/domain/identity';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const ADMIN = { ...IDENTITY, userName: 'admin', permissions: ROLE_PERMISSIONS.accountAdministrator.map((permissionName) => ({ permissionName })) };

const LICENSES: FeatureLicense[] = [
  { id: 1, name: 'PHQ-9 reports, 50 usages', kind: 'usage', productId: 'phq9', productCode: 'PHQ-9', reportType: 'score', usagesGranted: 50, usagesUsed: 3, usagesRemaining: 47, validFrom: '2024-01-01', validUntil: '2024-12-31', active: true, status: 'active' },
  { id: 2, name: 'All reports subscription', kind: 'subscription', productId: null, productCode: null, reportType: null, usagesGranted: null, usagesUsed: 0, usagesRemaining: null, validFrom: '2024-01-01', validUntil: '2025-06-30', active: true, status: 'active' },
];

const entry = (id: number, reason: UsageLedgerEntry['reason']): UsageLedgerEntry => ({
  id, at: '2024-05-02T10:00:00.000Z', userName: `User ${id}`, productId: 'phq9', productCode: 'PHQ-9', reportType: 'score',
  reason, usagesCharged: reason === 'usage' ? 1 : 0, usagesAdded: 0, licenseId: 1, licenseName: LICENSES[0]!.name, assessmentId: 34, examineeId: `S-${id}`,
  reportId: id, reportVersion: id, groupReportId: null, batchId: null,
});

function start(identity: AccountUserIdentity = ADMIN) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'assessment.licenses': () => LICENSES,
      'assessment.usageLedger': (request) => {
        const { page } = request.query as { page: number };
        return page === 1
          ? { items: [entry(3, 'regeneration'), entry(2, 'usage')], total: 27, page: 1, pageSize: 25 }
          : { items: [entry(1, 'correction')], total: 27, page: 2, pageSize: 25 };
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/licenses');
  task = app.sagaTask;
  return { ...app, http };
}

describe('licenses and usage page', () => {
  it('lists the licenses and pages through the usage ledger', async () => {
    const user = userEvent.setup();
    const { http } = start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Licenses and usage' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Licenses' })).toHaveAttribute('aria-current', 'page');

    const licenses = screen.getByRole('region', { name: 'Licenses' });
    const usage = (await within(licenses).findByRole('rowheader', { name: 'PHQ-9 reports, 50 usages' })).closest('tr') as HTMLElement;
    expect(usage).toHaveTextContent('3 of 50');
    expect(usage).toHaveTextContent('2024-01-01 to 2024-12-31');
    expect(usage).toHaveTextContent('Active');
    const subscription = within(licenses).getByRole('rowheader', { name: 'All reports subscription' }).closest('tr') as HTMLElement;
    expect(subscription).toHaveTextContent('Unlimited until 2025-06-30');
    expect(subscription).toHaveTextContent('All forms');
    expect(subscription).toHaveTextContent('All report types');

    const ledger = screen.getByRole('region', { name: 'Usage ledger' });
    expect(await within(ledger).findByText('Free regeneration')).toBeInTheDocument();
    // Each table's scrolling region is named after its section, so the two can be told apart.
    expect(within(licenses).getByRole('region', { name: 'Licenses Scrollable table' })).toContainElement(usage);
    expect(within(ledger).getByRole('region', { name: 'Usage ledger Scrollable table' })).toBeInTheDocument();
    expect(within(ledger).getByRole('columnheader', { name: 'Examinee ID' })).toBeInTheDocument();
    expect(within(ledger).getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
      expect.stringContaining('User 3'),
      expect.stringContaining('User 2'),
    ]);
    expect(within(ledger).getByText('Page 1 of 2 · 27 entries')).toBeInTheDocument();
    expect(within(ledger).getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(within(ledger).getByRole('button', { name: 'Next' }));
    expect(await within(ledger).findByText('Free correction')).toBeInTheDocument();
    expect(within(ledger).getByText('Page 2 of 2 · 27 entries')).toBeInTheDocument();
    expect(within(ledger).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(http.calls.filter((call) => call.operationId === 'assessment.usageLedger').map((call) => call.request.query)).toEqual([
      { page: 1, pageSize: 25 },
      { page: 2, pageSize: 25 },
    ]);
  });

  it('is not offered to an examiner', async () => {
    start(IDENTITY);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).not.toHaveTextContent('Licenses and usage');
    expect(screen.queryByRole('link', { name: 'Licenses' })).not.toBeInTheDocument();
  });
});
