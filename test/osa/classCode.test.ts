/**
 * The player's class session code (issue #19): a roster sheet's QR address (`#code=…`) is exchanged
 * as a code, and a classroom device opened without a link or cookie asks for the code, says so
 * when it is wrong, and opens the student's form when it is right.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { startPlayer } from '../../src/osa/features/link/linkSaga';
import { codeAsked, codeRejected, codeSubmitted, problemShown, stateLoaded } from '../../src/osa/features/link/linkSlice';
import { createRootReducer } from '../../src/osa/rootReducer';
import { playerState, rootState } from './support/fixtures';
import { fakeHttp, fakePlayerIo, ioProvider, problemError } from './support/fakePlayerIo';

describe('a class session code', () => {
  it('opens the form straight from the QR address, normalized, without asking', async () => {
    const http = fakeHttp({ 'assessment.osaOpenCode': () => playerState() });
    const { io } = fakePlayerIo({ http, token: 'code=acdef-ghjkm' });
    await expectSaga(startPlayer).withReducer(createRootReducer(), rootState()).provide([ioProvider(io)]).put(stateLoaded(playerState())).run();
    expect(http.calls.map((entry) => [entry.operationId, entry.request])).toEqual([['assessment.osaOpenCode', { body: { code: 'ACDEFGHJKM' } }]]);
  });

  it('asks for a code on a device without a link, says a wrong code is wrong, and opens the right one', async () => {
    let tries = 0;
    const http = fakeHttp({
      'assessment.osaState': () => Promise.reject(problemError('linkInvalid', 404, null)),
      'assessment.osaOpenCode': () => {
        tries += 1;
        return tries === 1 ? Promise.reject(problemError('linkInvalid', 404, null)) : playerState();
      },
    });
    const { io } = fakePlayerIo({ http });
    const result = await expectSaga(startPlayer)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .put(codeAsked())
      .dispatch(codeSubmitted('WRONG-CODE1'))
      .put(codeRejected())
      .dispatch(codeSubmitted('ACDEF-GHJKM'))
      .put(stateLoaded(playerState()))
      .run();
    expect(result.storeState.link.codeEntry).toEqual({ shown: false, checking: false, rejected: false });
    expect(http.calls.filter((entry) => entry.operationId === 'assessment.osaOpenCode').map((entry) => entry.request)).toEqual([
      { body: { code: 'WRONG-CODE1' } },
      { body: { code: 'ACDEF-GHJKM' } },
    ]);
  });

  it('shows the problem page of a code whose form was already submitted', async () => {
    const http = fakeHttp({
      'assessment.osaState': () => Promise.reject(problemError('linkInvalid', 404, null)),
      'assessment.osaOpenCode': () => Promise.reject(problemError('linkCompleted', 410, null)),
    });
    const { io } = fakePlayerIo({ http });
    await expectSaga(startPlayer)
      .withReducer(createRootReducer(), rootState())
      .provide([ioProvider(io)])
      .dispatch(codeSubmitted('ACDEF-GHJKM'))
      .put(problemShown({ kind: 'linkCompleted', detail: null }))
      // The player then waits for "Try again", which this page does not offer.
      .silentRun();
  });
});
