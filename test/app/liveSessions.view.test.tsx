/**
 * The live sessions screens through the real store and the whole app (issue #20): the header's
 * "Live sessions"; the dashboard's rows in the user's time zone with Start (the live screen opens)
 * and Cancel (after a confirmation); the examinee page's link that opens the plan form with the
 * examinee chosen; the live screen's connection, presence, steps, answers, refusals, the reading
 * probe's word marks and End session, each command going out on the (fake) socket.
 */
import '@testing-library/jest-dom';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { LiveSessionSummary } from '../../src/contract/services/liveSessions';
import type { LiveServerMessage } from '../../src/domain/live/liveProtocol';
import { BOOKS, DETAILS, event, ORF_DETAILS, PHQ_DETAILS, SUMMARY, WELCOME } from './liveSessionsFixtures';
import { IDENTITY } from './support/fixtures';
import { type FakeHandler, fakeHttp, fakeIo } from './support/fakeIo';
import { fakeLiveSockets } from './support/fakeLiveSockets';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const SETUP = { defaultVideo: { mode: 'builtIn' as const, url: null }, turnConfigured: true, durations: [30, 60] };
const SCHEDULED = { ...SUMMARY, status: 'scheduled' as const, startedAt: null };

function start(path: string, handlers: Record<string, FakeHandler> = {}) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => ({ ...IDENTITY, preferences: { ...IDENTITY.preferences, timeZone: { timeZoneName: 'Berlin', timeZoneCode: 'Europe/Berlin' } } }),
      'assessment.prosaSetupDashboard': () => ({ sessions: [SCHEDULED], total: 1, setup: SETUP }),
      'assessment.sessionFilterValues': () => ({ statuses: ['scheduled'], examiners: [{ id: 5, name: 'Eve Examiner' }], products: [{ id: 'phq2', code: 'PHQ-2', name: 'PHQ-2' }], earliest: null, latest: null }),
      'prosa.businessUnit': () => ({ accountName: 'Clinic', timeZone: 'Europe/Berlin', defaultVideo: SETUP.defaultVideo, iceServers: [] }),
      'prosa.liveSession': () => DETAILS,
      'assessment.loadDetails': (request) => ((request.params as { assessmentId: number }).assessmentId === 11 ? PHQ_DETAILS : ORF_DETAILS),
      'content.stimulusBooksByLanguage': () => BOOKS,
      ...handlers,
    },
    appConfig,
  );
  const sockets = fakeLiveSockets();
  const { io } = fakeIo({ http, liveSockets: sockets });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http, sockets };
}

describe('the live sessions dashboard', () => {
  it('is in the header and lists the sessions in the user’s time zone; Cancel asks first, then cancels', async () => {
    const user = userEvent.setup();
    let row: LiveSessionSummary = SCHEDULED;
    const { http } = start('/tsl', {
      'assessment.prosaSetupDashboard': () => ({ sessions: [row], total: 1, setup: SETUP }),
      'prosa.cancelSession': () => (row = { ...SCHEDULED, status: 'cancelled' }),
    });
    expect(await screen.findByRole('link', { name: 'Live sessions' }, { timeout: 10_000 })).toHaveAttribute('href', '/tsl');
    const tableRow = (await screen.findByRole('rowheader', { name: /Lovelace, Ada/ }, { timeout: 10_000 })).closest('tr')!;
    // 10:00 UTC is 11:00 in Berlin.
    expect(within(tableRow).getByText(/2026-11-26 11:00/)).toBeInTheDocument();
    expect(within(tableRow).getByText('PHQ-2, ORF')).toBeInTheDocument();
    expect(within(tableRow).getByText('Your video service')).toBeInTheDocument();
    expect(within(tableRow).getByText('Scheduled')).toBeInTheDocument();
    expect(within(tableRow).getByText('Examinee')).toBeInTheDocument();
    await user.click(within(tableRow).getByRole('button', { name: 'Cancel the session with Lovelace, Ada' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this session?' });
    expect(http.calls.some((call) => call.operationId === 'prosa.cancelSession')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel the session' }));
    expect(await screen.findByRole('cell', { name: 'Cancelled' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel the session with Lovelace, Ada' })).not.toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'prosa.cancelSession')?.request).toMatchObject({ params: { sessionId: 7 } });
  });

  it('starts a session and opens its live screen', async () => {
    const user = userEvent.setup();
    const { history } = start('/tsl', { 'assessment.vppLaunch': () => ({ session: SUMMARY, url: '/tsl/sessions/7' }) });
    await user.click(await screen.findByRole('button', { name: 'Start the session with Lovelace, Ada' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Live session with Lovelace, Ada' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/tsl/sessions/7');
  });

  it('opens the plan form with the examinee of the examinee page’s link, and plans a live session', async () => {
    const user = userEvent.setup();
    const { http } = start('/tsl?examinee=3', {
      'assessment.loadExamineeAndForms': () => ({
        examinee: { id: 3, examineeId: 'A-1', firstName: 'Ada', lastName: 'Lovelace' },
        testDate: '2026-11-26',
        forms: [{ id: 'phq2', code: 'PHQ-2', name: 'Patient Health Questionnaire-2', audience: 'clinical', itemCount: 2, ageRange: null }],
        unavailable: [],
      }),
      'prosa.session': () => ({ id: 8, examineeRecordId: 3, title: '', delivery: 'live', createdAt: '2026-11-26T09:00:00.000Z', createdByName: 'Eve', assessments: [] }),
    });
    const form = await screen.findByRole('region', { name: 'Plan a session' }, { timeout: 10_000 });
    expect(await within(form).findByText('Chosen: Lovelace, Ada (A-1)')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Plan the session' }));
    expect(await within(form).findByText('Choose the appointment.')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'PHQ-2 Patient Health Questionnaire-2' }));
    await user.type(within(form).getByLabelText('Date and time'), '2026-12-01T10:00');
    await user.click(within(form).getByRole('button', { name: 'Plan the session' }));
    expect(await screen.findByRole('heading', { name: 'Invite Lovelace, Ada (A-1)' })).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'prosa.session')?.request.body).toMatchObject({
      examineeRecordId: 3,
      delivery: 'live',
      productIds: ['phq2'],
      // 10:00 in Berlin is 09:00 UTC.
      scheduledAt: '2026-12-01T09:00:00.000Z',
      durationMinutes: 60,
      video: { mode: 'builtIn', url: null },
    });
  });
});

describe('the live screen', () => {
  const serverSends = async (socket: { serverSends: (message: LiveServerMessage) => void }, message: LiveServerMessage) => {
    await act(async () => socket.serverSends(message));
  };

  it('shows the connection, who is connected and what the examinee sees, and sends the examiner’s commands', async () => {
    const user = userEvent.setup();
    const { sockets } = start('/tsl/sessions/7');
    expect(await screen.findByText('Connecting…', {}, { timeout: 10_000 })).toBeInTheDocument();
    const socket = sockets.sockets[0]!;
    await act(async () => socket.serverOpens());
    await serverSends(socket, WELCOME);
    expect(await screen.findByText('Connected')).toBeInTheDocument();
    expect(screen.getByText('Examinee: connected')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the video call' })).toHaveAttribute('href', 'https://video.example.com/room/7');
    // Nothing is shown yet: "Next" shows the first step.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(socket.sent).toEqual([{ type: 'show', step: { kind: 'instructions', assessmentId: 11 } }]);
    await serverSends(socket, { type: 'event', event: event(3, { type: 'step.shown', step: { kind: 'instructions', assessmentId: 11 } }), content: { kind: 'instructions', productName: 'PHQ-2', text: 'Answer each question.' } });
    expect(await screen.findByText('Answer each question.')).toBeInTheDocument();
    // The step shown cannot be shown again; the answer said aloud goes to the server.
    expect(screen.getByRole('button', { name: 'Show: Patient Health Questionnaire-2, Instructions' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Show: Oral Reading Fluency, Instructions' })).toBeEnabled();
    await user.selectOptions(screen.getAllByRole('combobox', { name: 'Answer' })[0]!, '1');
    expect(socket.sent.at(-1)).toEqual({ type: 'answer', assessmentId: 11, itemId: 'phq2_1', value: 1 });
    await serverSends(socket, { type: 'refused', code: 'notAllowed', message: 'This assessment is complete; its answers cannot change.' });
    expect(await screen.findByRole('alert')).toHaveTextContent('That was not done: This assessment is complete; its answers cannot change.');
    await user.click(screen.getByRole('button', { name: 'End session' }));
    await user.click(within(await screen.findByRole('alertdialog', { name: 'End this session?' })).getByRole('button', { name: 'End session' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'end' });
  });

  it('shows the answer of the item the examinee sees as it changes, and only of that item', async () => {
    const { sockets } = start('/tsl/sessions/7');
    await screen.findByText('Connecting…', {}, { timeout: 10_000 });
    const socket = sockets.sockets[0]!;
    await act(async () => socket.serverOpens());
    await serverSends(socket, WELCOME);
    const options = [
      { value: 0, label: 'Not at all' },
      { value: 1, label: 'Several days' },
    ];
    const content = { kind: 'item' as const, productName: 'PHQ-2', number: 1, itemCount: 2, stem: '', text: 'Little interest or pleasure in doing things', options, min: null, max: null, answer: null };
    await serverSends(socket, { type: 'event', event: event(3, { type: 'step.shown', step: { kind: 'item', assessmentId: 11, itemId: 'phq2_1' } }), content });
    const shown = screen.getByRole('region', { name: 'The examinee sees now' });
    expect(await within(shown).findByText('Not answered yet.')).toBeInTheDocument();
    await serverSends(socket, { type: 'event', event: event(4, { type: 'item.answered', assessmentId: 11, itemId: 'phq2_1', value: 1 }, 'examinee') });
    expect(await within(shown).findByText('Answered: Several days')).toBeInTheDocument();
    expect(within(shown).getByText('Several days')).toHaveAttribute('aria-current', 'true');
    // The examiner's entry of another item's answer leaves the item shown as it is.
    await serverSends(socket, { type: 'event', event: event(5, { type: 'item.answered', assessmentId: 11, itemId: 'phq2_2', value: 0 }) });
    expect(within(shown).getByText('Answered: Several days')).toBeInTheDocument();
    await serverSends(socket, { type: 'event', event: event(6, { type: 'item.answered', assessmentId: 11, itemId: 'phq2_1', value: null }, 'examinee') });
    expect(await within(shown).findByText('Not answered yet.')).toBeInTheDocument();
    // A numeric item's answer is its number.
    await serverSends(socket, {
      type: 'event',
      event: event(7, { type: 'step.shown', step: { kind: 'item', assessmentId: 11, itemId: 'phq2_2' } }),
      content: { ...content, number: 2, options: [], min: 0, max: 30, answer: 12 },
    });
    expect(await within(shown).findByText('Answered: 12')).toBeInTheDocument();
  });

  it('runs the reading probe on the passage shown: words marked, last word read, the result and Record score', async () => {
    const user = userEvent.setup();
    const { sockets } = start('/tsl/sessions/7');
    await screen.findByText('Connecting…', {}, { timeout: 10_000 });
    const socket = sockets.sockets[0]!;
    await act(async () => socket.serverOpens());
    await serverSends(socket, WELCOME);
    await serverSends(socket, { type: 'event', event: event(3, { type: 'step.shown', step: { kind: 'passage', assessmentId: 12, passageId: 'p1' } }), content: { kind: 'passage', title: 'The cat', text: 'The cat sat on the mat.', wordCount: 6 } });
    const panel = await screen.findByRole('region', { name: 'Reading probe: The cat' });
    // Words cannot be marked before the timer started.
    expect(within(panel).getByRole('button', { name: 'cat' })).toBeDisabled();
    expect(within(panel).getByRole('button', { name: 'Record score' })).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Start timer' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'orf.start', assessmentId: 12 });
    await serverSends(socket, { type: 'event', event: event(4, { type: 'orf.started', assessmentId: 12, passageId: 'p1' }) });
    expect(await within(panel).findByText('60 s left')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'cat' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'orf.mark', assessmentId: 12, wordIndex: 1, error: true });
    await serverSends(socket, { type: 'event', event: event(5, { type: 'orf.marked', assessmentId: 12, wordIndex: 1, error: true }) });
    await user.click(within(panel).getByRole('button', { name: 'Last word read' }));
    await user.click(within(panel).getByRole('button', { name: 'on' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'orf.last', assessmentId: 12, wordIndex: 3 });
    await user.click(within(panel).getByRole('button', { name: 'Stop early' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'orf.stop', assessmentId: 12 });
    await serverSends(socket, { type: 'event', event: event(6, { type: 'orf.lastWordMarked', assessmentId: 12, wordIndex: 3 }) });
    await serverSends(socket, { type: 'event', event: event(7, { type: 'orf.stopped', assessmentId: 12, elapsedSeconds: 30 }) });
    const result = await within(panel).findByRole('group', { name: 'Result of the probe' });
    // 4 words read, 1 error, 30 seconds: 3 × 60 / 30 = 6 words correct per minute.
    expect(within(result).getByText('6')).toBeInTheDocument();
    expect(within(result).getByText('75.0 %')).toBeInTheDocument();
    expect(within(result).getByText('Prorated from 30 seconds')).toBeInTheDocument();
    // The assessment has its grade but not its season, which the norms need: asked for first.
    expect(within(panel).queryByLabelText('Grade')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Record score' })).toBeDisabled();
    await user.selectOptions(within(panel).getByLabelText('Season'), 'winter');
    await user.click(within(panel).getByRole('button', { name: 'Record score' }));
    expect(socket.sent.at(-1)).toEqual({ type: 'orf.record', assessmentId: 12, season: 'winter' });
    await serverSends(socket, { type: 'event', event: event(8, { type: 'orf.recorded', assessmentId: 12, wordsRead: 4, errors: 1, seconds: 30, wcpm: 6 }) });
    expect(await within(panel).findByText(/Score of record: 6 words correct per minute/)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the assessment' })).toHaveAttribute('href', '/assessments/12');
  });

  it('says before recording that a probe stopped below the product\'s minimum is not scored, and does not offer to record it', async () => {
    const user = userEvent.setup();
    const { sockets } = start('/tsl/sessions/7');
    await screen.findByText('Connecting…', {}, { timeout: 10_000 });
    const socket = sockets.sockets[0]!;
    await act(async () => socket.serverOpens());
    await serverSends(socket, WELCOME);
    await serverSends(socket, { type: 'event', event: event(3, { type: 'step.shown', step: { kind: 'passage', assessmentId: 12, passageId: 'p1' } }), content: { kind: 'passage', title: 'The cat', text: 'The cat sat on the mat.', wordCount: 6 } });
    const panel = await screen.findByRole('region', { name: 'Reading probe: The cat' });
    await serverSends(socket, { type: 'event', event: event(4, { type: 'orf.started', assessmentId: 12, passageId: 'p1' }) });
    await serverSends(socket, { type: 'event', event: event(5, { type: 'orf.lastWordMarked', assessmentId: 12, wordIndex: 3 }) });
    await serverSends(socket, { type: 'event', event: event(6, { type: 'orf.stopped', assessmentId: 12, elapsedSeconds: 29.4 }) });
    const alert = await within(panel).findByRole('alert');
    expect(alert).toHaveTextContent('29 seconds read: shorter than the 30 seconds this probe needs to be scored.');
    expect(alert).toHaveTextContent('A probe shorter than 30 seconds is not scored.');
    expect(within(panel).queryByText(/Prorated from/)).toBeNull();
    await user.selectOptions(within(panel).getByLabelText('Season'), 'winter');
    expect(within(panel).getByRole('button', { name: 'Record score' })).toBeDisabled();
    // A new probe from the start may still be scored.
    expect(within(panel).getByRole('button', { name: 'Start timer' })).toBeEnabled();
  });

  it('says when the server cannot be reached and when it tries again', async () => {
    const { sockets } = start('/tsl/sessions/7');
    await screen.findByText('Connecting…', {}, { timeout: 10_000 });
    await act(async () => sockets.sockets[0]!.serverCloses(1006));
    expect(await screen.findByText('Could not connect. Trying again in 1 s…')).toBeInTheDocument();
  });

  it('says the connection was lost when an open socket drops', async () => {
    const { sockets } = start('/tsl/sessions/7');
    await screen.findByText('Connecting…', {}, { timeout: 10_000 });
    await act(async () => sockets.sockets[0]!.serverOpens());
    await act(async () => sockets.sockets[0]!.serverCloses(1006));
    expect(await screen.findByText('Connection lost. Reconnecting in 1 s…')).toBeInTheDocument();
  });

  it('says why it closed for good', async () => {
    const { sockets } = start('/tsl/sessions/7');
    await screen.findByText('Connecting…', {}, { timeout: 10_000 });
    await act(async () => sockets.sockets[0]!.serverCloses(4410, 'ended'));
    expect(await screen.findByText('The session has ended.')).toBeInTheDocument();
  });
});
