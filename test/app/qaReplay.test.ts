import { createMemoryHistory } from 'history';
import { createReduxHistoryContext } from 'redux-first-history';
import appConfig from '../../config/config.json';
import { configLoadRequested } from '../../src/app/core/config/configSlice';
import { createActionRecorder } from '../../src/app/core/qa/actionLog';
import { replayActionLog } from '../../src/app/core/qa/replay';
import { searchChanged } from '../../src/app/features/examinees/examineesSlice';
import { createRootReducer, type RootState } from '../../src/app/rootReducer';
import { createAppStore } from '../../src/app/store';
import { EXAMINEE, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { ALL_FEATURES } from './support/featureRuntimes';

const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  if (!check()) throw new Error('timed out');
};

describe('the QA action log', () => {
  it('records a session as a Redux DevTools export that replays to the same state', async () => {
    const http = fakeHttp(
      {
        'account.getSelfPreferences': () => IDENTITY,
        'account.getSelfRole': () => ({ role: 'examiner', internalUser: false }),
        'accountManagement.getDalsStatus': () => ({ dllAccount: false, deletionDate: null }),
        'assessment.listExaminees': () => ({ items: [EXAMINEE], total: 1, page: 1, pageSize: 20 }),
      },
      appConfig,
    );
    let clock = 1_714_554_000_000;
    const recorder = createActionRecorder<RootState>(() => (clock += 1));
    const { store, sagaTask } = createAppStore({ io: fakeIo({ http }).io, history: createMemoryHistory({ initialEntries: ['/examinees'] }), recorder, features: ALL_FEATURES });
    store.dispatch(configLoadRequested());
    await until(() => store.getState().session.status === 'authenticated');
    store.dispatch(searchChanged({ search: 'Okafor' }));
    await until(() => http.calls.some((call) => call.operationId === 'assessment.listExaminees' && JSON.stringify(call.request).includes('Okafor')));
    await until(() => store.getState().examinees.list.status === 'succeeded');
    sagaTask.cancel();

    const log = JSON.parse(JSON.stringify(recorder.exportLog())) as ReturnType<typeof recorder.exportLog>;
    expect(log.stagedActionIds[0]).toBe(0);
    expect(log.actionsById['0']?.action.type).toBe('@@INIT');
    expect(log.nextActionId).toBe(log.stagedActionIds.length);
    const { routerReducer } = createReduxHistoryContext({ history: createMemoryHistory() });
    const reducer = createRootReducer(routerReducer);
    expect(replayActionLog(log, reducer)).toEqual(store.getState());

    // A skipped action (DevTools' "skip") is left out of the replay.
    const searchId = log.stagedActionIds.find((id) => log.actionsById[String(id)]?.action.type === searchChanged.type);
    expect(searchId).toBeDefined();
    const skipped = replayActionLog({ ...log, skippedActionIds: [searchId ?? -1] }, reducer);
    expect(skipped.examinees).not.toEqual(store.getState().examinees);
  });
});
