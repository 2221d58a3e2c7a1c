import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import orfJson from '../../config/products/orf.json';
import type { AssessmentDetails } from '../../src/contract/types';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { ASSESSMENT, DETAILS, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

const parsed = parseProductDefinition(orfJson);
if (!parsed.ok) throw new Error(parsed.error.message);
const ORF_DETAILS: AssessmentDetails = {
  ...DETAILS,
  examinee: { ...DETAILS.examinee, birthDate: '2015-09-01' },
  assessment: { ...ASSESSMENT, productId: 'orf' },
  product: parsed.value,
};

let task: Task | undefined;
afterEach(() => task?.cancel());

function start() {
  const saves: unknown[] = [];
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadDetails': () => ORF_DETAILS,
      'assessment.reportHistoryList': () => [],
      'assessment.save': (request: unknown) => {
        saves.push(request);
        return { ...ASSESSMENT, productId: 'orf', version: 2 };
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/assessments/34');
  task = app.sagaTask;
  return { ...app, http, saves };
}

describe('reading fluency entry', () => {
  it('asks for grade and season, shows that grade\'s passage, takes typed counts and shows WCPM with its percentile band', async () => {
    const user = userEvent.setup();
    start();
    const entry = await screen.findByRole('region', { name: 'Item entry' });
    const administration = screen.getByRole('region', { name: 'Administration' });
    expect(screen.getByText("Choose the student's grade to show the passage.")).toBeVisible();

    await user.selectOptions(within(administration).getByLabelText('Grade'), 'Grade 2');
    expect(screen.getByRole('region', { name: 'Passage for grade 2: The Lost Mitten' })).toHaveTextContent('On a cold morning, Lena');
    await user.selectOptions(within(administration).getByLabelText('Season'), 'Fall');

    const wordsRead = within(entry).getByLabelText(/Words read in 1 minute/);
    await user.click(wordsRead);
    await user.keyboard('58{Enter}');
    const errors = within(entry).getByLabelText(/Errors/);
    expect(errors).toHaveFocus();
    await user.keyboard('a');
    expect(screen.getByRole('alert')).toHaveTextContent('Item 2 is not a number. Type a whole number from 0 to 400.');
    expect(errors).toHaveValue('a');
    await user.keyboard('{Backspace}8');

    // Grade 2 fall, 2017: P25 36, P50 50, P75 84.
    const scores = screen.getByRole('region', { name: 'Scores' });
    await waitFor(() => expect(scores).toHaveTextContent('Words correct per minute (WCPM) 50'));
    expect(scores).toHaveTextContent('Percentile band 50th–74th');
    expect(scores).toHaveTextContent('compared with Hasbrouck & Tindal 2017 norms');
    expect(scores).toHaveTextContent('(norms not yet verified against the published source)');

    // The 2006 norms (grade 2 fall P50 = 51) put 50 in the band below, and say they are verified.
    await user.selectOptions(within(administration).getByLabelText('Comparison group'), 'ht2006');
    expect(scores).toHaveTextContent('Percentile band 25th–49th');
    expect(scores).not.toHaveTextContent('not yet verified');
  });

  it('says a probe under the 30-second minimum is not scorable, and points the Score button to the reason instead of to blank items', async () => {
    const user = userEvent.setup();
    start();
    const entry = await screen.findByRole('region', { name: 'Item entry' });
    // Before the grade and season, the norms are what is missing, and the hint points there too.
    await user.type(within(entry).getByLabelText(/Words read in 1 minute/), '30');
    await user.type(within(entry).getByLabelText(/Errors/), '2');
    expect(screen.getByRole('region', { name: 'Scores' })).toHaveTextContent('Choose the grade and season to look up the norms.');
    expect(screen.getByRole('button', { name: 'Score' })).toHaveAccessibleDescription('Not scorable as entered: the reason is given under Scores.');
    const administration = screen.getByRole('region', { name: 'Administration' });
    await user.selectOptions(within(administration).getByLabelText('Grade'), 'Grade 2');
    await user.selectOptions(within(administration).getByLabelText('Season'), 'Fall');
    await user.type(within(entry).getByLabelText(/Seconds read/), '20');
    const scores = screen.getByRole('region', { name: 'Scores' });
    await waitFor(() => expect(scores).toHaveTextContent('A probe shorter than 30 seconds is not scored'));
    expect(screen.getByRole('button', { name: 'Score' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Score' })).toHaveAccessibleDescription('Not scorable as entered: the reason is given under Scores.');
    await user.clear(within(entry).getByLabelText(/Seconds read/));
    await user.type(within(entry).getByLabelText(/Seconds read/), '30');
    await waitFor(() => expect(screen.getByRole('region', { name: 'Scores' })).not.toHaveTextContent('A probe shorter than 30 seconds'));
    expect(screen.getByRole('button', { name: 'Score' })).toHaveAccessibleDescription('');
    expect(screen.getByRole('button', { name: 'Score' })).toBeEnabled();
  });

  it.each([
    ['12.5', 'Item 1 is not a whole number.'],
    ['12,5', 'Item 1 is not a whole number.'],
    ['401', 'Item 1 is out of range.'],
    ['-5', 'Item 1 is out of range.'],
    ['12345678901234567890', 'Item 1 is out of range.'],
    ['4O', 'Item 1 is not a number.'],
  ])('keeps %s exactly as typed, says why it is refused, and saves and scores nothing until it is fixed', async (typed, why) => {
    const user = userEvent.setup();
    const { saves } = start();
    const entry = await screen.findByRole('region', { name: 'Item entry' });
    await user.type(within(entry).getByLabelText(/Errors/), '2');
    const wordsRead = within(entry).getByLabelText(/Words read in 1 minute/);
    await user.type(wordsRead, typed);

    expect(wordsRead).toHaveValue(typed);
    expect(wordsRead).toHaveAttribute('aria-invalid', 'true');
    expect(wordsRead).toHaveAccessibleDescription(expect.stringContaining(`${why} Type a whole number from 0 to 400.`));
    expect(screen.getByRole('alert')).toHaveTextContent(why);
    expect(screen.getByRole('button', { name: 'Score' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByText('Correct the number typed in item 1 before saving or scoring.')).toBeVisible();
    // Nothing of the refused text reaches the scores: no total is computed from a guess.
    expect(screen.getByRole('region', { name: 'Scores' })).toHaveTextContent('1 of 2 items answered');

    await user.clear(wordsRead);
    await user.type(wordsRead, '58');
    expect(wordsRead).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(/Correct the number typed/)).toBeNull();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Scores' })).toHaveTextContent('Total 56 of 400'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ body: { responses: { wordsRead: 58, errors: 2 } } });
  });

  it('says grade 1 fall has no norms and still allows scoring, and saves the administration', async () => {
    const user = userEvent.setup();
    const { saves } = start();
    const entry = await screen.findByRole('region', { name: 'Item entry' });
    const administration = screen.getByRole('region', { name: 'Administration' });
    await user.selectOptions(within(administration).getByLabelText('Grade'), 'Grade 1');
    await user.selectOptions(within(administration).getByLabelText('Season'), 'Fall');
    await user.type(within(entry).getByLabelText(/Words read in 1 minute/), '20');
    await user.type(within(entry).getByLabelText(/Errors/), '3');
    const scores = screen.getByRole('region', { name: 'Scores' });
    await waitFor(() => expect(scores).toHaveTextContent('No norms for grade 1, Fall: the score is shown without a percentile band.'));
    const score = screen.getByRole('button', { name: 'Score' });
    expect(score).toBeEnabled();
    await user.click(score);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ body: { responses: { wordsRead: 20, errors: 3 }, administration: { grade: 1, season: 'fall' }, status: 'scored' } });
  });
});
