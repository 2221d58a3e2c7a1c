/**
 * The product editor's form and report parts through the real store (issue #17): items added
 * (a choice item copies the last choice item's options, with a fresh id and the next number),
 * moved and removed; a numeric item's range and unit; a language ticked shows its translation
 * fields and unticked drops its texts; the feedback report edited as a form and saved with the
 * right fields; server problems at their fields, or listed when they are another part's; the
 * LOINC codes of the product, its items, answers and scales kept through an edit.
 */
import '@testing-library/jest-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task } from 'redux-saga';
import appConfig from '../../config/config.json';
import type { ProductDetails, ProductPartBody } from '../../src/contract/services/productConfiguration';
import type { ChoiceItem, ItemDefinition } from '../../src/domain/product/itemDefinition';
import type { FeedbackReportDefinition, ScaleDefinition } from '../../src/domain/product/productDefinition';
import { partSaveRequested } from '../../src/app/features/productConfiguration/productConfigurationSlice';
import { PHQ9_FAILING_DRAFT, PHQ9_ROW, PRODUCT_REASON } from './productConfigurationFixtures';
import { apiError, type FakeHandler, fakeHttp, fakeIo } from './support/fakeIo';
import { staffIdentity } from './support/fixtures';
import { renderApp } from './support/renderApp';

let task: Task | undefined;
afterEach(() => task?.cancel());
// Typing into the whole PHQ-9 draft form takes 15-50 s on a loaded 2-core CI machine; 60 s timed out there.
jest.setTimeout(120_000);

const STAFF = staffIdentity('backOffice');
const DEFINITION = PHQ9_FAILING_DRAFT.draft?.definition;
if (!DEFINITION) throw new Error('the fixture has a draft');
const ITEMS = DEFINITION.items as ChoiceItem[];

function start(path: string, handlers: Record<string, FakeHandler> = {}, details: ProductDetails = PHQ9_FAILING_DRAFT) {
  const http = fakeHttp({ 'account.getSelfPreferences': () => STAFF, 'backOffice.productDashboard': () => [PHQ9_ROW], 'backOffice.productDetails': () => details, ...handlers }, appConfig);
  const { io } = fakeIo({ http });
  const app = renderApp(io, path);
  task = app.sagaTask;
  // Installed before the part's editor mounts, so its dispatches are seen.
  const dispatched = jest.spyOn(app.store, 'dispatch');
  return { ...app, http, dispatched };
}

/** The body sent by the part's save. */
const sentBody = (http: ReturnType<typeof start>['http'], operationId: string) => http.calls.find((call) => call.operationId === operationId)?.request.body as ProductPartBody;

async function save(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: 'Reason' }), PRODUCT_REASON);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('product editor: the form part', () => {
  it('adds a choice item with the last choice item’s options, a fresh id and the next number; adds a numeric item; moves and removes items', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/products/phq9/draft/form', { 'backOffice.productForm': () => PHQ9_FAILING_DRAFT });
    await screen.findByRole('textbox', { name: 'ID 10' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(screen.getByRole('textbox', { name: 'ID 11' })).toHaveValue('item1');
    expect(screen.getByRole('textbox', { name: 'Number 11' })).toHaveValue('11');
    expect(screen.getByRole('textbox', { name: 'Options of item 11: Label (US English) 1' })).toHaveValue('Not difficult at all');
    await user.type(screen.getByRole('textbox', { name: 'Text (US English) 11' }), 'Feeling tense');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new item' }), 'Number');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    expect(screen.getByRole('textbox', { name: 'ID 12' })).toHaveValue('item2');
    await user.type(screen.getByRole('textbox', { name: 'Highest entry 12' }), '250');
    await user.type(screen.getByRole('textbox', { name: 'Unit 12' }), 'words');
    // Item 12 moves above item 11; item 1 is removed.
    await user.click(screen.getByRole('button', { name: 'Move up: Item 12' }));
    await user.click(screen.getByRole('button', { name: 'Remove: Item 1' }));
    await save(user);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();

    const items = sentBody(http, 'backOffice.productForm').fields['items'] as ItemDefinition[];
    expect(items.map((item) => item.id)).toEqual([...ITEMS.slice(1).map((item) => item.id), 'item2', 'item1']);
    expect(items.at(-2)).toEqual({ id: 'item2', number: 12, type: 'numeric', text: { en_us: '' }, min: 0, max: 250, unit: 'words', reverse: false, scored: true, optional: false });
    expect(items.at(-1)).toEqual({ id: 'item1', number: 11, type: 'choice', text: { en_us: 'Feeling tense' }, options: ITEMS.at(-1)?.options, reverse: false, scored: true, optional: false });
  });

  it('reads an essay item’s rubric typed as JSON when saving, and says so at the field when it is not JSON', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/products/phq9/draft/form', { 'backOffice.productForm': () => PHQ9_FAILING_DRAFT });
    await screen.findByRole('textbox', { name: 'ID 10' }, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type of the new item' }), 'Essay');
    await user.click(screen.getByRole('button', { name: 'Add an item' }));
    const rubric = screen.getByRole('textbox', { name: 'Rubric of item 11 (JSON)' });
    expect(rubric).toHaveValue('[]');
    fireEvent.change(rubric, { target: { value: '[{ "id": "ideas", ' } });
    await save(user);
    expect(rubric).toHaveAccessibleDescription(/Not valid JSON\./);
    expect(http.calls.some((call) => call.operationId === 'backOffice.productForm')).toBe(false);

    const criteria = [{ id: 'ideas', label: 'Ideas', levels: [{ value: 0, label: 'Weak', description: 'No clear idea.' }, { value: 1, label: 'Strong', description: 'A clear idea.' }] }];
    fireEvent.change(rubric, { target: { value: JSON.stringify(criteria) } });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    const items = sentBody(http, 'backOffice.productForm').fields['items'] as ItemDefinition[];
    expect(items.at(-1)).toMatchObject({ id: 'item1', number: 11, type: 'essay', rubric: criteria });
  });

  it('shows translation fields for each language ticked, drops a language’s texts when unticked, and sends languages, sources and items per page', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/products/phq9/draft/form', { 'backOffice.productForm': () => PHQ9_FAILING_DRAFT });
    expect(await screen.findByRole('textbox', { name: 'Text in German (Germany) 1' }, { timeout: 10_000 })).toHaveValue(ITEMS[0]?.text.de_de);
    expect(screen.queryByRole('textbox', { name: 'Text in Swedish (Sweden) 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /English \(United States\)/ })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: /Swedish \(Sweden\)/ }));
    await user.type(screen.getByRole('textbox', { name: 'Text in Swedish (Sweden) 1' }), 'Lite intresse');
    await user.type(screen.getByRole('textbox', { name: 'Options of item 1: Label in Swedish (Sweden) 2' }), 'Flera dagar');
    await user.type(screen.getByRole('textbox', { name: /^Source of the item text in Swedish \(Sweden\)/ }), 'The publisher’s Swedish form, 2010.');
    await user.click(screen.getByRole('checkbox', { name: /French \(France\)/ }));
    expect(screen.queryByRole('textbox', { name: 'Text in French (France) 1' })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Items per page/ }), '3');
    await save(user);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();

    const { fields } = sentBody(http, 'backOffice.productForm');
    expect(fields['languages']).toEqual(['de_de', 'en_us', 'sv_se']);
    expect(fields['itemsPerPage']).toBe(3);
    expect(fields['itemTextSources']).toEqual({ de_de: DEFINITION.itemTextSources?.de_de, sv_se: 'The publisher’s Swedish form, 2010.' });
    const [first] = fields['items'] as ChoiceItem[];
    expect(first?.text).toEqual({ en_us: ITEMS[0]?.text.en_us, de_de: ITEMS[0]?.text.de_de, sv_se: 'Lite intresse' });
    expect(first?.options[1]?.label).toEqual({ en_us: 'Several days', de_de: 'An einzelnen Tagen', sv_se: 'Flera dagar' });
    const advanced = (screen.getByRole('textbox', { name: 'Advanced: JSON of this part' }) as HTMLTextAreaElement).value;
    expect(Object.keys(JSON.parse(advanced) as object)).toEqual(expect.arrayContaining(['instructions', 'recallPeriod']));
    expect(advanced).not.toMatch(/"(languages|itemTextSources|itemsPerPage)"/);
  });

  it('shows a server error at its item field, and a scale still naming a removed item in the list at the top', async () => {
    const user = userEvent.setup();
    const refused = apiError(400, 'validation', 'The draft is not valid.', { 'fields.items.8.text.de_de': 'Give the German text.', 'fields.scales': 'scale total names unknown item phq9_9' });
    start('/back-office/products/phq9/draft/form', { 'backOffice.productForm': () => Promise.reject(refused) });
    await screen.findByRole('textbox', { name: 'ID 10' }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Remove: Item 9' }));
    await save(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('fields.scales: scale total names unknown item phq9_9');
    expect(screen.getByRole('textbox', { name: 'Text in German (Germany) 10' })).toHaveAccessibleDescription('Give the German text.');
  });
});

describe('product editor: LOINC codes', () => {
  it('keeps the LOINC codes of the items, their answers and the product through an edit of the form', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/products/phq9/draft/form', { 'backOffice.productForm': () => PHQ9_FAILING_DRAFT });
    const text = await screen.findByRole('textbox', { name: 'Text (US English) 1' }, { timeout: 10_000 });
    await user.type(text, '!');
    await user.clear(screen.getByRole('textbox', { name: 'Options of item 1: Label (US English) 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Options of item 1: Label (US English) 1' }), 'Never');
    await save(user);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();

    const { fields } = sentBody(http, 'backOffice.productForm');
    const [first] = fields['items'] as ChoiceItem[];
    expect(first?.text.en_us).toBe(`${ITEMS[0]?.text.en_us ?? ''}!`);
    expect(first?.options[0]).toEqual({ ...ITEMS[0]?.options[0], label: { ...ITEMS[0]?.options[0]?.label, en_us: 'Never' } });
    expect(ITEMS[0]?.loinc).toEqual({ code: '44250-9', confidence: 'L' });
    expect({ loinc: first?.loinc, list: first?.loincAnswerList, answers: first?.options.map((option) => option.loinc) }).toEqual({
      loinc: ITEMS[0]?.loinc,
      list: { id: 'LL358-3', confidence: 'M' },
      answers: ['LA6568-5', 'LA6569-3', 'LA6570-1', 'LA6571-9'],
    });
    expect((fields['items'] as ItemDefinition[]).map((item) => item.loinc)).toEqual(ITEMS.map((item) => item.loinc));
    // The panel code is a field of the form part no form field shows: it travels in the advanced JSON.
    expect(fields['loinc']).toEqual({ code: '44249-1', confidence: 'M' });
  });

  it('keeps the scales’ LOINC codes through an edit of the scoring', async () => {
    const user = userEvent.setup();
    const { http } = start('/back-office/products/phq9/draft/scoring', { 'backOffice.productScoring': () => PHQ9_FAILING_DRAFT });
    const name = await screen.findByRole('textbox', { name: 'Name 1' }, { timeout: 10_000 });
    await user.type(name, ' score');
    await save(user);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();

    const scales = sentBody(http, 'backOffice.productScoring').fields['scales'] as ScaleDefinition[];
    expect(scales[0]?.name).toBe(`${DEFINITION.scales[0]?.name ?? ''} score`);
    expect(scales.map((scale) => scale.loinc?.code)).toEqual(['44261-6', '55758-7', undefined]);
  });
});

describe('product editor: the feedback report', () => {
  it('edits the report as a form and saves the right fields', async () => {
    const user = userEvent.setup();
    const { http, dispatched } = start('/back-office/products/phq9/draft/report', { 'backOffice.productReport': () => PHQ9_FAILING_DRAFT });
    const title = await screen.findByRole('textbox', { name: 'Title (US English)' }, { timeout: 10_000 });
    expect(screen.queryByRole('textbox', { name: 'Advanced: JSON of this part' })).not.toBeInTheDocument();
    await user.clear(title);
    await user.type(title, 'Your results');
    // The renamed band "Mild symptoms" has no text yet: its row is there, empty.
    const label = screen.getByRole('textbox', { name: 'Name for the reader (US English): total, Mild symptoms' });
    expect(label).toHaveValue('');
    await user.type(label, 'Mild');
    await user.type(screen.getByRole('textbox', { name: 'High end words (optional) 1' }), 'More');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Scale to add' }), 'phq2');
    await user.click(screen.getByRole('button', { name: 'Add to the report' }));
    await user.click(screen.getByRole('button', { name: 'Move up: phq2' }));
    await save(user);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();

    const saved = dispatched.mock.calls.map(([action]) => action).find(partSaveRequested.match);
    const report = saved?.payload.fields['feedbackReport'] as FeedbackReportDefinition;
    const original = DEFINITION.feedbackReport as FeedbackReportDefinition;
    expect(saved?.payload).toMatchObject({ productId: 'phq9', part: 'report', revision: 1, reason: PRODUCT_REASON });
    expect(Object.keys(saved?.payload.fields ?? {})).toEqual(['feedbackReport']);
    expect(report.title).toEqual({ ...original.title, en_us: 'Your results' });
    expect(report.scales.map((scale) => scale.scale)).toEqual(['phq2', 'total']);
    expect(report.scales[1]?.ends).toEqual([{ en_us: '' }, { en_us: 'More' }]);
    expect(report.bandTexts.at(-1)).toEqual({ scale: 'total', band: 'Mild symptoms', label: { en_us: 'Mild' }, text: { en_us: '' } });
    expect(report.bandTexts.slice(0, original.bandTexts.length)).toEqual(original.bandTexts);
    expect(sentBody(http, 'backOffice.productReport').fields).toEqual(saved?.payload.fields);
  });

  it('removes the report and adds one back; a server error shows at its cell', async () => {
    const user = userEvent.setup();
    const refused = apiError(400, 'validation', 'The draft is not valid.', { 'fields.feedbackReport.title.en_us': 'Give the report a title.' });
    const { http } = start('/back-office/products/phq9/draft/report', { 'backOffice.productReport': () => Promise.reject(refused) });
    await user.click(await screen.findByRole('button', { name: 'Remove the feedback report' }, { timeout: 10_000 }));
    expect(screen.getByText('This draft has no feedback report.')).toBeInTheDocument();
    await save(user);
    await screen.findByRole('alert');
    expect(sentBody(http, 'backOffice.productReport').fields).toEqual({ feedbackReport: null });

    await user.click(screen.getByRole('button', { name: 'Add a feedback report' }));
    expect(screen.getByRole('textbox', { name: 'Title (US English)' })).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('textbox', { name: 'Title (US English)' })).toHaveAccessibleDescription('Give the report a title.');
    // Shown at its field, so not listed again at the top.
    expect(within(screen.getByRole('alert')).queryAllByRole('listitem')).toHaveLength(0);
    const bodies = http.calls.filter((call) => call.operationId === 'backOffice.productReport').map((call) => call.request.body as ProductPartBody);
    expect(bodies.at(-1)?.fields['feedbackReport']).toEqual({ reader: 'examinee', title: { en_us: '' }, introduction: { en_us: '' }, scales: [], bandTexts: [], percentileTexts: [], closing: { en_us: '' } });
  });
});
