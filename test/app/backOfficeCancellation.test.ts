/**
 * Cancellation of the back office's loads (takeLatest): the search and the license asked for last
 * are the ones shown, whatever order the answers arrive in.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { backOffice } from '../../src/contract';
import { backOfficeSaga } from '../../src/app/features/backOffice/backOfficeSaga';
import { backOfficeReducer, LICENSE_PAGE_SIZE, licenseRequested, licenseSearchRequested, licenseSearchSucceeded, licenseSucceeded, workReasonStated } from '../../src/app/features/backOffice/backOfficeSlice';
import { DETAIL, LICENSE, REASON } from './backOfficeFixtures';
import { fakeIo, ioProvider } from './support/fakeIo';
import { heldHttp, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';

const SEARCH = backOffice.featureLicenses;
const ONE = backOffice.featureLicense;
const criteria = (account: string) => ({ account, type: '' as const, status: '' as const });
const page = (id: number) => ({ items: [{ ...LICENSE, id }], total: 1, page: 1, pageSize: LICENSE_PAGE_SIZE });

function setUp() {
  const server = heldHttp([SEARCH, ONE]);
  const { io } = fakeIo({ http: server.http });
  const state = testState({ backOffice: backOfficeReducer(undefined, workReasonStated({ reason: REASON })) });
  const test = expectSaga(untilStopped, backOfficeSaga).withReducer(testRootReducer(), state).provide([ioProvider(io)]);
  return { server, test };
}

it('a new search supersedes the one in flight: the older answer, arriving last, never lands', async () => {
  const { server, test } = setUp();
  const run = test.not.put(licenseSearchSucceeded(page(1))).run(2000);
  test.dispatch(licenseSearchRequested({ criteria: criteria('demo'), page: 1 }));
  await settle();
  test.dispatch(licenseSearchRequested({ criteria: criteria('other'), page: 1 }));
  await settle();
  expect(server.sent(SEARCH)).toBe(2);
  server.call(SEARCH, 1).answer(page(2));
  await settle();
  server.call(SEARCH, 0).answer(page(1));
  await settle();
  const { storeState } = await stopped(test, run);
  expect(storeState.backOffice.search.items.map((item) => item.id)).toEqual([2]);
  expect(storeState.backOffice.search.criteria.account).toBe('other');
});

it('opening another license supersedes the one loading', async () => {
  const { server, test } = setUp();
  const stale = { ...DETAIL, id: 12 };
  const run = test.not.put(licenseSucceeded(stale)).run(2000);
  test.dispatch(licenseRequested({ accountId: 2, licenseId: 12 }));
  await settle();
  test.dispatch(licenseRequested({ accountId: 2, licenseId: 11 }));
  await settle();
  server.call(ONE, 1).answer(DETAIL);
  await settle();
  server.call(ONE, 0).answer(stale);
  await settle();
  const { storeState } = await stopped(test, run);
  expect(storeState.backOffice.detail.license?.id).toBe(11);
});
