import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { ReportBatch } from '../../src/contract/reportTypes';
import type { FakeHandler } from './support/fakeIo';
import { assessmentRow as row, FORMS } from './support/assessmentListFixtures';
import { fakeHttp, fakeIo } from './support/fakeIo';
import { IDENTITY } from './support/fixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());

const ROWS = [row(1), row(2), row(3, 'gad7', 'GAD-7')];

const batch = (overrides: Partial<ReportBatch> = {}): ReportBatch => ({
  id: 3,
  reportType: 'score',
  state: 'queued',
  total: 42,
  succeeded: 0,
  failed: 0,
  cancelled: 0,
  createdAt: '2024-05-01T09:00:00.000Z',
  createdByName: 'Erin Examiner',
  finishedAt: null,
  failures: [],
  zipFileName: 'score-reports-3.zip',
  ...overrides,
});

function start(handlers: Record<string, FakeHandler> = {}) {
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.searchAssessments': () => ({ items: ROWS, total: 42, page: 1, pageSize: 20, forms: FORMS }),
      'assessment.examiners': () => [{ userId: 7, name: 'Erin Examiner' }],
      'assessment.reportBatchList': () => [],
      'assessment.groupReportList': () => [],
      'misc.comparisonGroups': () => [],
      ...handlers,
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/assessments');
  task = app.sagaTask;
  return { ...app, http };
}

// Role queries walk the whole page, which is long here: give them more than the default second.
const findProgressBar = () => screen.findByRole('progressbar', {}, { timeout: 5000 });

const bodyOf = (http: ReturnType<typeof fakeHttp>, operationId: string) => http.calls.find((c) => c.operationId === operationId)?.request.body;

describe('assessment list page', () => {
  it('opens on every assessment, unfinished ones too, newest first, with the account labels, and picks rows, the page, then all matching', async () => {
    const user = userEvent.setup();
    const { http } = start();
    expect(await screen.findByRole('heading', { level: 1, name: 'Assessments' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Assessments' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('columnheader', { name: 'School' })).toBeInTheDocument();
    expect(screen.getByLabelText('Status')).toHaveValue('');
    expect(http.calls.find((c) => c.operationId === 'assessment.searchAssessments')?.request.query).toEqual({ sort: '-administrationDate', page: 1, pageSize: 20 });

    await user.click(screen.getByRole('checkbox', { name: 'Select Pupil1, Sam, PHQ-9, 2024-04-02' }));
    expect(screen.getByText('1 assessment selected')).toBeInTheDocument();
    const pageBox = screen.getByRole('checkbox', { name: 'Select every assessment on this page' });
    expect(pageBox).toHaveProperty('indeterminate', true);
    expect(screen.queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();

    await user.click(pageBox);
    expect(screen.getByText('3 assessments selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Select all 42 matching assessments' }));
    expect(screen.getByText('All 42 assessments matching the filters are selected')).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeChecked();
    // Three forms are on the page and no form filter is set, so no group report.
    expect(screen.getByRole('button', { name: 'Group report' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('No assessments selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate reports' })).toBeDisabled();
  });

  it('generates a batch for all matching and shows its progress from the server, then the ZIP link', async () => {
    const user = userEvent.setup();
    const { http } = start({
      'assessment.batchReports': () => batch(),
      'assessment.reportBatchStatus': () => batch({ state: 'completed', succeeded: 41, failed: 1, finishedAt: '2024-05-01T09:05:00.000Z', failures: [{ assessmentId: 9, examineeId: 'S-9', productCode: 'PHQ-9', code: 'notScorable', message: 'Too many items were left out.' }] }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select every assessment on this page' }));
    await user.click(screen.getByRole('button', { name: 'Select all 42 matching assessments' }));
    await user.click(screen.getByRole('button', { name: 'Generate reports' }));
    const form = screen.getByRole('region', { name: 'Generate reports for 42 assessments' });
    expect(within(form).getByRole('heading', { name: 'Generate reports for 42 assessments' })).toHaveFocus();
    await user.selectOptions(within(form).getByLabelText('Language'), 'Deutsch');
    await user.click(within(form).getByRole('button', { name: 'Generate 42 reports' }));

    const bar = await findProgressBar();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '42 of 42 reports'));
    expect(bar).toHaveAttribute('value', '42');
    expect(bar).toHaveAttribute('max', '42');
    expect(bar).toHaveAccessibleName(/Score report batch of/);
    expect(screen.getByText('The batch is complete: 41 of 42 reports made, 1 failed. The ZIP file can be downloaded.')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Too many items were left out.' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download ZIP (41 reports)' })).toHaveAttribute('href', expect.stringMatching(/\/report-batches\/3\/download$/));
    expect(screen.queryByRole('button', { name: 'Cancel batch' })).not.toBeInTheDocument();
    expect(bodyOf(http, 'assessment.batchReports')).toEqual({
      selection: { kind: 'filter', filter: {} },
      reportType: 'score',
      options: { includeItemResponses: true, locale: 'de_de' },
    });
    // The form closed once the batch was queued, and the batch heads the recent list.
    expect(screen.queryByRole('region', { name: 'Generate reports for 42 assessments' })).not.toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent report batches' });
    expect(within(recent).getByRole('link', { name: 'Download ZIP' })).toBeInTheDocument();
  });

  it('shows again the batch still running when the page opens, cancels it, and reopens an earlier batch', async () => {
    const user = userEvent.setup();
    let cancelled = false;
    const stopped = batch({ state: 'cancelled', succeeded: 10, cancelled: 32 });
    const { http } = start({
      'assessment.reportBatchList': () => [batch({ state: 'running', succeeded: 10 }), batch({ id: 2, state: 'completed', succeeded: 5, total: 5 })],
      'assessment.reportBatchStatus': () => (cancelled ? stopped : batch({ state: 'running', succeeded: 10 })),
      'assessment.cancelReportBatch': () => {
        cancelled = true;
        return stopped;
      },
    });
    const bar = await findProgressBar();
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuetext', '10 of 42 reports'));
    expect(screen.getByText('0 % done: 10 of 42 reports.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Download ZIP \(/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel batch' }));
    await waitFor(() => expect(screen.getByText('The batch was cancelled: 10 of 42 reports made.')).toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Download ZIP (10 reports)' })).toBeInTheDocument();
    expect(http.calls.find((c) => c.operationId === 'assessment.cancelReportBatch')?.request.params).toEqual({ batchId: 3 });

    const recent = screen.getByRole('region', { name: 'Recent report batches' });
    const [, earlier] = within(recent).getAllByRole('button', { name: 'Show' });
    await user.click(earlier as HTMLElement);
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '5 of 5 reports'));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('makes a group report of picked rows of one form, with a title, and lists it with its download link', async () => {
    const user = userEvent.setup();
    const made = {
      id: 8, title: 'Class 4B', productId: 'phq9', productCode: 'PHQ-9', assessmentCount: 2, examineeCount: 2, comparisonGroupId: 'adolescent',
      locale: 'en_us', fileName: 'PHQ-9 Class 4B.pdf', byteSize: 40960, createdAt: '2024-05-01T10:00:00.000Z', createdByName: 'Erin Examiner', charge: 'usage',
    };
    const { http } = start({
      'misc.comparisonGroups': () => [
        { id: 'adult', label: 'Adults', source: 'Kroenke 2001', default: true },
        { id: 'adolescent', label: 'Adolescents', source: 'Richardson 2010', default: false },
      ],
      'assessment.groupReports': () => made,
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Pupil1, Sam, PHQ-9, 2024-04-02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pupil3, Sam, GAD-7, 2024-04-02' }));
    expect(screen.getByRole('button', { name: 'Group report' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Group report' })).toHaveAccessibleDescription(/A group report covers one form/);
    await user.click(screen.getByRole('checkbox', { name: 'Select Pupil3, Sam, GAD-7, 2024-04-02' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Pupil2, Sam, PHQ-9, 2024-04-02' }));
    await user.click(screen.getByRole('button', { name: 'Group report' }));

    const form = screen.getByRole('region', { name: 'PHQ-9 group report over 2 assessments' });
    await user.click(within(form).getByRole('button', { name: 'Make group report' }));
    expect(within(form).getByText('Give the report a title (a class, a school).')).toBeInTheDocument();
    expect(bodyOf(http, 'assessment.groupReports')).toBeUndefined();
    await user.type(within(form).getByLabelText('Title'), 'Class 4B');
    await user.selectOptions(await within(form).findByLabelText('Comparison group'), 'Adolescents');
    await user.click(within(form).getByRole('button', { name: 'Make group report' }));

    expect(await screen.findByText('The group report “Class 4B” is ready.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download “Class 4B”' })).toHaveFocus();
    expect(bodyOf(http, 'assessment.groupReports')).toEqual({
      title: 'Class 4B',
      productId: 'phq9',
      selection: { kind: 'assessments', assessmentIds: [1, 2] },
      comparisonGroupId: 'adolescent',
      locale: null,
    });
    const list = screen.getByRole('region', { name: 'Group reports' });
    expect(within(list).getByRole('link', { name: 'Download' })).toHaveAttribute('href', expect.stringMatching(/\/group-reports\/8\/download$/));
  });
});
