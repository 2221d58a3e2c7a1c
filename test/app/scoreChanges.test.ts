import { expectSaga } from 'redux-saga-test-plan';
import { assessmentsSaga, refreshScoreChanges } from '../../src/app/features/assessments/assessmentsSaga';
import { selectScoreChanges } from '../../src/app/features/assessments/assessmentsSelectors';
import { assessmentsReducer, detailsRequested, detailsSucceeded, saveSucceeded, scoreChangesLoaded } from '../../src/app/features/assessments/assessmentsSlice';
import type { AssessmentDetails } from '../../src/contract/types';
import type { RootState } from '../../src/app/rootReducer';
import { signedDifference } from '../../src/domain/scoreChange';
import { ASSESSMENT, DETAILS } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';
import { scoredWho5, SIGNIFICANT_RISE } from './support/who5Fixtures';

const stateWith = (details: AssessmentDetails): RootState => {
  let assessments = assessmentsReducer(undefined, detailsRequested({ assessmentId: details.assessment.id }));
  assessments = assessmentsReducer(assessments, detailsSucceeded(details));
  return testState({ assessments });
};

describe('score changes in the assessments slice', () => {
  it('shows the changes of a scored assessment only', () => {
    expect(selectScoreChanges(stateWith(scoredWho5([SIGNIFICANT_RISE])))).toEqual([SIGNIFICANT_RISE]);
    expect(selectScoreChanges(stateWith(scoredWho5(undefined)))).toEqual([]);
    const draft = scoredWho5([SIGNIFICANT_RISE]);
    expect(selectScoreChanges(stateWith({ ...draft, assessment: { ...draft.assessment, status: 'inProgress', score: null, scoredAt: null } }))).toEqual([]);
  });

  it('forgets the changes when a new score of record replaces the old, and takes the reloaded ones', () => {
    const details = scoredWho5([SIGNIFICANT_RISE]);
    let state = stateWith(details).assessments;
    state = assessmentsReducer(state, saveSucceeded({ ...details.assessment, version: 3 }));
    expect(state.details?.changes).toEqual([SIGNIFICANT_RISE]);
    state = assessmentsReducer(state, saveSucceeded({ ...details.assessment, version: 4, scoredAt: '2026-02-05T11:00:00.000Z' }));
    expect(state.details?.changes).toBeUndefined();
    const lower = { ...SIGNIFICANT_RISE, current: 52, difference: 4, significant: false };
    state = assessmentsReducer(state, scoreChangesLoaded({ assessmentId: 99, changes: [SIGNIFICANT_RISE] }));
    expect(state.details?.changes).toBeUndefined();
    state = assessmentsReducer(state, scoreChangesLoaded({ assessmentId: ASSESSMENT.id, changes: [lower] }));
    expect(state.details?.changes).toEqual([lower]);
  });
});

describe('refreshScoreChanges saga', () => {
  const rescored = scoredWho5(undefined);

  it('loads the change of a new score of record', async () => {
    const http = fakeHttp({ 'assessment.loadDetails': () => scoredWho5([SIGNIFICANT_RISE]) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(refreshScoreChanges)
      .withReducer(testRootReducer(), stateWith(rescored))
      .provide([ioProvider(io)])
      .put(scoreChangesLoaded({ assessmentId: ASSESSMENT.id, changes: [SIGNIFICANT_RISE] }))
      .run();
    expect(http.calls.map((call) => call.request)).toEqual([{ params: { assessmentId: ASSESSMENT.id } }]);
    expect(selectScoreChanges(result.storeState)).toEqual([SIGNIFICANT_RISE]);
  });

  it('keeps the page without a comparison when the load fails', async () => {
    const http = fakeHttp({ 'assessment.loadDetails': () => Promise.reject(apiError(503, 'unavailable', 'The service is unavailable.')) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(refreshScoreChanges).withReducer(testRootReducer(), stateWith(rescored)).provide([ioProvider(io)]).run();
    expect(http.calls).toHaveLength(1);
    expect(result.effects.put).toBeUndefined();
    expect(selectScoreChanges(result.storeState)).toEqual([]);
  });

  it('follows only the newest score of record: a second scoring cancels the first load', async () => {
    const stale = { ...SIGNIFICANT_RISE, current: 58, difference: 10 };
    const later = { ...SIGNIFICANT_RISE, current: 64, difference: 16 };
    let calls = 0;
    const http = fakeHttp({
      // The first load answers last: were it not cancelled, its stale answer would overwrite the newer one.
      'assessment.loadDetails': () => {
        calls += 1;
        if (calls > 1) return scoredWho5([later]);
        return new Promise((resolve) => {
          setTimeout(() => resolve(scoredWho5([stale])), 20);
        });
      },
    });
    const { io } = fakeIo({ http });
    const details = scoredWho5([SIGNIFICANT_RISE]);
    const result = await expectSaga(assessmentsSaga)
      .withReducer(testRootReducer(), stateWith(details))
      .provide([ioProvider(io)])
      .dispatch(saveSucceeded({ ...details.assessment, version: 3, scoredAt: '2026-02-05T11:00:00.000Z' }))
      .dispatch(saveSucceeded({ ...details.assessment, version: 4, scoredAt: '2026-02-05T11:05:00.000Z' }))
      .put(scoreChangesLoaded({ assessmentId: ASSESSMENT.id, changes: [later] }))
      .not.put(scoreChangesLoaded({ assessmentId: ASSESSMENT.id, changes: [stale] }))
      .silentRun(250);
    expect(http.calls).toHaveLength(2);
    expect(selectScoreChanges(result.storeState)).toEqual([later]);
  });

  it('asks nothing when the changes are known, the assessment is not scored or the product has no change rules', async () => {
    const http = fakeHttp({ 'assessment.loadDetails': () => scoredWho5([SIGNIFICANT_RISE]) });
    const { io } = fakeIo({ http });
    for (const details of [scoredWho5([]), { ...rescored, assessment: { ...rescored.assessment, status: 'complete' as const } }, { ...DETAILS, assessment: { ...DETAILS.assessment, status: 'scored' as const } }]) {
      await expectSaga(refreshScoreChanges).withReducer(testRootReducer(), stateWith(details)).provide([ioProvider(io)]).run();
    }
    expect(http.calls).toHaveLength(0);
  });
});

describe('signedDifference', () => {
  it('always writes the sign', () => {
    const plain = (value: number) => String(value);
    expect([signedDifference(12, plain), signedDifference(-4, plain), signedDifference(0, plain)]).toEqual(['+12', '\u22124', '0']);
  });
});
