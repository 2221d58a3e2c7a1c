/**
 * Cancellation of the verification page's load (takeLatest): the page opened last is the one
 * shown, whatever order the answers arrive in.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { assessments, verification } from '../../src/contract';
import type { VerificationState } from '../../src/contract/services/verification';
import { verificationSaga } from '../../src/app/features/verification/verificationSaga';
import { verificationLoaded, verificationLoadFailed, verificationOpened } from '../../src/app/features/verification/verificationSlice';
import { apiError, fakeIo, ioProvider } from './support/fakeIo';
import { ASSESSMENT, DETAILS } from './support/fixtures';
import { heldHttp, putTypes, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';

const DETAILS_LOAD = assessments.loadAssessmentDetails;
const STATUS = verification.itemEntryVerificationStatus;

const NOT_STARTED: VerificationState = { assessmentId: ASSESSMENT.id, assessmentVersion: 2, required: true, verified: null, session: null };
const BEGUN: VerificationState = { ...NOT_STARTED, session: { begunAt: '2024-05-01T09:00:00.000Z', begunByName: 'Pat Psychologist', discrepancies: null } };
const SUBJECT = { assessmentId: ASSESSMENT.id, productCode: 'PHQ-9', examineeName: 'Okafor, Maya', product: DETAILS.product };

function setUp() {
  const server = heldHttp([DETAILS_LOAD, STATUS]);
  const { io } = fakeIo({ http: server.http });
  const test = expectSaga(untilStopped, verificationSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]);
  return { server, test };
}

describe('verification page: the page opened last', () => {
  it('reopening supersedes the load in flight: the older state, answering last, does not hide a verification begun meanwhile', async () => {
    const { server, test } = setUp();
    const run = test.not.put(verificationLoaded({ subject: SUBJECT, server: NOT_STARTED })).run(2000);
    test.dispatch(verificationOpened({ assessmentId: ASSESSMENT.id }));
    await settle();
    test.dispatch(verificationOpened({ assessmentId: ASSESSMENT.id }));
    await settle();
    expect([server.sent(DETAILS_LOAD), server.sent(STATUS)]).toEqual([2, 2]);
    server.call(DETAILS_LOAD, 1).answer(DETAILS);
    server.call(STATUS, 1).answer(BEGUN);
    await settle();
    server.call(DETAILS_LOAD, 0).answer(DETAILS);
    server.call(STATUS, 0).answer(NOT_STARTED);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.verification.load.status).toBe('succeeded');
    expect(storeState.verification.server).toEqual(BEGUN);
  });

  it('opening another assessment cancels the first load; its failure, arriving last, is not shown', async () => {
    const { server, test } = setUp();
    const other = { ...DETAILS, assessment: { ...ASSESSMENT, id: 35 } };
    const run = test.run(2000);
    test.dispatch(verificationOpened({ assessmentId: ASSESSMENT.id }));
    await settle();
    test.dispatch(verificationOpened({ assessmentId: 35 }));
    await settle();
    server.call(DETAILS_LOAD, 1).answer(other);
    server.call(STATUS, 1).answer({ ...NOT_STARTED, assessmentId: 35 });
    await settle();
    server.call(STATUS, 0).fail(apiError(403, 'forbidden', 'Not your assessment.'));
    await settle();
    const { storeState, effects } = await stopped(test, run);
    expect(putTypes(effects)).not.toContain(verificationLoadFailed.type);
    expect(storeState.verification).toMatchObject({ assessmentId: 35, load: { status: 'succeeded', error: null } });
  });
});
