/**
 * Rubric scoring of essay items in the SPA: the rubric summary selector and the
 * recordEssayScores saga with fake I/O (success re-scores the score of record; failure keeps
 * the levels on screen).
 */
import { expectSaga } from 'redux-saga-test-plan';
import writingSampleJson from '../../config/products/writing_sample.json';
import { recordEssayScores } from '../../src/app/features/assessments/essayScoringSaga';
import { selectEntryItems, selectIsDirty, selectScoreOfRecord } from '../../src/app/features/assessments/assessmentsSelectors';
import {
  assessmentsReducer,
  detailsRequested,
  detailsSucceeded,
  essayScoresFailed,
  essayScoresRequested,
  essayScoresSucceeded,
} from '../../src/app/features/assessments/assessmentsSlice';
import { selectEssayRubrics, selectEssayScoring } from '../../src/app/features/assessments/essayRubricSelectors';
import type { RootState } from '../../src/app/rootReducer';
import type { Assessment } from '../../src/domain/assessment';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../src/domain/scoring/scoringContext';
import { ASSESSMENT, DETAILS, EXAMINEE, IDENTITY } from './support/fixtures';
import { apiError, fakeHttp, fakeIo, ioProvider } from './support/fakeIo';
import { testRootReducer, testState } from './support/state';

const parsed = parseProductDefinition(writingSampleJson);
if (!parsed.ok) throw new Error(parsed.error.message);
const WRITING = parsed.value;
const STORED = { 'writing.ideas': 3, 'writing.organization': 4, 'writing.word_choice': 2, 'writing.conventions': 3 };
const SCORED: Assessment = {
  ...ASSESSMENT,
  productId: 'writing_sample',
  responses: STORED,
  status: 'scored',
  score: scoreAssessment(WRITING, STORED, scoringContextFor(EXAMINEE, {}, ASSESSMENT.administrationDate)),
  scoredAt: '2024-05-01T09:30:00.000Z',
  version: 3,
};

/** The assessment page with the scored writing sample loaded, and levels changed on screen. */
function loaded(onScreen: Record<string, number | null>): RootState {
  let assessments = assessmentsReducer(undefined, detailsRequested({ assessmentId: ASSESSMENT.id }));
  assessments = assessmentsReducer(assessments, detailsSucceeded({ ...DETAILS, assessment: SCORED, product: WRITING }));
  assessments = { ...assessments, responses: onScreen };
  return testState({ assessments, session: { ...testState().session, status: 'authenticated', identity: IDENTITY } });
}

const CHANGED = { ...STORED, 'writing.organization': 2, 'writing.conventions': null };

describe('essay entry items', () => {
  it('name each criterion, and show the prompt once, above the first criterion', () => {
    const items = selectEntryItems(loaded(STORED));
    expect(items.map((item) => item.text)).toEqual(['Ideas and content', 'Organization', 'Word choice and sentence fluency', 'Conventions']);
    expect(items[0]?.prompt).toMatch(/^Narrative prompt/);
    expect(items.slice(1).map((item) => item.prompt)).toEqual([null, null, null]);
  });
});

describe('essay rubric selector', () => {
  it('sums the levels on screen and says whether they differ from the stored ones', () => {
    expect(selectEssayRubrics(loaded(STORED))).toMatchObject([{ itemId: 'writing', number: 1, criteria: 4, scored: 4, total: 12, max: 16, changed: false }]);
    const [changed] = selectEssayRubrics(loaded(CHANGED));
    expect(changed).toMatchObject({ itemId: 'writing', number: 1, criteria: 4, scored: 3, total: 7, max: 16, changed: true });
    expect(changed?.rubric.map((criterion) => criterion.label)).toEqual(['Ideas and content', 'Organization', 'Word choice and sentence fluency', 'Conventions']);
    expect(changed?.rubric[1]?.levels[3]).toMatchObject({ value: 4, label: 'Advanced' });
  });
});

describe('recordEssayScores saga', () => {
  it('sends every criterion of the item with the version read, and shows the re-scored score of record', async () => {
    const levels = { ...STORED, 'writing.organization': 2, 'writing.conventions': 1 };
    const rescored: Assessment = {
      ...SCORED,
      responses: levels,
      score: scoreAssessment(WRITING, levels, scoringContextFor(EXAMINEE, {}, ASSESSMENT.administrationDate)),
      version: 4,
    };
    const http = fakeHttp({ 'assessment.essayScoring': () => rescored });
    const { io } = fakeIo({ http });
    const result = await expectSaga(recordEssayScores, essayScoresRequested({ itemId: 'writing' }))
      .withReducer(testRootReducer(), loaded(levels))
      .provide([ioProvider(io)])
      .put(essayScoresSucceeded({ itemId: 'writing', assessment: rescored }))
      .run();
    expect(http.calls[0]?.request).toEqual({
      params: { assessmentId: ASSESSMENT.id, itemId: 'writing' },
      body: { version: 3, levels: { ideas: 3, organization: 2, word_choice: 2, conventions: 1 } },
    });
    expect(selectScoreOfRecord(result.storeState)?.primary).toMatchObject({ raw: 8, band: { label: 'Developing' } });
    expect(selectEssayScoring(result.storeState)).toEqual({ itemId: 'writing', status: 'succeeded', error: null });
    expect(selectIsDirty(result.storeState)).toBe(false);
  });

  it('reports a refusal and keeps the levels on screen and the stored score', async () => {
    const refused = apiError(409, 'conflict', 'This record was changed by someone else. Reload it and try again.');
    const http = fakeHttp({ 'assessment.essayScoring': () => Promise.reject(refused) });
    const { io } = fakeIo({ http });
    const result = await expectSaga(recordEssayScores, essayScoresRequested({ itemId: 'writing' }))
      .withReducer(testRootReducer(), loaded(CHANGED))
      .provide([ioProvider(io)])
      .put(essayScoresFailed({ itemId: 'writing', error: refused.info }))
      .run();
    expect(http.calls[0]?.request.body).toEqual({ version: 3, levels: { ideas: 3, organization: 2, word_choice: 2, conventions: null } });
    expect(selectEssayScoring(result.storeState)).toMatchObject({ itemId: 'writing', status: 'failed', error: { status: 409 } });
    expect(result.storeState.assessments.responses).toEqual(CHANGED);
    expect(selectScoreOfRecord(result.storeState)?.primary).toMatchObject({ raw: 12, band: { label: 'Proficient' } });
  });
});
