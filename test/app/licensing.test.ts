import { expectSaga } from 'redux-saga-test-plan';
import type { FeatureLicense, UsageLedgerEntry } from '../../src/contract/reportTypes';
import { loadLedgerPage, loadLicensingPage } from '../../src/app/features/licensing/licensingSaga';
import { selectLedger } from '../../src/app/features/licensing/licensingSelectors';
import {
  LEDGER_PAGE_SIZE,
  ledgerFailed,
  ledgerPageRequested,
  ledgerSucceeded,
  licensesSucceeded,
  licensingPageOpened,
  licensingReducer,
} from '../../src/app/features/licensing/licensingSlice';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const LICENSE: FeatureLicense = {
  id: 1, name: 'PHQ-9 reports, 50 usages', kind: 'usage', productId: 'phq9', productCode: 'PHQ-9', reportType: 'score',
  usagesGranted: 50, usagesUsed: 3, usagesRemaining: 47, validFrom: '2024-01-01', validUntil: '2024-12-31', active: true, status: 'active',
};

const entry = (id: number): UsageLedgerEntry => ({
  id, at: `2024-05-0${id}T10:00:00.000Z`, userName: 'Erin Examiner', productId: 'phq9', productCode: 'PHQ-9', reportType: 'score',
  reason: 'usage', usagesCharged: 1, usagesAdded: 0, licenseId: 1, licenseName: LICENSE.name, assessmentId: 34, examineeId: 'S-100',
  reportId: id, reportVersion: 1, groupReportId: null, batchId: null,
});

describe('licensing reducer and selectors', () => {
  it('opens on the first ledger page and counts the pages', () => {
    let state = licensingReducer(undefined, licensingPageOpened());
    expect(state.ledger).toMatchObject({ status: 'loading', page: 1 });
    state = licensingReducer(state, ledgerSucceeded({ items: [entry(1)], total: 51, page: 1, pageSize: LEDGER_PAGE_SIZE }));
    expect(selectLedger(testState({ licensing: state }))).toMatchObject({ status: 'succeeded', total: 51, pageCount: 3 });
  });

  it('drops a ledger page that arrives after another page was asked for', () => {
    let state = licensingReducer(undefined, ledgerPageRequested({ page: 3 }));
    state = licensingReducer(state, ledgerSucceeded({ items: [entry(2)], total: 60, page: 2, pageSize: LEDGER_PAGE_SIZE }));
    expect(state.ledger).toMatchObject({ status: 'loading', page: 3, items: [] });
  });
});

describe('licensing sagas', () => {
  it('loads the licenses and the first ledger page', async () => {
    const first = { items: [entry(2), entry(1)], total: 2, page: 1, pageSize: LEDGER_PAGE_SIZE };
    const http = fakeHttp({ 'assessment.licenses': () => [LICENSE], 'assessment.usageLedger': () => first });
    const { io } = fakeIo({ http });
    await expectSaga(loadLicensingPage)
      .withReducer(testRootReducer(), testState({ licensing: licensingReducer(undefined, licensingPageOpened()) }))
      .provide([ioProvider(io)])
      .put(licensesSucceeded([LICENSE]))
      .put(ledgerSucceeded(first))
      .run();
    expect(http.calls.find((call) => call.operationId === 'assessment.usageLedger')?.request).toEqual({ query: { page: 1, pageSize: LEDGER_PAGE_SIZE } });
  });

  it('pages through the ledger', async () => {
    const second = { items: [entry(3)], total: 26, page: 2, pageSize: LEDGER_PAGE_SIZE };
    const http = fakeHttp({ 'assessment.usageLedger': () => second });
    const { io } = fakeIo({ http });
    const result = await expectSaga(loadLedgerPage)
      .withReducer(testRootReducer(), testState({ licensing: licensingReducer(undefined, ledgerPageRequested({ page: 2 })) }))
      .provide([ioProvider(io)])
      .put(ledgerSucceeded(second))
      .run();
    expect(http.calls[0]?.request).toEqual({ query: { page: 2, pageSize: LEDGER_PAGE_SIZE } });
    expect(selectLedger(result.storeState)).toMatchObject({ page: 2, pageCount: 2, items: [entry(3)] });
  });

  it('reports a ledger that could not be loaded', async () => {
    const forbidden = apiError(403, 'forbidden', 'Only account administrators see the usage ledger.');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.usageLedger': () => Promise.reject(forbidden) }) });
    await expectSaga(loadLedgerPage).withState(testState()).provide([ioProvider(io)]).put(ledgerFailed(forbidden.info)).run();
  });
});
