/** The player's root saga: each feature's saga, spawned so that one failing leaves the others running. */
import { spawn } from 'typed-redux-saga';
import { answersSaga } from './features/answers/answersSaga';
import { linkSaga } from './features/link/linkSaga';
import { liveSaga } from './features/live/liveSaga';
import { navigationSaga } from './features/navigation/navigationSaga';
import { submitSaga } from './features/submit/submitSaga';

/** The sagas started with the store. */
export const PLAYER_SAGAS = [answersSaga, linkSaga, liveSaga, navigationSaga, submitSaga];

/** Spawns every feature saga. */
export function* rootSaga() {
  for (const saga of PLAYER_SAGAS) yield* spawn(saga);
}
