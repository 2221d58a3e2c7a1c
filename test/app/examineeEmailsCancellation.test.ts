/**
 * Cancellation of the examinee page's e-mail section load (takeLatest): the section opened last is
 * the one shown, whatever order the answers arrive in.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { emailHistory, emailPage } from '../../src/contract/services/email';
import { examineeEmailsSaga } from '../../src/app/features/remoteAdministration/examineeEmailsSaga';
import { emailsSectionOpened, historySucceeded, sendPageSucceeded } from '../../src/app/features/remoteAdministration/examineeEmailsSlice';
import { fakeIo, ioProvider } from './support/fakeIo';
import { EXAMINEE } from './support/fixtures';
import { heldHttp, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle } from './support/virtualTime';
import { EMAIL_PAGE, message } from './remoteAdministrationFixtures';

describe('examinee e-mail section: the section opened last', () => {
  it('reopening supersedes the first load: its older history and send screen, answering last, never land', async () => {
    const server = heldHttp([emailHistory, emailPage]);
    const { io } = fakeIo({ http: server.http });
    const test = expectSaga(untilStopped, examineeEmailsSaga).withReducer(testRootReducer(), testState()).provide([ioProvider(io)]);
    const staleHistory = [message(1)];
    const stalePage = { ...EMAIL_PAGE, defaultValidForDays: 7 };
    const opened = emailsSectionOpened({ examineeRecordId: EXAMINEE.id, withSending: true });
    const run = test
      .not.put(historySucceeded({ examineeRecordId: EXAMINEE.id, messages: staleHistory }))
      .not.put(sendPageSucceeded({ examineeRecordId: EXAMINEE.id, page: stalePage }))
      .run(2000);
    test.dispatch(opened);
    await settle();
    test.dispatch(opened);
    await settle();
    expect([server.sent(emailHistory), server.sent(emailPage)]).toEqual([2, 2]);
    server.call(emailHistory, 1).answer([message(2), message(1)]);
    server.call(emailPage, 1).answer(EMAIL_PAGE);
    await settle();
    server.call(emailHistory, 0).answer(staleHistory);
    server.call(emailPage, 0).answer(stalePage);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.examineeEmails.history.items.map((item) => item.id)).toEqual([2, 1]);
    expect(storeState.examineeEmails.page.data?.defaultValidForDays).toBe(14);
  });
});
