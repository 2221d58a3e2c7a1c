/**
 * The product configuration's screens through the real store (issue #17): staff find the PHQ-9 on
 * the dashboard, see its draft's failing test case block publication, fix the test case in its
 * editor (with a reason and the draft's revision) and publish; an import shows a JSON syntax error
 * in words and the server's problems at their field paths; a pasted norm table's problems are
 * named by line and column; a stale draft offers a reload.
 */
import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { ProductPartBody } from '../../src/contract/services/productConfiguration';
import { ORF_DRAFT, PHQ9_FAILING_DRAFT, PHQ9_FIXED_DRAFT, PHQ9_PUBLISHED_V2, PHQ9_RENAMED_BAND, PHQ9_ROW, PRODUCT_REASON } from './productConfigurationFixtures';
import { apiError, type FakeHandler, fakeHttp, fakeIo } from './support/fakeIo';
import { staffIdentity } from './support/fixtures';
import { renderApp } from './support/renderApp';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';

let task: Task | undefined;
afterEach(() => task?.cancel());
jest.setTimeout(30_000);

const STAFF = staffIdentity('backOffice');

function start(path: string, handlers: Record<string, FakeHandler> = {}) {
  let current = PHQ9_FAILING_DRAFT;
  const http = fakeHttp(
    {
      'account.getSelfPreferences': () => STAFF,
      'backOffice.productDashboard': () => [PHQ9_ROW],
      'backOffice.productDetails': () => current,
      'backOffice.productTestCases': () => {
        current = PHQ9_FIXED_DRAFT;
        return current;
      },
      'backOffice.publishProduct': () => {
        current = PHQ9_PUBLISHED_V2;
        return current;
      },
      ...handlers,
    },
    appConfig,
  );
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  return { ...app, http };
}

describe('product configuration', () => {
  it('is a part of the back office home, and lists the products with their versions', async () => {
    const user = userEvent.setup();
    const { history } = start('/back-office');
    await user.click(await screen.findByRole('link', { name: 'Product configuration' }, { timeout: 10_000 }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Product configuration' })).toBeInTheDocument();
    const row = (await screen.findByRole('rowheader', { name: 'PHQ-9' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['Patient Health Questionnaire-9', 'Published', '1', '2', '3']);
    await user.click(within(row).getByRole('link', { name: 'PHQ-9' }));
    expect(history.location.pathname).toBe('/back-office/products/phq9');
  });

  it('blocks publication while a test case fails, and publishes once the fixed test case passes', async () => {
    const user = userEvent.setup();
    const { http, history } = start('/back-office/products/phq9');
    const draft = await screen.findByRole('region', { name: 'Draft version 2' }, { timeout: 10_000 });
    expect(within(draft).getByText('Failed')).toBeInTheDocument();
    expect(within(draft).getByText(/expected/)).toHaveTextContent('scales.total.band: expected "Mild", got "Mild symptoms"');
    const publish = within(draft).getByRole('button', { name: 'Publish version 2' });
    expect(publish).toBeDisabled();
    expect(publish).toHaveAccessibleDescription('Publishing needs every test case to pass; 1 fails.');

    await user.click(within(draft).getByRole('link', { name: 'Edit the test cases' }));
    expect(history.location.pathname).toBe('/back-office/products/phq9/draft/testCases');
    const expected = await screen.findByRole('textbox', { name: 'Expected scores, bands and flags (JSON)' }, { timeout: 10_000 });
    fireEvent.change(expected, { target: { value: '{ "scorable": true, "scales": [ { "scale": "total", "raw": 8, "scorable": true, "band": "Mild symptoms" } ], "flags": [' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Not valid JSON.')).toBeInTheDocument();
    expect(screen.getByText('State the reason.')).toBeInTheDocument();
    fireEvent.change(expected, { target: { value: '{ "scorable": true, "scales": [ { "scale": "total", "raw": 8, "scorable": true, "band": "Mild symptoms" } ], "flags": [] }' } });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), PRODUCT_REASON);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const body = http.calls.find((call) => call.operationId === 'backOffice.productTestCases')?.request.body as ProductPartBody;
    expect(body).toMatchObject({ revision: 1, reason: PRODUCT_REASON, fields: { testCases: [{ id: 'all_several_days', expected: { scales: [{ band: 'Mild symptoms' }] } }] } });

    await user.click(screen.getByRole('link', { name: 'PHQ-9 · Patient Health Questionnaire-9' }));
    const fixed = await screen.findByRole('region', { name: 'Draft version 2' }, { timeout: 10_000 });
    expect(within(fixed).getByText('Passed')).toBeInTheDocument();
    await user.click(within(fixed).getByRole('button', { name: 'Publish version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Checked against the manual, page 12.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('There is no draft. Start one from a version to change the product.')).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'backOffice.publishProduct')?.request).toMatchObject({ body: { reason: 'Checked against the manual, page 12.', revision: 2 } });
    const versions = screen.getByRole('region', { name: 'Versions' });
    expect(within(versions).getByRole('rowheader', { name: '1' }).closest('tr')).toHaveTextContent('Superseded');
  });

  it('shows a refused publication (422) in words', async () => {
    const user = userEvent.setup();
    const refused = apiError(422, 'publicationRefused', 'The draft cannot be published: test case all_several_days fails.', { testCases: 'all_several_days: scales.total.band differs.' });
    start('/back-office/products/phq9', { 'backOffice.productDetails': () => PHQ9_FIXED_DRAFT, 'backOffice.publishProduct': () => Promise.reject(refused) });
    const draft = await screen.findByRole('region', { name: 'Draft version 2' }, { timeout: 10_000 });
    await user.click(within(draft).getByRole('button', { name: 'Publish version 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish version 2' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), PRODUCT_REASON);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The draft cannot be published: test case all_several_days fails.');
    expect(alert).toHaveTextContent('testCases: all_several_days: scales.total.band differs.');
  });

  it('says when the JSON does not parse, and lists the server’s problems with their fields', async () => {
    const user = userEvent.setup();
    const refused = apiError(400, 'validation', 'The product definition is not valid.', { 'bands[1].label': 'Give the band a label.' });
    const { http } = start('/back-office/products/import', { 'backOffice.createProduct': () => Promise.reject(refused) });
    const json = await screen.findByRole('textbox', { name: 'Or paste the JSON' }, { timeout: 10_000 });
    fireEvent.change(json, { target: { value: '{ "id": "phq9", ' } });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), PRODUCT_REASON);
    await user.click(screen.getByRole('button', { name: 'Import as draft' }));
    expect(await screen.findByText(/^This is not valid JSON: /)).toBeInTheDocument();
    expect(http.calls.some((call) => call.operationId === 'backOffice.createProduct')).toBe(false);

    fireEvent.change(json, { target: { value: '{ "id": "phq9", "bands": [] }' } });
    await user.click(screen.getByRole('button', { name: 'Import as draft' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The product definition is not valid.')).toBeInTheDocument();
    expect(within(alert).getByRole('listitem')).toHaveTextContent('bands[1].label: Give the band a label.');
    expect(http.calls.find((call) => call.operationId === 'backOffice.createProduct')?.request.body).toEqual({ definition: { id: 'phq9', bands: [] }, reason: PRODUCT_REASON });
  });

  it('shows a band’s server error at its cell, and offers to reload a draft someone else changed', async () => {
    const user = userEvent.setup();
    let answer: 'invalid' | 'stale' = 'invalid';
    const { http } = start('/back-office/products/phq9/draft/scoring', {
      'backOffice.productScoring': () =>
        Promise.reject(answer === 'invalid' ? apiError(400, 'validation', 'The draft is not valid.', { 'bands.1.label': 'Give the band a label.', 'flags[0].rule.item': 'Name an item of the form.' }) : apiError(409, 'conflict', 'The draft changed.')),
    });
    const label = await screen.findByRole('textbox', { name: 'Label (US English) 2' }, { timeout: 10_000 });
    expect(label).toHaveValue('Mild symptoms');
    await user.clear(label);
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), PRODUCT_REASON);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Give the band a label.')).toBeInTheDocument();
    expect(label).toHaveAccessibleDescription('Give the band a label.');
    expect(screen.getByRole('textbox', { name: 'Advanced: JSON of this part' })).toHaveAccessibleDescription(/flags\[0\]\.rule\.item: Name an item of the form\./);
    const sent = http.calls.find((call) => call.operationId === 'backOffice.productScoring')?.request.body as ProductPartBody;
    expect((sent.fields['bands'] as { label: string }[])[1]?.label).toBe('');
    expect(Object.keys(sent.fields).sort()).toEqual(['administrationFields', 'bands', 'comparisonGroups', 'constraints', 'flags', 'norms', 'scales', 'translations']);

    answer = 'stale';
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Someone else changed this draft/)).toBeInTheDocument();
    const loads = http.calls.filter((call) => call.operationId === 'backOffice.productDetails').length;
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await screen.findByRole('textbox', { name: 'Label (US English) 2' });
    expect(http.calls.filter((call) => call.operationId === 'backOffice.productDetails')).toHaveLength(loads + 1);
  });

  it('reads a norm table pasted from a spreadsheet, naming a bad cell by its line and column', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/products/orf/draft/scoring', { 'backOffice.productDetails': () => ORF_DRAFT, 'backOffice.productScoring': () => ORF_DRAFT });
    const csv = await screen.findByRole('textbox', { name: 'wcpm, ht2017: Cells as CSV' }, { timeout: 10_000 });
    expect((csv as HTMLTextAreaElement).value.split('\n')[0]).toBe('grade,season,sex,ageMin,ageMax,p10,p25,p50,p75,p90,unverified,note');
    fireEvent.change(csv, { target: { value: 'grade\tseason\tp10\tp50\tp90\n3\tsummer\t60\t97\t160\n' } });
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), PRODUCT_REASON);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(csv).toHaveAccessibleDescription(/Line 2, season: enter fall, winter or spring/);
    expect(http.calls.some((call) => call.operationId === 'backOffice.productScoring')).toBe(false);

    fireEvent.change(csv, { target: { value: 'grade\tseason\tp10\tp50\tp90\n3\twinter\t60\t97\t160\n' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const body = http.calls.find((call) => call.operationId === 'backOffice.productScoring')?.request.body as ProductPartBody;
    const norms = body.fields['norms'] as { scale: string; comparisonGroup: string; method: string; cells: unknown[] }[];
    expect(norms[0]).toEqual({
      method: 'percentileAnchors',
      scale: 'wcpm',
      comparisonGroup: 'ht2017',
      cells: [{ match: { grade: 3, season: 'winter' }, unverified: false, anchors: [{ percentile: 10, score: 60 }, { percentile: 50, score: 97 }, { percentile: 90, score: 160 }] }],
    });
    expect(norms).toHaveLength(ORF_DRAFT.draft?.definition.norms.length ?? 0);
    // The ORF's seventeen-row tables make this the slowest screen to type into.
  }, 60_000);

  it('lists the catalogue’s forms, scorings and reports in their tabs', async () => {
    const user = userEvent.setup();
    start('/back-office/products', {
      'backOffice.productForms': () => [{ productId: 'phq9', code: 'PHQ-9', name: 'Patient Health Questionnaire-9', version: 2, versionState: 'draft', state: 'published', itemCount: 10, languages: ['en_us', 'de_de'], minYears: 12, maxYears: 99 }],
      'backOffice.productScorings': () => [{ productId: 'phq9', code: 'PHQ-9', version: 2, versionState: 'draft', scaleCount: 2, bandCount: 5, flagCount: 5, comparisonGroupCount: 0, normTableCount: 0, testCaseCount: 6 }],
      'backOffice.productReports': () => [{ productId: 'phq9', code: 'PHQ-9', version: 2, versionState: 'draft', reportSections: ['details', 'scores', 'signature'], feedbackReader: 'examinee' }],
    });
    await user.click(await screen.findByRole('tab', { name: 'Forms' }, { timeout: 10_000 }));
    expect(await screen.findByRole('cell', { name: 'en_us, de_de' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '12 to 99 years' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Scorings' }));
    const row = (await screen.findByRole('cell', { name: '6' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['PHQ-9', '2', 'Draft', '2', '5', '5', '0', '0', '6']);
    await user.click(screen.getByRole('tab', { name: 'Reports' }));
    expect(await screen.findByRole('cell', { name: 'Details, Scores, Signature' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'For the examinee' })).toBeInTheDocument();
  });

  it('reorders, removes and adds the score report’s sections, and sends them in order', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/products/phq9/draft/fsr', { 'backOffice.productFsr': () => PHQ9_FIXED_DRAFT });
    const before = PHQ9_FAILING_DRAFT.draft?.definition.reportSections ?? [];
    expect(before.slice(0, 2)).toEqual(['details', 'scores']);
    await user.click(await screen.findByRole('button', { name: 'Move up: Scores' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('button', { name: 'Remove: Signature' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Add a section' }), 'Signature');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), PRODUCT_REASON);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const body = http.calls.find((call) => call.operationId === 'backOffice.productFsr')?.request.body as ProductPartBody;
    const expected = ['scores', 'details', ...before.slice(2).filter((section) => section !== 'signature'), 'signature'];
    expect(body).toMatchObject({ revision: 1, fields: { reportSections: expected } });
  });

  it('retires a product only with a reason of ten characters or more', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/products/phq9', {
      'backOffice.productDetails': () => PHQ9_PUBLISHED_V2,
      'backOffice.retireProduct': () => ({ ...PHQ9_PUBLISHED_V2, state: 'retired', retiredAt: '2026-11-26T10:00:00.000Z', retiredBy: 'Bob Backoffice', retirementReason: 'Withdrawn by the publisher.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Retire' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Retire' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Withdrawn');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(within(dialog).getByRole('textbox', { name: 'Reason' })).toHaveAccessibleDescription(/State the reason in at least 10 characters\./);
    expect(http.calls.some((call) => call.operationId === 'backOffice.retireProduct')).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), ' by the publisher.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/^Retired by Bob Backoffice on .*: Withdrawn by the publisher\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reinstate' })).toBeInTheDocument();
    expect(http.calls.find((call) => call.operationId === 'backOffice.retireProduct')?.request.body).toEqual({ reason: 'Withdrawn by the publisher.' });
  });

  it('previews the draft’s score of typed responses, and says when a response is not a whole number', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/products/phq9', {
      'backOffice.previewProductScoring': (request) => {
        const { responses, context } = request.body as { responses: Record<string, number | null>; context: Parameters<typeof scoreAssessment>[2] };
        return scoreAssessment(PHQ9_RENAMED_BAND, responses, context);
      },
    });
    const preview = await screen.findByRole('region', { name: 'Preview a score' }, { timeout: 10_000 });
    for (const item of [1, 2, 3, 4, 5, 6, 7, 8, 9]) await user.type(within(preview).getByRole('textbox', { name: `Item ${item}` }), item <= 5 ? '1' : '0');
    await user.type(within(preview).getByRole('textbox', { name: 'Item 10' }), 'x');
    fireEvent.change(within(preview).getByLabelText('Test date'), { target: { value: '2026-11-01' } });
    await user.click(within(preview).getByRole('button', { name: 'Score' }));
    expect(within(preview).getByText('Enter whole numbers, or leave an item blank.')).toBeInTheDocument();
    await user.clear(within(preview).getByRole('textbox', { name: 'Item 10' }));
    await user.click(within(preview).getByRole('button', { name: 'Score' }));
    const total = (await within(preview).findByRole('rowheader', { name: /PHQ-9 total/ })).closest('tr') as HTMLElement;
    expect(within(total).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', 'Mild symptoms', '—']);
    expect(http.calls.find((call) => call.operationId === 'backOffice.previewProductScoring')?.request.body).toMatchObject({
      responses: { phq9_1: 1, phq9_5: 1, phq9_6: 0, phq9_difficulty: null },
      context: { demographics: { birthDate: null, sex: null }, administration: {}, testDate: '2026-11-01' },
    });
  });
});
