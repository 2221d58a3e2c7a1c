/**
 * Account exports in the SPA (issue #18): the reducer (per account, the reason kept for the
 * downloads, a started export first in the list, sign-out forgets) and the sagas with
 * redux-saga-test-plan (the list and "Export now" send the stated reason; a start carries an
 * Idempotency-Key; failures are actions).
 */
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { sleep } from '../../src/app/core/saga/sleep';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { EXPORT_POLL_MS, loadExports, pollWhilePending, startExport } from '../../src/app/features/accountExports/accountExportsSaga';
import { selectAccountExports, selectExportFileUrl } from '../../src/app/features/accountExports/accountExportsSelectors';
import {
  accountExportsReducer,
  exportsFailed,
  exportsRequested,
  exportsSucceeded,
  exportStartFailed,
  exportStartRequested,
  exportStartSucceeded,
} from '../../src/app/features/accountExports/accountExportsSlice';
import { EXPORT_REASON, PENDING_EXPORT, READY_EXPORT, USED_EXPORT } from './accountExportsFixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testState } from './support/state';

describe('account exports reducer', () => {
  it('keeps each account’s list and reason, puts a started export first, and forgets on sign-out', () => {
    let state = accountExportsReducer(undefined, exportsRequested({ accountId: 2, reason: EXPORT_REASON }));
    expect(state.byAccount['2']?.list.status).toBe('loading');
    state = accountExportsReducer(state, exportsSucceeded({ accountId: 2, items: [READY_EXPORT, USED_EXPORT] }));
    state = accountExportsReducer(state, exportStartRequested({ accountId: 2, reason: EXPORT_REASON }));
    expect(state.byAccount['2']?.start.status).toBe('loading');
    state = accountExportsReducer(state, exportStartSucceeded({ accountId: 2, created: PENDING_EXPORT }));
    expect(state.byAccount['2']?.list.items.map((item) => item.id)).toEqual([6, 5, 4]);
    expect(state.byAccount['3']).toBeUndefined();
    const root = testState({ accountExports: state });
    expect(selectAccountExports(root, 2).reason).toBe(EXPORT_REASON);
    expect(selectAccountExports(root, 3).list.items).toEqual([]);
    expect(selectExportFileUrl(root)(2, 5)).toMatch(new RegExp(`/data-retention/accounts/2/exports/5/file\\?reason=${encodeURIComponent(EXPORT_REASON).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(accountExportsReducer(state, loggedOut())).toEqual(accountExportsReducer(undefined, { type: '@@init' }));
  });

  it('records failures per account', () => {
    const refused = apiError(400, 'validation', 'State the reason in at least 10 characters.').info;
    let state = accountExportsReducer(undefined, exportsFailed({ accountId: 2, error: refused }));
    state = accountExportsReducer(state, exportStartFailed({ accountId: 2, error: refused }));
    expect(state.byAccount['2']).toMatchObject({ list: { status: 'failed', error: refused }, start: { status: 'failed', error: refused } });
  });
});

describe('account exports sagas', () => {
  it('loads an account’s exports with the stated reason', async () => {
    const http = fakeHttp({ 'dataRetention.exports': () => [READY_EXPORT] });
    const { io } = fakeIo({ http });
    await expectSaga(loadExports, exportsRequested({ accountId: 2, reason: EXPORT_REASON }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(exportsSucceeded({ accountId: 2, items: [READY_EXPORT] }))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { accountId: 2 }, query: { reason: EXPORT_REASON } });
  });

  it('starts an export with the reason and an Idempotency-Key, and reports a refusal', async () => {
    const http = fakeHttp({ 'dataRetention.createExport': () => PENDING_EXPORT });
    const { io } = fakeIo({ http });
    await expectSaga(startExport, exportStartRequested({ accountId: 2, reason: EXPORT_REASON }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(exportStartSucceeded({ accountId: 2, created: PENDING_EXPORT }))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { accountId: 2 }, body: { reason: EXPORT_REASON }, idempotencyKey: expect.stringMatching(/^uuid-/) });
    const missing = apiError(404, 'notFound', 'The account was not found.');
    const { io: refusing } = fakeIo({ http: fakeHttp({ 'dataRetention.createExport': () => Promise.reject(missing) }) });
    await expectSaga(startExport, exportStartRequested({ accountId: 9, reason: EXPORT_REASON }))
      .withState(testState())
      .provide([ioProvider(refusing)])
      .put(exportStartFailed({ accountId: 9, error: missing.info }))
      .run();
  });

  it('loads the list again while an export is being built, and not once none is', async () => {
    const building = accountExportsReducer(
      accountExportsReducer(undefined, exportsRequested({ accountId: 2, reason: EXPORT_REASON })),
      exportsSucceeded({ accountId: 2, items: [PENDING_EXPORT, READY_EXPORT] }),
    );
    await expectSaga(pollWhilePending, exportsSucceeded({ accountId: 2, items: [PENDING_EXPORT, READY_EXPORT] }))
      .withState(testState({ accountExports: building }))
      .provide([[matchers.call.fn(sleep), undefined]])
      .call(sleep, EXPORT_POLL_MS)
      .put(exportsRequested({ accountId: 2, reason: EXPORT_REASON }))
      .run();
    const done = accountExportsReducer(building, exportsSucceeded({ accountId: 2, items: [READY_EXPORT] }));
    await expectSaga(pollWhilePending, exportsSucceeded({ accountId: 2, items: [READY_EXPORT] }))
      .withState(testState({ accountExports: done }))
      .provide([[matchers.call.fn(sleep), undefined]])
      .not.call.fn(sleep)
      .not.put.actionType(exportsRequested.type)
      .run();
  });
});
