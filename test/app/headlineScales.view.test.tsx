import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import dassJson from '../../config/products/dass21.json';
import k10Json from '../../config/products/k10.json';
import pclJson from '../../config/products/pcl5.json';
import type { AssessmentDetails, AssessmentSummary } from '../../src/contract/types';
import type { UserIdentity } from '../../src/domain/identity';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { ASSESSMENT, DETAILS, EXAMINEE, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

const dass = parseProductDefinition(dassJson);
if (!dass.ok) throw new Error(dass.error.message);

// Depression 9 x 2 = 18 (Moderate), anxiety 15 x 2 = 30 (Extremely severe), stress 7 x 2 = 14 (Normal).
const DEPRESSION = [3, 5, 10, 13, 16, 17, 21];
const ANXIETY = [2, 4, 7, 9, 15, 19, 20];
const responses = Object.fromEntries(
  dass.value.items.map((item) => {
    const value = DEPRESSION.includes(item.number) ? (item.number <= 5 ? 2 : 1) : ANXIETY.includes(item.number) ? (item.number === 20 ? 3 : 2) : 1;
    return [item.id, value];
  }),
);
const DASS_DETAILS: AssessmentDetails = { ...DETAILS, assessment: { ...ASSESSMENT, productId: 'dass21', responses, status: 'complete' }, product: dass.value };

const pcl = parseProductDefinition(pclJson);
if (!pcl.ok) throw new Error(pcl.error.message);
/** A PCL-5 with every item at 1 ("a little bit"), or items 19 and 20 left blank. */
const pclDetails = (complete: boolean): AssessmentDetails => {
  const answered = pcl.value.items.filter((item) => complete || item.number < 19).map((item) => [item.id, 1]);
  return { ...DETAILS, assessment: { ...ASSESSMENT, productId: 'pcl5', responses: Object.fromEntries(answered), status: complete ? 'complete' : 'inProgress' }, product: pcl.value };
};

let task: Task | undefined;
jest.setTimeout(30_000);
afterEach(() => task?.cancel());

function open(path: string, history: AssessmentSummary[] = [], details: AssessmentDetails = DASS_DETAILS, identity: UserIdentity = IDENTITY) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => identity,
      'assessment.loadDetails': () => details,
      'assessment.reportHistoryList': () => [],
      'assessment.loadExamineeAndForms': () => ({ examinee: EXAMINEE, testDate: '2024-05-01', forms: [], unavailable: [] }),
      'assessment.examiners': () => [],
      'assessment.examineeHistory': () => history,
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return app;
}

describe('a product with several headline scales (DASS-21)', () => {
  it('shows each scale with its band in the scores headline, not only the first', async () => {
    open(`/assessments/${ASSESSMENT.id}`);
    const scores = await screen.findByRole('region', { name: 'Scores' }, { timeout: 10_000 });
    const headlines = Array.from(scores.querySelectorAll('.score-headline'), (headline) => headline.textContent);
    expect(headlines).toEqual([
      'Depression 18 of 42Moderate7 of 7 items answered',
      'Anxiety 30 of 42Extremely severe7 of 7 items answered',
      'Stress 14 of 42Normal7 of 7 items answered',
    ]);
  });

  it("names each headline scale in the examinee's history", async () => {
    open(`/examinees/${EXAMINEE.id}`, [
      {
        id: ASSESSMENT.id, productId: 'dass21', productCode: 'DASS-21', administrationDate: '2024-05-01', status: 'scored', examinerName: 'Erin Examiner',
        headlineScores: [
          { scaleId: 'depression', name: 'Depression', raw: 18, band: 'Moderate', derived: null },
          { scaleId: 'anxiety', name: 'Anxiety', raw: 30, band: 'Extremely severe', derived: null },
          { scaleId: 'stress', name: 'Stress', raw: 14, band: 'Normal', derived: null },
        ],
        criticalFlags: 0, updatedAt: '2024-05-01T09:00:00.000Z',
      },
    ]);
    const row = await screen.findByRole('row', { name: /DASS-21/ }, { timeout: 10_000 });
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Depression 18 · Moderate', 'Anxiety 30 · Extremely severe', 'Stress 14 · Normal']);
  });
});

describe('a product whose scales have no interpretive bands (PCL-5: none are published)', () => {
  const headlineOf = async (details: AssessmentDetails) => {
    open(`/assessments/${ASSESSMENT.id}`, [], details);
    const scores = await screen.findByRole('region', { name: 'Scores' }, { timeout: 10_000 });
    await within(scores).findByText(/items answered/);
    return scores.querySelector('.score-headline')?.textContent;
  };

  it('shows the total without waiting for a band that never comes', async () => {
    expect(await headlineOf(pclDetails(true))).toBe('Total 20 of 8020 of 20 items answered');
  });

  it('still says a running total is provisional', async () => {
    expect(await headlineOf(pclDetails(false))).toBe('Total 18 of 80 · provisional18 of 20 items answered');
  });
});

describe('a product with a skip rule (K10: items 3 and 6 after "None of the time" on items 2 and 5)', () => {
  const k10 = parseProductDefinition(k10Json);
  if (!k10.ok) throw new Error(k10.error.message);
  // Every item "A little of the time" (2) but items 2 and 5 "None of the time" (1), items 3 and 6 left blank.
  const entered = Object.fromEntries(k10.value.items.filter((item) => item.number !== 3 && item.number !== 6).map((item) => [item.id, item.number === 2 || item.number === 5 ? 1 : 2]));
  const details: AssessmentDetails = { ...DETAILS, assessment: { ...ASSESSMENT, productId: 'k10', responses: entered, status: 'complete' }, product: k10.value };

  it('counts the items the rule filled apart from those answered', async () => {
    open(`/assessments/${ASSESSMENT.id}`, [], details);
    const scores = await screen.findByRole('region', { name: 'Scores' }, { timeout: 10_000 });
    await within(scores).findByText(/items answered/);
    // 6 items at 2, items 2 and 5 at 1, items 3 and 6 counted as 1: 16, Moderate.
    expect(scores.querySelector('.score-headline')?.textContent).toBe('Total 16 of 50Moderate8 of 10 items answered; 2 items skipped by the skip rule');
  });

  it('says so in the user\'s language', async () => {
    const german: UserIdentity = { ...IDENTITY, preferences: { ...IDENTITY.preferences, language: { languageCode: 'de_de', languageName: 'Deutsch' } } };
    open(`/assessments/${ASSESSMENT.id}`, [], details, german);
    const scores = await screen.findByRole('region', { name: 'Werte' }, { timeout: 10_000 });
    await within(scores).findByText(/Items beantwortet/);
    expect(scores.querySelector('.score-headline__count')?.textContent).toBe('8 von 10 Items beantwortet; 2 Items nach der Sprungregel übersprungen');
  });
});
