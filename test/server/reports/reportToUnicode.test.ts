/**
 * A render thread's later reports read back every character they draw. The warm-up draws a colon
 * and no period; the colon's glyph is built from the period's, so the subset reads the period's
 * glyph first as a part. Each test file has its own module state: this one starts cold, as a
 * render thread does.
 */
import { inflateSync } from 'node:zlib';
import { renderReport, warmUpRenderer } from '../../../src/server/reports/renderReport';
import { extractPdf } from './pdfText';
import { answeredWith, SHIPPED_PRODUCTS, shippedReportData } from './shippedProducts';

/** The code points (hex, lower case) of every ToUnicode map of `pdf`. */
function mappedCodePoints(pdf: Buffer): Set<string> {
  const raw = pdf.toString('latin1');
  const mapped = new Set<string>();
  for (const match of raw.matchAll(/stream\n/g)) {
    const start = match.index + match[0].length;
    let text: string;
    try {
      text = inflateSync(pdf.subarray(start, raw.indexOf('\nendstream', start))).toString('latin1');
    } catch {
      continue;
    }
    if (!text.includes('begincmap')) continue;
    const body = text.slice(text.indexOf('endcodespacerange'));
    for (const entry of body.matchAll(/<([0-9a-f]{4,})>/gi)) mapped.add((entry[1] as string).toLowerCase());
  }
  return mapped;
}

it('maps the period in a report drawn after the warm-up', async () => {
  await warmUpRenderer();
  const phq9 = SHIPPED_PRODUCTS.find((product) => product.id === 'phq9');
  if (!phq9) throw new Error('phq9 is not shipped');
  const pdf = await renderReport({ kind: 'score', data: shippedReportData(phq9, answeredWith(phq9, 1), { examinerName: 'Dr. Ingrid Bjørk' }) });
  expect(extractPdf(pdf).text).toContain('Dr. Ingrid Bjørk');
  const mapped = mappedCodePoints(pdf);
  expect(mapped.has('002e')).toBe(true);
  expect(mapped.has('003a')).toBe(true);
});
