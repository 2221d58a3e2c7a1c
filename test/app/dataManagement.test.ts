/**
 * Data management in the SPA (issue #18): the reducer keeps each account's panel apart and
 * forgets everything on sign-out; the sagas read an account's deletion state with the stated
 * reason, delete and recover it with an Idempotency-Key, and bring a refusal back to the panel.
 */
import { expectSaga } from 'redux-saga-test-plan';
import type { AccountDeletionState } from '../../src/contract/services/dataManagement';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { changeDeletion, loadDeletionState } from '../../src/app/features/dataManagement/dataManagementSaga';
import { selectDeletionPanel } from '../../src/app/features/dataManagement/dataManagementSelectors';
import {
  dataManagementReducer,
  deletionChangeFailed,
  deletionChangeRequested,
  deletionChangeSucceeded,
  deletionStateFailed,
  deletionStateRequested,
  deletionStateSucceeded,
} from '../../src/app/features/dataManagement/dataManagementSlice';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testState } from './support/state';

const REASON = 'Ticket 4711: the clinic closed and asked for deletion.';

/** The state of account 2 as the server answers it. */
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

/** Account 2 deleted by staff. */
const DELETED: AccountDeletionState = { ...ACTIVE, state: 'deleted', deletedAt: '2026-11-26T09:00:00.000Z', deletionReason: REASON, deletedByStaff: true, purgeDate: '2026-12-26', recoverable: true, deleteRefusal: 'deleted' };

describe('data management reducer', () => {
  it('keeps each account’s panel apart, with its state and its change', () => {
    let state = dataManagementReducer(undefined, deletionStateRequested({ accountId: 2, reason: REASON }));
    state = dataManagementReducer(state, deletionStateSucceeded(ACTIVE));
    state = dataManagementReducer(state, deletionChangeRequested({ accountId: 2, reason: REASON, action: 'delete' }));
    expect(state.accounts[2]).toMatchObject({ load: { status: 'succeeded' }, state: ACTIVE, change: { status: 'loading', action: 'delete' } });
    state = dataManagementReducer(state, deletionChangeSucceeded(DELETED));
    expect(selectDeletionPanel(testState({ dataManagement: state }), 2)).toMatchObject({ state: DELETED, change: { status: 'succeeded', action: 'delete' } });
    expect(selectDeletionPanel(testState({ dataManagement: state }), 3)).toMatchObject({ state: null, load: { status: 'idle' } });
    const refused = apiError(409, 'conflict', 'The account is already deleted.').info;
    state = dataManagementReducer(state, deletionChangeFailed({ accountId: 2, error: refused }));
    expect(state.accounts[2]?.change).toEqual({ status: 'failed', error: refused, action: 'delete' });
    state = dataManagementReducer(state, deletionStateFailed({ accountId: 4, error: refused }));
    expect(state.accounts[4]?.load).toEqual({ status: 'failed', error: refused });
    expect(dataManagementReducer(state, loggedOut())).toEqual(dataManagementReducer(undefined, { type: '@@init' }));
  });
});

describe('data management sagas', () => {
  it('reads the deletion state with the stated reason', async () => {
    const http = fakeHttp({ 'dataManagement.accountDeletion': () => ACTIVE });
    const { io } = fakeIo({ http });
    await expectSaga(loadDeletionState, deletionStateRequested({ accountId: 2, reason: REASON })).withState(testState()).provide([ioProvider(io)]).put(deletionStateSucceeded(ACTIVE)).run();
    expect(http.calls[0]?.request).toEqual({ params: { accountId: 2 }, query: { reason: REASON } });
  });

  it('reports a refused read for its account', async () => {
    const missing = apiError(404, 'notFound', 'The account was not found.');
    const { io } = fakeIo({ http: fakeHttp({ 'dataManagement.accountDeletion': () => Promise.reject(missing) }) });
    await expectSaga(loadDeletionState, deletionStateRequested({ accountId: 9, reason: REASON }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(deletionStateFailed({ accountId: 9, error: missing.info }))
      .run();
  });

  it('deletes with the reason and an Idempotency-Key, and recovers', async () => {
    const http = fakeHttp({ 'dataManagement.deleteAccount': () => DELETED, 'dataManagement.recoverAccount': () => ACTIVE });
    const { io } = fakeIo({ http });
    await expectSaga(changeDeletion, deletionChangeRequested({ accountId: 2, reason: REASON, action: 'delete' })).withState(testState()).provide([ioProvider(io)]).put(deletionChangeSucceeded(DELETED)).run();
    expect(http.calls[0]).toMatchObject({ operationId: 'dataManagement.deleteAccount', request: { params: { accountId: 2 }, body: { reason: REASON }, idempotencyKey: expect.stringMatching(/^uuid-/) } });
    await expectSaga(changeDeletion, deletionChangeRequested({ accountId: 2, reason: REASON, action: 'recover' })).withState(testState()).provide([ioProvider(io)]).put(deletionChangeSucceeded(ACTIVE)).run();
    expect(http.calls[1]).toMatchObject({ operationId: 'dataManagement.recoverAccount', request: { body: { reason: REASON } } });
  });

  it('brings a refusal back to the panel', async () => {
    const refused = apiError(409, 'conflict', "Export the account's data first: deleting needs an export made in the last 24 hours.");
    const { io } = fakeIo({ http: fakeHttp({ 'dataManagement.deleteAccount': () => Promise.reject(refused) }) });
    await expectSaga(changeDeletion, deletionChangeRequested({ accountId: 2, reason: REASON, action: 'delete' }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(deletionChangeFailed({ accountId: 2, error: refused.info }))
      .run();
  });
});
