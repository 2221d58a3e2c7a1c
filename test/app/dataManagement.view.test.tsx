/**
 * The staff's DeleteAccountPanel through the real store (issue #18): a reason first, then the
 * account's deletion state; Delete is asked about, sent with the reason and shows the deleted
 * state with its purge date; Recover brings it back; a refusal and a missing export are said.
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryHistory } from 'history';
import { IntlProvider } from 'react-intl';
import { Provider } from 'react-redux';
import type { Task } from 'redux-saga';
import type { AccountDeletionState } from '../../src/contract/services/dataManagement';
import { DeleteAccountPanel } from '../../src/app/features/dataManagement/views/DeleteAccountPanel';
import { createAppStore } from '../../src/app/store';
import { CATALOGUES } from './support/catalogues';
import { apiError, type FakeHandler, fakeHttp, fakeIo } from './support/fakeIo';
import { ALL_FEATURES } from './support/featureRuntimes';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const REASON = 'Ticket 4711: the clinic closed and asked for deletion.';
const ACTIVE: AccountDeletionState = {
  accountId: 2,
  accountName: 'Demo Clinic',
  state: 'active',
  deletedAt: null,
  deletionReason: null,
  deletedByStaff: false,
  purgeDate: null,
  recoverable: false,
  blockKind: null,
  holdReason: null,
  openAccessRequests: 0,
  latestExportAt: '2026-11-26T08:00:00.000Z',
  deleteRefusal: null,
  exportHours: 24,
};
const DELETED: AccountDeletionState = { ...ACTIVE, state: 'deleted', deletedAt: '2026-11-26T09:00:00.000Z', deletionReason: REASON, deletedByStaff: true, purgeDate: '2026-12-26', recoverable: true, deleteRefusal: 'deleted' };

function start(handlers: Record<string, FakeHandler>) {
  const http = fakeHttp(handlers);
  const { io } = fakeIo({ http });
  const { store, sagaTask } = createAppStore({ io, history: createMemoryHistory(), features: ALL_FEATURES });
  task = sagaTask;
  render(
    <Provider store={store}>
      <IntlProvider locale="en-US" messages={CATALOGUES.en_us}>
        <DeleteAccountPanel accountId={2} />
      </IntlProvider>
    </Provider>,
  );
  return http;
}

describe('DeleteAccountPanel', () => {
  it('asks for a reason, shows the state, deletes after the confirmation and recovers', async () => {
    const user = userEvent.setup();
    const http = start({ 'dataManagement.accountDeletion': () => ACTIVE, 'dataManagement.deleteAccount': () => DELETED, 'dataManagement.recoverAccount': () => ACTIVE });
    expect(screen.getByRole('heading', { name: 'Deleting the account' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show the deletion state' }));
    expect(await screen.findByText('State the reason.')).toBeInTheDocument();
    expect(http.calls.filter((call) => call.operationId.startsWith('dataManagement'))).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(screen.getByRole('button', { name: 'Show the deletion state' }));
    expect(await screen.findByText('Active')).toBeInTheDocument();
    expect(screen.getByText('Latest export: November 26, 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete the account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete the account' }));
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
    expect(screen.getByText('It is purged on December 26, 2026 unless it is recovered before.')).toBeInTheDocument();
    expect(screen.getByText('The account was deleted.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'dataManagement.deleteAccount')?.request).toMatchObject({ params: { accountId: 2 }, body: { reason: REASON } });

    await user.click(screen.getByRole('button', { name: 'Recover the account' }));
    expect(await screen.findByText('The account was recovered.')).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
  });

  it('says why Delete is closed: no recent export, a legal hold; and shows a refusal', async () => {
    const user = userEvent.setup();
    let state: AccountDeletionState = { ...ACTIVE, latestExportAt: null, deleteRefusal: 'noRecentExport' };
    start({
      'dataManagement.accountDeletion': () => state,
      'dataManagement.recoverAccount': () => Promise.reject(apiError(409, 'conflict', 'The recovery window ended on 2026-12-26: the account is purged.')),
    });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), REASON);
    await user.click(screen.getByRole('button', { name: 'Show the deletion state' }));
    expect(await screen.findByText('Export the account’s data first: deleting needs an export made in the last 24 hours.')).toBeInTheDocument();
    expect(screen.getByText('No export of this account is ready.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete the account' })).toBeDisabled();

    state = { ...ACTIVE, state: 'onHold', blockKind: 'legalHold', holdReason: 'Court order 12/2026', deleteRefusal: 'blocked' };
    await user.click(screen.getByRole('button', { name: 'Show the deletion state' }));
    expect(await screen.findByText('A legal hold stops the deletion: Court order 12/2026')).toBeInTheDocument();

    state = DELETED;
    await user.click(screen.getByRole('button', { name: 'Show the deletion state' }));
    await user.click(await screen.findByRole('button', { name: 'Recover the account' }));
    expect(await screen.findByText(/The recovery window ended on 2026-12-26/)).toBeInTheDocument();
  });
});
