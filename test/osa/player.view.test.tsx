import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import type { PlayerResponseInput, PlayerState } from '../../src/contract/services/player';
import { INSTANT_WITH_ZONE } from '../../src/osa/core/i18n/instantOptions';
import { assessment, playerState } from './support/fixtures';
import { type FakeHandler, fakeHttp, fakePlayerIo, problemError } from './support/fakePlayerIo';
import { renderPlayer } from './support/renderPlayer';

let task: Task | undefined;
afterEach(() => task?.cancel());

const saveHandler: FakeHandler = (request) => ({
  assessmentId: 41,
  itemId: (request.params as { itemId: string }).itemId,
  version: (request.body as PlayerResponseInput).version + 1,
});

function start(state: PlayerState, handlers: Record<string, FakeHandler> = {}) {
  const http = fakeHttp({
    'assessment.osaOpen': () => state,
    'assessment.osaState': () => state,
    'assessment.osaLaunchNotification': () => ({ ...state, link: { ...state.link, launched: true } }),
    'assessment.osaSaveResponse': saveHandler,
    ...handlers,
  });
  const { io } = fakePlayerIo({ http, token: 'token-from-the-address' });
  const view = renderPlayer(io);
  task = view.sagaTask;
  return { ...view, http };
}

describe('the examinee player', () => {
  it('shows the instructions first, records the launch once on Start and moves focus to the first question', async () => {
    const user = userEvent.setup();
    const { http } = start(playerState());
    expect(await screen.findByRole('heading', { level: 1, name: 'PHQ-9' })).toBeInTheDocument();
    expect(screen.getByText(/how often have you been bothered/)).toBeInTheDocument();
    expect(screen.getByText('last 2 weeks')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Developed by Drs. Robert L. Spitzer');
    expect(screen.getByRole('banner')).toHaveTextContent('From Erin Examiner, Demo Clinic');

    await user.click(screen.getByRole('button', { name: 'Start' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Question 1 of 4' });
    expect(heading).toHaveFocus();
    // The stem stays with every question, as on the paper form.
    expect(screen.getByText(/how often have you been bothered/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Little interest or pleasure in doing things' })).toBeInTheDocument();
    expect(http.calls.filter((call) => call.operationId === 'assessment.osaLaunchNotification')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('lets keyboard users move within the options without leaving the question; Enter moves on', async () => {
    const user = userEvent.setup();
    const { http } = start(playerState([assessment()], { launched: true }));
    await screen.findByRole('heading', { level: 1, name: 'Question 1 of 4' });
    const group = screen.getByRole('group', { name: 'Little interest or pleasure in doing things' });

    await user.click(within(group).getByRole('radio', { name: 'Not at all' }));
    await user.keyboard('{ArrowDown}');
    expect(within(group).getByRole('radio', { name: 'Several days' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Several days' })).toHaveFocus();
    // Still on the same question: arrows never advance.
    expect(screen.getByRole('heading', { level: 1, name: 'Question 1 of 4' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved'));
    expect(http.calls.filter((call) => call.operationId === 'assessment.osaSaveResponse').map((call) => call.request.body)).toEqual([
      { value: 0, version: 3 },
      { value: 1, version: 4 },
    ]);

    await user.keyboard('{Enter}');
    const next = await screen.findByRole('heading', { level: 1, name: 'Question 2 of 4' });
    expect(next).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 1 of 4' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Several days' })).toBeChecked();
  });

  it('says which items are optional, and lists the unanswered required items on the review page with links to them', async () => {
    const user = userEvent.setup();
    start(playerState([assessment({ responses: { q1: 1, q3: 2 } })], { launched: true }));
    await screen.findByRole('heading', { level: 1, name: 'Question 2 of 4' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 4 of 4' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'How difficult have these problems made it for you?' })).toHaveAccessibleDescription('You may leave this question blank.');
    await user.click(screen.getByRole('button', { name: 'Check answers' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your answers' })).toHaveFocus();
    expect(screen.getByText('1 question still needs an answer:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    await user.click(screen.getByRole('link', { name: 'Question 2: Feeling down, depressed, or hopeless' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 2 of 4' })).toHaveFocus();
  });

  it('lists every question with the answer given on the review page, each with a way back to change it', async () => {
    const user = userEvent.setup();
    start(playerState([assessment({ responses: { q1: 1, q2: 3 } })], { launched: true }));
    await screen.findByRole('heading', { level: 1, name: 'Question 3 of 4' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Check answers' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your answers' });

    const answers = screen.getByRole('list', { name: 'Your answers' });
    expect(within(answers).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Question 1: Little interest or pleasure in doing thingsYour answer: Several days Change',
      'Question 2: Feeling down, depressed, or hopelessYour answer: Nearly every day Change',
      expect.stringMatching(/^Question 3: .*Not answered yet\. Change$/),
      expect.stringMatching(/^Question 4: How difficult have these problems made it for you\?Left blank \(you may leave this one blank\)\. Change$/),
    ]);
    await user.click(within(answers).getByRole('link', { name: 'Change your answer to question 2' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Question 2 of 4' })).toHaveFocus();
    expect(screen.getByRole('radio', { name: 'Nearly every day' })).toBeChecked();
  });

  it('submits and thanks the respondent', async () => {
    const user = userEvent.setup();
    const answered = assessment({ responses: { q1: 1, q2: 1, q3: 2 } });
    const { http } = start(playerState([answered], { launched: true }), {
      'assessment.osaSubmit': () => playerState([{ ...answered, status: 'submitted' }], { launched: true, state: 'completed' }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Question 4 of 4' });
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toHaveFocus();
    expect(screen.getByText(/Your answers were sent to Erin Examiner/)).toBeInTheDocument();
    expect(http.calls.filter((call) => call.operationId === 'assessment.osaSubmit')).toHaveLength(1);
  });

  it('hands a classroom device to the next student once a class session’s form is submitted', async () => {
    const user = userEvent.setup();
    const answered = assessment({ responses: { q1: 1, q2: 1, q3: 2 } });
    start(playerState([answered], { launched: true, classSession: true }), {
      'assessment.osaSubmit': () => playerState([{ ...answered, status: 'submitted' }], { launched: true, state: 'completed', classSession: true }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Question 4 of 4' });
    await user.click(screen.getByRole('button', { name: 'Check answers' }));
    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Thank you' })).toHaveFocus();
    expect(screen.getByText(/give this device to the next student/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next student: enter a code' })).toHaveAttribute('href', '?');
    expect(screen.queryByText(/You can close this page/)).not.toBeInTheDocument();
  });

  it('speaks the link’s language, and marks item text that exists only in English', async () => {
    start(playerState([assessment({}, { languages: ['en_us'] })], { locale: 'de_de', launched: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Frage 1 von 4' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de-DE');
    expect(screen.getByText('Little interest or pleasure in doing things')).toHaveAttribute('lang', 'en-US');
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });

  it.each([
    ['linkExpired', 410, 'This link has expired', false],
    ['linkRevoked', 410, 'This link is no longer active', false],
    ['linkCompleted', 410, 'Your answers were already sent', false],
    ['linkInvalid', 404, 'This link does not work', false],
    ['rateLimited', 429, 'Please wait a moment', true],
  ] as const)('shows a calm page for %s', async (code, status, title, retry) => {
    start(playerState(), { 'assessment.osaOpen': () => Promise.reject(problemError(code, status)) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' }) !== null).toBe(retry);
  });

  it('names the opening time of a link that is not open yet', async () => {
    start(playerState(), { 'assessment.osaOpen': () => Promise.reject(problemError('linkNotYetOpen', 403, '2030-05-01T08:00:00.000Z')) });
    expect(await screen.findByRole('heading', { level: 1, name: 'This questionnaire is not open yet' })).toBeInTheDocument();
    // On the respondent's own clock, with the zone named: the examiner may live in another one.
    const opens = new Date('2030-05-01T08:00:00.000Z');
    const zone = new Intl.DateTimeFormat('en-US', INSTANT_WITH_ZONE).formatToParts(opens).find((part) => part.type === 'timeZoneName')?.value;
    expect(zone).toBeTruthy();
    expect(screen.getByText(`You can start on ${new Intl.DateTimeFormat('en-US', INSTANT_WITH_ZONE).format(opens)}. Please come back then.`)).toHaveTextContent(zone ?? '-');
  });
});
