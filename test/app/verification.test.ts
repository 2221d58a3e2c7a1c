/**
 * Item entry verification in the SPA: the slice, the selectors (steps, blind entry, discrepancy
 * rows) and the sagas with fake I/O: load, keyboard entry, begin, compare, resolve and cancel,
 * each with its failure.
 */
import { expectSaga } from 'redux-saga-test-plan';
import type { VerificationState } from '../../src/contract/services/verification';
import { enterSecondEntryKey, loadVerification, runVerificationCommand } from '../../src/app/features/verification/verificationSaga';
import {
  selectAllResolved,
  selectDiscrepancyRows,
  selectEntryFields,
  selectVerificationStep,
} from '../../src/app/features/verification/verificationSelectors';
import {
  resolutionChosen,
  secondEntryKeyPressed,
  secondEntryKeyRejected,
  secondEntryValueSet,
  verificationCommandFailed,
  verificationCommandRequested,
  verificationCommandSucceeded,
  verificationLoaded,
  verificationLoadFailed,
  verificationOpened,
  verificationReducer,
} from '../../src/app/features/verification/verificationSlice';
import type { RootState } from '../../src/app/rootReducer';
import { ASSESSMENT, DETAILS, IDENTITY, PHQ9, phq9Responses } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const NOT_STARTED: VerificationState = { assessmentId: ASSESSMENT.id, assessmentVersion: 2, required: true, verified: null, session: null };
const BEGUN: VerificationState = { ...NOT_STARTED, session: { begunAt: '2024-05-01T09:00:00.000Z', begunByName: 'Erin Examiner', discrepancies: null } };
const COMPARED: VerificationState = {
  ...BEGUN,
  session: { ...BEGUN.session!, discrepancies: [{ itemId: 'phq9_5', itemNumber: 5, firstValue: 3, secondValue: 2 }] },
};
const VERIFIED: VerificationState = { ...NOT_STARTED, assessmentVersion: 3, verified: { at: '2024-05-01T09:10:00.000Z', byName: 'Erin Examiner' } };
const SUBJECT = { assessmentId: ASSESSMENT.id, productCode: 'PHQ-9', examineeName: 'Okafor, Maya', product: PHQ9 };

/** The verification page's state with PHQ-9 loaded at a given server state. */
function loaded(server: VerificationState, autoAdvance = true): RootState {
  let verification = verificationReducer(undefined, verificationOpened({ assessmentId: ASSESSMENT.id }));
  verification = verificationReducer(verification, verificationLoaded({ subject: SUBJECT, server }));
  const preferences = { ...IDENTITY.preferences, itemEntryAutoAdvance: autoAdvance };
  return testState({ verification, session: { ...testState().session, status: 'authenticated', identity: { ...IDENTITY, preferences } } });
}

describe('verification slice and selectors', () => {
  it('moves through the steps and resets the entry on begin and cancel', () => {
    let state = loaded(NOT_STARTED).verification;
    expect(selectVerificationStep({ ...loaded(NOT_STARTED), verification: state })).toBe('notStarted');
    state = verificationReducer(state, verificationCommandSucceeded({ command: 'begin', server: BEGUN }));
    expect(state.currentKey).toBe('phq9_1');
    state = verificationReducer(state, secondEntryValueSet({ fieldKey: 'phq9_1', value: 2, nextKey: 'phq9_2' }));
    expect(state.secondEntry).toEqual({ phq9_1: 2 });
    expect(selectVerificationStep({ ...loaded(NOT_STARTED), verification: state })).toBe('secondEntry');
    state = verificationReducer(state, verificationCommandSucceeded({ command: 'cancel', server: NOT_STARTED }));
    expect(state.secondEntry).toEqual({});
    expect(selectVerificationStep(loaded(VERIFIED))).toBe('verified');
    expect(selectVerificationStep(loaded(COMPARED))).toBe('discrepancies');
  });

  it('never holds the first entry: the subject has the product, not the responses', () => {
    const state = loaded(BEGUN);
    // The product's own test cases have responses of their own: everything but the definition is checked.
    const subject = state.verification.subject;
    expect(JSON.stringify({ ...state.verification, subject: subject && { ...subject, product: null } })).not.toContain('"responses"');
    expect(JSON.stringify(subject?.product.items)).not.toContain('"responses"');
    expect(selectEntryFields(state).map((field) => field.key)).toEqual(PHQ9.items.map((item) => item.id));
  });

  it('lists each discrepancy with both values and the choice made', () => {
    let state = loaded(COMPARED);
    expect(selectDiscrepancyRows(state)).toEqual([{ itemId: 'phq9_5', itemNumber: 5, firstValue: 3, secondValue: 2, chosen: undefined }]);
    expect(selectAllResolved(state)).toBe(false);
    state = { ...state, verification: verificationReducer(state.verification, resolutionChosen({ itemId: 'phq9_5', value: 3 })) };
    expect(selectDiscrepancyRows(state)[0]?.chosen).toBe(3);
    expect(selectAllResolved(state)).toBe(true);
  });

  it('starts afresh when opened and records the request under way and failures', () => {
    let state = verificationReducer(undefined, verificationOpened({ assessmentId: 9 }));
    state = verificationReducer(state, verificationLoadFailed({ status: 404, code: 'notFound', message: 'The assessment was not found.', fieldErrors: {} }));
    expect(state.load.status).toBe('failed');
    state = verificationReducer(state, verificationCommandRequested({ command: 'compare' }));
    expect(state.request).toEqual({ status: 'loading', command: 'compare', error: null });
  });
});

describe('loadVerification', () => {
  it('loads the items and the state, dropping the first entry', async () => {
    const details = { ...DETAILS, assessment: { ...ASSESSMENT, responses: phq9Responses([1, 2, 3]) } };
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.loadDetails': () => details, 'assessment.itemEntryVerificationStatus': () => NOT_STARTED }) });
    const result = await expectSaga(loadVerification, verificationOpened({ assessmentId: ASSESSMENT.id }))
      .withReducer(testRootReducer(), testState({ verification: verificationReducer(undefined, verificationOpened({ assessmentId: ASSESSMENT.id })) }))
      .provide([ioProvider(io)])
      .put(verificationLoaded({ subject: SUBJECT, server: NOT_STARTED }))
      .run();
    expect(result.storeState.verification.load.status).toBe('succeeded');
  });

  it('puts the failure when the assessment is not in the account', async () => {
    const missing = apiError(404, 'notFound', 'The assessment was not found.');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.loadDetails': () => Promise.reject(missing), 'assessment.itemEntryVerificationStatus': () => NOT_STARTED }) });
    await expectSaga(loadVerification, verificationOpened({ assessmentId: ASSESSMENT.id }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(verificationLoadFailed(missing.info))
      .run();
  });
});

describe('enterSecondEntryKey', () => {
  it('enters the option of the key and moves on', async () => {
    await expectSaga(enterSecondEntryKey, secondEntryKeyPressed({ fieldKey: 'phq9_4', key: '2' }))
      .withState(loaded(BEGUN))
      .put(secondEntryValueSet({ fieldKey: 'phq9_4', value: 2, nextKey: 'phq9_5' }))
      .run();
  });

  it('stays when auto-advance is off, and rejects a key that enters nothing', async () => {
    await expectSaga(enterSecondEntryKey, secondEntryKeyPressed({ fieldKey: 'phq9_4', key: '0' }))
      .withState(loaded(BEGUN, false))
      .put(secondEntryValueSet({ fieldKey: 'phq9_4', value: 0, nextKey: null }))
      .run();
    await expectSaga(enterSecondEntryKey, secondEntryKeyPressed({ fieldKey: 'phq9_4', key: '7' }))
      .withState(loaded(BEGUN))
      .put(secondEntryKeyRejected({ fieldKey: 'phq9_4' }))
      .run();
  });
});

describe('runVerificationCommand', () => {
  it('begins with an idempotency key', async () => {
    const http = fakeHttp({ 'assessment.itemEntryVerificationBegin': () => BEGUN });
    const { io } = fakeIo({ http });
    await expectSaga(runVerificationCommand, verificationCommandRequested({ command: 'begin' }))
      .withState(loaded(NOT_STARTED))
      .provide([ioProvider(io)])
      .put(verificationCommandSucceeded({ command: 'begin', server: BEGUN }))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { assessmentId: ASSESSMENT.id }, idempotencyKey: 'uuid-1' });
  });

  it('sends the second entry to compare, then only the resolutions, and shows the assessment verified', async () => {
    const http = fakeHttp({ 'assessment.itemEntryVerificationEnd': (request) => ((request.body as { resolutions?: unknown }).resolutions ? VERIFIED : COMPARED) });
    const { io } = fakeIo({ http });
    let state = loaded(BEGUN);
    state = { ...state, verification: verificationReducer(state.verification, secondEntryValueSet({ fieldKey: 'phq9_5', value: 2, nextKey: null })) };
    const compared = await expectSaga(runVerificationCommand, verificationCommandRequested({ command: 'compare' }))
      .withReducer(testRootReducer(), state)
      .provide([ioProvider(io)])
      .put(verificationCommandSucceeded({ command: 'compare', server: COMPARED }))
      .run();
    expect(http.calls[0]?.request.body).toEqual({ secondEntry: { phq9_5: 2 } });
    const after = compared.storeState as RootState;
    const chosen: RootState = { ...after, verification: verificationReducer(after.verification, resolutionChosen({ itemId: 'phq9_5', value: 3 })) };
    const resolved = await expectSaga(runVerificationCommand, verificationCommandRequested({ command: 'resolve' }))
      .withReducer(testRootReducer(), chosen)
      .provide([ioProvider(io)])
      .put(verificationCommandSucceeded({ command: 'resolve', server: VERIFIED }))
      .run();
    expect(http.calls[1]?.request.body).toEqual({ resolutions: { phq9_5: 3 } });
    expect(selectVerificationStep(resolved.storeState)).toBe('verified');
  });

  it('cancels the verification under way', async () => {
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.itemEntryVerificationCancel': () => NOT_STARTED }) });
    const result = await expectSaga(runVerificationCommand, verificationCommandRequested({ command: 'cancel' }))
      .withReducer(testRootReducer(), loaded(COMPARED))
      .provide([ioProvider(io)])
      .put(verificationCommandSucceeded({ command: 'cancel', server: NOT_STARTED }))
      .run();
    expect(selectVerificationStep(result.storeState)).toBe('notStarted');
  });

  it('puts a failure the page shows (a 409 after a save elsewhere, a 400 naming a field)', async () => {
    const conflict = apiError(409, 'conflict', 'The assessment was saved after the verification began. Begin the verification again.');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.itemEntryVerificationEnd': () => Promise.reject(conflict) }) });
    const result = await expectSaga(runVerificationCommand, verificationCommandRequested({ command: 'compare' }))
      .withReducer(testRootReducer(), loaded(BEGUN))
      .provide([ioProvider(io)])
      .put(verificationCommandFailed({ command: 'compare', error: conflict.info }))
      .run();
    expect(result.storeState.verification.request).toMatchObject({ status: 'failed', error: { status: 409 } });
    const invalid = apiError(400, 'validation', 'Choose the correct value of item 5.', { 'resolutions.phq9_5': 'Choose the correct value of item 5.' });
    const { io: io2 } = fakeIo({ http: fakeHttp({ 'assessment.itemEntryVerificationEnd': () => Promise.reject(invalid) }) });
    await expectSaga(runVerificationCommand, verificationCommandRequested({ command: 'resolve' }))
      .withState(loaded(COMPARED))
      .provide([ioProvider(io2)])
      .put(verificationCommandFailed({ command: 'resolve', error: invalid.info }))
      .run();
  });
});
