/** Products of the product configuration's SPA tests, as the server answers them (the PHQ-9 with a test case of its own). */
import type { ProductDetails, ProductRow } from '../../src/contract/services/productConfiguration';
import orfJson from '../../config/products/orf.json';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { runProductTestCases } from '../../src/domain/product/productTestCases';
import { PHQ9, phq9Responses } from './support/fixtures';

/** A reason meeting the domain's rule. */
export const PRODUCT_REASON = 'Ticket 4711: the publisher renamed a band.';

/** The PHQ-9 with one test case: every item "several days" (1) gives 9, "Mild". */
export const PHQ9_WITH_TEST: ProductDefinition = {
  ...PHQ9,
  testCases: [
    {
      id: 'all_several_days',
      name: 'Every item at “several days”: mild',
      responses: { ...phq9Responses([1, 1, 1, 1, 1, 1, 1, 1, 0]), phq9_difficulty: null },
      context: { demographics: { birthDate: null, sex: null }, administration: {}, testDate: '2026-11-01' },
      expected: { scorable: true, scales: [{ scale: 'total', raw: 8, scorable: true, band: 'Mild' }], flags: [] },
    },
  ],
};

/** The same with the "Mild" band renamed, which makes its test case fail. */
export const PHQ9_RENAMED_BAND: ProductDefinition = {
  ...PHQ9_WITH_TEST,
  version: 2,
  bands: PHQ9_WITH_TEST.bands.map((band) => (band.label === 'Mild' ? { ...band, label: 'Mild symptoms' } : band)),
};

const version = (number: number, state: 'draft' | 'published' | 'superseded') => ({
  version: number,
  state,
  createdBy: 'Bob Backoffice',
  createdAt: '2026-11-20T09:00:00.000Z',
  reason: PRODUCT_REASON,
  updatedAt: '2026-11-20T09:00:00.000Z',
  publishedBy: state === 'draft' ? null : 'Bob Backoffice',
  publishedAt: state === 'draft' ? null : '2026-11-21T09:00:00.000Z',
  publicationReason: state === 'draft' ? null : 'First publication of the catalogue.',
  assessmentCount: state === 'draft' ? 0 : 3,
});

/** A version with its definition and test results, as the server computes them. */
const detail = (definition: ProductDefinition, state: 'draft' | 'published', revision = 1) => {
  const testResults = runProductTestCases(definition);
  return { ...version(definition.version, state), definition, testResults, publishable: state === 'draft' && testResults.length > 0 && testResults.every((r) => r.passed), revision };
};

/** The PHQ-9 as the dashboard lists it, with a draft of version 2. */
export const PHQ9_ROW: ProductRow = {
  id: 'phq9',
  code: 'PHQ-9',
  name: 'Patient Health Questionnaire-9',
  audience: 'clinical',
  state: 'published',
  publishedVersion: 1,
  draftVersion: 2,
  assessmentCount: 3,
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** The PHQ-9 with version 1 published and a draft of version 2 whose band rename fails its test case. */
export const PHQ9_FAILING_DRAFT: ProductDetails = {
  ...PHQ9_ROW,
  retiredAt: null,
  retiredBy: null,
  retirementReason: null,
  versions: [version(2, 'draft'), version(1, 'published')],
  draft: detail(PHQ9_RENAMED_BAND, 'draft'),
  published: detail(PHQ9_WITH_TEST, 'published'),
};

/** The same draft once its test case expects the new label (revision 2): publishable. */
export const PHQ9_FIXED_DRAFT: ProductDetails = (() => {
  const [testCase] = PHQ9_RENAMED_BAND.testCases ?? [];
  if (!testCase) throw new Error('the fixture has a test case');
  const fixed: ProductDefinition = {
    ...PHQ9_RENAMED_BAND,
    testCases: [{ ...testCase, expected: { ...testCase.expected, scales: [{ scale: 'total', raw: 8, scorable: true, band: 'Mild symptoms' }] } }],
  };
  return { ...PHQ9_FAILING_DRAFT, draft: detail(fixed, 'draft', 2) };
})();

/** After publication: version 2 published, version 1 superseded, no draft. */
export const PHQ9_PUBLISHED_V2: ProductDetails = {
  ...PHQ9_FIXED_DRAFT,
  publishedVersion: 2,
  draftVersion: null,
  versions: [version(2, 'published'), version(1, 'superseded')],
  draft: null,
  published: PHQ9_FIXED_DRAFT.draft ? { ...PHQ9_FIXED_DRAFT.draft, state: 'published', publishable: false } : null,
};

/** The ORF (percentile-anchor norms by grade and season) as a draft of version 2, for the norm tables' editor. */
export const ORF_DRAFT: ProductDetails = (() => {
  const parsed = parseProductDefinition(orfJson);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const definition = { ...parsed.value, version: 2 };
  return {
    ...PHQ9_FAILING_DRAFT,
    id: 'orf',
    code: 'ORF',
    name: definition.name,
    audience: 'education',
    versions: [version(2, 'draft'), version(1, 'published')],
    draft: detail(definition, 'draft'),
    published: null,
  };
})();
