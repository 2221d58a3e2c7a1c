/**
 * A report speaks its language in the product's own words too: scale names, bands and their
 * interpretations, flags and the profile, from the product's translations; items stay as written.
 */
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import { renderReport } from '../../../src/server/reports/renderReport';
import { extractPdf } from './pdfText';
import { answeredWith, SHIPPED_PRODUCTS, shippedReportData } from './shippedProducts';

const shipped = SHIPPED_PRODUCTS.find((product) => product.id === 'phq9');
if (!shipped) throw new Error('PHQ-9 is shipped');
const flag = shipped.flags[0];
const phq9: ProductDefinition = {
  ...shipped,
  translations: {
    ...shipped.translations,
    de_de: {
      ...shipped.translations?.de_de,
      scales: { total: 'PHQ-9-Gesamtwert (Schwere der Depression)', phq2: 'PHQ-2-Screening' },
      bands: { total: { Moderate: { label: 'Mittelgradig', interpretation: 'Mittelgradige depressive Symptomatik; Behandlungsplan erwägen.' } } },
      ...(flag ? { flags: { [flag.id]: { label: 'Item 9 bejaht (Gedanken an Tod oder Selbstverletzung)', action: 'Suizidalität heute abklären.' } } } : {}),
    },
  },
};

it('prints scale names, the band and its interpretation, flags and the profile in the report language', async () => {
  // Item 9 at 1 raises the flag; the total of 12 is Moderate.
  const responses = { ...answeredWith(phq9, 1), [phq9.items[3]?.id ?? '']: 2, [phq9.items[4]?.id ?? '']: 2, [phq9.items[5]?.id ?? '']: 2 };
  const data = shippedReportData(phq9, responses, {}, 'de_de');
  expect(data.assessment.score?.scales.find((scale) => scale.scaleId === 'total')?.band?.label).toBe('Moderate');
  const { text } = extractPdf(await renderReport({ kind: 'score', data }));
  expect(text).toContain('PHQ-9-Gesamtwert (Schwere der Depression)');
  expect(text).toContain('Mittelgradig');
  expect(text).toContain('Mittelgradige depressive Symptomatik');
  expect(text).toContain('Item 9 bejaht');
  expect(text).toContain('Suizidalität heute abklären.');
  expect(text).toContain('PHQ-9-Gesamtwert (Schwere der Depression): Rohwert');
  expect(text).not.toMatch(/\bModerate\b/);
  // The items are the instrument's own text, English where no published translation ships.
  expect(text).toContain('Little interest or pleasure in doing things');
  // The stored score is untouched.
  expect(data.assessment.score?.scales.find((scale) => scale.scaleId === 'total')?.name).not.toContain('Gesamtwert');
});
