/**
 * A report speaks its language in the product's own words too: scale names, bands and their
 * interpretations, flags and the profile, from the product's translations; items as the publisher
 * translated them, or in US English where no published translation into the report's locale ships.
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
  // The items are the instrument's own text: its publisher's German translation (PHQ-D).
  expect(text).toContain('Wenig Interesse oder Freude an Ihren Tätigkeiten An einzelnen Tagen');
  expect(text).toContain('Instruktion: Wie oft fühlten Sie sich im Verlauf der letzten 2 Wochen');
  // The stored score is untouched.
  expect(data.assessment.score?.scales.find((scale) => scale.scaleId === 'total')?.name).not.toContain('Gesamtwert');
});

it('prints the items in US English where the form has no published translation into the report locale, a neighbouring one included', async () => {
  for (const locale of ['sv_se', 'fr_ca'] as const) {
    const data = shippedReportData(phq9, answeredWith(phq9, 1), {}, locale);
    const { text } = extractPdf(await renderReport({ kind: 'score', data }));
    expect({ locale, english: text.includes('Little interest or pleasure in doing things') }).toEqual({ locale, english: true });
    expect({ locale, french: text.includes('Peu d’intérêt') }).toEqual({ locale, french: false });
  }
});
