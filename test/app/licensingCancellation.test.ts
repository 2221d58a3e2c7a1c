/**
 * Cancellation of the licenses page's loads (takeLatest): the page opened last and the ledger page
 * asked for last are the ones shown, whatever order the answers arrive in.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { licensing } from '../../src/contract';
import type { FeatureLicense, UsageLedgerEntry } from '../../src/contract/reportTypes';
import { licensingSaga } from '../../src/app/features/licensing/licensingSaga';
import {
  LEDGER_PAGE_SIZE,
  ledgerPageRequested,
  ledgerSucceeded,
  licensesSucceeded,
  licensingPageOpened,
} from '../../src/app/features/licensing/licensingSlice';
import { fakeIo, ioProvider } from './support/fakeIo';
import { heldHttp, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';

const LICENSES = licensing.accountLicenses;
const LEDGER = licensing.usageLedger;

const license = (usagesUsed: number): FeatureLicense => ({
  id: 1, name: 'PHQ-9 reports, 50 usages', kind: 'usage', productId: 'phq9', productCode: 'PHQ-9', reportType: 'score',
  usagesGranted: 50, usagesUsed, usagesRemaining: 50 - usagesUsed, validFrom: '2024-01-01', validUntil: '2024-12-31', active: true, status: 'active',
});

const entry = (id: number): UsageLedgerEntry => ({
  id, at: `2024-05-0${id % 10}T10:00:00.000Z`, userName: 'Erin Examiner', productId: 'phq9', productCode: 'PHQ-9', reportType: 'score',
  reason: 'usage', usagesCharged: 1, usagesAdded: 0, licenseId: 1, licenseName: 'PHQ-9 reports, 50 usages', assessmentId: 34, examineeId: 'S-100',
  reportId: id, reportVersion: 1, groupReportId: null, batchId: null,
});

const ledger = (page: number, ids: number[], total: number) => ({ items: ids.map(entry), total, page, pageSize: LEDGER_PAGE_SIZE });

function setUp() {
  const server = heldHttp([LICENSES, LEDGER]);
  const { io } = fakeIo({ http: server.http });
  const test = expectSaga(untilStopped, licensingSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]);
  return { server, test };
}

describe('licenses page: the visit opened last', () => {
  it('reopening supersedes the load in flight: the older licenses and ledger, answering last, never land', async () => {
    const { server, test } = setUp();
    const staleLedger = ledger(1, [1], 1);
    const run = test.not.put(licensesSucceeded([license(3)])).not.put(ledgerSucceeded(staleLedger)).run(2000);
    test.dispatch(licensingPageOpened());
    await settle();
    test.dispatch(licensingPageOpened());
    await settle();
    expect([server.sent(LICENSES), server.sent(LEDGER)]).toEqual([2, 2]);
    server.call(LICENSES, 1).answer([license(4)]);
    server.call(LEDGER, 1).answer(ledger(1, [2, 1], 2));
    await settle();
    server.call(LICENSES, 0).answer([license(3)]);
    server.call(LEDGER, 0).answer(staleLedger);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.licensing.licenses.items[0]?.usagesUsed).toBe(4);
    expect(storeState.licensing.ledger).toMatchObject({ page: 1, total: 2 });
    expect(storeState.licensing.ledger.items.map((item) => item.id)).toEqual([2, 1]);
  });
});

describe('usage ledger: the page asked for last', () => {
  it('Next, Next, Back: the first request for page 2, answering after the last one, does not replace it', async () => {
    const { server, test } = setUp();
    const stale = ledger(2, [26], 51);
    const run = test.not.put(ledgerSucceeded(stale)).run(2000);
    test.dispatch(ledgerPageRequested({ page: 2 }));
    await settle();
    test.dispatch(ledgerPageRequested({ page: 3 }));
    await settle();
    test.dispatch(ledgerPageRequested({ page: 2 }));
    await settle();
    expect(server.sent(LEDGER)).toBe(3);
    server.call(LEDGER, 2).answer(ledger(2, [27, 26], 52));
    await settle();
    server.call(LEDGER, 1).answer(ledger(3, [51], 52));
    server.call(LEDGER, 0).answer(stale);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.licensing.ledger).toMatchObject({ status: 'succeeded', page: 2, total: 52 });
    expect(storeState.licensing.ledger.items.map((item) => item.id)).toEqual([27, 26]);
  });
});
