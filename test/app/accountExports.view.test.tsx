/**
 * The account exports panel through the real store (issue #18): the staff member states a reason,
 * sees the account's exports with their status and link, starts an export, and downloads a ready
 * one through a plain link that carries the reason; a short reason is refused before anything is sent.
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from 'history';
import { Provider } from 'react-redux';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { configLoadRequested } from '../../src/app/core/config/configSlice';
import { I18nProvider } from '../../src/app/core/i18n/I18nProvider';
import { AccountExportsPanel } from '../../src/app/features/accountExports/views/AccountExportsPanel';
import { CATALOGUES } from './support/catalogues';
import { createAppStore } from '../../src/app/store';
import type { AccountExport } from '../../src/contract/services/accountExports';
import { EXPORT_REASON, PENDING_EXPORT, READY_EXPORT, USED_EXPORT } from './accountExportsFixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { ALL_FEATURES } from './support/featureRuntimes';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

function start() {
  let exports: AccountExport[] = [READY_EXPORT, USED_EXPORT];
  const http = fakeHttp(
    {
      'dataRetention.exports': () => exports,
      'dataRetention.createExport': () => {
        exports = [PENDING_EXPORT, ...exports];
        return PENDING_EXPORT;
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const { store, sagaTask } = createAppStore({ io, history: createMemoryHistory(), features: ALL_FEATURES });
  task = sagaTask;
  store.dispatch(configLoadRequested());
  render(
    <Provider store={store}>
      <I18nProvider english={CATALOGUES.en_us}>
        <AccountExportsPanel accountId={2} />
      </I18nProvider>
    </Provider>,
  );
  return { http };
}

describe('the account exports panel', () => {
  it('lists the account’s exports once the reason is stated, and downloads a ready one', async () => {
    const user = userEvent.setup();
    const { http } = start();
    const panel = screen.getByRole('region', { name: 'Data exports' });
    await user.click(within(panel).getByRole('button', { name: 'Show exports' }));
    expect(await within(panel).findByText('State the reason.')).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'dataRetention.exports')).toBe(false);

    await user.type(within(panel).getByRole('textbox', { name: 'Reason (ticket number and why)' }), EXPORT_REASON);
    await user.click(within(panel).getByRole('button', { name: 'Show exports' }));
    const table = await within(panel).findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Data retention');
    expect(rows[0]).toHaveTextContent('Ready');
    expect(rows[0]).toHaveTextContent('Not e-mailed');
    expect(rows[1]).toHaveTextContent('The account\'s administrator');
    expect(rows[1]).toHaveTextContent('E-mailed link used');
    const download = within(rows[0] as HTMLElement).getByRole('link', { name: 'Download' });
    expect(download.getAttribute('href')).toContain(`/data-retention/accounts/2/exports/5/file?reason=${encodeURIComponent(EXPORT_REASON)}`);
    expect(download).toHaveAttribute('download', READY_EXPORT.fileName);
    expect(http.calls.find((call) => call.operationId === 'dataRetention.exports')?.request).toEqual({ params: { accountId: 2 }, query: { reason: EXPORT_REASON } });
  });

  it('starts an export with the reason and shows it being prepared', async () => {
    const user = userEvent.setup();
    const { http } = start();
    const panel = screen.getByRole('region', { name: 'Data exports' });
    await user.type(within(panel).getByRole('textbox', { name: 'Reason (ticket number and why)' }), EXPORT_REASON);
    await user.click(within(panel).getByRole('button', { name: 'Export now' }));
    expect(await within(panel).findByText('The export was started. The list shows when it is ready.')).toBeInTheDocument();
    const row = within(within(panel).getByRole('table')).getAllByRole('row')[1] as HTMLElement;
    expect(row).toHaveTextContent('Being prepared');
    expect(within(row).queryByRole('link', { name: 'Download' })).not.toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'dataRetention.createExport')?.request).toMatchObject({ params: { accountId: 2 }, body: { reason: EXPORT_REASON } });
  });
});
