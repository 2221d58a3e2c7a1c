/**
 * The catalogue block of a product definition (product/productCatalogue.ts): business unit,
 * delivery modes and marketing text, in the schema, on every shipped product, and the search.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { businessUnitFileSchema, businessUnitProblems } from '../../src/domain/businessUnits';
import { matchesDeliverySearch } from '../../src/domain/product/productCatalogue';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../src/domain/product/productSchema';

const config = path.join(__dirname, '../../config');
const files = readdirSync(path.join(config, 'products')).filter((name) => name.endsWith('.json'));
const raw = (name: string): Record<string, unknown> => JSON.parse(readFileSync(path.join(config, 'products', name), 'utf8')) as Record<string, unknown>;
const parsed = (json: unknown): ProductDefinition => {
  const result = parseProductDefinition(json);
  if (!result.ok) throw new Error(result.error.message);
  return result.value;
};

describe('the shipped products', () => {
  const units = businessUnitFileSchema.validateSync(JSON.parse(readFileSync(path.join(config, 'businessUnits.json'), 'utf8'))).units;

  it.each(files)('%s names its business unit, delivery modes and marketing text in each language of its translations', (name) => {
    const product = parsed(raw(name));
    expect(product.businessUnit).toBeDefined();
    expect(product.deliveryModes).toContain('manualEntry');
    expect(product.marketing).toBeDefined();
    for (const locale of Object.keys(product.translations ?? {})) expect([locale, product.marketing?.measures[locale as 'de_de']]).toEqual([locale, expect.any(String)]);
  });

  it('name units that exist', () => {
    expect(businessUnitProblems(units, files.map((name) => parsed(raw(name))))).toEqual([]);
    expect(businessUnitProblems(units, [{ id: 'x', businessUnit: 'marketing' }])).toEqual(['x: the business unit marketing does not exist.']);
  });
});

describe('the schema of the catalogue block', () => {
  const phq9 = raw('phq9.json');
  const orf = raw('orf.json');

  it('refuses a delivery mode that does not exist, one listed twice, and a list without manual entry', () => {
    expect(parseProductDefinition({ ...phq9, deliveryModes: ['manualEntry', 'fax'] }).ok).toBe(false);
    expect(parseProductDefinition({ ...phq9, deliveryModes: ['manualEntry', 'onScreen', 'onScreen'] }).ok).toBe(false);
    expect(parseProductDefinition({ ...phq9, deliveryModes: ['remoteLink'] }).ok).toBe(false);
  });

  it('refuses a player mode for a form whose items are not all choices', () => {
    const result = parseProductDefinition({ ...orf, deliveryModes: ['manualEntry', 'remoteLink'] });
    expect(result.ok ? '' : result.error.message).toContain('deliveryModes: remoteLink needs every item to be a choice item.');
  });

  it('refuses marketing text without English, an unknown level, and minutes out of order; keeps a form without the block valid', () => {
    const marketing = phq9['marketing'] as Record<string, unknown>;
    expect(parseProductDefinition({ ...phq9, marketing: { ...marketing, measures: { de_de: 'x' } } }).ok).toBe(false);
    expect(parseProductDefinition({ ...phq9, marketing: { ...marketing, qualificationLevel: 'Z' } }).ok).toBe(false);
    expect(parseProductDefinition({ ...phq9, marketing: { ...marketing, minutes: { min: 10, max: 5 } } }).ok).toBe(false);
    const { businessUnit: _unit, deliveryModes: _modes, marketing: _marketing, ...bare } = phq9;
    expect(parseProductDefinition(bare).ok).toBe(true);
  });
});

describe('matchesDeliverySearch', () => {
  const product = { audience: 'clinical' as const, ageRange: { minYears: 13, maxYears: 120 }, businessUnit: 'clinical', deliveryModes: ['manualEntry' as const, 'remoteLink' as const] };

  it('keeps a product that matches every filter given', () => {
    expect(matchesDeliverySearch(product, {})).toBe(true);
    expect(matchesDeliverySearch(product, { deliveryMode: 'remoteLink', businessUnit: 'clinical', audience: 'clinical', ageYears: 13 })).toBe(true);
    expect(matchesDeliverySearch(product, { deliveryMode: 'liveSession' })).toBe(false);
    expect(matchesDeliverySearch(product, { businessUnit: 'education' })).toBe(false);
    expect(matchesDeliverySearch(product, { audience: 'education' })).toBe(false);
    expect(matchesDeliverySearch(product, { ageYears: 12 })).toBe(false);
    expect(matchesDeliverySearch({ ...product, ageRange: null }, { ageYears: 2 })).toBe(true);
  });
});
