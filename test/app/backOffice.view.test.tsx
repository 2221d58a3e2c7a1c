/**
 * The back office's screens through the real store (issue #17): staff land on the back office,
 * state their reason, find a license, add usages to it with a reason, and see the answer; the
 * shared rules' messages show at the fields.
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { LicenseTermsBody } from '../../src/contract/services/backOffice';
import type { InternalUserIdentity } from '../../src/domain/identity';
import { PERMISSIONS } from '../../src/domain/permissions';
import { DETAIL, LICENSE, REASON, REFERENCE } from './backOfficeFixtures';
import { staffIdentity } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const STAFF = staffIdentity('backOffice');

const CREATED = { ...DETAIL, id: 12, name: 'PHQ-9 group reports, 25 usages', type: 'groupUsage' as const };

function start(path: string, identity: InternalUserIdentity = STAFF) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'backOffice.featureLicenseTypes': () => REFERENCE.types,
      'backOffice.featureLicenseStatuses': () => REFERENCE.statuses,
      'backOffice.optionDataTypes': () => REFERENCE.optionTypes,
      'backOffice.licenseProducts': () => REFERENCE.products,
      'backOffice.domainOptions': (request) => REFERENCE.domains[(request.params as { domain: string }).domain],
      'backOffice.featureLicenses': () => ({ items: [LICENSE], total: 1, page: 1, pageSize: 25 }),
      'backOffice.featureLicense': (request) => ((request.params as { licenseId: number }).licenseId === CREATED.id ? CREATED : DETAIL),
      'backOffice.customerAccounts': () => [{ id: 2, name: 'Demo Clinic' }],
      'backOffice.createFeatureLicense': () => CREATED,
      'backOffice.changeFeatureLicenseStatus': () => ({ ...DETAIL, status: 'ended', active: false, actions: [] }),
      'backOffice.updateFeatureLicense': (request) => {
        const body = request.body as LicenseTermsBody;
        return {
          ...DETAIL,
          usagesGranted: body.usagesGranted,
          usagesRemaining: (body.usagesGranted ?? 0) - DETAIL.usagesUsed,
          history: [{ id: 2, kind: 'changed', status: 'active', userName: 'Bob Backoffice', reason: body.reason, changes: [{ field: 'usagesGranted', from: '500', to: '550' }], at: '2026-11-26T08:00:00.000Z' }, ...DETAIL.history],
        };
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http };
}

describe('the back office', () => {
  it('is where back-office staff land, with a link to the feature licenses', async () => {
    const { history } = start('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/back-office');
    expect(screen.getByRole('link', { name: 'Feature licenses' })).toHaveAttribute('href', '/back-office/licenses');
    expect(screen.queryByRole('link', { name: 'Examinees' })).not.toBeInTheDocument();
  });

  it('shows its header entry and home to staff holding any one part’s permission, with that part alone', async () => {
    start('/', { ...STAFF, permissions: [{ permissionName: PERMISSIONS.PRODUCT_CONFIGURE }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Back office' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' }).querySelector('a[href="/back-office"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Product configuration' })).toHaveAttribute('href', '/back-office/products');
    expect(screen.queryByRole('link', { name: 'Feature licenses' })).not.toBeInTheDocument();
  });

  it('asks for a reason a reviewer can check before showing any account’s licenses', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/licenses');
    await screen.findByRole('heading', { level: 1, name: 'Feature licenses' }, { timeout: 10_000 });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'why');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('State the reason in at least 10 characters.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'backOffice.featureLicenses')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), ` ${REASON}`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const results = await screen.findByRole('region', { name: 'Licenses found' });
    const row = (await within(results).findByRole('rowheader', { name: LICENSE.name })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Demo Clinic');
    expect(row).toHaveTextContent('3 of 500');
    expect(http.calls.find((call) => call.operationId === 'backOffice.featureLicenses')?.request).toMatchObject({ query: { reason: `why ${REASON}` } });
  });

  it('adds usages to a license with a reason, and shows the change in its history', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/accounts/2/licenses/11');
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }, { timeout: 10_000 }), REASON);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const terms = await screen.findByRole('form', { name: 'Terms' });
    const form = within(terms).getByRole('combobox', { name: 'Form' });
    expect(within(form).getAllByRole('option').map((option) => option.textContent)).toEqual(['All forms', 'GAD-7: Generalized Anxiety Disorder 7-item scale', 'PHQ-9: Patient Health Questionnaire-9']);
    const usages = within(terms).getByRole('spinbutton', { name: 'Usages granted' });
    await user.clear(usages);
    await user.type(usages, '2');
    await user.click(within(terms).getByRole('button', { name: 'Save the terms' }));
    expect(await within(terms).findByText('Grant at least the 3 usages already used.')).toBeInTheDocument();
    expect(within(terms).getByText('State the reason.')).toBeInTheDocument();

    await user.clear(usages);
    await user.type(usages, '550');
    await user.type(within(terms).getByRole('textbox', { name: 'Reason for this change' }), 'Order 2026-118: 50 more usages.');
    await user.click(within(terms).getByRole('button', { name: 'Save the terms' }));
    expect(await within(terms).findByText('The terms were saved.')).toBeInTheDocument();
    const update = http.calls.find((call) => call.operationId === 'backOffice.updateFeatureLicense');
    expect(update?.request).toMatchObject({ params: { accountId: 2, licenseId: 11 }, body: { usagesGranted: 550, reason: 'Order 2026-118: 50 more usages.', options: { billingCycle: 'yearly' } } });
    const historyTable = screen.getByRole('region', { name: 'History' });
    expect(within(historyTable).getByText('Terms changed')).toBeInTheDocument();
    expect(within(historyTable).getByText('Usages granted: 500 → 550')).toBeInTheDocument();
  });

  it('asks before ending a license, since ending is final', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/accounts/2/licenses/11');
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }, { timeout: 10_000 }), REASON);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const status = await screen.findByRole('region', { name: 'Status: Active' });
    await user.type(within(status).getByRole('textbox', { name: 'Reason for the status change' }), 'Contract 2026-7 was cancelled.');
    await user.click(within(status).getByRole('button', { name: 'End the license' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'End this license?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(http.calls.some((call) => call.operationId === 'backOffice.changeFeatureLicenseStatus')).toBe(false);

    await user.click(within(status).getByRole('button', { name: 'End the license' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'End this license?' })).getByRole('button', { name: 'End the license' }));
    expect(await screen.findByText('This license has ended; nothing about it can change.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'backOffice.changeFeatureLicenseStatus')?.request).toMatchObject({ body: { action: 'end', reason: 'Contract 2026-7 was cancelled.' } });
    expect(screen.queryByRole('form', { name: 'Terms' })).not.toBeInTheDocument();
  });

  it('creates a license for the account found, and opens it', async () => {
    const user = userEvent.setup();
    const { http, history } = start('/back-office/licenses/new');
    await user.type(await screen.findByRole('textbox', { name: 'Reason' }, { timeout: 10_000 }), REASON);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const terms = await screen.findByRole('form', { name: 'Terms' });
    await user.click(within(terms).getByRole('button', { name: 'Create the license' }));
    expect(await within(terms).findByText('Choose the customer account.')).toBeInTheDocument();
    expect(within(terms).getByText('Name the license.')).toBeInTheDocument();

    await user.type(within(terms).getByRole('searchbox', { name: /^Account name or ID/ }), 'Demo');
    await user.click(within(terms).getByRole('button', { name: 'Find' }));
    await user.selectOptions(within(terms).getByRole('combobox', { name: 'Customer account' }), await within(terms).findByRole('option', { name: 'Demo Clinic (2)' }));
    await user.selectOptions(within(terms).getByRole('combobox', { name: 'Type' }), 'Group-report usages');
    expect(within(terms).queryByRole('combobox', { name: 'Report type' })).not.toBeInTheDocument();
    await user.type(within(terms).getByRole('textbox', { name: 'Name' }), 'PHQ-9 group reports, 25 usages');
    await user.selectOptions(within(terms).getByRole('combobox', { name: 'Form' }), 'PHQ-9: Patient Health Questionnaire-9');
    await user.type(within(terms).getByRole('spinbutton', { name: 'Usages granted' }), '25');
    await user.selectOptions(within(terms).getByRole('combobox', { name: 'Sales channel' }), 'Distributor');
    await user.type(within(terms).getByRole('textbox', { name: 'Reason for this change' }), 'Order 2026-120: group reports.');
    await user.click(within(terms).getByRole('button', { name: 'Create the license' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'PHQ-9 group reports, 25 usages' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/back-office/accounts/2/licenses/12');
    expect(http.calls.find((call) => call.operationId === 'backOffice.createFeatureLicense')?.request).toMatchObject({
      params: { accountId: 2 },
      body: { type: 'groupUsage', productId: 'phq9', reportType: null, usagesGranted: 25, options: { salesChannel: 'distributor' }, reason: 'Order 2026-120: group reports.' },
    });
  });
});
