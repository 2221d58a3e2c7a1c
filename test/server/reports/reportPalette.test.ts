/** Chart band colours follow what a higher score means on the scale. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import { NEUTRAL, paletteColor, scalePalette, SEVERITY, WELLBEING } from '../../../src/server/reports/reportPalette';

const product = (id: string): ProductDefinition =>
  JSON.parse(readFileSync(path.join(__dirname, '../../../config/products', `${id}.json`), 'utf8')) as ProductDefinition;

describe('paletteColor', () => {
  it('gives the first and last stops at the ends and a mix between', () => {
    expect(paletteColor(SEVERITY, 0, 4)).toBe('#cfe8d5');
    expect(paletteColor(SEVERITY, 3, 4)).toBe('#eaa3a0');
    expect(paletteColor(NEUTRAL, 1, 3)).toBe('#c7daed');
    expect(paletteColor(SEVERITY, 0, 1)).toBe('#cfe8d5');
  });
});

describe('scalePalette', () => {
  it('reds the highest band of a symptom scale and the lowest of a well-being scale', () => {
    const phq9 = product('phq9').scales.find((scale) => scale.primary);
    const who5 = product('who5').scales.find((scale) => scale.primary);
    expect(scalePalette(phq9)).toBe(SEVERITY);
    expect(scalePalette(who5)).toBe(WELLBEING);
    expect(paletteColor(scalePalette(who5), 0, 3)).toBe('#eaa3a0');
  });

  it('judges neither end of a personality trait', () => {
    for (const scale of product('ipip_bffm50').scales) expect(scalePalette(scale)).toBe(NEUTRAL);
  });
});
