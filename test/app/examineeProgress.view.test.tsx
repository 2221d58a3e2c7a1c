import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { ReportSummary } from '../../src/contract/types';
import type { ProductProgress } from '../../src/domain/progress';
import { EXAMINEE, IDENTITY } from './support/fixtures';
import { apiError, fakeHttp, fakeIo } from './support/fakeIo';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
jest.setTimeout(30_000);
afterEach(() => task?.cancel());

const change = (fromAssessmentId: number, fromDate: string, from: number, toAssessmentId: number, toDate: string, to: number, rci: number, reliable: boolean, clinicallySignificant: boolean) => ({
  fromAssessmentId, fromDate, toAssessmentId, toDate, from, to, difference: to - from, standardErrorOfDifference: 2.861, rci, threshold: 1.96,
  kind: reliable ? ('reliableImprovement' as const) : ('noReliableChange' as const), clinicallySignificant, cutoff: 10,
});

/** Three PHQ-9 totals: 14, 9, 8 (Kroenke 2001 α .89, SD 6.1). */
const PHQ9: ProductProgress = {
  productId: 'phq9',
  productCode: 'PHQ-9',
  productName: 'Patient Health Questionnaire (PHQ-9)',
  scales: [
    {
      scaleId: 'total', name: 'PHQ-9 total', range: [0, 27], higherIs: 'worse',
      bands: [{ min: 0, max: 4, label: 'None-minimal' }, { min: 5, max: 9, label: 'Mild' }, { min: 10, max: 14, label: 'Moderate' }, { min: 15, max: 19, label: 'Moderately severe' }, { min: 20, max: 27, label: 'Severe' }],
      reliability: { coefficient: 0.89, kind: 'internalConsistency', sd: 6.1, source: 'Kroenke 2001' },
      clinicalCutoff: { value: 10, source: 'Kroenke 2001; McMillan 2010' },
      points: [
        { assessmentId: 1, administrationDate: '2024-01-10', raw: 14, band: 'Moderate' },
        { assessmentId: 2, administrationDate: '2024-02-07', raw: 9, band: 'Mild' },
        { assessmentId: 3, administrationDate: '2024-03-06', raw: 8, band: 'Mild' },
      ],
      changes: [change(1, '2024-01-10', 14, 2, '2024-02-07', 9, -1.75, false, false), change(2, '2024-02-07', 9, 3, '2024-03-06', 8, -0.35, false, false)],
      overall: change(1, '2024-01-10', 14, 3, '2024-03-06', 8, -2.1, true, true),
    },
  ],
};

/** The progress report the server stores for the latest PHQ-9 (assessment 3). */
const PROGRESS_REPORT: ReportSummary = {
  id: 41,
  assessmentId: 3,
  reportType: 'progress',
  version: 1,
  assessmentVersion: 2,
  options: { comparisonGroupId: null, includeItemResponses: true, locale: 'en_us' },
  fileName: 'PHQ-9_progress_X-1_2024-03-06_v1.pdf',
  byteSize: 20_480,
  createdAt: '2024-05-01T10:00:00.000Z',
  createdByName: 'Dr. Emma Examiner',
  charge: 'usage',
};

function open(progress: ProductProgress[], generate: () => unknown = () => PROGRESS_REPORT) {
  const http = fakeHttp(
    {
      'assessment.generateReport': generate,
      'account.getSelfPreferences': () => IDENTITY,
      'assessment.loadExamineeAndForms': () => ({ examinee: EXAMINEE, testDate: '2024-05-01', forms: [], unavailable: [] }),
      'assessment.examiners': () => [],
      'assessment.examineeHistory': () => [],
      'assessment.examineeProgress': () => progress,
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, `/examinees/${EXAMINEE.id}`);
  task = app.sagaTask;
  return { app, http };
}

describe("the examinee's progress", () => {
  it('charts each instrument over its bands with labelled axes and a text alternative', async () => {
    const { http } = open([PHQ9]);
    const section = await screen.findByRole('region', { name: 'Progress' }, { timeout: 10_000 });
    expect(http.calls.find((call) => call.operationId === 'assessment.examineeProgress')?.request).toEqual({ params: { examineeRecordId: EXAMINEE.id } });
    const chart = within(section).getByRole('img', { name: /PHQ-9 total/ });
    expect(chart).toHaveAccessibleName(expect.stringContaining('PHQ-9 total at 3 administrations'));
    expect(chart.querySelectorAll('circle')).toHaveLength(3);
    expect(chart.querySelectorAll('rect')).toHaveLength(5);
    expect(chart).toHaveTextContent('Score');
    expect(chart).toHaveTextContent('Administration date');
    expect(chart).toHaveTextContent('Moderately severe');
    const rows = within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent))).toEqual([
      ['14', 'Moderate', '—'],
      ['9', 'Mild', 'No reliable change from 14 to 9 (RCI −1.75, threshold ±1.96)'],
      ['8', 'Mild', 'No reliable change from 9 to 8 (RCI −0.35, threshold ±1.96)'],
    ]);
  });

  it('prints each score beside its point, inside the plot and clear of the line: under a valley, above a peak', async () => {
    const scale = PHQ9.scales[0];
    if (!scale) throw new Error('no scale');
    const dates = ['2024-01-10', '2024-02-14', '2024-03-20', '2024-04-24'];
    const points = [14, 10, 6, 14].map((raw, index) => ({ assessmentId: index + 1, administrationDate: dates[index] ?? '', raw, band: null }));
    open([{ ...PHQ9, scales: [{ ...scale, points, changes: [], overall: null }] }]);
    const section = await screen.findByRole('region', { name: 'Progress' }, { timeout: 10_000 });
    const chart = within(section).getByRole('img', { name: /PHQ-9 total/ });
    const values = [...chart.querySelectorAll('text.progress-chart__value')];
    const circles = [...chart.querySelectorAll('circle')];
    expect(values.map((value) => value.textContent)).toEqual(['14', '10', '6', '14']);
    const at = (element: Element, name: string): number => Number(element.getAttribute(name));
    // The plot spans x 56 to 440 and y 12 to 188 of the 560 × 240 chart; a value's box is 11 high, its baseline 0.8 of that down.
    values.forEach((value) => {
      expect(at(value, 'x')).toBeGreaterThanOrEqual(56);
      expect(at(value, 'x') + (value.textContent?.length ?? 0) * 6.6).toBeLessThanOrEqual(440);
      expect(at(value, 'y') - 8.8).toBeGreaterThanOrEqual(0);
      expect(at(value, 'y') + 2.2).toBeLessThanOrEqual(188);
    });
    const [first, , valley, last] = values;
    expect(at(valley as Element, 'y') - 8.8).toBeGreaterThan(at(circles[2] as Element, 'cy'));
    expect(at(first as Element, 'y')).toBeLessThan(at(circles[0] as Element, 'cy'));
    expect(at(last as Element, 'y')).toBeLessThan(at(circles[3] as Element, 'cy'));
  });

  it('wraps a long band label into the room right of the plot instead of running past the chart’s edge', async () => {
    const scale = PHQ9.scales[0];
    if (!scale) throw new Error('no scale');
    const bands = [
      { min: 0, max: 28, label: 'Likely depression - refer for assessment' },
      { min: 29, max: 50, label: 'Reduced/poor well-being - screen for depression' },
      { min: 51, max: 100, label: 'No indication of reduced well-being' },
    ];
    open([{ ...PHQ9, scales: [{ ...scale, range: [0, 100], higherIs: 'better', clinicalCutoff: null, bands }] }]);
    const section = await screen.findByRole('region', { name: 'Progress' }, { timeout: 10_000 });
    const chart = within(section).getByRole('img', { name: /PHQ-9 total/ });
    for (const band of bands) {
      const label = [...chart.querySelectorAll('text')].find((text) => text.querySelector('tspan') && text.textContent?.replace(/\s+/g, '') === band.label.replace(/\s+/g, ''));
      const lines = [...(label?.querySelectorAll('tspan') ?? [])].map((line) => line.textContent ?? '');
      expect(lines.join(' ')).toBe(band.label);
      // 114 units right of the plot at 11 units a letter's 0.55 em: 18 letters a line.
      for (const line of lines) expect(line.length).toBeLessThanOrEqual(18);
    }
  });

  it('says the reliable change from first to last in words, with clinical significance', async () => {
    open([PHQ9]);
    const section = await screen.findByRole('region', { name: 'Progress' }, { timeout: 10_000 });
    expect(section).toHaveTextContent('Reliable improvement from 14 to 8 (RCI −2.10, threshold ±1.96); clinically significant: crossed the cut-off of 10');
    expect(section).toHaveTextContent('a change is reliable when |RCI| exceeds 1.96. Reliability: Kroenke 2001');
  });

  it('names the source of the clinical cut-off beside the source of the reliability, and no cut-off where the scale has none', async () => {
    open([PHQ9]);
    const section = await screen.findByRole('region', { name: 'Progress' }, { timeout: 10_000 });
    expect(section).toHaveTextContent('Clinical cut-off 10: Kroenke 2001; McMillan 2010');
    task?.cancel();
    const scale = PHQ9.scales[0];
    if (!scale) throw new Error('no scale');
    document.body.innerHTML = '';
    open([{ ...PHQ9, scales: [{ ...scale, clinicalCutoff: null }] }]);
    const without = await screen.findByRole('region', { name: 'Progress' }, { timeout: 10_000 });
    expect(without).toHaveTextContent('Reliability: Kroenke 2001');
    expect(without).not.toHaveTextContent('Clinical cut-off');
  });

  it('says there is nothing to judge after one administration', async () => {
    const scale = PHQ9.scales[0];
    if (!scale) throw new Error('no scale');
    open([{ ...PHQ9, scales: [{ ...scale, points: scale.points.slice(0, 1), changes: [], overall: null }] }]);
    const section = await screen.findByRole('region', { name: 'Progress' }, { timeout: 10_000 });
    expect(section).toHaveTextContent('One administration: change needs at least two.');
  });

  it('says one administration is too few to judge also for a scale that publishes no reliability', async () => {
    const scale = PHQ9.scales[0];
    if (!scale) throw new Error('no scale');
    open([{ ...PHQ9, scales: [{ ...scale, reliability: null, points: scale.points.slice(0, 1), changes: [], overall: null }] }]);
    const section = await screen.findByRole('region', { name: 'Progress' }, { timeout: 10_000 });
    expect(section).toHaveTextContent('One administration: change needs at least two.');
    expect(section).toHaveTextContent('The instrument publishes no reliability for this scale');
  });

  it('shows no section for an examinee with nothing scored', async () => {
    open([]);
    await screen.findByRole('heading', { name: 'Assessment history' }, { timeout: 10_000 });
    expect(screen.queryByRole('region', { name: 'Progress' })).not.toBeInTheDocument();
  });

  it('generates the progress report from the latest assessment of the product and offers its download', async () => {
    const user = userEvent.setup();
    const { http } = open([PHQ9]);
    const section = await screen.findByRole('region', { name: 'Patient Health Questionnaire (PHQ-9)' }, { timeout: 10_000 });
    expect(within(section).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Generate progress report' }));
    const link = await within(section).findByRole('link', { name: 'Download PHQ-9 progress report' });
    expect(http.calls.find((call) => call.operationId === 'assessment.generateReport')?.request).toMatchObject({
      params: { assessmentId: 3 },
      body: { reportType: 'progress' },
    });
    expect(link).toHaveAttribute('href', expect.stringMatching(/\/assessment-facade\/reports\/41\/download$/));
    expect(link).toHaveAttribute('download', 'PHQ-9_progress_X-1_2024-03-06_v1.pdf');
    expect(within(section).getByRole('status')).toHaveTextContent('Progress report generated.');
  });

  it('says why a progress report could not be generated', async () => {
    const user = userEvent.setup();
    open([PHQ9], () => {
      throw apiError(402, 'licenseExhausted', 'No license covers this report.');
    });
    const section = await screen.findByRole('region', { name: 'Patient Health Questionnaire (PHQ-9)' }, { timeout: 10_000 });
    await user.click(within(section).getByRole('button', { name: 'Generate progress report' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('The progress report could not be generated');
    expect(within(section).queryByRole('link', { name: /Download/ })).not.toBeInTheDocument();
  });
});
