/**
 * Cancellation of the deleted-assessments list's load (takeLatest): the list asked for last is the
 * one shown, whatever order the answers arrive in.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { lifecycle } from '../../src/contract';
import type { DeletedAssessment } from '../../src/contract/services/assessmentLifecycle';
import { recoverySaga } from '../../src/app/features/recovery/recoverySaga';
import { deletedListRequested, deletedListSucceeded } from '../../src/app/features/recovery/recoverySlice';
import { fakeIo, ioProvider } from './support/fakeIo';
import { heldHttp, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';

const LIST = lifecycle.deletedAssessments;

const deleted = (id: number): DeletedAssessment => ({
  id, examineeRecordId: 12, examineeName: 'Okafor, Maya', examineeId: 'S-100', productId: 'phq9', productCode: 'PHQ-9',
  administrationDate: '2024-05-01', deletedAt: '2024-05-02T09:00:00.000Z', deletedByName: 'Erin Examiner', recoverable: true,
});

describe('deleted assessments: the list asked for last', () => {
  it('a second request supersedes the first: the older list, answering last, does not bring back a row', async () => {
    const server = heldHttp([LIST]);
    const { io } = fakeIo({ http: server.http });
    const test = expectSaga(untilStopped, recoverySaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]);
    const older = [deleted(34), deleted(35)];
    const run = test.not.put(deletedListSucceeded(older)).run(2000);
    test.dispatch(deletedListRequested());
    await settle();
    test.dispatch(deletedListRequested());
    await settle();
    expect(server.sent(LIST)).toBe(2);
    server.call(LIST, 1).answer([deleted(35)]);
    await settle();
    server.call(LIST, 0).answer(older);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.recovery.deleted.map((row) => row.id)).toEqual([35]);
  });
});
