import type { RootState } from '../../src/app/rootReducer';
import { remotelyAdministrable } from '../../src/domain/remoteLink';
import { expectSaga } from 'redux-saga-test-plan';
import { call, race, take } from 'typed-redux-saga';
import { ValidationError } from 'yup';
import { validationMessageId } from '../../src/app/core/i18n/fieldErrors';
import { sendEmailSchema, updateEmailTemplate } from '../../src/contract/services/email';
import { sessionInputSchema } from '../../src/contract/services/sessions';
import { remoteLinkInputSchema } from '../../src/domain/remoteLink';
import { detailsRequested } from '../../src/app/features/assessments/assessmentsSlice';
import { copyAddress, createLink, launchHere, loadLinks, remoteAdministrationSaga, resend, revoke, sendLinkEmail } from '../../src/app/features/remoteAdministration/remoteAdministrationSaga';
import {
  LINK_POLL_INTERVAL_MS,
  selectHasOpenLink,
  selectLinks,
  selectRevealed,
  selectRevocation,
} from '../../src/app/features/remoteAdministration/remoteAdministrationSelectors';
import {
  addressCopyFinished,
  addressCopyRequested,
  type CreateLinkInput,
  createLinkFailed,
  createLinkRequested,
  createLinkSucceeded,
  launchFailed,
  launchRequested,
  launchSucceeded,
  linksSucceeded,
  panelClosed,
  panelOpened,
  remoteAdministrationReducer,
  type RemoteAdministrationState,
  resendFailed,
  resendRequested,
  resendSucceeded,
  revealedDismissed,
  revokeDialogOpened,
  revokeFailed,
  revokeRequested,
  revokeSucceeded,
  sendFailed,
  sendRequested,
  sendSucceeded,
} from '../../src/app/features/remoteAdministration/remoteAdministrationSlice';
import type { SendEmailInput } from '../../src/contract/services/email';
import type { RemoteLinkSummary } from '../../src/contract/services/remoteLinks';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { ASSESSMENT, EXAMINEE, PHQ9 } from './support/fixtures';
import { apiError, fakeClipboard, fakeHttp, fakeIo, fakeWindows, ioProvider } from './support/fakeIo';
import { EMAIL_PAGE, link, message } from './remoteAdministrationFixtures';
import { testRootReducer, testState } from './support/state';
import { virtualTime } from './support/virtualTime';

const OPENED = panelOpened({ assessmentId: ASSESSMENT.id, examineeRecordId: EXAMINEE.id, withSending: true });
const URL_1 = 'http://localhost/qosa/#t=abc';

/** The slice with the panel of assessment 34 open and `links` listed. */
function panel(links: RemoteLinkSummary[] = []): RemoteAdministrationState {
  const state = remoteAdministrationReducer(undefined, OPENED);
  return remoteAdministrationReducer(state, linksSucceeded({ assessmentId: ASSESSMENT.id, links }));
}

const stateWith = (slice: RemoteAdministrationState) => testState({ remoteAdministration: slice });

const CREATE: CreateLinkInput = { assessmentId: ASSESSMENT.id, link: { respondent: 'parent', locale: 'de_de', validForDays: 7 } };

const SEND: SendEmailInput = {
  examineeRecordId: EXAMINEE.id,
  assessmentId: ASSESSMENT.id,
  sessionId: null,
  linkId: null,
  recipientAddress: 'maya@example.org',
  recipientName: 'Maya Okafor',
  respondent: 'examinee',
  locale: 'en_us',
  validForDays: 14,
  subject: null,
  body: null,
};

describe('remote administration reducer and selectors', () => {
  it('lists links newest first, knows when one is open, and forgets another assessment\'s links', () => {
    const state = panel([link(1, { state: 'completed' }), link(2, { state: 'inProgress' })]);
    expect(selectLinks(stateWith(state)).map((row) => row.id)).toEqual([2, 1]);
    expect(selectHasOpenLink(stateWith(state))).toBe(true);
    expect(selectHasOpenLink(stateWith(panel([link(1, { state: 'expired' }), link(2, { state: 'revoked' })])))).toBe(false);
    const other = remoteAdministrationReducer(state, panelOpened({ assessmentId: 99, examineeRecordId: EXAMINEE.id, withSending: false }));
    expect(other.links.ids).toEqual([]);
    expect(other.emailPage.status).toBe('idle');
    // An answer for the assessment no longer on screen is dropped.
    expect(remoteAdministrationReducer(other, linksSucceeded({ assessmentId: ASSESSMENT.id, links: [link(3)] })).links.ids).toEqual([]);
  });

  it('shows a created address once: until Done, another request, leaving the page or signing out', () => {
    let state = remoteAdministrationReducer(panel(), createLinkSucceeded({ link: link(3), url: URL_1 }));
    expect(selectRevealed(stateWith(state))).toEqual({ linkId: 3, url: URL_1, reason: 'created', copy: 'idle' });
    expect(state.links.ids).toEqual([3]);
    expect(remoteAdministrationReducer(state, revealedDismissed()).revealed).toBeNull();
    expect(remoteAdministrationReducer(state, createLinkRequested(CREATE)).revealed).toBeNull();
    expect(remoteAdministrationReducer(state, panelClosed({ assessmentId: ASSESSMENT.id })).revealed).toBeNull();
    expect(remoteAdministrationReducer(state, loggedOut()).revealed).toBeNull();
    state = remoteAdministrationReducer(state, addressCopyFinished({ url: URL_1, copied: true }));
    expect(state.revealed?.copy).toBe('copied');
  });

  it('keeps the revoke dialog open with the reason when revoking fails, and closes it when it succeeds', () => {
    let state = remoteAdministrationReducer(panel([link(1)]), revokeDialogOpened({ linkId: 1 }));
    expect(selectRevocation(stateWith(state)).link?.id).toBe(1);
    state = remoteAdministrationReducer(state, revokeFailed({ linkId: 1, error: apiError(409, 'conflict', 'Completed').info }));
    expect(selectRevocation(stateWith(state))).toMatchObject({ status: 'failed', linkId: 1 });
    state = remoteAdministrationReducer(state, revokeSucceeded(link(1, { state: 'revoked', revokedAt: '2024-05-02T09:00:00.000Z' })));
    expect(selectRevocation(stateWith(state))).toMatchObject({ status: 'idle', link: null });
    expect(selectLinks(stateWith(state))[0]?.state).toBe('revoked');
  });

  it('offers remote administration only for forms made of choice items', () => {
    expect(remotelyAdministrable(PHQ9)).toBe(true);
    const numeric = { ...PHQ9, items: [...PHQ9.items, { id: 'wcpm', number: 10, type: 'numeric' as const, text: { en_us: 'Words' }, min: 0, max: 300, unit: 'words', reverse: false as const, scored: true, optional: false }] };
    expect(remotelyAdministrable(numeric)).toBe(false);
  });
});

describe('remote administration sagas', () => {
  it('creates a link with an Idempotency-Key and shows its address once', async () => {
    const created = { link: link(3, { respondent: 'parent', locale: 'de_de' }), url: URL_1 };
    const http = fakeHttp({ 'assessment.createQosaLink': () => created });
    const { io } = fakeIo({ http });
    const result = await expectSaga(createLink, createLinkRequested(CREATE))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(createLinkSucceeded(created))
      .run();
    expect(http.calls[0]?.request).toEqual({ params: { assessmentId: 34 }, body: CREATE.link, idempotencyKey: 'uuid-1' });
    expect(selectRevealed(result.storeState)?.url).toBe(URL_1);
  });

  it('makes an address the server answers relative to the site absolute, so it can be shared', async () => {
    const created = { link: link(3), url: '/osa#token-3' };
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.createQosaLink': () => created, 'assessment.resendLink': () => ({ link: link(3), url: '/osa#token-4' }) }) });
    await expectSaga(createLink, createLinkRequested(CREATE))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(createLinkSucceeded({ link: link(3), url: 'http://localhost/osa#token-3' }))
      .run();
    await expectSaga(resend, resendRequested({ linkId: 3 }))
      .withReducer(testRootReducer(), stateWith(panel([link(3)])))
      .provide([ioProvider(io)])
      .put(resendSucceeded({ link: link(3), url: 'http://localhost/osa#token-4' }))
      .run();
  });

  it('keeps the key of a create whose outcome is unknown, so the retry makes one link', async () => {
    const down = apiError(503, 'unavailable', 'Down');
    const http = fakeHttp({ 'assessment.createQosaLink': () => Promise.reject(down) });
    const { io } = fakeIo({ http });
    const failed = await expectSaga(createLink, createLinkRequested(CREATE))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(createLinkFailed({ error: down.info, pending: { idempotencyKey: 'uuid-1', input: CREATE } }))
      .run();
    await expectSaga(createLink, createLinkRequested(CREATE)).withReducer(testRootReducer(), failed.storeState as RootState).provide([ioProvider(io)]).run();
    expect(http.calls.map((call) => call.request.idempotencyKey)).toEqual(['uuid-1', 'uuid-1']);
  });

  it('sends an e-mail, then reloads the links to show the new one and where it went', async () => {
    const sent = message(7, { linkId: 4 });
    const http = fakeHttp({ 'assessment.sendEmail': () => sent, 'assessment.linksByAssessmentId': () => [link(4, { emailedTo: 'maya@example.org' })] });
    const { io } = fakeIo({ http });
    const result = await expectSaga(sendLinkEmail, sendRequested(SEND))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(sendSucceeded(sent))
      .run();
    expect(http.calls.map((call) => call.operationId)).toEqual(['assessment.sendEmail', 'assessment.linksByAssessmentId']);
    expect(http.calls[0]?.request.body).toEqual(SEND);
    expect(selectLinks(result.storeState)[0]?.emailedTo).toBe('maya@example.org');
  });

  it('shows why an e-mail was refused, with its field messages', async () => {
    const refused = apiError(400, 'validation', 'The request has invalid fields.', { recipientAddress: 'Enter a valid e-mail address.' });
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.sendEmail': () => Promise.reject(refused) }) });
    const result = await expectSaga(sendLinkEmail, sendRequested(SEND))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(sendFailed({ error: refused.info, pending: null }))
      .run();
    expect(result.storeState.remoteAdministration.send.error?.fieldErrors).toEqual({ recipientAddress: 'Enter a valid e-mail address.' });
  });

  it('opens the player in a new tab through the windows service; a blocked tab leaves the address on screen', async () => {
    const launched = { link: link(5, { kind: 'inPerson' }), url: URL_1 };
    const http = fakeHttp({ 'assessment.launch': () => launched });
    const windows = fakeWindows();
    const { io } = fakeIo({ http, windows });
    await expectSaga(launchHere, launchRequested({ assessmentId: 34, locale: 'fr_fr' }))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(launchSucceeded({ ...launched, opened: true }))
      .run();
    expect(http.calls[0]?.request).toMatchObject({ params: { assessmentId: 34 }, body: { locale: 'fr_fr' } });
    expect(windows.opened).toEqual([URL_1]);
    windows.blocked = true;
    const blocked = await expectSaga(launchHere, launchRequested({ assessmentId: 34, locale: 'fr_fr' }))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(launchSucceeded({ ...launched, opened: false }))
      .run();
    expect(selectRevealed(blocked.storeState)).toMatchObject({ url: URL_1, reason: 'launchBlocked' });
  });

  it('opens no tab when the launch is refused', async () => {
    const refused = apiError(409, 'conflict', 'Already complete');
    const windows = fakeWindows();
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.launch': () => Promise.reject(refused) }), windows });
    await expectSaga(launchHere, launchRequested({ assessmentId: 34, locale: 'en_us' }))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(launchFailed(refused.info))
      .run();
    expect(windows.opened).toEqual([]);
  });

  it('revokes a link, and reports a refusal', async () => {
    const revoked = link(1, { state: 'revoked', revokedAt: '2024-05-02T09:00:00.000Z' });
    const { io } = fakeIo({ http: fakeHttp({ 'assessment.revokeLink': () => revoked }) });
    await expectSaga(revoke, revokeRequested({ linkId: 1 })).withReducer(testRootReducer(), stateWith(panel([link(1)]))).provide([ioProvider(io)]).put(revokeSucceeded(revoked)).run();
    const gone = apiError(404, 'notFound', 'Not found.');
    const failing = fakeIo({ http: fakeHttp({ 'assessment.revokeLink': () => Promise.reject(gone) }) }).io;
    await expectSaga(revoke, revokeRequested({ linkId: 1 })).withState(stateWith(panel([link(1)]))).provide([ioProvider(failing)]).put(revokeFailed({ linkId: 1, error: gone.info })).run();
  });

  it('resends a link that was not e-mailed: a new address, shown once', async () => {
    const renewed = { link: link(1, { createdAt: '2024-05-01T01:00:00.000Z' }), url: 'http://localhost/qosa/#t=new' };
    const http = fakeHttp({ 'assessment.resendLink': () => renewed });
    const { io } = fakeIo({ http });
    const result = await expectSaga(resend, resendRequested({ linkId: 1 })).withReducer(testRootReducer(), stateWith(panel([link(1)]))).provide([ioProvider(io)]).put(resendSucceeded(renewed)).run();
    expect(selectRevealed(result.storeState)).toMatchObject({ url: 'http://localhost/qosa/#t=new', reason: 'resent' });
    expect(http.calls[0]?.request).toMatchObject({ params: { linkId: 1 }, body: {} });
    const refused = apiError(409, 'conflict', 'Expired');
    const failing = fakeIo({ http: fakeHttp({ 'assessment.resendLink': () => Promise.reject(refused) }) }).io;
    await expectSaga(resend, resendRequested({ linkId: 1 })).withState(stateWith(panel([link(1)]))).provide([ioProvider(failing)]).put(resendFailed({ linkId: 1, error: refused.info })).run();
  });

  it('resends an e-mailed link as a new e-mail for that link', async () => {
    const again: SendEmailInput = { ...SEND, assessmentId: null, linkId: 1 };
    const http = fakeHttp({ 'assessment.sendEmail': () => message(8), 'assessment.linksByAssessmentId': () => [link(1, { emailedTo: 'maya@example.org' })] });
    const { io } = fakeIo({ http });
    await expectSaga(sendLinkEmail, sendRequested(again)).withReducer(testRootReducer(), stateWith(panel([link(1)]))).provide([ioProvider(io)]).put(sendSucceeded(message(8))).run();
    expect(http.calls[0]?.request.body).toMatchObject({ linkId: 1, assessmentId: null });
  });

  it('copies the address through the clipboard service and says whether it worked', async () => {
    const state = stateWith(remoteAdministrationReducer(panel(), createLinkSucceeded({ link: link(3), url: URL_1 })));
    const clipboard = fakeClipboard();
    const { io } = fakeIo({ clipboard });
    const copied = await expectSaga(copyAddress, addressCopyRequested({ url: URL_1 }))
      .withReducer(testRootReducer(), state)
      .provide([ioProvider(io)])
      .put(addressCopyFinished({ url: URL_1, copied: true }))
      .run();
    expect(clipboard.written).toEqual([URL_1]);
    expect(selectRevealed(copied.storeState)?.copy).toBe('copied');
    clipboard.refusing = true;
    const refused = await expectSaga(copyAddress, addressCopyRequested({ url: URL_1 }))
      .withReducer(testRootReducer(), state)
      .provide([ioProvider(io)])
      .put(addressCopyFinished({ url: URL_1, copied: false }))
      .run();
    expect(selectRevealed(refused.storeState)?.copy).toBe('failed');
  });

  it('reloads the assessment when a listed link turns completed, not when a link first appears completed', async () => {
    const http = fakeHttp({ 'assessment.linksByAssessmentId': () => [link(1, { state: 'completed', completedAt: '2024-05-01T10:00:00.000Z' })] });
    const { io } = fakeIo({ http });
    await expectSaga(loadLinks, 34).withReducer(testRootReducer(), stateWith(panel([link(1, { state: 'inProgress' })]))).provide([ioProvider(io)]).put(detailsRequested({ assessmentId: 34 })).run();
    const first = await expectSaga(loadLinks, 34).withReducer(testRootReducer(), stateWith(remoteAdministrationReducer(undefined, OPENED))).provide([ioProvider(io)]).run();
    expect(first.effects.put?.map((effect) => effect.payload.action.type)).not.toContain(detailsRequested.type);
  });
});

describe('keeping the links live', () => {
  const STOP = 'test/stop';
  /** The feature's saga until the test dispatches STOP. */
  function* untilStopped() {
    yield* race({ run: call(remoteAdministrationSaga), stop: take(STOP) });
  }

  /** The feature's root saga on virtual time, with the server's links answered by `answer`. */
  function setUp(answer: (poll: number) => RemoteLinkSummary[]) {
    const time = virtualTime('2024-05-01T09:00:00.000Z');
    let polls = 0;
    const http = fakeHttp({
      'assessment.linksByAssessmentId': () => answer((polls += 1)),
      'assessment.emailPage': () => EMAIL_PAGE,
    });
    const { io } = fakeIo({ http, clock: time.clock });
    const test = expectSaga(untilStopped).withReducer(testRootReducer(), testState()).provide([ioProvider(io), time.provider]);
    const loads = () => http.calls.filter((call) => call.operationId === 'assessment.linksByAssessmentId').length;
    return { time, test, loads, http };
  }

  it('polls every 10 s while a link is open, reloads the assessment when it completes, then stops polling', async () => {
    const { time, test, loads } = setUp((poll) => [link(1, { state: poll < 3 ? 'inProgress' : 'completed' })]);
    const run = test.put(detailsRequested({ assessmentId: 34 })).dispatch(OPENED).run(2000);
    await time.advance(0);
    expect(loads()).toBe(1);
    await time.advance(LINK_POLL_INTERVAL_MS - 1);
    expect(loads()).toBe(1);
    await time.advance(1);
    expect(loads()).toBe(2);
    await time.advance(LINK_POLL_INTERVAL_MS);
    expect(loads()).toBe(3);
    // Completed: nothing is open any more, so nothing is polled.
    await time.advance(5 * LINK_POLL_INTERVAL_MS);
    expect(loads()).toBe(3);
    test.dispatch({ type: STOP });
    const result = await run;
    expect(result.storeState.remoteAdministration.links.entities[1]?.state).toBe('completed');
  });

  it('stops polling when the page is left', async () => {
    const { time, test, loads } = setUp(() => [link(1, { state: 'opened' })]);
    const run = test.dispatch(OPENED).run(2000);
    await time.advance(LINK_POLL_INTERVAL_MS);
    expect(loads()).toBe(2);
    test.dispatch(panelClosed({ assessmentId: 34 }));
    await time.advance(3 * LINK_POLL_INTERVAL_MS);
    expect(loads()).toBe(2);
    test.dispatch({ type: STOP });
    await run;
  });

  it('starts polling once a new link is created while none was open', async () => {
    const { time, test, loads } = setUp(() => []);
    const run = test.dispatch(OPENED).run(2000);
    await time.advance(3 * LINK_POLL_INTERVAL_MS);
    expect(loads()).toBe(1);
    test.dispatch(createLinkSucceeded({ link: link(2), url: URL_1 }));
    await time.advance(LINK_POLL_INTERVAL_MS);
    expect(loads()).toBe(2);
    test.dispatch({ type: STOP });
    await run;
  });
});

describe('validation messages of the remote administration forms', () => {
  /** Every message a schema answers for `values`. */
  const messagesOf = (validate: () => unknown): string[] => {
    try {
      validate();
      return [];
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.inner.map((inner) => inner.message);
    }
  };

  it('are all in the catalogue, so a form shows them in the UI language', () => {
    const all = { abortEarly: false };
    const messages = [
      ...messagesOf(() => remoteLinkInputSchema.validateSync({ respondent: 'uncle', locale: 'xx', validForDays: 0.5 }, all)),
      ...messagesOf(() => remoteLinkInputSchema.validateSync({ validForDays: 0 }, all)),
      ...messagesOf(() => remoteLinkInputSchema.validateSync({ validForDays: 91 }, all)),
      ...messagesOf(() => sendEmailSchema.validateSync({ examineeRecordId: 1, assessmentId: 1, recipientAddress: '', respondent: 'uncle', locale: 'xx' }, all)),
      ...messagesOf(() => sendEmailSchema.validateSync({ examineeRecordId: 1, assessmentId: 1, recipientAddress: `${'a'.repeat(250)}@example.org`, recipientName: 'n'.repeat(201) }, all)),
      ...messagesOf(() => sendEmailSchema.validateSync({ examineeRecordId: 1, assessmentId: 1, recipientAddress: 'nope' }, all)),
      ...messagesOf(() => sessionInputSchema.validateSync({ examineeRecordId: 1, assessmentIds: [1] }, all)),
      ...messagesOf(() => sessionInputSchema.validateSync({ examineeRecordId: 1, assessmentIds: Array.from({ length: 21 }, (_, index) => index + 1) }, all)),
      ...messagesOf(() => updateEmailTemplate.body?.validateSync({ subject: '', body: '' }, all)),
      ...messagesOf(() => updateEmailTemplate.body?.validateSync({ subject: 's'.repeat(201), body: 'b'.repeat(10_001) }, all)),
    ];
    expect(messages.length).toBeGreaterThan(15);
    expect(messages.filter((text) => validationMessageId(text) === null)).toEqual([]);
  });
});
