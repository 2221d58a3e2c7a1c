/**
 * The score screen shows beside each score what the issue asks for (#22): the ORF probe's words
 * correct, accuracy (to one decimal, as the live session panel), 50th-percentile benchmark with the distance to it and the seconds a prorated
 * WCPM was read for; the GAD-7 total's 95% confidence interval from its published reliability.
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import gad7Json from '../../config/products/gad7.json';
import orfJson from '../../config/products/orf.json';
import type { AssessmentDetails } from '../../src/contract/types';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../src/domain/scoring/scoringContext';
import { ASSESSMENT, DETAILS, EXAMINEE, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

const parsed = (json: unknown): ProductDefinition => {
  const result = parseProductDefinition(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};
const orf = parsed(orfJson);
const gad7 = parsed(gad7Json);

let task: Task | undefined;
jest.setTimeout(30_000);
afterEach(() => task?.cancel());

function open(details: AssessmentDetails) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadDetails': () => details,
      'assessment.reportHistoryList': () => [],
      'assessment.examiners': () => [],
      'assessment.examineeHistory': () => [],
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  task = renderApp(io, `/assessments/${ASSESSMENT.id}`).sagaTask;
}

const rowOf = async (region: string, scale: RegExp) => within(await screen.findByRole('region', { name: region }, { timeout: 10_000 })).findByRole('row', { name: scale });

describe('the running scores of an ORF probe stopped at 45 seconds (grade 3 winter)', () => {
  it('show the prorated WCPM with its seconds and benchmark, the words correct and the accuracy', async () => {
    // (77 − 4) × 60 / 45 = 97.33 → 97 WCPM, at the 50th-percentile benchmark of 97; 73 / 77 = 94.81%.
    const administration = { grade: 3, season: 'winter' as const };
    open({ ...DETAILS, product: orf, assessment: { ...ASSESSMENT, productId: 'orf', administration, responses: { wordsRead: 77, errors: 4, seconds: 45 }, status: 'complete' } });
    const wcpm = await rowOf('Scores', /Words correct per minute/);
    expect(wcpm).toHaveTextContent('97 (prorated to a minute from 45 s)Benchmark (percentile 50): 97; difference 0');
    expect(await rowOf('Scores', /^Words correct \d/)).toHaveTextContent('73');
    // One decimal, as the live session panel writes a probe's accuracy (73 / 77 = 94.8 %).
    const accuracy = await rowOf('Scores', /Accuracy/);
    expect(accuracy).toHaveTextContent('94.8');
    expect(accuracy).not.toHaveTextContent('94.81');
  });
});

describe('the score of record of a GAD-7 total of 12', () => {
  it('shows its 95% confidence interval (Löwe 2008: alpha 0.89, SD 3.5)', async () => {
    const responses = { gad7_1: 2, gad7_2: 2, gad7_3: 2, gad7_4: 2, gad7_5: 2, gad7_6: 1, gad7_7: 1, gad7_difficulty: 0 };
    const score = scoreAssessment(gad7, responses, scoringContextFor(EXAMINEE, {}, ASSESSMENT.administrationDate));
    open({ ...DETAILS, product: gad7, assessment: { ...ASSESSMENT, productId: 'gad7', responses, status: 'scored', score, scoredAt: '2024-05-01T10:00:00.000Z' } });
    const total = await rowOf('Score of record', /GAD-7 total/);
    expect(total).toHaveTextContent('1295% confidence interval 9.7–14.3 (SEM 1.16)');
  });
});
