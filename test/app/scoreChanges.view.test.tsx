import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { AssessmentDetails } from '../../src/contract/types';
import { IDENTITY } from './support/fixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';
import { scoredWho5, SIGNIFICANT_RISE } from './support/who5Fixtures';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

/** The examiner writes dates day first, with dots. */
const DAY_FIRST = { ...IDENTITY, preferences: { ...IDENTITY.preferences, dateFormat: { dateFormatName: 'Day first', dateFormatCode: 'dd.MM.yyyy' } } };

function start(details: AssessmentDetails) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => DAY_FIRST,
      'assessment.loadDetails': () => details,
      'assessment.reportHistoryList': () => [],
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/assessments/34');
  task = app.sagaTask;
  return app;
}

const scoreOfRecord = () => screen.findByRole('region', { name: 'Score of record' }, { timeout: 10_000 });

describe('the change since the previous administration on the assessment page', () => {
  it('states a significant change with its date in the user’s format and the rule’s flag', async () => {
    start(scoredWho5([SIGNIFICANT_RISE]));
    const record = await scoreOfRecord();
    const section = within(record).getByRole('region', { name: 'Change since the previous administration' });
    const [item] = within(section).getAllByRole('listitem');
    expect(item).toHaveTextContent('Significant change Percentage score (raw x 4)');
    expect(item).toHaveTextContent('Since 05.01.2026: 48 → 60 (+12)');
  });

  it('states a change under the threshold without the flag, a fall with its minus sign', async () => {
    start(scoredWho5([{ ...SIGNIFICANT_RISE, previous: 64, current: 60, difference: -4, significant: false }]));
    const record = await scoreOfRecord();
    const section = within(record).getByRole('region', { name: 'Change since the previous administration' });
    expect(section).toHaveTextContent('Since 05.01.2026: 64 → 60 (\u22124)');
    expect(section).not.toHaveTextContent('Significant change');
  });

  it('shows nothing without an earlier score', async () => {
    start(scoredWho5([]));
    const record = await scoreOfRecord();
    expect(within(record).queryByRole('region', { name: 'Change since the previous administration' })).not.toBeInTheDocument();
    expect(record).not.toHaveTextContent('Since');
  });
});
