import { expectSaga } from 'redux-saga-test-plan';
import { computeRunningScores, enterItemKey, saveAssessment } from '../../src/app/features/assessments/assessmentsSaga';
import {
  selectAssessmentHeading,
  selectEntryItems,
  selectIsConflict,
  selectIsDirty,
  selectRunningSummary,
  selectScoreOfRecord,
} from '../../src/app/features/assessments/assessmentsSelectors';
import {
  assessmentsReducer,
  detailsRequested,
  detailsSucceeded,
  itemKeyPressed,
  itemKeyRejected,
  optionChosen,
  responseCleared,
  responseEntered,
  runningScoresComputed,
  saveFailed,
  saveRequested,
  saveSucceeded,
} from '../../src/app/features/assessments/assessmentsSlice';
import { invalidKeyMessage, listKeys } from '../../src/app/features/assessments/itemEntryMessages';
import type { RootState } from '../../src/app/rootReducer';
import { entryTargets } from '../../src/domain/product/itemEntry';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../src/domain/scoring/scoringContext';
import { ASSESSMENT, DETAILS, EXAMINEE, IDENTITY, PHQ9, phq9Responses } from './support/fixtures';

/** The scoring context of ASSESSMENT: its examinee, no administration facts, its date. */
const CONTEXT = scoringContextFor(EXAMINEE, {}, ASSESSMENT.administrationDate);
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

/** The state of the assessment page with DETAILS loaded and the examiner signed in. */
function loaded(responses: Record<string, number | null> = {}, autoAdvance: boolean | undefined = true): RootState {
  let assessments = assessmentsReducer(undefined, detailsRequested({ assessmentId: ASSESSMENT.id }));
  assessments = assessmentsReducer(assessments, detailsSucceeded(DETAILS));
  assessments = { ...assessments, responses };
  const preferences = { ...IDENTITY.preferences, itemEntryAutoAdvance: autoAdvance as boolean };
  return testState({ assessments, session: { ...testState().session, status: 'authenticated', identity: { ...IDENTITY, preferences } } });
}

describe('assessments reducer', () => {
  it('starts entry at the first unanswered item', () => {
    let state = assessmentsReducer(undefined, detailsRequested({ assessmentId: 34 }));
    state = assessmentsReducer(state, detailsSucceeded({ ...DETAILS, assessment: { ...ASSESSMENT, responses: phq9Responses([1, 2]) } }));
    expect(state).toMatchObject({ status: 'succeeded', currentItemId: 'phq9_3', responses: { phq9_1: 1, phq9_2: 2 } });
  });

  it('enters, clears and moves between responses', () => {
    let state = assessmentsReducer(undefined, detailsRequested({ assessmentId: 34 }));
    state = assessmentsReducer(state, detailsSucceeded(DETAILS));
    state = assessmentsReducer(state, itemKeyRejected({ itemId: 'phq9_1', message: 'Press 0, 1, 2 or 3 for item 1.' }));
    state = assessmentsReducer(state, responseEntered({ itemId: 'phq9_1', value: 2, nextItemId: 'phq9_2' }));
    expect(state).toMatchObject({ currentItemId: 'phq9_2', entryMessage: null, responses: { phq9_1: 2 } });
    state = assessmentsReducer(state, optionChosen({ itemId: 'phq9_5', value: 3 }));
    state = assessmentsReducer(state, responseCleared({ itemId: 'phq9_1' }));
    expect(state.responses).toEqual({ phq9_1: null, phq9_5: 3 });
    expect(state.currentItemId).toBe('phq9_1');
  });

  it('replaces the server copy on save and records a conflict', () => {
    let state = assessmentsReducer(undefined, detailsRequested({ assessmentId: 34 }));
    state = assessmentsReducer(state, detailsSucceeded(DETAILS));
    state = assessmentsReducer(state, saveRequested({ intent: 'save' }));
    state = assessmentsReducer(state, saveSucceeded({ ...ASSESSMENT, version: 2 }));
    expect(state.details?.assessment.version).toBe(2);
    state = assessmentsReducer(state, saveFailed({ error: { code: 'conflict', message: 'changed', status: 409, fieldErrors: {} }, pending: null }));
    expect(selectIsConflict(testState({ assessments: state }))).toBe(true);
  });
});

describe('item entry keys', () => {
  it('lists keys the way a sentence does', () => {
    expect(listKeys(['0', '1', '2', '3'])).toBe('0, 1, 2 or 3');
    expect(invalidKeyMessage(entryTargets(PHQ9)[3]!)).toBe('Press 0, 1, 2 or 3 for item 4.');
  });

  it('enters the option of the key and advances to the next item', async () => {
    await expectSaga(enterItemKey, itemKeyPressed({ itemId: 'phq9_4', key: '2' }))
      .withState(loaded())
      .put(responseEntered({ itemId: 'phq9_4', value: 2, nextItemId: 'phq9_5' }))
      .run();
  });

  it('stays on the item when auto-advance is off', async () => {
    await expectSaga(enterItemKey, itemKeyPressed({ itemId: 'phq9_4', key: '0' }))
      .withState(loaded({}, false))
      .put(responseEntered({ itemId: 'phq9_4', value: 0, nextItemId: null }))
      .run();
  });

  it('rejects a key that enters nothing with a visible message', async () => {
    await expectSaga(enterItemKey, itemKeyPressed({ itemId: 'phq9_4', key: '7' }))
      .withState(loaded())
      .put(itemKeyRejected({ itemId: 'phq9_4', message: 'Press 0, 1, 2 or 3 for item 4.' }))
      .run();
  });
});

describe('on-the-fly scoring', () => {
  it('puts the running total, band and raised flags in the state as responses come in', async () => {
    const responses = phq9Responses([2, 2, 1, 1, 2, 1, 1, 1, 1]);
    const result = await expectSaga(computeRunningScores)
      .withReducer(testRootReducer(), loaded(responses))
      .call(scoreAssessment, PHQ9, responses, CONTEXT)
      .put(runningScoresComputed(scoreAssessment(PHQ9, responses, CONTEXT)))
      .run();
    const summary = selectRunningSummary(result.storeState);
    expect(summary?.primary).toMatchObject({ scaleId: 'total', raw: 12, scorable: true, band: { label: 'Moderate' } });
    expect(summary?.flags.map((flag) => [flag.severity, flag.label])).toEqual([
      ['critical', 'Item 9 (thoughts of death or self-harm) endorsed'],
      ['warning', 'Total 10 or more'],
      // Items 1, 2 and 5 at 2 or more and item 9 at 1: four symptoms with item 1 (Kroenke 2001).
      ['warning', 'Provisional diagnosis: other depressive syndrome'],
      ['info', 'PHQ-2 positive (items 1 and 2 total 3 or more)'],
    ]);
    expect(summary?.messages).toEqual([]);
  });

  it('keeps a provisional total and says which items are missing', async () => {
    const result = await expectSaga(computeRunningScores).withReducer(testRootReducer(), loaded(phq9Responses([2, 2, 1, 1]))).run();
    const summary = selectRunningSummary(result.storeState);
    expect(summary?.primary).toMatchObject({ raw: 6, scorable: false });
    expect(summary?.scorable).toBe(false);
    expect(summary?.messages).toEqual(['Not scorable: items 5, 6, 7, 8 and 9 are not answered.']);
  });
});

describe('saveAssessment saga', () => {
  it('saves with the version read and the status the responses put it in', async () => {
    const responses = phq9Responses([1, 1]);
    const http = fakeHttp({ 'assessment.save': () => ({ ...ASSESSMENT, responses, status: 'inProgress', version: 2 }) });
    const { io } = fakeIo({ http });
    await expectSaga(saveAssessment, saveRequested({ intent: 'save' }))
      .withReducer(testRootReducer(), loaded(responses))
      .provide([ioProvider(io)])
      .put.like({ action: { type: saveSucceeded.type } })
      .run();
    expect(http.calls[0]?.request).toEqual({
      params: { assessmentId: 34 },
      body: { version: 1, responses, administration: {}, administrationDate: '2024-05-01', examinerId: 7, status: 'inProgress' },
      idempotencyKey: 'uuid-1',
    });
  });

  it('retries a save whose answer was lost with the same key, so the server replays it rather than refusing a stale version', async () => {
    const responses = phq9Responses([1, 1]);
    let answer: () => unknown = () => Promise.reject(apiError(503, 'unavailable', 'Try again.'));
    const http = fakeHttp({ 'assessment.save': () => answer() });
    const { io } = fakeIo({ http });
    const first = await expectSaga(saveAssessment, saveRequested({ intent: 'save' })).withReducer(testRootReducer(), loaded(responses)).provide([ioProvider(io)]).run();
    expect(first.storeState.assessments.save.pending).toMatchObject({ idempotencyKey: 'uuid-1', input: { assessmentId: 34 } });
    answer = () => ({ ...ASSESSMENT, responses, status: 'inProgress', version: 2 });
    const second = await expectSaga(saveAssessment, saveRequested({ intent: 'save' })).withReducer(testRootReducer(), first.storeState as RootState).provide([ioProvider(io)]).run();
    expect(http.calls.map((c) => c.request.idempotencyKey)).toEqual(['uuid-1', 'uuid-1']);
    expect(second.storeState.assessments.save).toMatchObject({ status: 'succeeded', pending: null });
    // A different save afterwards is a new request with a new key.
    await expectSaga(saveAssessment, saveRequested({ intent: 'score' })).withReducer(testRootReducer(), second.storeState as RootState).provide([ioProvider(io)]).run();
    expect(http.calls[2]?.request.idempotencyKey).toBe('uuid-2');
  });

  it("asks for status 'scored' when scoring, and shows the score of record", async () => {
    const responses = phq9Responses([2, 2, 1, 1, 2, 1, 1, 1, 1]);
    const scored = { ...ASSESSMENT, responses, status: 'scored' as const, score: scoreAssessment(PHQ9, responses, CONTEXT), scoredAt: '2024-05-01T09:30:00.000Z', version: 2 };
    const http = fakeHttp({ 'assessment.save': () => scored });
    const { io } = fakeIo({ http });
    const result = await expectSaga(saveAssessment, saveRequested({ intent: 'score' }))
      .withReducer(testRootReducer(), loaded(responses))
      .provide([ioProvider(io)])
      .put(saveSucceeded(scored))
      .run();
    expect(http.calls[0]?.request.body).toMatchObject({ status: 'scored', version: 1 });
    const record = selectScoreOfRecord(result.storeState);
    expect(record?.primary).toMatchObject({ raw: 12, band: { label: 'Moderate' } });
    expect(record?.flags[0]).toMatchObject({ severity: 'critical' });
    expect(record?.attribution).toBe(PHQ9.attribution);
  });

  it('turns a 409 into a conflict the page offers to reload', async () => {
    const conflict = apiError(409, 'conflict', 'This record was changed by someone else. Reload it and try again.');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.save': () => Promise.reject(conflict) }) });
    const result = await expectSaga(saveAssessment, saveRequested({ intent: 'save' }))
      .withReducer(testRootReducer(), loaded(phq9Responses([1])))
      .provide([ioProvider(io)])
      .put(saveFailed({ error: conflict.info, pending: null }))
      .run();
    expect(selectIsConflict(result.storeState)).toBe(true);
    // The responses on screen are kept, so nothing typed is lost before the reload.
    expect(result.storeState.assessments.responses).toEqual(phq9Responses([1]));
  });
});

describe('assessments selectors', () => {
  it('describe the heading, the items with their keys, and whether anything is unsaved', () => {
    const state = loaded(phq9Responses([3]));
    expect(selectAssessmentHeading(state)).toBe('PHQ-9 — Okafor, Maya');
    const items = selectEntryItems(state);
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ number: 1, text: 'Little interest or pleasure in doing things', selected: 3, isCurrent: true });
    expect(items[0]?.options.map((option) => option.key)).toEqual(['0', '1', '2', '3']);
    expect(selectIsDirty(state)).toBe(true);
    expect(selectIsDirty(loaded({}))).toBe(false);
  });
});
