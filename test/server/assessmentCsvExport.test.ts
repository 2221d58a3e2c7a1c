/**
 * assessment.exportAssessmentsCsv (issue #22): the assessment list, under its filter, as CSV for
 * research: the account's labels and custom fields, item responses, scores, bands and flags (the
 * PHQ-9's and GAD-7's own test cases scored through the API and read back from the file), one CSV
 * per product in a ZIP, tenancy, filters and bad filters.
 */
import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { strFromU8, unzipSync } from 'fflate';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ProductTestCase } from '../../src/domain/product/productTestCases';
import { SHIPPED_PRODUCTS } from './reports/shippedProducts';
import { examineeBody } from './support/fixtures';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const FACADE = '/assessment-facade';
const EXPORT = `${FACADE}/assessments/export`;
type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let admin: Api;
let other: Api;
let clinicId: number;
let examinerId: number;
let participant: Examinee;
let draftId: number;
/** The assessment id of each product test case scored, by product and case id. */
const scoredCases = new Map<string, { id: number; testCase: ProductTestCase }>();

/** The product's own test cases that give a score of record (the export writes scores of record only). */
const casesOf = (productId: string): ProductTestCase[] =>
  (SHIPPED_PRODUCTS.find((product) => product.id === productId)?.testCases ?? []).filter((testCase) => testCase.expected.scorable);

/** The CSV's records (header first), without the byte-order mark. */
const recordsOf = (text: string): string[][] => parse(text.replace(/^\uFEFF/, ''), { relaxColumnCount: false }) as string[][];
/** The CSV's rows as objects keyed by header. */
const rowsOf = (text: string): Record<string, string>[] => {
  const [header, ...rows] = recordsOf(text);
  return rows.map((row) => Object.fromEntries((header ?? []).map((name, index) => [name, row[index] ?? ''])));
};
const csvOf = (response: LightMyRequestResponse): string => response.body;

async function scored(api: Api, examinee: Examinee, productId: string, date: string, responses: Record<string, number | null>, by: number): Promise<number> {
  const created = (await api('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId, administrationDate: date, examinerId: by })).json<Assessment>();
  const saved = await api('PUT', `${FACADE}/assessments/${created.id}`, { version: created.version, responses, administrationDate: date, examinerId: by, status: 'scored' });
  expect(saved.statusCode).toBe(200);
  return created.id;
}

beforeAll(async () => {
  test = await createTestApp();
  clinicId = await demoClinicId(test.db);
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  examinerId = await selfUserId(admin);
  await test.db.execute(sql`UPDATE account_settings SET labels = labels || '{"examinee": "Participant", "customField1": "Study arm"}'::jsonb WHERE account_id = ${clinicId}`);
  participant = (
    await admin('POST', `${FACADE}/examinees`, examineeBody({ examineeId: 'CSV-1', firstName: 'Ada', lastName: 'Csvson', customField1: 'arm B', customField2: '=HYPERLINK("http://x")' }))
  ).json<Examinee>();
  for (const productId of ['phq9', 'gad7']) {
    for (const [index, testCase] of casesOf(productId).entries()) {
      const date = `2024-02-${String(index + 1).padStart(2, '0')}`;
      scoredCases.set(`${productId}/${testCase.id}`, { id: await scored(admin, participant, productId, date, testCase.responses, examinerId), testCase });
    }
  }
  draftId = (await admin('POST', `${FACADE}/assessments`, { examineeRecordId: participant.id, productId: 'phq9', administrationDate: '2024-03-01', examinerId })).json<Assessment>().id;
  const stranger = (await other('POST', `${FACADE}/examinees`, examineeBody({ examineeId: 'CSV-OTHER', lastName: 'Csvson' }))).json<Examinee>();
  await scored(other, stranger, 'phq9', '2024-02-01', casesOf('phq9')[0]?.responses ?? {}, await selfUserId(other));
});
afterAll(async () => {
  await test?.close();
});

it('has the PHQ-9 and GAD-7 test cases to check against', () => {
  expect(casesOf('phq9').length).toBeGreaterThanOrEqual(3);
  expect(casesOf('gad7').length).toBeGreaterThanOrEqual(3);
});

it('exports one product as one CSV headed with the account’s labels, the items, the scales and the flags', async () => {
  const response = await admin('GET', `${EXPORT}?productId=phq9&search=CSV-1`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/csv/);
  expect(response.headers['content-disposition']).toMatch(/attachment; filename="?assessments-phq9-\d{4}-\d{2}-\d{2}\.csv/);
  expect(response.body.startsWith('\uFEFF')).toBe(true);
  expect(recordsOf(csvOf(response))[0]).toEqual([
    'Participant ID', 'First name', 'Middle name', 'Last name', 'Date of birth', 'Sex', 'E-mail', 'Study arm', 'Custom field 2', 'Custom field 3', 'Custom field 4',
    'assessmentId', 'product', 'productVersion', 'form', 'status', 'administrationDate',
    'phq9_1', 'phq9_2', 'phq9_3', 'phq9_4', 'phq9_5', 'phq9_6', 'phq9_7', 'phq9_8', 'phq9_9', 'phq9_difficulty',
    'total.raw', 'total.band', 'phq2.raw', 'phq2.band', 'symptoms.raw', 'symptoms.band',
    'flag.item9_positive', 'flag.phq2_positive', 'flag.further_evaluation', 'flag.major_depressive_syndrome', 'flag.other_depressive_syndrome',
  ]);
  const rows = rowsOf(csvOf(response));
  expect(rows).toHaveLength(casesOf('phq9').length + 1);
  expect(rows.map((row) => row['Participant ID'])).toEqual(rows.map(() => 'CSV-1'));
  expect(rows[0]).toMatchObject({ 'Study arm': 'arm B', product: 'phq9', form: 'PHQ-9', status: 'scored', administrationDate: '2024-02-01' });
});

it.each(['phq9', 'gad7'])('writes the responses, raw scores, bands and flags of each %s test case as the product’s test case expects them', async (productId) => {
  const rows = rowsOf(csvOf(await admin('GET', `${EXPORT}?productId=${productId}&search=CSV-1&status=scored`)));
  const product = SHIPPED_PRODUCTS.find((candidate) => candidate.id === productId);
  const flagIds = product?.flags.map((flag) => flag.id) ?? [];
  expect(rows).toHaveLength(casesOf(productId).length);
  for (const testCase of casesOf(productId)) {
    const row = rows.find((candidate) => candidate['assessmentId'] === String(scoredCases.get(`${productId}/${testCase.id}`)?.id));
    expect(row).toBeDefined();
    for (const [itemId, value] of Object.entries(testCase.responses)) expect([testCase.id, itemId, row?.[itemId]]).toEqual([testCase.id, itemId, value === null ? '' : String(value)]);
    for (const scale of testCase.expected.scales) {
      expect([testCase.id, scale.scale, row?.[`${scale.scale}.raw`]]).toEqual([testCase.id, scale.scale, scale.raw === null ? '' : String(scale.raw)]);
      if (scale.band !== undefined) expect([testCase.id, scale.scale, row?.[`${scale.scale}.band`]]).toEqual([testCase.id, scale.scale, scale.band ?? '']);
    }
    for (const flagId of flagIds) expect([testCase.id, flagId, row?.[`flag.${flagId}`]]).toEqual([testCase.id, flagId, String(testCase.expected.flags.includes(flagId))]);
  }
});

it('leaves the scores and flags of an unscored assessment empty', async () => {
  const rows = rowsOf(csvOf(await admin('GET', `${EXPORT}?productId=phq9&status=draft&search=CSV-1`)));
  expect(rows.map((row) => row['assessmentId'])).toEqual([String(draftId)]);
  expect(rows[0]).toMatchObject({ status: 'draft', phq9_1: '', 'total.raw': '', 'total.band': '', 'flag.item9_positive': '' });
});

it('escapes a cell a spreadsheet would run as a formula', async () => {
  const response = await admin('GET', `${EXPORT}?productId=gad7&search=CSV-1`);
  expect(rowsOf(csvOf(response))[0]?.['Custom field 2']).toBe('\'=HYPERLINK("http://x")');
});

it('answers several products as a ZIP of one CSV per product, each with its own columns', async () => {
  const response = await admin('GET', `${EXPORT}?search=CSV-1&status=scored`);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(/attachment; filename="?assessments-\d{4}-\d{2}-\d{2}\.zip/);
  const entries = unzipSync(new Uint8Array(response.rawPayload));
  expect(Object.keys(entries).sort()).toEqual(['assessments-gad7.csv', 'assessments-phq9.csv']);
  const gad7Bytes = entries['assessments-gad7.csv'] ?? new Uint8Array();
  // The byte-order mark (TextDecoder drops it when decoding, so it is checked on the bytes).
  expect([...gad7Bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const gad7 = strFromU8(gad7Bytes);
  expect(recordsOf(gad7)[0]).toEqual(expect.arrayContaining(['gad7_1', 'gad7_difficulty', 'total.raw', 'gad2.raw', 'flag.gad2_positive']));
  expect(recordsOf(gad7)[0]).not.toContain('phq9_1');
  expect(rowsOf(gad7)).toHaveLength(casesOf('gad7').length);
  expect(rowsOf(strFromU8(entries['assessments-phq9.csv'] ?? new Uint8Array()))).toHaveLength(casesOf('phq9').length);
});

it('holds the filter: dates, search and status narrow the rows as they narrow the list', async () => {
  const rows = rowsOf(csvOf(await admin('GET', `${EXPORT}?productId=phq9&search=CSV-1&administeredFrom=2024-02-02&administeredTo=2024-02-03`)));
  expect(rows.map((row) => row['administrationDate'])).toEqual(['2024-02-02', '2024-02-03']);
  const list = (await admin('GET', `${FACADE}/assessments?productId=phq9&search=CSV-1&administeredFrom=2024-02-02&administeredTo=2024-02-03`)).json<{ total: number }>();
  expect(list.total).toBe(rows.length);
  expect(rowsOf(csvOf(await admin('GET', `${EXPORT}?productId=phq9&search=nobody-matches-this`)))).toEqual([]);
});

it('never holds another account’s assessments, in either direction', async () => {
  const mine = rowsOf(csvOf(await admin('GET', `${EXPORT}?productId=phq9&search=Csvson`)));
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.map((row) => row['Participant ID'])).not.toContain('CSV-OTHER');
  const theirs = rowsOf(csvOf(await other('GET', `${EXPORT}?productId=phq9&search=Csvson`)));
  expect(theirs.map((row) => Object.values(row)[0])).toEqual(['CSV-OTHER']);
});

it('answers a bad filter with a validation problem naming the field', async () => {
  const response = await admin('GET', `${EXPORT}?administeredFrom=2024-13-45&status=nonsense`);
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  const problem = response.json<{ errors: { field: string }[] }>();
  expect(problem.errors.map((error) => error.field)).toEqual(expect.arrayContaining(['administeredFrom', 'status']));
});

it('is audited as a read of examinee data', async () => {
  await admin('GET', `${EXPORT}?productId=phq9&search=CSV-1`);
  const rows = (await test.db.execute(sql`SELECT entity, outcome FROM audit_log WHERE action = 'assessment.exportAssessmentsCsv' AND account_id = ${clinicId}`)) as unknown as {
    rows: { entity: string; outcome: string }[];
  };
  expect(rows.rows).toContainEqual({ entity: 'examinee', outcome: 'ok' });
});

it('leaves out a deleted examinee’s assessments, as the list does', async () => {
  const gone = (await admin('POST', `${FACADE}/examinees`, examineeBody({ examineeId: 'CSV-GONE', lastName: 'Csvgone' }))).json<Examinee>();
  await scored(admin, gone, 'gad7', '2024-02-10', casesOf('gad7')[0]?.responses ?? {}, examinerId);
  expect(rowsOf(csvOf(await admin('GET', `${EXPORT}?productId=gad7&search=CSV-GONE`)))).toHaveLength(1);
  expect((await admin('DELETE', `${FACADE}/examinees/${gone.id}`)).statusCode).toBe(200);
  expect(rowsOf(csvOf(await admin('GET', `${EXPORT}?productId=gad7&search=CSV-GONE`)))).toEqual([]);
});
