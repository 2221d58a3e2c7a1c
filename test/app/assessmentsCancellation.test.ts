/**
 * Cancellation of the assessment screen's load (takeLatest): the assessment opened (or reopened)
 * last is the one shown, whatever order the answers arrive in.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { assessments } from '../../src/contract';
import { assessmentsSaga } from '../../src/app/features/assessments/assessmentsSaga';
import { detailsFailed, detailsRequested, detailsSucceeded } from '../../src/app/features/assessments/assessmentsSlice';
import { apiError, fakeIo, ioProvider } from './support/fakeIo';
import { ASSESSMENT, DETAILS, phq9Responses } from './support/fixtures';
import { heldHttp, putTypes, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';

const LOAD = assessments.loadAssessmentDetails;

/** The assessments saga against a server holding every details load until the test answers it. */
function setUp() {
  const server = heldHttp([LOAD]);
  const { io } = fakeIo({ http: server.http });
  const test = expectSaga(untilStopped, assessmentsSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]);
  return { server, test };
}

describe('assessment details: the load asked last wins', () => {
  it('a reload supersedes the load in flight: the older copy, answering last, never replaces the newer one', async () => {
    const { server, test } = setUp();
    const newer = { ...DETAILS, assessment: { ...ASSESSMENT, version: 2, responses: phq9Responses([1, 2, 3]) } };
    const run = test.not.put(detailsSucceeded(DETAILS)).run(2000);
    test.dispatch(detailsRequested({ assessmentId: ASSESSMENT.id }));
    await settle();
    test.dispatch(detailsRequested({ assessmentId: ASSESSMENT.id }));
    await settle();
    expect(server.sent(LOAD)).toBe(2);
    server.call(LOAD, 1).answer(newer);
    await settle();
    server.call(LOAD, 0).answer(DETAILS);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.assessments.details?.assessment.version).toBe(2);
    expect(storeState.assessments.responses).toEqual(phq9Responses([1, 2, 3]));
  });

  it('opening another assessment cancels the first load; its failure, arriving last, is not shown', async () => {
    const { server, test } = setUp();
    const other = { ...DETAILS, assessment: { ...ASSESSMENT, id: 35 } };
    const run = test.run(2000);
    test.dispatch(detailsRequested({ assessmentId: ASSESSMENT.id }));
    await settle();
    test.dispatch(detailsRequested({ assessmentId: 35 }));
    await settle();
    server.call(LOAD, 1).answer(other);
    await settle();
    server.call(LOAD, 0).fail(apiError(404, 'notFound', 'No such assessment.'));
    await settle();
    const { storeState, effects } = await stopped(test, run);
    expect(server.call(LOAD, 1).request.params).toEqual({ assessmentId: 35 });
    expect(putTypes(effects)).not.toContain(detailsFailed.type);
    expect(storeState.assessments).toMatchObject({ assessmentId: 35, status: 'succeeded', error: null });
  });
});
