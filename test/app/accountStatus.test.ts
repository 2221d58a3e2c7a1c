import { expectSaga } from 'redux-saga-test-plan';
import { accountStatusSaga, DALS_FETCH_FAILED, keepAccount, loadAccountStatus } from '../../src/app/core/accountStatus/accountStatusSaga';
import { selectDalsNotice, selectDllAccount, selectSelfRole } from '../../src/app/core/accountStatus/accountStatusSelectors';
import { keepFailed, keepRequested, keepSucceeded } from '../../src/app/core/accountStatus/accountStatusSlice';
import { identityLoadSucceeded, loggedOut } from '../../src/app/core/session/sessionSlice';
import type { InternalUserIdentity } from '../../src/domain/identity';
import { IDENTITY } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const DORMANT = { dllAccount: true, deletionDate: '2024-05-31' };
const { accountLabels: _labels, itemEntryVerificationCode: _code, ...ACCOUNT_FREE } = IDENTITY;
const INTERNAL: InternalUserIdentity = { ...ACCOUNT_FREE, internalUser: true };

const today = () => testState({ app: { ...testState().app, today: '2024-05-01' } });

describe('account status after sign-in', () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => logged.mockRestore());

  it('fetches the role and the DALS status, and reads dllAccount as the DALS flag', async () => {
    const http = fakeHttp({
      'account.getSelfRole': () => ({ role: 'examiner', internalUser: false }),
      'accountManagement.getDalsStatus': () => DORMANT,
    });
    const { storeState } = await expectSaga(loadAccountStatus, identityLoadSucceeded(IDENTITY))
      .withReducer(testRootReducer(), today())
      .provide([ioProvider(fakeIo({ http }).io)])
      .run();
    expect(selectSelfRole(storeState)).toEqual({ role: 'examiner', internalUser: false });
    expect(selectDllAccount(storeState)).toBe(true);
    expect(selectDalsNotice(storeState)).toEqual({ kind: 'scheduled', deletionDate: '2024-05-31', daysLeft: 30 });
    expect(logged).not.toHaveBeenCalled();
  });

  it('logs an error when the DALS status cannot be fetched, and shows no notice', async () => {
    const http = fakeHttp({
      'account.getSelfRole': () => ({ role: 'examiner', internalUser: false }),
      'accountManagement.getDalsStatus': () => Promise.reject(apiError(503, 'unavailable', 'The service is unavailable.')),
    });
    const { storeState } = await expectSaga(loadAccountStatus, identityLoadSucceeded(IDENTITY))
      .withReducer(testRootReducer(), today())
      .provide([ioProvider(fakeIo({ http }).io)])
      .run();
    expect(logged).toHaveBeenCalledWith(DALS_FETCH_FAILED, 'The service is unavailable.');
    expect(selectDllAccount(storeState)).toBe(false);
    expect(selectDalsNotice(storeState)).toEqual({ kind: 'none' });
    expect(storeState.accountStatus.dalsStatus).toBe('failed');
  });

  it('records a failed role fetch without touching the DALS status', async () => {
    const http = fakeHttp({
      'account.getSelfRole': () => Promise.reject(apiError(500, 'unexpected', 'Something went wrong.')),
      'accountManagement.getDalsStatus': () => ({ dllAccount: false, deletionDate: null }),
    });
    const { storeState } = await expectSaga(loadAccountStatus, identityLoadSucceeded(IDENTITY))
      .withReducer(testRootReducer(), today())
      .provide([ioProvider(fakeIo({ http }).io)])
      .run();
    expect(storeState.accountStatus.roleStatus).toBe('failed');
    expect(storeState.accountStatus.roleError).toMatchObject({ status: 500 });
    expect(storeState.accountStatus.dalsStatus).toBe('succeeded');
  });

  it('asks internal users for their role only: they have no customer account', async () => {
    const http = fakeHttp({ 'account.getSelfRole': () => ({ role: 'backOffice', internalUser: true }) });
    await expectSaga(loadAccountStatus, identityLoadSucceeded(INTERNAL))
      .withReducer(testRootReducer(), today())
      .provide([ioProvider(fakeIo({ http }).io)])
      .run();
    expect(http.calls.map((call) => call.operationId)).toEqual(['account.getSelfRole']);
  });

  it('starts on every identity load, and forgets everything on logout', async () => {
    const http = fakeHttp({
      'account.getSelfRole': () => ({ role: 'examiner', internalUser: false }),
      'accountManagement.getDalsStatus': () => DORMANT,
    });
    const { storeState } = await expectSaga(accountStatusSaga)
      .withReducer(testRootReducer(), today())
      .provide([ioProvider(fakeIo({ http }).io)])
      .dispatch(identityLoadSucceeded(IDENTITY))
      .silentRun(30);
    expect(http.calls).toHaveLength(2);
    expect(selectDllAccount(storeState)).toBe(true);
    const after = testRootReducer()(storeState, loggedOut());
    expect(after.accountStatus).toEqual(testState().accountStatus);
  });
});

describe('keeping a dormant account', () => {
  it('posts with an Idempotency-Key and takes the notice down', async () => {
    const http = fakeHttp({ 'accountManagement.keepAccount': () => ({ dllAccount: false, deletionDate: null }) });
    const start = today();
    const { storeState } = await expectSaga(keepAccount)
      .withReducer(testRootReducer(), { ...start, accountStatus: { ...start.accountStatus, dals: DORMANT, keepStatus: 'loading' as const } })
      .provide([ioProvider(fakeIo({ http }).io)])
      .put(keepSucceeded({ dllAccount: false, deletionDate: null }))
      .run();
    expect(http.calls[0]?.request).toEqual({ idempotencyKey: 'uuid-1' });
    expect(selectDalsNotice(storeState)).toEqual({ kind: 'none' });
  });

  it('keeps the notice and reports the error when the call fails', async () => {
    const http = fakeHttp({ 'accountManagement.keepAccount': () => Promise.reject(apiError(403, 'forbidden', 'No.')) });
    const start = today();
    const { storeState } = await expectSaga(accountStatusSaga)
      .withReducer(testRootReducer(), { ...start, accountStatus: { ...start.accountStatus, dals: DORMANT } })
      .provide([ioProvider(fakeIo({ http }).io)])
      .put(keepFailed({ status: 403, code: 'forbidden', message: 'No.', fieldErrors: {} }))
      .dispatch(keepRequested())
      .silentRun(30);
    expect(selectDllAccount(storeState)).toBe(true);
    expect(storeState.accountStatus.keepStatus).toBe('failed');
  });
});
