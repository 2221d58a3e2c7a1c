/**
 * The examinee page's edits: graceful create (warnings confirmed or cancelled), editing and
 * deleting the examinee, deleting and copying an assessment, and recovering a deleted one;
 * sagas with fake I/O for success and failure, reducers with real action creators.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { push } from 'redux-first-history';
import type { DeletedAssessment } from '../../src/contract/services/assessmentLifecycle';
import {
  cloneAssessment,
  deleteAssessment,
  deleteExaminee,
  openClone,
  openExamineeList,
  reloadExamineePage,
  updateExaminee,
} from '../../src/app/features/examinees/examineeEditsSaga';
import {
  assessmentCloneRequested,
  assessmentCloneSucceeded,
  assessmentDeleteRequested,
  assessmentDeleteSucceeded,
  examineeDeleteRequested,
  examineeDeleteSucceeded,
  examineeDialogClosed,
  examineeDialogFailed,
  examineeDialogOpened,
  examineeEditOpened,
  examineeEditsReducer,
  examineeUpdateFailed,
  examineeUpdateRequested,
  examineeUpdateSucceeded,
} from '../../src/app/features/examinees/examineeEditsSlice';
import { createAssessment } from '../../src/app/features/examinees/examineesSaga';
import { selectNewAssessmentWarnings } from '../../src/app/features/examinees/examineesSelectors';
import {
  examineePageRequested,
  newAssessmentRequested,
  newAssessmentSucceeded,
  newAssessmentWarned,
  newAssessmentWarningsCancelled,
  examineesReducer,
} from '../../src/app/features/examinees/examineesSlice';
import { loadDeletedAssessments, recoverAssessment } from '../../src/app/features/recovery/recoverySaga';
import { deletedListFailed, deletedListSucceeded, recoverFailed, recoverRequested, recoverSucceeded, recoveryReducer } from '../../src/app/features/recovery/recoverySlice';
import type { RootState } from '../../src/app/rootReducer';
import { ASSESSMENT, EXAMINEE } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const INPUT = { examineeRecordId: 12, productId: 'phq9', administrationDate: '2024-05-01', examinerId: 7 };
const WARNINGS = [
  {
    code: 'retest' as const,
    message: 'PHQ-9 was administered on 2024-04-25, inside its retest interval of 14 days.',
    params: { product: 'PHQ-9', date: '2024-04-25', days: 14 },
  },
  {
    code: 'ageOutOfRange' as const,
    message: 'On 2024-05-01 the examinee is 9 years old; PHQ-9 is normed for ages 13 to 120.',
    params: { product: 'PHQ-9', date: '2024-05-01', years: 9, min: 13, max: 120 },
  },
];
const { id: _id, accountId: _account, createdAt: _created, updatedAt: _updated, ...STORED_FIELDS } = EXAMINEE;
const EXAMINEE_INPUT = { ...STORED_FIELDS, birthDate: STORED_FIELDS.birthDate ?? '' };

describe('graceful create', () => {
  it('shows the warnings and creates nothing; confirming sends them back and opens the assessment', async () => {
    const http = fakeHttp({
      'assessment.gracefulCreate': (request) =>
        (request.body as { confirmedWarnings: string[] }).confirmedWarnings.length === 2 ? { created: ASSESSMENT } : { warnings: WARNINGS },
    });
    const { io } = fakeIo({ http });
    const warned = await expectSaga(createAssessment, newAssessmentRequested({ input: INPUT }))
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .put(newAssessmentWarned({ input: INPUT, warnings: WARNINGS }))
      .run();
    expect(selectNewAssessmentWarnings(warned.storeState)).toEqual({ input: INPUT, warnings: WARNINGS });
    await expectSaga(createAssessment, newAssessmentRequested({ input: INPUT, confirmedWarnings: ['retest', 'ageOutOfRange'] }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(newAssessmentSucceeded(ASSESSMENT))
      .run();
    expect(http.calls.map((call) => call.request.body)).toEqual([
      { ...INPUT, confirmedWarnings: [] },
      { ...INPUT, confirmedWarnings: ['retest', 'ageOutOfRange'] },
    ]);
    // Two different requests: two idempotency keys.
    expect(http.calls[0]?.request.idempotencyKey).not.toBe(http.calls[1]?.request.idempotencyKey);
  });

  it('cancelling clears the warnings', () => {
    let state = examineesReducer(undefined, newAssessmentWarned({ input: INPUT, warnings: WARNINGS }));
    expect(state.newAssessmentWarnings?.warnings).toHaveLength(2);
    state = examineesReducer(state, newAssessmentWarningsCancelled());
    expect(state.newAssessmentWarnings).toBeNull();
  });
});

describe('examinee edits slice', () => {
  it('opens and closes the edit and the dialogs, keeping a dialog open on failure', () => {
    let state = examineeEditsReducer(undefined, examineeEditOpened({ examineeRecordId: 12 }));
    expect(state.editing).toBe(12);
    state = examineeEditsReducer(state, examineeUpdateSucceeded(EXAMINEE));
    expect(state.editing).toBeNull();
    state = examineeEditsReducer(state, examineeDialogOpened({ kind: 'deleteAssessment', assessmentId: 34, label: 'PHQ-9' }));
    state = examineeEditsReducer(state, assessmentDeleteRequested({ examineeRecordId: 12, assessmentId: 34 }));
    state = examineeEditsReducer(state, examineeDialogFailed({ status: 503, code: 'http503', message: 'Unavailable', fieldErrors: {} }));
    expect(state.dialog).toMatchObject({ kind: 'deleteAssessment' });
    expect(state.dialogRequest.status).toBe('failed');
    state = examineeEditsReducer(state, examineeDialogClosed());
    expect(state.dialog).toBeNull();
  });
});

describe('examinee edits sagas', () => {
  it('updates the examinee, or puts the refusal with its fields', async () => {
    const changed = { ...EXAMINEE, lastName: 'Okafor-Reyes' };
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.updateExaminee': () => changed }) });
    await expectSaga(updateExaminee, examineeUpdateRequested({ examineeRecordId: 12, input: { ...EXAMINEE_INPUT, lastName: 'Okafor-Reyes' } }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(examineeUpdateSucceeded(changed))
      .run();
    const duplicate = apiError(409, 'duplicate', 'An examinee with this id already exists in the account.', { examineeId: 'This examinee id is already in use. Enter another.' });
    const { io: failing } = fakeIo({ http: fakeHttp({ 'assessment.updateExaminee': () => Promise.reject(duplicate) }) });
    await expectSaga(updateExaminee, examineeUpdateRequested({ examineeRecordId: 12, input: EXAMINEE_INPUT }))
      .withState(testState())
      .provide([ioProvider(failing)])
      .put(examineeUpdateFailed(duplicate.info))
      .run();
  });

  it('deletes the examinee and goes to the list; a failure stays in the dialog', async () => {
    const deletion = { id: 12, deletedAt: '2024-05-01T09:00:00.000Z' };
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.deleteExaminee': () => deletion }) });
    await expectSaga(deleteExaminee, examineeDeleteRequested({ examineeRecordId: 12 })).withState(testState()).provide([ioProvider(io)]).put(examineeDeleteSucceeded(deletion)).run();
    await expectSaga(openExamineeList).put(push('/examinees')).run();
    const gone = apiError(404, 'notFound', 'The examinee was not found.');
    const { io: failing } = fakeIo({ http: fakeHttp({ 'assessment.deleteExaminee': () => Promise.reject(gone) }) });
    await expectSaga(deleteExaminee, examineeDeleteRequested({ examineeRecordId: 12 })).withState(testState()).provide([ioProvider(failing)]).put(examineeDialogFailed(gone.info)).run();
  });

  it('deletes an assessment and reloads the page; copies one and opens the copy', async () => {
    const deletion = { id: 34, deletedAt: '2024-05-01T09:00:00.000Z' };
    const copy = { ...ASSESSMENT, id: 35 };
    const http = fakeHttp({ 'assessment.delete': () => deletion, 'assessment.clone': () => copy });
    const { io } = fakeIo({ http });
    await expectSaga(deleteAssessment, assessmentDeleteRequested({ examineeRecordId: 12, assessmentId: 34 }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(assessmentDeleteSucceeded({ examineeRecordId: 12, deletion }))
      .run();
    await expectSaga(reloadExamineePage, assessmentDeleteSucceeded({ examineeRecordId: 12, deletion })).put(examineePageRequested({ examineeRecordId: 12 })).run();
    await expectSaga(reloadExamineePage, examineeUpdateSucceeded(EXAMINEE)).put(examineePageRequested({ examineeRecordId: 12 })).run();
    await expectSaga(cloneAssessment, assessmentCloneRequested({ assessmentId: 34, input: { administrationDate: '2024-05-01', copyResponses: false } }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(assessmentCloneSucceeded(copy))
      .run();
    expect(http.calls[1]?.request).toEqual({ params: { assessmentId: 34 }, body: { administrationDate: '2024-05-01', copyResponses: false }, idempotencyKey: 'uuid-1' });
    await expectSaga(openClone, assessmentCloneSucceeded(copy)).put(push('/assessments/35')).run();
  });

  it('puts a failed copy or delete into the dialog', async () => {
    const future = apiError(400, 'validation', 'The administration date cannot be in the future.', { administrationDate: 'The administration date cannot be in the future.' });
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.clone': () => Promise.reject(future), 'assessment.delete': () => Promise.reject(future) }) });
    await expectSaga(cloneAssessment, assessmentCloneRequested({ assessmentId: 34, input: { administrationDate: '2999-01-01', copyResponses: true } }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(examineeDialogFailed(future.info))
      .run();
    await expectSaga(deleteAssessment, assessmentDeleteRequested({ examineeRecordId: 12, assessmentId: 34 }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(examineeDialogFailed(future.info))
      .run();
  });
});

describe('recovery', () => {
  const DELETED: DeletedAssessment = {
    id: 34, examineeRecordId: 12, examineeName: 'Okafor, Maya', examineeId: 'S-100', productId: 'phq9', productCode: 'PHQ-9',
    administrationDate: '2024-05-01', deletedAt: '2024-05-02T09:00:00.000Z', deletedByName: 'Erin Examiner', recoverable: true,
  };

  it('lists the deleted assessments and recovers one, which leaves the list', async () => {
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.deletedAssessments': () => [DELETED], 'assessment.recover': () => ASSESSMENT }) });
    const listed = await expectSaga(loadDeletedAssessments).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]).put(deletedListSucceeded([DELETED])).run();
    const recovered = await expectSaga(recoverAssessment, recoverRequested({ assessmentId: 34 }))
      .withReducer(testRootReducer(), listed.storeState as RootState)
      .provide([ioProvider(io)])
      .put(recoverSucceeded(ASSESSMENT))
      .run();
    expect(recovered.storeState.recovery).toMatchObject({ deleted: [], recovered: [34], recovering: null });
  });

  it('reports a failed list or recovery', async () => {
    const forbidden = apiError(403, 'forbidden', 'You do not have permission to do this.');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.deletedAssessments': () => Promise.reject(forbidden), 'assessment.recover': () => Promise.reject(forbidden) }) });
    await expectSaga(loadDeletedAssessments).withState(testState()).provide([ioProvider(io)]).put(deletedListFailed(forbidden.info)).run();
    await expectSaga(recoverAssessment, recoverRequested({ assessmentId: 34 })).withState(testState()).provide([ioProvider(io)]).put(recoverFailed(forbidden.info)).run();
    expect(recoveryReducer(undefined, recoverFailed(forbidden.info)).recoverError).toEqual(forbidden.info);
  });
});
