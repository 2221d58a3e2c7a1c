import { readdirSync } from 'node:fs';
import path from 'node:path';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { demographicsCheck } from '../../src/domain/scoring/demographicsCheck';
import { scoringContextOn, type ScoringContext } from '../../src/domain/scoring/scoreTypes';
import { FIXTURE_JSON } from './normFixtureProduct';
import { loadProduct } from './productFixtures';

const ON = '2026-03-02';
const context = (over: Partial<ScoringContext['demographics']> = {}, administration: ScoringContext['administration'] = {}): ScoringContext => ({
  demographics: { birthDate: null, sex: null, ...over },
  administration,
  testDate: ON,
});

const shipped = readdirSync(path.join(__dirname, '../../config/products'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

/** What each shipped product's norms need (every product of config/products has a row: a new one fails until it is added). */
const NEEDS: Readonly<Record<string, string[]>> = {
  cesd: [],
  dass21: [],
  gad7: [],
  ipip_bffm50: [],
  k10: [],
  orf: ['grade', 'season', 'comparisonGroup'],
  pcl5: [],
  phq15: [],
  phq9: [],
  who5: [],
  writing_sample: [],
};

describe('demographicsCheck over every shipped product', () => {
  it('has an expectation for exactly the shipped products', () => {
    expect(Object.keys(NEEDS).sort()).toEqual([...shipped].sort());
  });

  it.each(shipped)('%s: names what its norms need, all missing from an empty context', (id) => {
    const check = demographicsCheck(loadProduct(id), scoringContextOn(ON));
    expect(check.needed.map((need) => need.field)).toEqual(NEEDS[id]);
    // The comparison group has a default wherever a product has groups: never missing.
    expect(check.missing).toEqual((NEEDS[id] ?? []).filter((field) => field !== 'comparisonGroup'));
    expect(check.complete).toBe(check.missing.length === 0);
  });
});

describe('demographicsCheck', () => {
  const orf = loadProduct('orf');

  it('is complete for ORF once grade and season are set', () => {
    expect(demographicsCheck(orf, context({}, { grade: 3 }))).toMatchObject({ missing: ['season'], complete: false });
    const done = demographicsCheck(orf, context({}, { grade: 3, season: 'winter' }));
    expect(done).toEqual({
      needed: [
        { field: 'grade', source: 'administration', missing: false },
        { field: 'season', source: 'administration', missing: false },
        { field: 'comparisonGroup', source: 'administration', missing: false },
      ],
      missing: [],
      complete: true,
    });
  });

  it('names a comparison group the product does not have as missing', () => {
    expect(demographicsCheck(orf, context({}, { grade: 3, season: 'fall', comparisonGroupId: 'nope' })).missing).toEqual(['comparisonGroup']);
  });

  it('reads the birth date and sex of age-and-sex cells, from the tables of the group in use', () => {
    const parsed = parseProductDefinition(FIXTURE_JSON);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const fixture: ProductDefinition = parsed.value;
    expect(demographicsCheck(fixture, context())).toMatchObject({
      needed: [
        { field: 'birthDate', source: 'examinee', missing: true },
        { field: 'sex', source: 'examinee', missing: true },
        { field: 'comparisonGroup', source: 'administration', missing: false },
      ],
      missing: ['birthDate', 'sex'],
    });
    expect(demographicsCheck(fixture, context({ birthDate: '1990-01-01', sex: 'female' })).complete).toBe(true);
    expect(demographicsCheck(fixture, context({ birthDate: '1990-01-01', sex: 'unspecified' })).missing).toEqual(['sex']);
    // The clinical group's one cell matches anyone: only the group itself is needed.
    expect(demographicsCheck(fixture, context({}, { comparisonGroupId: 'clinical' }))).toMatchObject({ needed: [{ field: 'comparisonGroup', missing: false }], complete: true });
  });
});
