/** The invitation to a video session of the remote administration panel: its time, preview, state and saga. */
import { expectSaga } from 'redux-saga-test-plan';
import { ValidationError } from 'yup';
import type { RootState } from '../../src/app/rootReducer';
import { validationMessageId } from '../../src/app/core/i18n/fieldErrors';
import { loggedOut } from '../../src/app/core/session/sessionSlice';
import { appointmentInstant } from '../../src/app/features/remoteAdministration/appointment';
import { remoteAdministrationSaga, sendVppInvitation } from '../../src/app/features/remoteAdministration/remoteAdministrationSaga';
import { selectLinks, selectVideoServiceAddress, selectVppState } from '../../src/app/features/remoteAdministration/remoteAdministrationSelectors';
import {
  linksSucceeded,
  panelOpened,
  remoteAdministrationReducer,
  type RemoteAdministrationState,
  vppFailed,
  vppFormEdited,
  vppRequested,
  vppSucceeded,
} from '../../src/app/features/remoteAdministration/remoteAdministrationSlice';
import { vppPreviewValues, type VppPreviewInput } from '../../src/app/features/remoteAdministration/vppPreview';
import { vppEmail, type VppEmailInput } from '../../src/contract/services/email';
import { formatInstant } from '../../src/domain/email';
import { VIDEO_LINK_TO_FOLLOW } from '../../src/domain/emailTemplates';
import { MAX_LINK_VALIDITY_DAYS } from '../../src/domain/remoteLink';
import { ASSESSMENT, EXAMINEE } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';
import { link, message } from './remoteAdministrationFixtures';

const OPENED = panelOpened({ assessmentId: ASSESSMENT.id, examineeRecordId: EXAMINEE.id, withSending: true });

/** The slice with the panel of the assessment open and no link yet. */
const panel = (): RemoteAdministrationState => remoteAdministrationReducer(remoteAdministrationReducer(undefined, OPENED), linksSucceeded({ assessmentId: ASSESSMENT.id, links: [] }));

const stateWith = (slice: RemoteAdministrationState, overrides: Partial<RootState> = {}) => testState({ remoteAdministration: slice, ...overrides });

const INVITE: VppEmailInput = {
  examineeRecordId: EXAMINEE.id,
  assessmentId: ASSESSMENT.id,
  sessionId: null,
  recipientAddress: 'maya@example.org',
  recipientName: 'Maya Okafor',
  locale: 'en_us',
  startsAt: '2024-05-02T14:00:00.000Z',
  subject: null,
  body: null,
};

const vppMessage = message(11, { kind: 'vppInvitation', subject: 'An invitation from Erin Examiner', linkId: 6 });

describe('the appointment as typed', () => {
  it('is the instant the wall-clock time stands for in the examiner\'s time zone', () => {
    expect(appointmentInstant('2026-11-23T10:00', 'America/New_York')).toBe('2026-11-23T15:00:00.000Z');
    expect(appointmentInstant('2026-07-01T10:00', 'Europe/Berlin')).toBe('2026-07-01T08:00:00.000Z');
    expect(appointmentInstant('2026-11-23T10:00', 'UTC')).toBe('2026-11-23T10:00:00.000Z');
  });

  it('moves a time a clock change skips forward and takes the earlier of a repeated one', () => {
    // 02:30 does not exist in New York on 8 March 2026: it is read as 03:30 EDT.
    expect(appointmentInstant('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T07:30:00.000Z');
    // 01:30 happens twice on 1 November 2026: the first, still EDT.
    expect(appointmentInstant('2026-11-01T01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
  });

  it('is nothing while the field is empty or holds an impossible date or the zone is unknown', () => {
    expect(appointmentInstant('', 'UTC')).toBeNull();
    expect(appointmentInstant('2026-11-23', 'UTC')).toBeNull();
    expect(appointmentInstant('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(appointmentInstant('2026-11-23T10:00', 'Nowhere/Atlantis')).toBeNull();
  });
});

describe('the preview of an invitation', () => {
  const base: VppPreviewInput = {
    locale: 'de_de',
    startsAt: '2026-11-23T09:00:00.000Z',
    timeZone: 'Europe/Berlin',
    examinerName: 'Erin Examiner',
    videoServiceConfigured: false,
    videoServiceAddress: null,
    standIns: { link: '[link]', startsAt: '[appointment]', expiresAt: '[expiry]', videoLink: '[video]' },
  };

  it('writes the appointment and the expiry a day later as the server does, in the message\'s language and the examiner\'s zone', () => {
    const values = vppPreviewValues(base);
    expect(values.startsAt).toBe(formatInstant('2026-11-23T09:00:00.000Z', 'de-DE', 'Europe/Berlin'));
    expect(values.startsAt).toContain('10:00');
    expect(values.expiresAt).toBe(formatInstant('2026-11-24T09:00:00.000Z', 'de-DE', 'Europe/Berlin'));
    expect(values.link).toBe('[link]');
  });

  it('says the examiner sends the video address when none is configured, and shows the address when one is', () => {
    expect(vppPreviewValues(base).videoLink).toBe(VIDEO_LINK_TO_FOLLOW.de_de.replace('{examinerName}', 'Erin Examiner'));
    expect(vppPreviewValues({ ...base, videoServiceConfigured: true, videoServiceAddress: 'https://video.example.org/room' }).videoLink).toBe('https://video.example.org/room');
    // Configured on the server, but the SPA's configuration did not load: a stand-in, not the wrong sentence.
    expect(vppPreviewValues({ ...base, videoServiceConfigured: true }).videoLink).toBe('[video]');
  });

  it('shows stand-ins for the appointment and the expiry until a time is chosen', () => {
    expect(vppPreviewValues({ ...base, startsAt: null })).toMatchObject({ startsAt: '[appointment]', expiresAt: '[expiry]' });
  });

  it('reads the video address from config.json, ignoring an empty one', () => {
    const withVideo = (videoService: string) => testState({ config: { ...testState().config, value: { externalHosts: { videoService } } } });
    expect(selectVideoServiceAddress(withVideo(' https://video.example.org/room '))).toBe('https://video.example.org/room');
    expect(selectVideoServiceAddress(withVideo(''))).toBeNull();
    expect(selectVideoServiceAddress(testState())).toBeNull();
  });
});

describe('the invitation state', () => {
  it('tracks a send from request to outcome, forgets an outcome when the form changes, and resets on sign-out', () => {
    let state = remoteAdministrationReducer(panel(), vppRequested(INVITE));
    expect(selectVppState(stateWith(state)).status).toBe('loading');
    // A change while the request runs keeps it running.
    expect(remoteAdministrationReducer(state, vppFormEdited()).vpp.status).toBe('loading');
    state = remoteAdministrationReducer(state, vppSucceeded(vppMessage));
    expect(selectVppState(stateWith(state))).toMatchObject({ status: 'succeeded', sent: { id: 11 } });
    expect(remoteAdministrationReducer(state, vppFormEdited()).vpp).toMatchObject({ status: 'idle', sent: null });
    const refused = apiError(409, 'conflict', 'Nothing left to answer').info;
    state = remoteAdministrationReducer(state, vppFailed({ error: refused, pending: null }));
    expect(state.vpp).toMatchObject({ status: 'failed', error: refused });
    expect(state.send.status).toBe('idle');
    expect(remoteAdministrationReducer(state, loggedOut()).vpp).toEqual({ status: 'idle', error: null, pending: null, sent: null });
  });
});

describe('sending an invitation', () => {
  it('posts it with an Idempotency-Key, then reloads the links to show the new one', async () => {
    const http = fakeHttp({ 'assessment.vppEmail': () => vppMessage, 'assessment.linksByAssessmentId': () => [link(6, { emailedTo: 'maya@example.org' })] });
    const { io } = fakeIo({ http });
    const result = await expectSaga(sendVppInvitation, vppRequested(INVITE))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(vppSucceeded(vppMessage))
      .run();
    expect(http.calls.map((call) => call.operationId)).toEqual(['assessment.vppEmail', 'assessment.linksByAssessmentId']);
    expect(http.calls[0]?.request).toEqual({ body: INVITE, idempotencyKey: 'uuid-1' });
    expect(selectLinks(result.storeState).map((row) => row.id)).toEqual([6]);
  });

  it('keeps the server\'s message about the appointment for the field, and reloads nothing', async () => {
    const refused = apiError(400, 'validation', 'The request has invalid fields.', { startsAt: 'Choose an appointment in the future.' });
    const http = fakeHttp({ 'assessment.vppEmail': () => Promise.reject(refused) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(sendVppInvitation, vppRequested(INVITE))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(vppFailed({ error: refused.info, pending: null }))
      .run();
    expect(selectVppState(result.storeState).error?.fieldErrors).toEqual({ startsAt: 'Choose an appointment in the future.' });
    expect(http.calls.map((call) => call.operationId)).toEqual(['assessment.vppEmail']);
  });

  it('keeps the key of a send whose outcome is unknown, so the retry queues one invitation', async () => {
    const down = apiError(503, 'unavailable', 'Down');
    const http = fakeHttp({ 'assessment.vppEmail': () => Promise.reject(down) });
    const { io } = fakeIo({ http });
    const failed = await expectSaga(sendVppInvitation, vppRequested(INVITE))
      .withReducer(testRootReducer(), stateWith(panel()))
      .provide([ioProvider(io)])
      .put(vppFailed({ error: down.info, pending: { idempotencyKey: 'uuid-1', input: INVITE } }))
      .run();
    await expectSaga(sendVppInvitation, vppRequested(INVITE)).withReducer(testRootReducer(), failed.storeState as RootState).provide([ioProvider(io)]).run();
    // Another appointment is another invitation: a new key.
    await expectSaga(sendVppInvitation, vppRequested({ ...INVITE, startsAt: '2024-05-03T14:00:00.000Z' }))
      .withReducer(testRootReducer(), failed.storeState as RootState)
      .provide([ioProvider(io)])
      .run();
    expect(http.calls.map((call) => call.request.idempotencyKey)).toEqual(['uuid-1', 'uuid-1', 'uuid-2']);
  });

  it('sends once when Send is pressed twice while the first is under way', async () => {
    // The first send never answers, so the second press arrives while it runs.
    const http = fakeHttp({ 'assessment.vppEmail': () => new Promise(() => undefined) });
    const { io } = fakeIo({ http });
    await expectSaga(remoteAdministrationSaga).withReducer(testRootReducer(), stateWith(panel())).provide([ioProvider(io)]).dispatch(vppRequested(INVITE)).dispatch(vppRequested(INVITE)).silentRun(50);
    expect(http.calls.filter((call) => call.operationId === 'assessment.vppEmail')).toHaveLength(1);
  });
});

describe('validation messages of the invitation', () => {
  const messagesOf = (values: object): string[] => {
    try {
      vppEmail.body?.validateSync(values, { abortEarly: false });
      return [];
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return error.inner.map((inner) => inner.message);
    }
  };

  it('are all in the catalogue, the server\'s checks of the appointment too, so the form shows them in the UI language', () => {
    const messages = [
      ...messagesOf({ examineeRecordId: 1, assessmentId: 1, recipientAddress: 'maya@example.org', startsAt: '' }),
      ...messagesOf({ examineeRecordId: 1, assessmentId: 1, recipientAddress: 'maya@example.org', startsAt: 'next Tuesday' }),
      'Choose an appointment in the future.',
      `Choose an appointment within ${MAX_LINK_VALIDITY_DAYS} days.`,
    ];
    expect(messages).toHaveLength(4);
    expect(messages.filter((text) => validationMessageId(text) === null)).toEqual([]);
  });
});
