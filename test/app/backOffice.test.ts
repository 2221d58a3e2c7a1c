/**
 * The back office's feature licenses in the SPA: the reducer's state machine and the sagas
 * (redux-saga-test-plan) for the search, one license, a change and a status action, with their
 * success, their failure and the stated reason sent along.
 */
import { push } from 'redux-first-history';
import { expectSaga } from 'redux-saga-test-plan';
import { changeStatus, createLicense, loadLicense, loadReference, openCreatedLicense, searchLicenses, updateLicense } from '../../src/app/features/backOffice/backOfficeSaga';
import { selectLicenseSearch } from '../../src/app/features/backOffice/backOfficeSelectors';
import {
  backOfficeReducer,
  LICENSE_PAGE_SIZE,
  licenseChangeFailed,
  licenseChangeSucceeded,
  licenseCreateRequested,
  licenseCreated,
  licenseFailed,
  licenseRequested,
  licenseSearchFailed,
  licenseSearchRequested,
  licenseSearchSucceeded,
  licenseStatusRequested,
  licenseSucceeded,
  licenseUpdateRequested,
  referenceRequested,
  referenceSucceeded,
  workReasonStated,
} from '../../src/app/features/backOffice/backOfficeSlice';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { DETAIL, LICENSE, REASON, REFERENCE } from './backOfficeFixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const criteria = { account: ' clinic ', type: 'usage' as const, status: '' as const };
const withReason = () => testState({ backOffice: backOfficeReducer(undefined, workReasonStated({ reason: REASON })) });
const page = (ids: number[], total: number, pageNumber = 1) => ({ items: ids.map((id) => ({ ...LICENSE, id })), total, page: pageNumber, pageSize: LICENSE_PAGE_SIZE });

describe('back office reducer', () => {
  it('keeps the search asked for last and counts its pages', () => {
    let state = backOfficeReducer(undefined, licenseSearchRequested({ criteria, page: 2 }));
    state = backOfficeReducer(state, licenseSearchSucceeded(page([1], 60, 1)));
    expect(state.search).toMatchObject({ status: 'loading', page: 2, items: [] });
    state = backOfficeReducer(state, licenseSearchSucceeded(page([2], 60, 2)));
    expect(selectLicenseSearch(testState({ backOffice: state }))).toMatchObject({ status: 'succeeded', pageCount: 3, criteria });
  });

  it('shows a change’s answer as the license on screen, and forgets everything on sign-out', () => {
    let state = backOfficeReducer(undefined, workReasonStated({ reason: REASON }));
    state = backOfficeReducer(state, licenseUpdateRequested({ accountId: 2, licenseId: 11, body: { ...LICENSE, reason: REASON } }));
    expect(state.change).toEqual({ status: 'loading', error: null, kind: 'update' });
    state = backOfficeReducer(state, licenseChangeSucceeded(DETAIL));
    expect(state.detail.license).toEqual(DETAIL);
    expect(backOfficeReducer(state, loggedOut())).toEqual(backOfficeReducer(undefined, { type: '@@init' }));
  });

  it('loads the reference data once', () => {
    const loaded = backOfficeReducer(backOfficeReducer(undefined, referenceRequested()), referenceSucceeded(REFERENCE));
    expect(backOfficeReducer(loaded, referenceRequested()).reference.status).toBe('succeeded');
  });
});

describe('back office sagas', () => {
  it('searches with the stated reason and the criteria, trimmed', async () => {
    const http = fakeHttp({ 'backOffice.featureLicenses': () => page([11], 1) });
    const { io } = fakeIo({ http });
    await expectSaga(searchLicenses)
      .withReducer(testRootReducer(), { ...withReason(), backOffice: backOfficeReducer(withReason().backOffice, licenseSearchRequested({ criteria, page: 1 })) })
      .provide([ioProvider(io)])
      .put(licenseSearchSucceeded(page([11], 1)))
      .run();
    expect(http.calls[0]?.request).toEqual({ query: { reason: REASON, page: 1, pageSize: LICENSE_PAGE_SIZE, account: 'clinic', type: 'usage' } });
  });

  it('reports a refused search', async () => {
    const refused = apiError(400, 'validation', 'State the reason in at least 10 characters.', { reason: 'State the reason in at least 10 characters.' });
    const { io } = fakeIo({ http: fakeHttp({ 'backOffice.featureLicenses': () => Promise.reject(refused) }) });
    await expectSaga(searchLicenses).withState(withReason()).provide([ioProvider(io)]).put(licenseSearchFailed(refused.info)).run();
  });

  it('loads the reference data of every domain', async () => {
    const http = fakeHttp({
      'backOffice.featureLicenseTypes': () => REFERENCE.types,
      'backOffice.featureLicenseStatuses': () => REFERENCE.statuses,
      'backOffice.optionDataTypes': () => REFERENCE.optionTypes,
      'backOffice.licenseProducts': () => REFERENCE.products,
      'backOffice.domainOptions': (request) => REFERENCE.domains[(request.params as { domain: string }).domain],
    });
    const { io } = fakeIo({ http });
    await expectSaga(loadReference).withState(testState()).provide([ioProvider(io)]).put(referenceSucceeded(REFERENCE)).run();
  });

  it('loads one license, and reports another account’s as not found', async () => {
    const http = fakeHttp({ 'backOffice.featureLicense': () => DETAIL });
    const { io } = fakeIo({ http });
    await expectSaga(loadLicense, licenseRequested({ accountId: 2, licenseId: 11 })).withState(withReason()).provide([ioProvider(io)]).put(licenseSucceeded(DETAIL)).run();
    expect(http.calls[0]?.request).toEqual({ params: { accountId: 2, licenseId: 11 }, query: { reason: REASON } });
    const missing = apiError(404, 'notFound', 'The license was not found.');
    const { io: refusing } = fakeIo({ http: fakeHttp({ 'backOffice.featureLicense': () => Promise.reject(missing) }) });
    await expectSaga(loadLicense, licenseRequested({ accountId: 3, licenseId: 11 })).withState(withReason()).provide([ioProvider(refusing)]).put(licenseFailed(missing.info)).run();
  });

  it('creates a license with an Idempotency-Key, then opens it', async () => {
    const http = fakeHttp({ 'backOffice.createFeatureLicense': () => DETAIL });
    const { io } = fakeIo({ http });
    const body = { ...LICENSE, type: 'usage' as const, reason: REASON };
    await expectSaga(createLicense, licenseCreateRequested({ accountId: 2, body }))
      .withState(withReason())
      .provide([ioProvider(io)])
      .put(licenseCreated(DETAIL))
      .run();
    expect(http.calls[0]?.request).toMatchObject({ params: { accountId: 2 }, body, idempotencyKey: expect.stringMatching(/^uuid-/) });
    await expectSaga(openCreatedLicense, licenseCreated(DETAIL)).put(push('/back-office/accounts/2/licenses/11')).run();
  });

  it('brings a refused change’s field errors back to the form', async () => {
    const refused = apiError(400, 'validation', 'Grant at least the 3 usages already used.', { usagesGranted: 'Grant at least the 3 usages already used.' });
    const { io } = fakeIo({ http: fakeHttp({ 'backOffice.updateFeatureLicense': () => Promise.reject(refused) }) });
    await expectSaga(updateLicense, licenseUpdateRequested({ accountId: 2, licenseId: 11, body: { ...LICENSE, usagesGranted: 2, reason: REASON } }))
      .withState(withReason())
      .provide([ioProvider(io)])
      .put(licenseChangeFailed(refused.info))
      .run();
  });

  it('suspends a license', async () => {
    const suspended = { ...DETAIL, status: 'suspended' as const, active: false, actions: ['resume' as const, 'end' as const] };
    const http = fakeHttp({ 'backOffice.changeFeatureLicenseStatus': () => suspended });
    const { io } = fakeIo({ http });
    await expectSaga(changeStatus, licenseStatusRequested({ accountId: 2, licenseId: 11, body: { action: 'suspend', reason: REASON } }))
      .withState(withReason())
      .provide([ioProvider(io)])
      .put(licenseChangeSucceeded(suspended))
      .run();
    expect(http.calls[0]?.request).toMatchObject({ params: { accountId: 2, licenseId: 11 }, body: { action: 'suspend', reason: REASON } });
  });
});
