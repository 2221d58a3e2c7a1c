/**
 * Cancellation of the remote administration panel (takeLatest): the panel opened last is the one
 * loaded and kept live, an earlier one stops; closing it or signing out stops its polling and
 * drops the answers still on their way. The copy of an address shows the last outcome only.
 */
import { expectSaga } from 'redux-saga-test-plan';
import { emailPage } from '../../src/contract/services/email';
import { linksByAssessmentId } from '../../src/contract/services/remoteLinks';
import { loggedOut, signInRedirectStarted } from '../../src/app/core/session/sessionSlice';
import { detailsRequested } from '../../src/app/features/assessments/assessmentsSlice';
import { remoteAdministrationSaga } from '../../src/app/features/remoteAdministration/remoteAdministrationSaga';
import { LINK_POLL_INTERVAL_MS } from '../../src/app/features/remoteAdministration/remoteAdministrationSelectors';
import {
  addressCopyFinished,
  addressCopyRequested,
  createLinkSucceeded,
  emailPageSucceeded,
  linksSucceeded,
  panelClosed,
  panelOpened,
  remoteAdministrationReducer,
} from '../../src/app/features/remoteAdministration/remoteAdministrationSlice';
import type { RootState } from '../../src/app/rootReducer';
import { type FakeClipboard, fakeIo, ioProvider } from './support/fakeIo';
import { ASSESSMENT, EXAMINEE } from './support/fixtures';
import { heldHttp, putTypes, stopped, untilStopped } from './support/heldHttp';
import { testRootReducer, testState } from './support/state';
import { settle, virtualTime } from './support/virtualTime';
import { EMAIL_PAGE, link } from './remoteAdministrationFixtures';

const LINKS = linksByAssessmentId;
const OPENED = panelOpened({ assessmentId: ASSESSMENT.id, examineeRecordId: EXAMINEE.id, withSending: true });
const URL_1 = 'http://localhost/qosa/#t=abc';

/** The panel's saga on virtual time against a server holding every links and send-screen load. */
function setUp(state: RootState = testState()) {
  const time = virtualTime('2024-05-01T09:00:00.000Z');
  const server = heldHttp([LINKS, emailPage]);
  const { io } = fakeIo({ http: server.http, clock: time.clock });
  const test = expectSaga(untilStopped, remoteAdministrationSaga).withReducer(testRootReducer(), state).provide([ioProvider(io), time.provider]);
  const loadedIds = () => server.http.calls.filter((call) => call.operationId === LINKS.id).map((call) => call.request.params?.assessmentId);
  return { time, server, test, loadedIds };
}

describe('remote administration panel: the panel opened last', () => {
  it('reopening supersedes the first load: its older links and send screen, answering last, never land', async () => {
    const { time, server, test } = setUp();
    const staleLinks = [link(1)];
    const stalePage = { ...EMAIL_PAGE, defaultValidForDays: 7 };
    const run = test
      .not.put(linksSucceeded({ assessmentId: ASSESSMENT.id, links: staleLinks }))
      .not.put(emailPageSucceeded({ examineeRecordId: EXAMINEE.id, page: stalePage }))
      .run(2000);
    test.dispatch(OPENED);
    await time.advance(0);
    test.dispatch(OPENED);
    await time.advance(0);
    expect([server.sent(LINKS), server.sent(emailPage)]).toEqual([2, 2]);
    server.call(LINKS, 1).answer([link(1, { state: 'completed', completedAt: '2024-05-01T08:59:00.000Z' })]);
    server.call(emailPage, 1).answer(EMAIL_PAGE);
    await settle();
    server.call(LINKS, 0).answer(staleLinks);
    server.call(emailPage, 0).answer(stalePage);
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.remoteAdministration.links.entities[1]?.state).toBe('completed');
    expect(storeState.remoteAdministration.emailPage.data?.defaultValidForDays).toBe(14);
  });

  it('opening another assessment\'s panel stops polling the first one', async () => {
    const { time, server, test, loadedIds } = setUp();
    const run = test.run(2000);
    test.dispatch(OPENED);
    await time.advance(0);
    server.call(LINKS, 0).answer([link(1, { state: 'opened' })]);
    server.call(emailPage, 0).answer(EMAIL_PAGE);
    await time.advance(LINK_POLL_INTERVAL_MS);
    expect(loadedIds()).toEqual([34, 34]);
    server.call(LINKS, 1).answer([link(1, { state: 'opened' })]);
    await settle();
    test.dispatch(panelOpened({ assessmentId: 35, examineeRecordId: EXAMINEE.id, withSending: false }));
    await time.advance(0);
    server.call(LINKS, 2).answer([link(2, { assessmentId: 35, state: 'sent' })]);
    for (let poll = 3; poll < 6; poll += 1) {
      await time.advance(LINK_POLL_INTERVAL_MS);
      server.call(LINKS, poll).answer([link(2, { assessmentId: 35, state: 'sent' })]);
    }
    await settle();
    await stopped(test, run);
    expect(loadedIds()).toEqual([34, 34, 35, 35, 35, 35]);
  });
});

describe('remote administration panel: sign-out and closing stop it', () => {
  it('a sign-out while a poll is in flight: its answer never lands, the assessment is not reloaded, and polling stops', async () => {
    const { time, server, test, loadedIds } = setUp();
    const completed = [link(1, { state: 'completed', completedAt: '2024-05-01T09:00:05.000Z' })];
    const run = test
      .not.put(linksSucceeded({ assessmentId: ASSESSMENT.id, links: completed }))
      .not.put(detailsRequested({ assessmentId: ASSESSMENT.id }))
      .run(2000);
    test.dispatch(OPENED);
    await time.advance(0);
    server.call(LINKS, 0).answer([link(1, { state: 'inProgress' })]);
    server.call(emailPage, 0).answer(EMAIL_PAGE);
    await time.advance(LINK_POLL_INTERVAL_MS);
    expect(loadedIds()).toEqual([34, 34]);
    test.dispatch(loggedOut());
    await settle();
    server.call(LINKS, 1).answer(completed);
    await time.advance(5 * LINK_POLL_INTERVAL_MS);
    const { storeState } = await stopped(test, run);
    expect(loadedIds()).toEqual([34, 34]);
    expect(storeState.remoteAdministration.links.ids).toEqual([]);
  });

  it.each([
    ['a sign-out', loggedOut()],
    ['the redirect to sign in', signInRedirectStarted({ redirect: '/legacy/login' })],
    ['closing the panel', panelClosed({ assessmentId: ASSESSMENT.id })],
  ])('%s during the first load drops its answers and starts no polling', async (_name, ending) => {
    const { time, server, test, loadedIds } = setUp();
    const run = test.run(2000);
    test.dispatch(OPENED);
    await time.advance(0);
    test.dispatch(ending);
    await settle();
    server.call(LINKS, 0).answer([link(1, { state: 'sent' })]);
    server.call(emailPage, 0).answer(EMAIL_PAGE);
    await time.advance(5 * LINK_POLL_INTERVAL_MS);
    const { effects } = await stopped(test, run);
    expect(putTypes(effects)).toEqual([]);
    expect(loadedIds()).toEqual([34]);
  });
});

/** A clipboard whose writes wait until the test settles them, one by one. */
function heldClipboard() {
  const writes: { text: string; accept: () => void; refuse: () => void }[] = [];
  const clipboard: FakeClipboard = {
    written: [],
    refusing: false,
    writeText: (text) =>
      new Promise<void>((resolve, reject) => {
        writes.push({ text, accept: resolve, refuse: () => reject(new Error('Clipboard access refused.')) });
      }),
  };
  return { clipboard, writes };
}

describe('copying an address: the last copy\'s outcome is shown', () => {
  it('a copy that fails after a newer copy succeeded does not turn the announcement into a failure', async () => {
    const { clipboard, writes } = heldClipboard();
    const { io } = fakeIo({ clipboard });
    const panel = remoteAdministrationReducer(remoteAdministrationReducer(undefined, OPENED), createLinkSucceeded({ link: link(3), url: URL_1 }));
    const test = expectSaga(untilStopped, remoteAdministrationSaga).withReducer(testRootReducer(), testState({ remoteAdministration: panel })).provide([ioProvider(io)]);
    const run = test.not.put(addressCopyFinished({ url: URL_1, copied: false })).run(2000);
    test.dispatch(addressCopyRequested({ url: URL_1 }));
    await settle();
    test.dispatch(addressCopyRequested({ url: URL_1 }));
    await settle();
    expect(writes).toHaveLength(2);
    writes[1]?.accept();
    await settle();
    writes[0]?.refuse();
    await settle();
    const { storeState } = await stopped(test, run);
    expect(storeState.remoteAdministration.revealed?.copy).toBe('copied');
  });
});
