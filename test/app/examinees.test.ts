import { push } from 'redux-first-history';
import { expectSaga } from 'redux-saga-test-plan';
import * as matchers from 'redux-saga-test-plan/matchers';
import { sleep } from '../../src/app/core/saga/sleep';
import {
  createAssessment,
  createExaminee,
  DUPLICATE_ID_MESSAGE,
  loadExamineeList,
  loadExamineePage,
  openCreatedExaminee,
  SEARCH_DEBOUNCE_MS,
} from '../../src/app/features/examinees/examineesSaga';
import {
  selectDefaultExaminerId,
  selectExamineeListRows,
  selectExamineePageCount,
  selectExaminerOptions,
} from '../../src/app/features/examinees/examineesSelectors';
import {
  createFailed,
  createRequested,
  createSucceeded,
  examineePageRequested,
  examineePageSucceeded,
  examineesReducer,
  idCheckRequested,
  idCheckSucceeded,
  initialExamineesState,
  listSucceeded,
  newAssessmentFailed,
  newAssessmentRequested,
  searchChanged,
} from '../../src/app/features/examinees/examineesSlice';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { EMPTY_EXAMINEE, type ExamineeInput } from '../../src/domain/examinee';
import { ASSESSMENT, EXAMINEE, IDENTITY } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const INPUT: ExamineeInput = { ...EMPTY_EXAMINEE, examineeId: 'S-100', firstName: 'Maya', lastName: 'Okafor', birthDate: '2009-04-17', sex: 'female' };

describe('examinees reducer', () => {
  it('resets to page 1 when the search changes and keeps the page that arrives', () => {
    let state = examineesReducer({ ...initialExamineesState, list: { ...initialExamineesState.list, page: 3 } }, searchChanged({ search: 'oka' }));
    expect(state.list).toMatchObject({ search: 'oka', page: 1, status: 'loading' });
    state = examineesReducer(state, listSucceeded({ items: [EXAMINEE], total: 41, page: 1, pageSize: 20 }));
    expect(state.list).toMatchObject({ status: 'succeeded', ids: [12], total: 41 });
    expect(state.records.entities[12]).toEqual(EXAMINEE);
  });

  it('ignores an id check answer for an id no longer typed', () => {
    let state = examineesReducer(undefined, idCheckRequested({ examineeId: 'A' }));
    state = examineesReducer(state, idCheckRequested({ examineeId: 'AB' }));
    state = examineesReducer(state, idCheckSucceeded({ examineeId: 'A', unique: false }));
    expect(state.idCheck).toEqual({ examineeId: 'AB', status: 'checking' });
    state = examineesReducer(state, idCheckSucceeded({ examineeId: 'AB', unique: false }));
    expect(state.idCheck.status).toBe('taken');
  });

  it('keeps a failed create with its field errors, and resets on logout', () => {
    const error = { code: 'validation', message: 'invalid', status: 400, fieldErrors: { birthDate: 'bad' } };
    let state = examineesReducer(undefined, createRequested({ input: INPUT }));
    state = examineesReducer(state, createFailed({ error, pending: null }));
    expect(state.create).toEqual({ status: 'failed', error, pending: null });
    expect(examineesReducer(state, loggedOut())).toEqual(initialExamineesState);
  });
});

describe('examinees selectors', () => {
  it('list rows with display names and count pages', () => {
    const examinees = examineesReducer(undefined, listSucceeded({ items: [EXAMINEE], total: 41, page: 1, pageSize: 20 }));
    const state = testState({ examinees });
    expect(selectExamineeListRows(state)).toEqual([{ ...EXAMINEE, displayName: 'Okafor, Maya' }]);
    expect(selectExamineePageCount(state)).toBe(3);
  });

  it('preselect the default examiner, else the user when an examiner', () => {
    const examiners = [{ userId: 7, name: 'Erin Examiner' }, { userId: 9, name: 'Pat Psychologist' }];
    const detail = { ...initialExamineesState.detail, examiners };
    const session = { ...testState().session, status: 'authenticated' as const, identity: IDENTITY };
    expect(selectDefaultExaminerId(testState({ session, examinees: { ...initialExamineesState, detail } }))).toBe(7);
    const withDefault = { ...IDENTITY, preferences: { ...IDENTITY.preferences, defaultExaminerId: 9 } };
    expect(selectDefaultExaminerId(testState({ session: { ...session, identity: withDefault }, examinees: { ...initialExamineesState, detail } }))).toBe(9);
    const notExaminer = { ...IDENTITY, examiner: false };
    expect(selectDefaultExaminerId(testState({ session: { ...session, identity: notExaminer }, examinees: { ...initialExamineesState, detail } }))).toBe(0);
    const others = { ...detail, examiners: [{ userId: 9, name: 'Pat Psychologist' }] };
    expect(selectExaminerOptions(testState({ session, examinees: { ...initialExamineesState, detail: others } })).map((e) => e.userId)).toEqual([7, 9]);
  });
});

describe('examinee list saga', () => {
  it('debounces the search, then loads the page the query asks for', async () => {
    const http = fakeHttp({ 'assessment.listExaminees': () => ({ items: [EXAMINEE], total: 1, page: 1, pageSize: 20 }) });
    const { io } = fakeIo({ http });
    const action = searchChanged({ search: ' oka ' });
    await expectSaga(loadExamineeList, action)
      .withReducer(testRootReducer(), testState({ examinees: examineesReducer(undefined, action) }))
      .provide([ioProvider(io), [matchers.call.fn(sleep), undefined]])
      .call(sleep, SEARCH_DEBOUNCE_MS)
      .put(listSucceeded({ items: [EXAMINEE], total: 1, page: 1, pageSize: 20 }))
      .run();
    expect(http.calls[0]?.request.query).toEqual({ search: 'oka', sort: '-updatedAt', page: 1, pageSize: 20 });
  });
});

describe('createExaminee saga', () => {
  it('creates the examinee with an Idempotency-Key and opens their page', async () => {
    const http = fakeHttp({ 'assessment.createExaminee': () => EXAMINEE });
    const { io } = fakeIo({ http });
    const result = await expectSaga(createExaminee, createRequested({ input: INPUT }))
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .put(createSucceeded(EXAMINEE))
      .run();
    expect(http.calls[0]?.request).toEqual({ body: INPUT, idempotencyKey: 'uuid-1' });
    expect(result.storeState.examinees.create.status).toBe('succeeded');
    await expectSaga(openCreatedExaminee, createSucceeded(EXAMINEE)).put(push('/examinees/12')).run();
  });

  it('carries the field errors of a 400 to the form', async () => {
    const failure = apiError(400, 'validation', 'The request has invalid fields.', { birthDate: 'The date of birth cannot be in the future.' });
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.createExaminee': () => Promise.reject(failure) }) });
    const result = await expectSaga(createExaminee, createRequested({ input: INPUT }))
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .put(createFailed({ error: failure.info, pending: null }))
      .run();
    expect(result.storeState.examinees.create.error?.fieldErrors).toEqual({ birthDate: 'The date of birth cannot be in the future.' });
  });

  it('names the examinee id field when the id is taken (409)', async () => {
    const failure = apiError(409, 'duplicate', 'A record with this id already exists.');
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.createExaminee': () => Promise.reject(failure) }) });
    await expectSaga(createExaminee, createRequested({ input: INPUT }))
      .provide([ioProvider(io)])
      .withState(testState())
      .put(createFailed({ error: { ...failure.info, fieldErrors: { examineeId: DUPLICATE_ID_MESSAGE } }, pending: null }))
      .run();
  });

  it('reuses the Idempotency-Key when the same input is retried after a network failure', async () => {
    const http = fakeHttp({ 'assessment.createExaminee': () => Promise.reject(new TypeError('Failed to fetch')) });
    const { io } = fakeIo({ http });
    const first = await expectSaga(createExaminee, createRequested({ input: INPUT }))
      .withReducer(testRootReducer(), testState())
      .provide([ioProvider(io)])
      .run();
    expect(first.storeState.examinees.create.pending).toEqual({ idempotencyKey: 'uuid-1', input: INPUT });
    await expectSaga(createExaminee, createRequested({ input: INPUT })).withState(first.storeState).provide([ioProvider(io)]).run();
    await expectSaga(createExaminee, createRequested({ input: { ...INPUT, firstName: 'Mia' } })).withState(first.storeState).provide([ioProvider(io)]).run();
    expect(http.calls.map((call) => call.request.idempotencyKey)).toEqual(['uuid-1', 'uuid-1', 'uuid-2']);
  });
});

describe('examinee page saga', () => {
  it('loads the record with forms (and those not offered, with why), the history and the examiners in one success', async () => {
    const forms = [{ id: 'phq9', code: 'PHQ-9', name: 'PHQ-9', audience: 'clinical' as const, itemCount: 10, ageRange: null }];
    const unavailable = [{ form: { id: 'orf', code: 'ORF', name: 'Oral reading fluency', audience: 'education' as const, itemCount: 2, ageRange: { minYears: 5, maxYears: 13 } }, reasons: ['age' as const] }];
    const examiners = [{ userId: 7, name: 'Erin Examiner' }];
    const http = fakeHttp({
      'assessment.loadExamineeAndForms': () => ({ examinee: EXAMINEE, testDate: '2024-05-01', forms, unavailable }),
      'assessment.examineeHistory': () => [],
      'assessment.examiners': () => examiners,
    });
    const { io } = fakeIo({ http });
    const action = examineePageRequested({ examineeRecordId: 12 });
    const result = await expectSaga(loadExamineePage, action)
      .withReducer(testRootReducer(), testState({ examinees: examineesReducer(undefined, action) }))
      .provide([ioProvider(io)])
      .put(examineePageSucceeded({ examinee: EXAMINEE, forms, unavailable, history: [], examiners }))
      .run();
    expect(result.storeState.examinees.detail).toMatchObject({ status: 'succeeded', forms, unavailable, examiners });
  });

  it('creates an assessment and reports a failure without losing the retry key', async () => {
    const input = { examineeRecordId: 12, productId: 'phq9', administrationDate: '2024-05-01', examinerId: 7 };
    const http = fakeHttp({ 'assessment.gracefulCreate': () => Promise.reject(apiError(503, 'http503', 'Unavailable')) });
    const { io } = fakeIo({ http });
    await expectSaga(createAssessment, newAssessmentRequested({ input }))
      .withState(testState())
      .provide([ioProvider(io)])
      .put(newAssessmentFailed({ error: { code: 'http503', message: 'Unavailable', status: 503, fieldErrors: {} }, pending: { idempotencyKey: 'uuid-1', input } }))
      .run();
    expect(ASSESSMENT.examineeRecordId).toBe(12);
  });
});
