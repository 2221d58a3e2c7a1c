import { expectSaga } from 'redux-saga-test-plan';
import { put, takeEvery } from 'typed-redux-saga';
import { sagaFailed } from '../../src/app/core/app/appSlice';
import { safely } from '../../src/app/core/saga/safely';
import { matchPath, idParam } from '../../src/app/core/router/matchPath';
import { onLocation } from '../../src/app/core/router/routerSaga';
import { replace } from 'redux-first-history';
import { STORAGE_KEYS } from '../../src/contract/cookies';
import { fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';
import { IDENTITY } from './support/fixtures';
import { homeRouteFor } from '../../src/app/core/router/homeRoute';
import { identityLoadSucceeded } from '../../src/app/core/session/sessionSlice';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';

let calls = 0;
function* broken() {
  calls += 1;
  yield* put({ type: 'test/beforeFailure' });
  throw new Error('boom');
}

describe('safely', () => {
  it('reports a failing worker as an action and keeps its watcher alive', async () => {
    function* watcher() {
      yield* takeEvery('test/boom', safely(broken));
    }
    const result = await expectSaga(watcher)
      .put(sagaFailed({ saga: 'broken', error: { code: 'unexpected', message: 'boom', status: 0, fieldErrors: {} } }))
      .dispatch({ type: 'test/boom' })
      .delay(5)
      .dispatch({ type: 'test/boom' })
      .silentRun(20);
    // The second dispatch still reaches a worker: the watcher survived the first failure.
    expect(calls).toBe(2);
    const failures = result.allEffects.filter((effect) => effect.type === 'PUT' && effect.payload.action.type === sagaFailed.type);
    expect(failures).toHaveLength(2);
  });
});

describe('routes', () => {
  it('match patterns and parse ids', () => {
    expect(matchPath('/examinees/:examineeRecordId', '/examinees/12/')).toEqual({ examineeRecordId: '12' });
    expect(matchPath('/examinees/new', '/examinees/12')).toBeNull();
    expect(idParam('12')).toBe(12);
    expect(idParam('new')).toBeNull();
    expect(idParam('0')).toBeNull();
  });

  it('send / to the examinee list and remember other routes', async () => {
    const examiner = testState({}, '/');
    const signedIn = { ...examiner, session: { ...examiner.session, status: 'authenticated' as const, identity: IDENTITY } };
    await expectSaga(onLocation).withState(signedIn).put(replace('/examinees')).run();
    const { io } = fakeIo();
    await expectSaga(onLocation).withState(testState({}, '/examinees/12')).provide([ioProvider(io)]).run();
    expect(io.storage.data.get(STORAGE_KEYS.currentRoute)).toBe('/examinees/12');
  });

  it('send back-office staff from / to the back office, once their identity has loaded', async () => {
    const staff = { ...IDENTITY, permissions: ROLE_PERMISSIONS.backOffice.map((permissionName) => ({ permissionName })) };
    await expectSaga(onLocation)
      .withReducer(testRootReducer(), testState({}, '/'))
      .dispatch(identityLoadSucceeded(staff))
      .put(replace('/back-office'))
      .run();
    expect(homeRouteFor(ROLE_PERMISSIONS.accountAdministrator.map((permissionName) => ({ permissionName })))).toBe('/examinees');
    expect(homeRouteFor(null)).toBe('/examinees');
  });

  it('send data-retention staff from / to their dashboard (issue #18)', async () => {
    const staff = { ...IDENTITY, permissions: ROLE_PERMISSIONS.dataRetention.map((permissionName) => ({ permissionName })) };
    await expectSaga(onLocation)
      .withReducer(testRootReducer(), testState({}, '/'))
      .dispatch(identityLoadSucceeded(staff))
      .put(replace('/data-retention'))
      .run();
  });
});
