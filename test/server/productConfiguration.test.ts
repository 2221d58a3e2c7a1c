/**
 * The back office's product configuration through the API (issue #17): import a changed PHQ-9 as a
 * draft, edit its parts (stale revisions refused, every problem at its field), publication refused
 * while a test case fails, publishing version N+1 while an assessment stays on version N, export,
 * retire and reinstate, discard; customers never reach these calls.
 */
import { and, eq } from 'drizzle-orm';
import type { ProductDetails, ProductRow } from '../../src/contract/services/productConfiguration';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { PRODUCT_PART_FIELDS } from '../../src/domain/product/productLifecycle';
import type { ScoreResult } from '../../src/domain/scoring/scoreTypes';
import { auditLog } from '../../src/server/db/schema';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(180_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let admin: Api;
let examiner: Api;
let examinerId: number;

const REASON = 'Ticket PC-17: the mild band is renamed by the publisher.';
const FACADE = '/assessment-facade';
const PRODUCTS = '/back-office/products';

beforeAll(async () => {
  test = await createTestApp();
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  examinerId = await selfUserId(examiner);
});
afterAll(async () => {
  await test.close();
});

const details = async (productId: string) => (await staff('GET', `${PRODUCTS}/${productId}`)).json<ProductDetails>();
const published = async (productId: string): Promise<ProductDefinition> => {
  const definition = (await details(productId)).published?.definition;
  if (!definition) throw new Error(`${productId} has no published version.`);
  return definition;
};

async function newAssessment(productId = 'phq9'): Promise<{ examinee: Examinee; assessment: Assessment }> {
  const examinee = (await examiner('POST', `${FACADE}/examinees`, examineeBody({ birthDate: '1980-01-01' }))).json<Examinee>();
  const created = await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId, administrationDate: '2024-03-04', examinerId });
  expect(created.statusCode).toBe(201);
  return { examinee, assessment: created.json<Assessment>() };
}

describe('the catalogue', () => {
  it('lists every shipped product as published, with its test cases passing', async () => {
    const rows = (await staff('GET', PRODUCTS)).json<ProductRow[]>();
    expect(rows.map((row) => row.id).sort()).toEqual(['cesd', 'dass21', 'gad7', 'ipip_bffm50', 'k10', 'orf', 'pcl5', 'phq15', 'phq9', 'who5', 'writing_sample']);
    expect(rows.every((row) => row.state === 'published' && row.draftVersion === null)).toBe(true);
    const phq9 = await details('phq9');
    expect(phq9.published?.testResults.length).toBeGreaterThanOrEqual(3);
    expect(phq9.published?.testResults.every((result) => result.passed)).toBe(true);
    expect((await staff('GET', `${PRODUCTS}?state=retired`)).json<ProductRow[]>()).toEqual([]);
    for (const path of ['/back-office/product-forms', '/back-office/product-scorings', '/back-office/product-reports']) {
      const answer = await staff('GET', path);
      expect(answer.statusCode).toBe(200);
      expect(answer.json<unknown[]>()).toHaveLength(11);
    }
    expect((await staff('GET', `${PRODUCTS}/nothing_here`)).statusCode).toBe(404);
  });

  it('refuses every product operation to customers (403)', async () => {
    for (const [method, path, body] of [
      ['GET', PRODUCTS, undefined],
      ['GET', `${PRODUCTS}/phq9`, undefined],
      ['POST', PRODUCTS, { definition: {}, reason: REASON }],
      ['POST', `${PRODUCTS}/phq9/draft`, { fromVersion: 1, reason: REASON }],
      ['POST', `${PRODUCTS}/phq9/retire`, { reason: REASON }],
      ['GET', `${PRODUCTS}/phq9/versions/1/export`, undefined],
    ] as const) {
      expect((await admin(method, path, body)).statusCode).toBe(403);
    }
  });
});

describe('a new version of the PHQ-9', () => {
  it('is imported, refused publication while a test case fails, fixed and published; old assessments keep their version', async () => {
    const v1 = await published('phq9');
    const { examinee, assessment: onOld } = await newAssessment();
    const productVersionOf = async (id: number) => (await examiner('GET', `${FACADE}/assessments/${id}`)).json<{ product: ProductDefinition }>().product.version;
    expect(await productVersionOf(onOld.id)).toBe(v1.version);

    // Invalid: every problem at its field.
    const broken = { ...v1, items: v1.items.map((item, index) => (index === 2 && item.type === 'choice' ? { ...item, options: [{ value: 0, label: {} }, ...item.options.slice(1)] } : item)), scales: [{ ...v1.scales[0], range: 'wide' }, ...v1.scales.slice(1)] };
    const invalid = await staff('POST', PRODUCTS, { definition: broken, reason: REASON });
    expect(invalid.statusCode).toBe(400);
    const fields = invalid.json<{ errors: { field: string }[] }>().errors.map((error) => error.field);
    expect(fields).toEqual(expect.arrayContaining(['definition.items[2].options[0].label.en_us', 'definition.scales[0].range']));

    // The changed PHQ-9: "Mild" becomes "Mild symptoms"; its test case still says "Mild".
    const changed = { ...v1, bands: v1.bands.map((band) => (band.label === 'Mild' ? { ...band, label: 'Mild symptoms' } : band)), feedbackReport: null, translations: {} };
    const imported = await staff('POST', PRODUCTS, { definition: changed, reason: REASON });
    expect(imported.statusCode).toBe(201);
    const draft = imported.json<ProductDetails>().draft;
    expect(draft).toMatchObject({ version: v1.version + 1, state: 'draft', revision: 1, publishable: false });
    expect(draft?.definition.version).toBe(v1.version + 1);
    expect(draft?.testResults.find((result) => result.testCaseId === 'mild_edge')?.passed).toBe(false);
    expect((await staff('POST', PRODUCTS, { definition: changed, reason: REASON })).statusCode).toBe(409);

    const refused = await staff('POST', `${PRODUCTS}/phq9/draft/publish`, { reason: REASON, revision: 1 });
    expect(refused.statusCode).toBe(422);
    expect(refused.json<{ code: string; detail: string }>()).toMatchObject({ code: 'publicationRefused', detail: expect.stringContaining('mild_edge') });

    // A field of another part, and a stale revision, are refused.
    const testCases = (draft?.definition.testCases ?? []).map((testCase) => ({
      ...testCase,
      expected: { ...testCase.expected, scales: testCase.expected.scales.map((scale) => (scale.band === 'Mild' ? { ...scale, band: 'Mild symptoms' } : scale)) },
    }));
    const foreign = await staff('PUT', `${PRODUCTS}/phq9/draft/test-cases`, { revision: 1, reason: REASON, fields: { testCases, bands: [] } });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ errors: { field: string }[] }>().errors).toEqual([{ field: 'fields.bands', message: expect.any(String) }]);
    const fixed = await staff('PUT', `${PRODUCTS}/phq9/draft/test-cases`, { revision: 1, reason: REASON, fields: { testCases } });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json<ProductDetails>().draft).toMatchObject({ revision: 2, publishable: true });
    expect((await staff('PUT', `${PRODUCTS}/phq9/draft/test-cases`, { revision: 1, reason: REASON, fields: { testCases } })).statusCode).toBe(409);

    const preview = await staff('POST', `${PRODUCTS}/phq9/draft/preview`, { responses: phq9Responses([1, 1, 1, 1, 1, 0, 0, 0, 0], 0), context: { demographics: { birthDate: null, sex: null }, administration: {}, testDate: '2024-03-04' } });
    expect(preview.json<ScoreResult>().scales[0]?.band?.label).toBe('Mild symptoms');

    const publication = await staff('POST', `${PRODUCTS}/phq9/draft/publish`, { reason: REASON, revision: 2 });
    expect(publication.statusCode).toBe(200);
    const after = publication.json<ProductDetails>();
    expect(after).toMatchObject({ publishedVersion: v1.version + 1, draft: null, state: 'published' });
    expect(after.versions.find((version) => version.version === v1.version)?.state).toBe('superseded');
    const [audited] = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'backOffice.publishProduct'), eq(auditLog.entityId, 'phq9')));
    expect(audited?.reason).toBe(REASON);

    // The old assessment stays on its version: its details, its scoring.
    const mild = phq9Responses([1, 1, 1, 1, 1, 0, 0, 0, 0], 0);
    const opened = (await examiner('GET', `${FACADE}/assessments/${onOld.id}`)).json<{ product: ProductDefinition }>();
    expect(opened.product.version).toBe(v1.version);
    expect(opened.product.bands.map((band) => band.label)).toContain('Mild');
    const saved = await examiner('PUT', `${FACADE}/assessments/${onOld.id}`, { responses: mild, version: onOld.version, administrationDate: '2024-03-04', examinerId, status: 'scored' });
    expect(saved.statusCode).toBe(200);
    const scoreOld = saved.json<Assessment>().score;
    expect(scoreOld?.productVersion).toBe(v1.version);
    expect(scoreOld?.scales[0]?.band?.label).toBe('Mild');
    const onTheFly = async (productVersion?: number) =>
      (await examiner('POST', `${FACADE}/scoring/on-the-fly`, { productId: 'phq9', responses: mild, ...(productVersion ? { productVersion } : {}) })).json<ScoreResult>().scales[0]?.band?.label;
    expect(await onTheFly(v1.version)).toBe('Mild');
    expect(await onTheFly()).toBe('Mild symptoms');

    // A new assessment gets the new version.
    const created = await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-03-05', examinerId });
    expect(await productVersionOf(created.json<Assessment>().id)).toBe(v1.version + 1);
    expect((await details('phq9')).versions.find((version) => version.version === v1.version)?.assessmentCount).toBeGreaterThanOrEqual(1);

    // Export round trip: the exported JSON imports as the next draft, equal but for its version.
    const exported = await staff('GET', `${PRODUCTS}/phq9/versions/${v1.version + 1}/export`);
    expect(exported.headers['content-disposition']).toContain(`phq9-v${v1.version + 1}.json`);
    const file = JSON.parse(exported.body) as ProductDefinition;
    expect(file).toEqual((await details('phq9')).published?.definition);
    const again = (await staff('POST', PRODUCTS, { definition: file, reason: REASON })).json<ProductDetails>();
    expect(again.draft?.definition).toEqual({ ...file, version: v1.version + 2 });
    const discarded = await staff('POST', `${PRODUCTS}/phq9/draft/discard`, { reason: REASON });
    expect(discarded.json<ProductDetails>().draft).toBeNull();
    expect((await staff('POST', `${PRODUCTS}/phq9/draft/discard`, { reason: REASON })).statusCode).toBe(404);
  });
});

describe('retiring', () => {
  it('hides a product from the forms of an examinee while its old assessment still opens, until it is reinstated', async () => {
    const { examinee, assessment } = await newAssessment('gad7');
    const forms = async () => (await examiner('GET', `${FACADE}/examinees/${examinee.id}/forms?testDate=2024-03-04`)).json<{ forms: { id: string }[] }>().forms.map((form) => form.id);
    expect(await forms()).toContain('gad7');
    const retired = await staff('POST', `${PRODUCTS}/gad7/retire`, { reason: REASON });
    expect(retired.json<ProductDetails>()).toMatchObject({ state: 'retired', retirementReason: REASON });
    expect(await forms()).not.toContain('gad7');
    expect((await examiner('GET', `${FACADE}/assessments/${assessment.id}`)).statusCode).toBe(200);
    expect((await examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'gad7', administrationDate: '2024-03-04', examinerId })).statusCode).toBe(400);
    expect((await staff('POST', `${PRODUCTS}/gad7/retire`, { reason: REASON })).statusCode).toBe(409);
    expect((await staff('POST', `${PRODUCTS}/gad7/reinstate`, { reason: REASON })).json<ProductDetails>().state).toBe('published');
    expect(await forms()).toContain('gad7');
  });

  it('starts a draft from a version, and refuses a second one', async () => {
    const version = (await published('who5')).version;
    const started = await staff('POST', `${PRODUCTS}/who5/draft`, { fromVersion: version, reason: REASON });
    expect(started.statusCode).toBe(201);
    expect(started.json<ProductDetails>().draft).toMatchObject({ version: version + 1, publishable: true });
    expect((await staff('POST', `${PRODUCTS}/who5/draft`, { fromVersion: version, reason: REASON })).statusCode).toBe(409);
    expect((await staff('POST', `${PRODUCTS}/who5/draft`, { fromVersion: 999, reason: REASON })).statusCode).toBe(409);
    const form = (await details('who5')).draft?.definition;
    const renamed = await staff('PUT', `${PRODUCTS}/who5/draft/form`, { revision: 1, reason: REASON, fields: { ...Object.fromEntries(['code', 'name', 'audience', 'citation', 'attribution', 'licenseNote', 'instructions', 'recallPeriod', 'ageRange', 'languages', 'itemTextSources', 'retestIntervalDays', 'items', 'itemsPerPage', 'passages', 'sources'].flatMap((name) => (form && name in form ? [[name, (form as unknown as Record<string, unknown>)[name]]] : []))), name: 'WHO-5, renamed' } });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<ProductDetails>().draft?.definition.name).toBe('WHO-5, renamed');
    expect((await staff('PUT', `${PRODUCTS}/nothing_here/draft/form`, { revision: 1, reason: REASON, fields: {} })).statusCode).toBe(404);
  });

  it('refuses a form without an item a scale still lists, naming the scales field (the form editor lists it at the top: another part’s field)', async () => {
    const draft = (await details('who5')).draft;
    const form = draft?.definition;
    if (!draft || !form) throw new Error('who5 has a draft');
    const fields = Object.fromEntries(PRODUCT_PART_FIELDS.form.flatMap((name) => (name in form ? [[name, (form as unknown as Record<string, unknown>)[name]]] : [])));
    const removed = form.items.at(-1)?.id ?? '';
    const scale = form.scales.find((candidate) => candidate.items.includes(removed));
    const refused = await staff('PUT', `${PRODUCTS}/who5/draft/form`, { revision: draft.revision, reason: REASON, fields: { ...fields, items: form.items.slice(0, -1) } });
    expect(refused.statusCode).toBe(400);
    const problem = refused.json<{ errors: { field: string; message: string }[] }>();
    // The reference rules (productReferences.ts) name the part's field, not the index in it.
    expect(problem.errors).toContainEqual({ field: 'fields.scales', message: `scale ${scale?.id} names unknown item ${removed}` });
  });
});
