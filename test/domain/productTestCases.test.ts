/**
 * Every shipped product carries its own test cases (issue #17), and they all pass with the
 * product as shipped; a change of a key, a band or a norm makes a case fail (so a draft with such a
 * change cannot be published without its test case being changed too).
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { publicationRefusal } from '../../src/domain/product/productLifecycle';
import { productDefinitionProblems } from '../../src/domain/product/productProblems';
import { runProductTestCases } from '../../src/domain/product/productTestCases';
import { loadProduct } from './productFixtures';

const SHIPPED = readdirSync(path.join(__dirname, '../../config/products'))
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.replace(/\.json$/, ''));

describe.each(SHIPPED)('%s', (id) => {
  it('has 3 to 6 test cases, every one passing', () => {
    const product = loadProduct(id);
    expect(product.testCases?.length).toBeGreaterThanOrEqual(3);
    expect(product.testCases?.length).toBeLessThanOrEqual(6);
    const failing = runProductTestCases(product).filter((result) => !result.passed);
    expect(failing).toEqual([]);
    expect(publicationRefusal(runProductTestCases(product))).toBeNull();
  });
});

describe('a changed rule fails a test case', () => {
  it('PHQ-9: a band renamed', () => {
    const phq9 = loadProduct('phq9');
    const changed = { ...phq9, bands: phq9.bands.map((band) => (band.label === 'Moderate' ? { ...band, label: 'Medium' } : band)) };
    const results = runProductTestCases(changed);
    expect(results.find((result) => result.testCaseId === 'other_depressive')).toMatchObject({
      passed: false,
      mismatches: [{ field: 'scales.total.band', expected: '"Moderate"', actual: '"Medium"' }],
    });
    expect(publicationRefusal(results)).toEqual({ kind: 'testCasesFail', failing: ['other_depressive'] });
  });

  it('IPIP-50: a reverse key dropped', () => {
    const ipip = loadProduct('ipip_bffm50');
    const changed = { ...ipip, items: ipip.items.map((item) => (item.id === 'ipip50_6' && item.type === 'choice' ? { ...item, reverse: false } : item)) };
    const failing = runProductTestCases(changed).filter((result) => !result.passed).map((result) => result.testCaseId);
    // Item 6 answered 1 now scores 1 instead of 5 (keyed high) and 5 instead of 1 (keyed low).
    expect(failing).toEqual(['keyed_high', 'keyed_low']);
  });

  it('ORF: a 2017 norm anchor moved', () => {
    const orf = loadProduct('orf');
    const changed = {
      ...orf,
      norms: orf.norms.map((table) =>
        table.method === 'percentileAnchors' && table.comparisonGroup === 'ht2017'
          ? { ...table, cells: table.cells.map((cell) => (cell.match.grade === 3 && cell.match.season === 'winter' ? { ...cell, anchors: cell.anchors.map((a) => (a.percentile === 50 ? { ...a, score: 98 } : a)) } : cell)) }
          : table,
      ),
    };
    const failing = runProductTestCases(changed).filter((result) => !result.passed).map((result) => result.testCaseId);
    expect(failing).toEqual(['g3_winter_at_median', 'g3_winter_nine_below']);
  });

  it('refuses publication without test cases', () => {
    expect(publicationRefusal(runProductTestCases({ ...loadProduct('gad7'), testCases: [] }))).toEqual({ kind: 'noTestCases' });
  });
});

describe('productDefinitionProblems', () => {
  it('names every problem at its field, and none for a shipped product', () => {
    const phq9 = loadProduct('phq9');
    expect(productDefinitionProblems(phq9)).toEqual([]);
    const broken = {
      ...phq9,
      items: phq9.items.map((item, index) => (index === 2 && item.type === 'choice' ? { ...item, options: [{ value: 0, label: {} }, ...item.options.slice(1)] } : item)),
      scales: [{ ...phq9.scales[0], range: 'wide' }, ...phq9.scales.slice(1)],
    };
    expect(productDefinitionProblems(broken).map((problem) => problem.field)).toEqual(expect.arrayContaining(['items[2].options[0].label.en_us', 'scales[0].range']));
    const unknownScale = { ...phq9, bands: [...phq9.bands, { scale: 'nothing', min: 0, max: 1, label: 'X', interpretation: '' }] };
    expect(productDefinitionProblems(unknownScale)).toEqual(expect.arrayContaining([{ field: 'bands', message: 'band X names unknown scale nothing' }]));
  });
});
