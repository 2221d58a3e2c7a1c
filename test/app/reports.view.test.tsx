import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { FeatureLicense, ReportsPage, ReportSummary } from '../../src/contract/reportTypes';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextFor } from '../../src/domain/scoring/scoringContext';
import { ASSESSMENT, DETAILS, EXAMINEE, IDENTITY, PHQ9, phq9Responses, REPORT } from './support/fixtures';
import { apiError, fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const responses = phq9Responses([2, 2, 1, 1, 2, 1, 1, 1, 1]);
const SCORED = {
  ...DETAILS,
  assessment: {
    ...ASSESSMENT,
    responses,
    status: 'scored' as const,
    score: scoreAssessment(PHQ9, responses, scoringContextFor(EXAMINEE, {}, ASSESSMENT.administrationDate)),
    scoredAt: '2024-05-01T09:30:00.000Z',
    version: 2,
  },
};

const LICENSE: FeatureLicense = {
  id: 1, name: 'PHQ-9 reports, 50 usages', kind: 'usage', productId: 'phq9', productCode: 'PHQ-9', reportType: 'score',
  usagesGranted: 50, usagesUsed: 49, usagesRemaining: 1, validFrom: '2024-01-01', validUntil: '2024-12-31', active: true, status: 'active',
};

const page = (scoreCharge: ReportsPage['reportTypes'][number]['nextCharge'], scoreAvailable = true): ReportsPage => ({
  assessmentId: 34,
  productId: 'phq9',
  productCode: 'PHQ-9',
  scored: true,
  reportTypes: [
    {
      reportType: 'score',
      license: { productId: 'phq9', reportType: 'score', available: scoreAvailable, license: scoreAvailable ? LICENSE : null, usagesRemaining: scoreAvailable ? 1 : 0 },
      nextCharge: scoreCharge,
    },
    { reportType: 'feedback', license: { productId: 'phq9', reportType: 'feedback', available: false, license: null, usagesRemaining: 0 }, nextCharge: 'usage' },
  ],
  comparisonGroups: [
    { id: 'us-adults', label: 'US adults', source: 'Kroenke 2001', default: true },
    { id: 'primary-care', label: 'Primary care', source: 'Kroenke 2001', default: false },
  ],
  defaultOptions: { comparisonGroupId: 'us-adults', includeItemResponses: true, locale: 'en_us' },
});

function start(handlers: { reportsPage: () => ReportsPage; history: ReportSummary[]; generate?: () => unknown }) {
  let history = handlers.history;
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadDetails': () => SCORED,
      'assessment.reportsPage': handlers.reportsPage,
      'assessment.reportHistoryList': () => history,
      'assessment.generateReport': () => {
        const report = (handlers.generate ?? (() => ({ ...REPORT, id: 6, version: 2, charge: 'usage', createdAt: '2024-05-02T10:00:00.000Z' })))() as ReportSummary;
        history = [report, ...history];
        return report;
      },
      'assessment.reportHistoryResubmit': () => ({ ...REPORT, id: 7, version: 2, charge: 'regeneration', createdAt: '2024-05-03T10:00:00.000Z' }),
      'assessment.reportHistoryDelete': (request) => {
        history = history.filter((report) => report.id !== (request.params as { reportId: number }).reportId);
        return undefined;
      },
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, '/assessments/34');
  task = app.sagaTask;
  return { ...app, http };
}

const newReport = () => screen.findByRole('region', { name: 'New report' }, { timeout: 10_000 });

describe('reports panel', () => {
  it('generates a score report with the options chosen, showing license status and cost', async () => {
    const user = userEvent.setup();
    const { http } = start({ reportsPage: () => page('usage'), history: [] });
    const form = await newReport();
    expect(within(form).getByLabelText('Comparison group')).toHaveValue('us-adults');
    expect(within(form).getByLabelText('Language of the report')).toHaveValue('en_us');
    expect(within(form).getByRole('checkbox', { name: 'Include item responses' })).toBeChecked();
    const licenses = within(form).getByRole('list', { name: 'License status' });
    expect(licenses).toHaveTextContent('Score report: 1 usage left (PHQ-9 reports, 50 usages)');
    expect(licenses).toHaveTextContent('Feedback report: No license: no usage is left, or the license has expired.');
    expect(form).toHaveTextContent('Generating it uses one license usage.');

    await user.selectOptions(within(form).getByLabelText('Comparison group'), 'Primary care');
    await user.selectOptions(within(form).getByLabelText('Language of the report'), 'Deutsch');
    await user.click(within(form).getByRole('checkbox', { name: 'Include item responses' }));
    await user.click(within(form).getByRole('button', { name: 'Generate score report' }));

    const history = screen.getByRole('region', { name: 'Report history' });
    expect(await within(history).findByRole('rowheader', { name: 'Score report, version 2' })).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'assessment.generateReport')?.request.body).toEqual({
      reportType: 'score',
      options: { comparisonGroupId: 'primary-care', locale: 'de_de', includeItemResponses: false },
    });
    expect(form).toHaveTextContent('The report was generated; it heads the report history.');
    // The screen reloads after a generation, so the license count shown is the server's.
    await waitFor(() => expect(http.calls.filter((call) => call.operationId === 'assessment.reportsPage')).toHaveLength(2));
  });

  it('generates one report for a double click on Generate', async () => {
    const user = userEvent.setup();
    const { http } = start({ reportsPage: () => page('usage'), history: [] });
    const form = await newReport();
    await user.dblClick(within(form).getByRole('button', { name: 'Generate score report' }));
    const history = screen.getByRole('region', { name: 'Report history' });
    expect(await within(history).findByRole('rowheader', { name: 'Score report, version 2' })).toBeInTheDocument();
    expect(http.calls.filter((call) => call.operationId === 'assessment.generateReport')).toHaveLength(1);
  });

  it('disables a type without a license and says why; says a regeneration is free', async () => {
    const user = userEvent.setup();
    start({ reportsPage: () => page('regeneration', false), history: [REPORT] });
    const form = await newReport();
    // No license, but an unchanged assessment regenerates for free.
    expect(form).toHaveTextContent('Free: the assessment has not changed since the last report.');
    expect(within(form).getByRole('button', { name: 'Generate score report' })).toBeEnabled();

    await user.selectOptions(within(form).getByLabelText('Report type'), 'Feedback report');
    expect(within(form).queryByRole('checkbox', { name: 'Include item responses' })).not.toBeInTheDocument();
    const button = within(form).getByRole('button', { name: 'Generate feedback report' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('No license covers this report (Feedback report), so it cannot be generated. Ask your account administrator for more usages.');
  });

  it('shows an exhausted license in the user’s words and stores nothing', async () => {
    const user = userEvent.setup();
    start({
      reportsPage: () => page('usage'),
      history: [],
      generate: () => {
        throw apiError(402, 'licenseExhausted', 'No license usage is left for this report. Nothing was generated; ask your account administrator for more usages.');
      },
    });
    const form = await newReport();
    await user.click(within(form).getByRole('button', { name: 'Generate score report' }));
    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('The report was not generated.');
    expect(alert).toHaveTextContent('No license usage is left for this report.');
    expect(screen.getByText('No reports yet.')).toBeInTheDocument();
  });

  it('lists options and cost, generates again, and deletes only after confirmation', async () => {
    const user = userEvent.setup();
    const { http } = start({ reportsPage: () => page('regeneration'), history: [{ ...REPORT, options: { comparisonGroupId: 'us-adults', locale: 'de_de', includeItemResponses: true } }] });
    const history = await screen.findByRole('region', { name: 'Report history' }, { timeout: 10_000 });
    const row = (await within(history).findByRole('rowheader', { name: 'Score report, version 1' })).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('US adults');
    expect(row).toHaveTextContent('Deutsch');
    expect(row).toHaveTextContent('Item responses');
    expect(row).toHaveTextContent('One usage');
    expect(within(row).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/qg-services/assessment-facade/reports/5/download');

    await user.click(within(row).getByRole('button', { name: 'Generate again' }));
    const again = (await within(history).findByRole('rowheader', { name: 'Score report, version 2' })).closest('tr') as HTMLElement;
    expect(again).toHaveTextContent('Free (unchanged)');

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete Score report, version 1?');
    expect(within(confirm).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(http.calls.some((call) => call.operationId === 'assessment.reportHistoryDelete')).toBe(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(history).queryByRole('rowheader', { name: 'Score report, version 1' })).not.toBeInTheDocument());
    expect(within(history).getByRole('rowheader', { name: 'Score report, version 2' })).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'assessment.reportHistoryDelete')?.request).toEqual({ params: { reportId: 5 } });
  });
});
