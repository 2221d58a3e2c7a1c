/**
 * The assessment page says what the product's norms need before the score, with the examinee's
 * own missing facts linking to the examinee (the check's answer is the domain's rule itself).
 */
import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import orfJson from '../../config/products/orf.json';
import type { DemographicsCheckQuery } from '../../src/contract/services/scoring';
import type { AssessmentDetails } from '../../src/contract/types';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { demographicsCheck } from '../../src/domain/scoring/demographicsCheck';
import { scoringContextFor } from '../../src/domain/scoring/scoringContext';
import { FIXTURE_JSON } from '../domain/normFixtureProduct';
import { ASSESSMENT, DETAILS, IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const productOf = (json: unknown): ProductDefinition => {
  const parsed = parseProductDefinition(json);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

function start(details: AssessmentDetails) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadDetails': () => details,
      'assessment.reportHistoryList': () => [],
      'scoring.demographicsCheck': (request) => {
        const { asEntered: _asEntered, ...administration } = request.query as DemographicsCheckQuery;
        return demographicsCheck(details.product, scoringContextFor(details.examinee, administration, details.assessment.administrationDate));
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, `/assessments/${details.assessment.id}`);
  task = app.sagaTask;
  return { ...app, http };
}

describe('the norms’ needs on the assessment page', () => {
  it('names the grade and season ORF’s norms need until they are chosen', async () => {
    const user = userEvent.setup();
    start({ ...DETAILS, examinee: { ...DETAILS.examinee, birthDate: '2015-09-01' }, assessment: { ...ASSESSMENT, productId: 'orf' }, product: productOf(orfJson) });
    expect(await screen.findByText('Needed for norms: grade (missing), season (missing), comparison group', {}, { timeout: 10_000 })).toBeInTheDocument();
    const administration = screen.getByRole('region', { name: 'Administration' });
    await user.selectOptions(within(administration).getByLabelText('Grade'), 'Grade 2');
    await user.selectOptions(within(administration).getByLabelText('Season'), 'Fall');
    expect(await screen.findByText('Needed for norms: grade, season, comparison group')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('links to the examinee when their birth date and sex are missing', async () => {
    start({ ...DETAILS, examinee: { ...DETAILS.examinee, birthDate: '', sex: 'unspecified' }, assessment: { ...ASSESSMENT, productId: 'fixture_norms' }, product: productOf(FIXTURE_JSON) });
    const line = await screen.findByText(/^Needed for norms: birth date \(missing\), sex \(missing\), comparison group/, {}, { timeout: 10_000 });
    expect(within(line).getByRole('link')).toHaveAttribute('href', `/examinees/${DETAILS.examinee.id}`);
  });

  it('says nothing for a product without norms', async () => {
    const { http } = start(DETAILS);
    await screen.findByRole('region', { name: 'Item entry' }, { timeout: 10_000 });
    await screen.findByRole('heading', { level: 1 });
    expect(http.calls.some((call) => call.operationId === 'scoring.demographicsCheck')).toBe(true);
    expect(screen.queryByText(/Needed for norms/)).not.toBeInTheDocument();
  });
});
