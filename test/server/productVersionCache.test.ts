/**
 * The cache of product versions the live part reads its products through: a published version is
 * read once and kept frozen, a draft is read every time, the least recently used goes first, and a
 * version that is not stored is `null` (an assessment naming one is an error).
 */
import { and, eq, max } from 'drizzle-orm';
import { createProductVersionCache } from '../../src/server/db/platform/productVersionCache';
import { productVersions } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

async function latest(productId: string): Promise<number> {
  const [row] = await test.db.select({ version: max(productVersions.version) }).from(productVersions).where(eq(productVersions.productId, productId));
  if (!row?.version) throw new Error(`No product ${productId}.`);
  return row.version;
}

it('reads a published version once and keeps it frozen', async () => {
  const cache = createProductVersionCache();
  const key = { productId: 'phq9', version: await latest('phq9') };
  const first = await cache.version(test.db, key);
  const second = await cache.version(test.db, key);
  expect(first?.id).toBe('phq9');
  expect(second).toBe(first);
  expect(cache.reads).toBe(1);
  expect(Object.isFrozen(first)).toBe(true);
  expect(Object.isFrozen(first?.items[0])).toBe(true);
  expect(() => {
    (first?.items as unknown[]).push({});
  }).toThrow(/not extensible/);
});

it('never keeps a draft (it may still change)', async () => {
  const version = (await latest('gad7')) + 1;
  const [published] = await test.db.select({ definition: productVersions.definition }).from(productVersions).where(and(eq(productVersions.productId, 'gad7'), eq(productVersions.version, version - 1)));
  if (!published) throw new Error('No GAD-7.');
  await test.db.insert(productVersions).values({ productId: 'gad7', version, state: 'draft', definition: { ...published.definition, version }, createdBy: 'test', reason: 'a draft' });
  try {
    const cache = createProductVersionCache();
    expect((await cache.version(test.db, { productId: 'gad7', version }))?.version).toBe(version);
    await test.db.update(productVersions).set({ definition: { ...published.definition, version, name: 'Edited draft' } }).where(and(eq(productVersions.productId, 'gad7'), eq(productVersions.version, version)));
    expect((await cache.version(test.db, { productId: 'gad7', version }))?.name).toBe('Edited draft');
    expect(cache.reads).toBe(2);
  } finally {
    await test.db.delete(productVersions).where(and(eq(productVersions.productId, 'gad7'), eq(productVersions.version, version)));
  }
});

it('lets the least recently used version go when full', async () => {
  const cache = createProductVersionCache(2);
  const phq9 = { productId: 'phq9', version: await latest('phq9') };
  const gad7 = { productId: 'gad7', version: await latest('gad7') };
  const orf = { productId: 'orf', version: await latest('orf') };
  await cache.version(test.db, phq9);
  await cache.version(test.db, gad7);
  await cache.version(test.db, phq9); // phq9 is now the most recent
  await cache.version(test.db, orf); // gad7 goes
  expect(cache.reads).toBe(3);
  await cache.version(test.db, phq9);
  expect(cache.reads).toBe(3);
  await cache.version(test.db, gad7);
  expect(cache.reads).toBe(4);
});

it('answers null for a version that is not stored, and an assessment naming one is an error', async () => {
  const cache = createProductVersionCache();
  expect(await cache.version(test.db, { productId: 'phq9', version: 9999 })).toBeNull();
  await expect(cache.productOf(test.db, { id: 7, productId: 'phq9', productVersion: 9999 })).rejects.toThrow('Version 9999 of product phq9 of assessment 7 is missing.');
});
