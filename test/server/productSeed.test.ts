/**
 * The seed publishes the shipped product files as versions of the catalogue (issue #17): a file
 * with a higher version becomes the published version (the old one superseded, its assessments
 * kept on it) only when its test cases pass, a staff draft is never lost, and running it again
 * changes nothing.
 */
import { and, eq } from 'drizzle-orm';
import type { ProductDetails } from '../../src/contract/services/productConfiguration';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { products, productVersions } from '../../src/server/db/schema';
import { seedProducts } from '../../src/server/db/seedProducts';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
let staff: ReturnType<typeof apiAs>;
const REASON = 'Seed test: a staff draft made before the upgrade.';

beforeAll(async () => {
  test = await createTestApp();
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
});
afterAll(async () => {
  await test.close();
});

const versionsOf = async (productId: string) =>
  (await test.db.select({ version: productVersions.version, state: productVersions.state }).from(productVersions).where(eq(productVersions.productId, productId))).sort((a, b) => a.version - b.version);
const publishedOf = async (productId: string): Promise<ProductDefinition> => {
  const [row] = await test.db.select({ definition: productVersions.definition }).from(productVersions).where(and(eq(productVersions.productId, productId), eq(productVersions.state, 'published')));
  if (!row) throw new Error('none published');
  return row.definition;
};

it('publishes a newer file, keeps a staff draft under the next number, and changes nothing when run again', async () => {
  const gad7 = await publishedOf('gad7');
  const before = await versionsOf('gad7');
  expect(before).toEqual([{ version: gad7.version, state: 'published' }]);
  // Staff start a draft: it takes the number the next shipped file will have.
  expect((await staff('POST', `/back-office/products/gad7/draft`, { fromVersion: gad7.version, reason: REASON })).statusCode).toBe(201);

  const newer = { ...gad7, version: gad7.version + 1, name: 'GAD-7, shipped update' };
  await test.db.transaction((tx) => seedProducts(tx, [newer]));
  expect(await versionsOf('gad7')).toEqual([
    { version: gad7.version, state: 'superseded' },
    { version: gad7.version + 1, state: 'published' },
    { version: gad7.version + 2, state: 'draft' },
  ]);
  expect((await publishedOf('gad7')).name).toBe('GAD-7, shipped update');
  const [head] = await test.db.select().from(products).where(eq(products.id, 'gad7'));
  expect(head).toMatchObject({ publishedVersion: gad7.version + 1, name: 'GAD-7, shipped update' });
  const details = (await staff('GET', '/back-office/products/gad7')).json<ProductDetails>();
  expect(details.draft?.definition).toMatchObject({ version: gad7.version + 2, name: gad7.name });

  const after = await versionsOf('gad7');
  await test.db.transaction((tx) => seedProducts(tx, [newer]));
  expect(await versionsOf('gad7')).toEqual(after);
});

it('refuses to start with a shipped file whose test case fails, naming it', async () => {
  const who5 = await publishedOf('who5');
  const broken = { ...who5, version: who5.version + 1, bands: who5.bands.map((band) => ({ ...band, label: `${band.label}!` })) };
  await expect(test.db.transaction((tx) => seedProducts(tx, [broken]))).rejects.toThrow(/who5 version \d+: test case all_five/);
  expect(await versionsOf('who5')).toEqual([{ version: who5.version, state: 'published' }]);
});
