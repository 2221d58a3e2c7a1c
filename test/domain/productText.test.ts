import { localeFallbacks } from '../../src/domain/locale';
import { textIn } from '../../src/domain/product/localizedText';
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { bandIn, scoreIn } from '../../src/domain/product/productText';
import { scoreAssessment } from '../../src/domain/scoring/scoreAssessment';
import { scoringContextOn } from '../../src/domain/scoring/scoreTypes';
import { loadProduct } from './productFixtures';

const phq9 = loadProduct('phq9');
const withGerman = (product: ProductDefinition): ProductDefinition => ({
  ...product,
  translations: {
    de_de: {
      scales: { total: 'PHQ-9-Gesamtwert' },
      bands: { total: { Moderate: { label: 'Mittelgradig', interpretation: 'Mittelgradige depressive Symptome.' } } },
      flags: { [product.flags[0]?.id ?? '']: { label: 'Item 9 bejaht', action: 'Suizidrisiko abklären.' } },
    },
  },
});

describe('product text in the reader\'s language', () => {
  it('looks in the locale, then its language, then US English', () => {
    expect(localeFallbacks('fr_ca')).toEqual(['fr_ca', 'fr_fr', 'en_us']);
    expect(localeFallbacks('de_de')).toEqual(['de_de', 'en_us']);
    expect(localeFallbacks('en_us')).toEqual(['en_us', 'en_au', 'en_gb']);
    expect(textIn({ en_us: 'Hello', fr_fr: 'Bonjour' }, 'fr_ca')).toBe('Bonjour');
    expect(textIn({ en_us: 'Hello' }, 'sv_se')).toBe('Hello');
  });

  it('puts the reader\'s words on a score and keeps its numbers and the score of record as they are', () => {
    const product = withGerman(phq9);
    const responses = Object.fromEntries(product.items.map((item, index) => [item.id, index < 5 ? 2 : index === 8 ? 1 : 0]));
    const score = scoreAssessment(product, responses, scoringContextOn('2024-05-01'));
    const total = score.scales.find((scale) => scale.scaleId === 'total');
    expect(total?.band?.label).toBe('Moderate');
    const german = scoreIn(score, product, 'de_de');
    const germanTotal = german.scales.find((scale) => scale.scaleId === 'total');
    expect(germanTotal).toMatchObject({ name: 'PHQ-9-Gesamtwert', raw: total?.raw, band: { label: 'Mittelgradig', interpretation: 'Mittelgradige depressive Symptome.' } });
    expect(german.flags[0]).toMatchObject({ id: product.flags[0]?.id, label: 'Item 9 bejaht', action: 'Suizidrisiko abklären.', severity: score.flags[0]?.severity });
    // The stored score is untouched; a language without translations reads the source.
    expect(total?.name).not.toBe('PHQ-9-Gesamtwert');
    expect(scoreIn(score, product, 'sv_se')).toEqual(score);
    expect(bandIn(product, 'total', { label: 'Severe', interpretation: 'x' }, 'de_de')).toEqual({ label: 'Severe', interpretation: 'x' });
  });

  it('refuses translations of what the product does not have, and of unknown locales', () => {
    expect(parseProductDefinition(withGerman(phq9)).ok).toBe(true);
    const unknownScale = { ...phq9, translations: { de_de: { scales: { totl: 'Gesamt' } } } };
    expect(parseProductDefinition(unknownScale)).toMatchObject({ ok: false, error: { message: expect.stringContaining('de_de translates unknown scale totl') } });
    const unknownBand = { ...phq9, translations: { de_de: { bands: { total: { Moderat: { label: 'M', interpretation: 'M' } } } } } };
    expect(parseProductDefinition(unknownBand)).toMatchObject({ ok: false, error: { message: expect.stringContaining('unknown band Moderat') } });
    expect(parseProductDefinition({ ...phq9, translations: { xx_yy: {} } }).ok).toBe(false);
    expect(parseProductDefinition({ ...phq9, translations: { de_de: { scales: { total: '' } } } }).ok).toBe(false);
  });
});

describe('the shipped products in every language', () => {
  const TRANSLATED = ['da_dk', 'de_de', 'es_es', 'fr_fr', 'nb_no', 'nl_nl', 'sv_se'] as const;
  const SHIPPED = ['dass21', 'gad7', 'ipip_bffm50', 'orf', 'phq9', 'who5', 'writing_sample'].map(loadProduct);

  it.each(SHIPPED.map((product) => [product.id, product] as const))('%s has its own words in every language the UI speaks', (_id, product) => {
    for (const locale of TRANSLATED) {
      const translation = product.translations?.[locale];
      expect({ locale, scales: product.scales.filter((scale) => !translation?.scales?.[scale.id]).map((scale) => scale.id) }).toEqual({ locale, scales: [] });
      const missingBands = product.bands.filter((band) => !translation?.bands?.[band.scale]?.[band.label]).map((band) => `${band.scale}/${band.label}`);
      expect({ locale, missingBands }).toEqual({ locale, missingBands: [] });
      expect({ locale, flags: product.flags.filter((flag) => !translation?.flags?.[flag.id]).map((flag) => flag.id) }).toEqual({ locale, flags: [] });
      expect({ locale, rules: (product.changeRules ?? []).filter((rule) => !translation?.changeRules?.[rule.id]).map((rule) => rule.id) }).toEqual({ locale, rules: [] });
      // The feedback report, read by the examinee or a parent, has its own words in the language too.
      const feedbackTexts = JSON.stringify(product.feedbackReport ?? {});
      const english = (feedbackTexts.match(/"en_us":/g) ?? []).length;
      expect({ locale, count: (feedbackTexts.match(new RegExp(`"${locale}":`, 'g')) ?? []).length }).toEqual({ locale, count: english });
    }
  });
});
