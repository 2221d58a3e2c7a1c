import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { put } from 'typed-redux-saga';
import { DOUBLE_CLICK_MS, takeSubmit } from '../../src/app/core/saga/takeSubmit';

const requested = (intent: string) => ({ type: 'form/submitRequested', payload: { intent } });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A submit watcher on a real store (redux-saga-test-plan's expectSaga delivers a worker's put to
 * an action channel differently from the middleware), whose worker records each command it runs
 * and fails the ones named `fail...`.
 */
function watch() {
  const ran: string[] = [];
  function* worker(action: ReturnType<typeof requested>) {
    ran.push(action.payload.intent);
    if (action.payload.intent.startsWith('fail')) yield* put({ type: 'form/submitFailed' });
  }
  const sagas = createSagaMiddleware();
  const store = configureStore({ reducer: (state: null = null) => state, middleware: (defaults) => defaults({ thunk: false }).concat(sagas) });
  const task = sagas.run(function* root() {
    yield* takeSubmit('form/submitRequested', worker, 'form/submitFailed');
  });
  return { ran, dispatch: store.dispatch, stop: () => task.cancel() };
}

describe('takeSubmit', () => {
  it('drops the second click of a double click that lands after a fast answer', async () => {
    const { ran, dispatch, stop } = watch();
    dispatch(requested('save'));
    await pause(100);
    dispatch(requested('save'));
    await pause(50);
    stop();
    expect(ran).toEqual(['save']);
  });

  it('takes a different command at once, and the same one again after the double-click time', async () => {
    const { ran, dispatch, stop } = watch();
    dispatch(requested('save'));
    await pause(50);
    dispatch(requested('score'));
    await pause(DOUBLE_CLICK_MS + 100);
    dispatch(requested('score'));
    await pause(50);
    stop();
    expect(ran).toEqual(['save', 'score', 'score']);
  });

  it('takes a retry of a command that failed at once', async () => {
    const { ran, dispatch, stop } = watch();
    dispatch(requested('fail'));
    await pause(50);
    dispatch(requested('fail'));
    await pause(50);
    stop();
    expect(ran).toEqual(['fail', 'fail']);
  });
});
