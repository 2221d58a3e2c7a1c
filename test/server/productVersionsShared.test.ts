/**
 * The assessment path reads product versions through its database's one cache (issue #21): a
 * published version is one object, with one compiled scorer, for every request and transaction
 * of the process, read from the database once; the back office's draft edits are seen at once
 * and a publication is what every later read gets; and the cache grants no access: another
 * account's assessment stays missing however warm its product version is.
 */
import type { ProductDetails } from '../../src/contract/services/productConfiguration';
import type { Assessment } from '../../src/domain/assessment';
import type { Examinee } from '../../src/domain/examinee';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { PRODUCT_PART_FIELDS } from '../../src/domain/product/productLifecycle';
import { compileScorer } from '../../src/domain/scoring/compileScorer';
import type { ScoreResult } from '../../src/domain/scoring/scoreTypes';
import { productCacheOf } from '../../src/server/db/platform/productVersionCache';
import { findProductVersion, productOfAssessment } from '../../src/server/services/products/service';
import { examineeBody, phq9Responses } from './support/fixtures';
import { apiAs, selfUserId, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let examiner: Api;
let other: Api;

const FACADE = '/assessment-facade';
const PRODUCTS = '/back-office/products';
const REASON = 'Ticket PC-21: the band texts are reworded by the publisher.';

beforeAll(async () => {
  test = await createTestApp();
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
});
afterAll(async () => {
  await test.close();
});

/** An assessment as it names its product version. */
type Created = Assessment & { productVersion: number };

/** A new assessment of `productId` by `api`'s user, for a new examinee of their account, with the version it was created with. */
async function newAssessment(api: Api, productId: string): Promise<Created> {
  const examinerId = await selfUserId(api);
  const examinee = (await api('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
  const created = await api('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId, administrationDate: '2024-03-05', examinerId });
  expect(created.statusCode).toBe(201);
  const assessment = created.json<Assessment>();
  const details = (await api('GET', `${FACADE}/assessments/${assessment.id}`)).json<{ product: ProductDefinition }>();
  return { ...assessment, productVersion: details.product.version };
}

/** Saves `responses` as scored, from `assessment`'s version. */
async function saveScored(api: Api, assessment: Assessment, responses: Record<string, number>) {
  const body = { version: assessment.version, administrationDate: '2024-03-05', examinerId: assessment.examinerId, status: 'scored', responses };
  return api('PUT', `${FACADE}/assessments/${assessment.id}`, body);
}

const gad7Responses = (values: readonly number[]): Record<string, number> => ({ ...Object.fromEntries(values.map((value, index) => [`gad7_${index + 1}`, value])), gad7_difficulty: 1 });

/** The band interpretation of the total, as on-the-fly scoring with `productVersion` answers it. */
async function interpretationOf(productVersion: number): Promise<string | undefined> {
  const response = await examiner('POST', `${FACADE}/scoring/on-the-fly`, { productId: 'gad7', responses: gad7Responses([1, 1, 1, 1, 1, 1, 0]), productVersion });
  expect(response.statusCode).toBe(200);
  return response.json<ScoreResult>().scales.find((scale) => scale.scaleId === 'total')?.band?.interpretation;
}

/** `definition` with every band's interpretation replaced by `text`. */
const reworded = (definition: ProductDefinition, text: string): ProductDefinition['bands'] => definition.bands.map((band) => ({ ...band, interpretation: text }));

describe('a published version', () => {
  it('is read once and is then the same object, with the same scorer, in every request and transaction', async () => {
    const assessment = await newAssessment(examiner, 'phq9');
    const first = await saveScored(examiner, assessment, phq9Responses([1, 2, 0, 3, 1, 0, 2, 1, 0], 1));
    expect(first.statusCode).toBe(200);
    const reads = productCacheOf(test.db).reads;
    const second = await saveScored(examiner, first.json<Assessment>(), phq9Responses([0, 1, 1, 2, 2, 1, 0, 0, 1], 2));
    expect(second.statusCode).toBe(200);
    expect(second.json<Assessment>().score?.scales[0]?.raw).toBe(8);
    expect((await examiner('GET', `${FACADE}/assessments/${assessment.id}`)).statusCode).toBe(200);
    expect(productCacheOf(test.db).reads).toBe(reads);

    const inOne = await test.db.transaction((tx) => productOfAssessment(tx, assessment));
    const inAnother = await test.db.transaction((tx) => tx.transaction((savepoint) => productOfAssessment(savepoint, assessment)));
    expect(inAnother).toBe(inOne);
    expect(await productOfAssessment(test.db, assessment)).toBe(inOne);
    expect(await findProductVersion(test.db, 'phq9', assessment.productVersion)).toBe(inOne);
    expect(compileScorer(inAnother)).toBe(compileScorer(inOne));
    expect(Object.isFrozen(inOne.scales)).toBe(true);
    expect(productCacheOf(test.db).reads).toBe(reads);
  });
});

describe('the back office', () => {
  it('sees each edit of a draft at once, and its publication is what assessments then get', async () => {
    const details = (await staff('GET', `${PRODUCTS}/gad7`)).json<ProductDetails>();
    const v1 = details.published?.definition;
    if (!v1) throw new Error('GAD-7 has no published version.');
    const imported = await staff('POST', PRODUCTS, { definition: { ...v1, bands: reworded(v1, 'First wording.') }, reason: REASON });
    expect(imported.statusCode).toBe(201);
    const draft = imported.json<ProductDetails>().draft;
    if (!draft) throw new Error('No draft.');
    expect(await interpretationOf(draft.version)).toBe('First wording.');

    const scoring = { ...Object.fromEntries(PRODUCT_PART_FIELDS.scoring.map((field) => [field, draft.definition[field]])), bands: reworded(v1, 'Second wording.') };
    const edited = await staff('PUT', `${PRODUCTS}/gad7/draft/scoring`, { revision: draft.revision, reason: REASON, fields: scoring });
    expect(edited.statusCode).toBe(200);
    expect(await interpretationOf(draft.version)).toBe('Second wording.');
    expect((await findProductVersion(test.db, 'gad7', draft.version))?.bands[0]?.interpretation).toBe('Second wording.');
    expect(await findProductVersion(test.db, 'gad7', draft.version)).not.toBe(await findProductVersion(test.db, 'gad7', draft.version));

    const publication = await staff('POST', `${PRODUCTS}/gad7/draft/publish`, { reason: REASON, revision: draft.revision + 1 });
    expect(publication.statusCode).toBe(200);
    expect(await interpretationOf(draft.version)).toBe('Second wording.');
    expect(await interpretationOf(v1.version)).toBe(v1.bands[1]?.interpretation);
    const assessment = await newAssessment(examiner, 'gad7');
    expect(assessment.productVersion).toBe(draft.version);
    const saved = await saveScored(examiner, assessment, gad7Responses([1, 1, 1, 1, 1, 1, 0]));
    expect(saved.json<Assessment>().score?.scales[0]?.band?.interpretation).toBe('Second wording.');
    expect(await productOfAssessment(test.db, assessment)).toBe(await findProductVersion(test.db, 'gad7', draft.version));
  });
});

describe('accounts', () => {
  it("keep another account's assessment missing, however warm its product version is", async () => {
    const mine = await newAssessment(examiner, 'phq9');
    const saved = await saveScored(examiner, mine, phq9Responses([1, 1, 1, 1, 1, 0, 0, 0, 0], 0));
    expect(saved.statusCode).toBe(200);
    expect(await productOfAssessment(test.db, mine)).toBe(await productOfAssessment(test.db, mine));

    expect((await other('GET', `${FACADE}/assessments/${mine.id}`)).statusCode).toBe(404);
    expect((await saveScored(other, saved.json<Assessment>(), phq9Responses([3, 3, 3, 3, 3, 3, 3, 3, 3], 3))).statusCode).toBe(404);
    expect((await other('GET', `/scoring/assessments/${mine.id}/demographics-check`)).statusCode).toBe(404);
    expect((await examiner('GET', `${FACADE}/assessments/${mine.id}`)).json<{ assessment: Assessment }>().assessment.score?.scales[0]?.raw).toBe(5);

    const theirs = await newAssessment(other, 'phq9');
    expect(theirs.productVersion).toBe(mine.productVersion);
    const theirsSaved = await saveScored(other, theirs, phq9Responses([3, 3, 3, 3, 3, 3, 3, 3, 3], 3));
    expect(theirsSaved.statusCode).toBe(200);
    expect(theirsSaved.json<Assessment>().score?.scales[0]?.raw).toBe(27);
  });
});
