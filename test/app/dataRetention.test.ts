/**
 * The data-retention staff's area in the SPA (issue #18): the reducer's state machine and the
 * sagas (redux-saga-test-plan) for the dashboard, an account's case and its changes, and the
 * staff's own settings, with their success, their failure and the stated reason sent along.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { backOfficeReducer, workReasonStated } from '../../src/app/features/backOffice/backOfficeSlice';
import { listQuery } from '../../src/app/features/dataRetention/dataRetentionApi';
import { change, changePrivilege, loadCase, loadList, loadSettings, reloadCaseAfterDeletionChange, saveAlerts } from '../../src/app/features/dataRetention/dataRetentionSaga';
import { deletionChangeSucceeded } from '../../src/app/features/dataManagement/dataManagementSlice';
import { selectRetentionList } from '../../src/app/features/dataRetention/dataRetentionSelectors';
import {
  addressesSucceeded,
  alertsSaved,
  alertsSaveRequested,
  alertsSucceeded,
  caseFailed,
  caseRequested,
  changeFailed,
  changeRequested,
  changeSucceeded,
  dataRetentionReducer,
  listRequested,
  listSucceeded,
  noticesSucceeded,
  privilegeChanged,
  privilegeChangeRequested,
  privilegesSucceeded,
  RETENTION_PAGE_SIZE,
  type RetentionCriteria,
  settingsRequested,
} from '../../src/app/features/dataRetention/dataRetentionSlice';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { ACCOUNT_CASE, ADDRESSES, DORMANT_ACCOUNT, NOTICES, RETENTION_REASON } from './dataRetentionFixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const criteria: RetentionCriteria = { list: 'accounts', state: 'dormant', assigneeId: '0', deletionFrom: '2026-12-01', deletionTo: '', search: ' Other ' };
const withReason = () => testState({ backOffice: backOfficeReducer(undefined, workReasonStated({ reason: RETENTION_REASON })) });
const page = (total: number, pageNumber = 1) => ({ items: [DORMANT_ACCOUNT], total, page: pageNumber, pageSize: RETENTION_PAGE_SIZE });
const ALERTS = { alerts: ['accountDormant' as const], available: [] };
const PRIVILEGE = { userId: 13, name: 'Sam Second', userName: 'sam', role: 'dataRetention' as const, holdsDeletePermission: true, mayDelete: true, updatedBy: null, updatedAt: null };

describe('data retention reducer', () => {
  it('opens on dormant accounts, keeps the page asked for last and counts its pages', () => {
    expect(dataRetentionReducer(undefined, { type: '@@init' }).list.criteria.state).toBe('dormant');
    let state = dataRetentionReducer(undefined, listRequested({ criteria, page: 2 }));
    state = dataRetentionReducer(state, listSucceeded(page(60, 1)));
    expect(state.list).toMatchObject({ status: 'loading', page: 2, items: [] });
    state = dataRetentionReducer(state, listSucceeded(page(60, 2)));
    expect(selectRetentionList(testState({ dataRetention: state }))).toMatchObject({ status: 'succeeded', pageCount: 3, criteria });
  });

  it('shows a change’s answer as the case on screen and forgets everything on sign-out', () => {
    let state = dataRetentionReducer(undefined, caseRequested({ accountId: 3 }));
    expect(state.accountCase.status).toBe('loading');
    state = dataRetentionReducer(state, changeRequested({ kind: 'legalHold', accountId: 3, action: 'set', reason: RETENTION_REASON }));
    expect(state.change).toEqual({ status: 'loading', error: null, kind: 'legalHold' });
    state = dataRetentionReducer(state, changeSucceeded({ ...ACCOUNT_CASE, state: 'onHold' }));
    expect(state.accountCase.data?.state).toBe('onHold');
    expect(dataRetentionReducer(state, loggedOut())).toEqual(dataRetentionReducer(undefined, { type: '@@init' }));
  });

  it('replaces one staff member’s privilege with the answer', () => {
    let state = dataRetentionReducer(undefined, privilegesSucceeded([{ userId: 13, name: 'Sam Second', userName: 'sam', role: 'dataRetention', holdsDeletePermission: true, mayDelete: false, updatedBy: null, updatedAt: null }]));
    state = dataRetentionReducer(state, privilegeChangeRequested({ staffUserId: 13, mayDelete: true, reason: RETENTION_REASON }));
    expect(state.privileges.saving).toBe('loading');
    state = dataRetentionReducer(state, privilegeChanged({ userId: 13, name: 'Sam Second', userName: 'sam', role: 'dataRetention', holdsDeletePermission: true, mayDelete: true, updatedBy: { id: 12, name: 'Rita Retention' }, updatedAt: '2026-11-26T10:00:00.000Z' }));
    expect(state.privileges).toMatchObject({ saving: 'succeeded', data: [{ userId: 13, mayDelete: true }] });
  });
});

describe('data retention sagas', () => {
  it('sends only the filters that filter, trimmed, with the reason', () => {
    expect(listQuery(RETENTION_REASON, criteria, 1, 25)).toEqual({ reason: RETENTION_REASON, page: 1, pageSize: 25, state: 'dormant', assigneeId: 0, deletionFrom: '2026-12-01', search: 'Other' });
  });

  it('loads the dormant accounts or the self-service requests with the stated reason', async () => {
    const http = fakeHttp({ 'dataRetention.dormantAccounts': () => page(1), 'dataRetention.selfServiceAccounts': () => page(1) });
    const { io } = fakeIo({ http });
    await expectSaga(loadList)
      .withReducer(testRootReducer(), { ...withReason(), dataRetention: dataRetentionReducer(undefined, listRequested({ criteria, page: 1 })) })
      .provide([ioProvider(io)])
      .put(listSucceeded(page(1)))
      .run();
    await expectSaga(loadList)
      .withReducer(testRootReducer(), { ...withReason(), dataRetention: dataRetentionReducer(undefined, listRequested({ criteria: { ...criteria, list: 'selfService', state: '' }, page: 1 })) })
      .provide([ioProvider(io)])
      .put(listSucceeded(page(1)))
      .run();
    expect(http.calls.map((entry) => entry.operationId)).toEqual(['dataRetention.dormantAccounts', 'dataRetention.selfServiceAccounts']);
    expect(http.calls[0]?.request).toMatchObject({ query: { reason: RETENTION_REASON } });
  });

  it('loads the case, the addresses and the notices; a refused case still shows the others', async () => {
    const refused = apiError(404, 'notFound', 'The account was not found.');
    const { io } = fakeIo({
      http: fakeHttp({ 'dataRetention.accountCase': () => Promise.reject(refused), 'dataRetention.addressData': () => ADDRESSES, 'dataRetention.notificationDetails': () => NOTICES }),
    });
    await expectSaga(loadCase, caseRequested({ accountId: 3 }))
      .withState(withReason())
      .provide([ioProvider(io)])
      .put(caseFailed(refused.info))
      .put(addressesSucceeded(ADDRESSES))
      .put(noticesSucceeded(NOTICES))
      .run();
  });

  it('reads the case on screen again after its account was deleted or recovered, and no other', async () => {
    const shown = { dataRetention: { accountCase: { data: { accountId: 3 } } } };
    const changed = (accountId: number) => deletionChangeSucceeded({ accountId } as Parameters<typeof deletionChangeSucceeded>[0]);
    await expectSaga(reloadCaseAfterDeletionChange, changed(3)).withState(shown).put(caseRequested({ accountId: 3 })).run();
    await expectSaga(reloadCaseAfterDeletionChange, changed(4)).withState(shown).not.put.actionType(caseRequested.type).run();
  });

  it('sends each change to its operation with an Idempotency-Key, and reports a refusal', async () => {
    const http = fakeHttp({ 'dataRetention.gracePeriod': () => ACCOUNT_CASE, 'dataRetention.assignToUser': () => ACCOUNT_CASE });
    const { io } = fakeIo({ http });
    await expectSaga(change, changeRequested({ kind: 'gracePeriod', accountId: 3, deletionDate: '2027-01-30', reason: RETENTION_REASON }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(changeSucceeded(ACCOUNT_CASE))
      .run();
    expect(http.calls[0]?.request).toMatchObject({ params: { accountId: 3 }, body: { deletionDate: '2027-01-30', reason: RETENTION_REASON }, idempotencyKey: expect.any(String) });
    const refused = apiError(400, 'validation', 'The new date must be later than the current date.');
    const { io: refusing } = fakeIo({ http: fakeHttp({ 'dataRetention.selfServiceDeletionDates': () => Promise.reject(refused) }) });
    await expectSaga(change, changeRequested({ kind: 'deletionDate', accountId: 3, deletionDate: '2026-12-01', reason: RETENTION_REASON }))
      .withState(testState())
      .provide([ioProvider(refusing)])
      .put(changeFailed(refused.info))
      .run();
  });

  it('loads the alerts and, for staff who may delete, the privileges; saves both', async () => {
    const privileges = [PRIVILEGE];
    const http = fakeHttp({
      'dataRetention.emailAlerts': () => ALERTS,
      'dataRetention.userPrivileges': () => privileges,
      'dataRetention.updateEmailAlerts': () => ALERTS,
      'dataRetention.changeUserPrivilege': () => PRIVILEGE,
    });
    const { io } = fakeIo({ http });
    await expectSaga(loadSettings, settingsRequested({ privileges: true })).withState(testState()).provide([ioProvider(io)]).put(alertsSucceeded(ALERTS)).put(privilegesSucceeded(privileges)).run();
    await expectSaga(loadSettings, settingsRequested({ privileges: false })).withState(testState()).provide([ioProvider(io)]).put(alertsSucceeded(ALERTS)).run();
    expect(http.calls.filter((entry) => entry.operationId === 'dataRetention.userPrivileges')).toHaveLength(1);
    await expectSaga(saveAlerts, alertsSaveRequested({ alerts: ['accountDormant'] })).withState(testState()).provide([ioProvider(io)]).put(alertsSaved(ALERTS)).run();
    await expectSaga(changePrivilege, privilegeChangeRequested({ staffUserId: 13, mayDelete: true, reason: RETENTION_REASON }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(privilegeChanged(PRIVILEGE))
      .run();
  });
});
