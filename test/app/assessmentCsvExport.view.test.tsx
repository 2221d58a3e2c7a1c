/**
 * "Export CSV" on the assessment list through the real store and the whole app (issue #22): a
 * press fetches the research export with the list's current filter and saves the file, named by
 * the form and by what the server answered (a CSV, or a ZIP of one CSV per form); a refusal shows why.
 */
import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import { assessmentRow as row, FORMS } from './support/assessmentListFixtures';
import { apiError, type FakeHandler, fakeFiles, fakeHttp, fakeIo } from './support/fakeIo';
import { IDENTITY } from './support/fixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

function start(exportHandler: FakeHandler) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.searchAssessments': () => ({ items: [row(1), row(2, 'gad7', 'GAD-7')], total: 2, page: 1, pageSize: 20, forms: FORMS }),
      'assessment.examiners': () => [],
      'assessment.reportBatchList': () => [],
      'assessment.groupReportList': () => [],
      'assessment.exportAssessmentsCsv': exportHandler,
    },
    appConfig,
  );
  const files = fakeFiles();
  const { io } = fakeIo({ http, files });
  task = renderApp(io, '/assessments').sagaTask;
  return { http, files };
}

const exportCalls = (http: ReturnType<typeof fakeHttp>) => http.calls.filter((call) => call.operationId === 'assessment.exportAssessmentsCsv').map((call) => call.request);

it('exports the assessments matching the list’s filter and saves the CSV under the form’s name', async () => {
  const user = userEvent.setup();
  const { http, files } = start(() => new Blob(['\uFEFFassessmentId\r\n1\r\n'], { type: 'text/csv; charset=utf-8' }));
  await screen.findByRole('heading', { level: 1, name: 'Assessments' }, { timeout: 5000 });
  await user.selectOptions(await screen.findByLabelText('Form'), 'PHQ-9');
  await user.selectOptions(screen.getByLabelText('Status'), 'scored');
  await user.click(screen.getByRole('button', { name: 'Export CSV' }));
  await waitFor(() => expect(files.saved.map((saved) => saved.fileName)).toEqual(['assessments-phq9-2024-05-01.csv']));
  expect(exportCalls(http)).toEqual([{ query: { productId: 'phq9', status: 'scored' } }]);
});

it('saves a ZIP when the filter spans several forms', async () => {
  const user = userEvent.setup();
  const { http, files } = start(() => new Blob(['PK'], { type: 'application/zip' }));
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 }));
  await waitFor(() => expect(files.saved.map((saved) => saved.fileName)).toEqual(['assessments-2024-05-01.zip']));
  expect(exportCalls(http)).toEqual([{ query: {} }]);
});

it('shows why the export was refused and saves nothing', async () => {
  const user = userEvent.setup();
  const { files } = start(() => {
    throw apiError(400, 'validation', 'The filter matches more than 10000 assessments; at most 10000 can be exported at once. Narrow the filter.');
  });
  await user.click(await screen.findByRole('button', { name: 'Export CSV' }, { timeout: 5000 }));
  expect(await screen.findByText('The assessments could not be exported.')).toBeInTheDocument();
  expect(files.saved).toEqual([]);
});
