import { bcp47, localeForLanguage, SUPPORTED_LOCALES } from '../../src/domain/locale';

describe('locales (spec §9)', () => {
  it('has the eleven locale codes', () => {
    expect([...SUPPORTED_LOCALES].sort()).toEqual(
      ['da_dk', 'de_de', 'en_us', 'en_au', 'en_gb', 'es_es', 'fr_fr', 'fr_ca', 'nl_nl', 'nb_no', 'sv_se'].sort(),
    );
  });

  it.each([
    ['da', 'da_dk'],
    ['de', 'de_de'],
    ['en', 'en_us'],
    ['en_au', 'en_au'],
    ['en_uk', 'en_gb'],
    ['es', 'es_es'],
    ['fr', 'fr_fr'],
    ['fr_ca', 'fr_ca'],
    ['nl', 'nl_nl'],
    ['no', 'nb_no'],
    ['sv', 'sv_se'],
  ])('maps %s to %s', (language, locale) => {
    expect(localeForLanguage(language)).toBe(locale);
  });

  it('falls back to en_us for an unknown or missing language', () => {
    expect(localeForLanguage('xx')).toBe('en_us');
    expect(localeForLanguage('')).toBe('en_us');
    expect(localeForLanguage(undefined)).toBe('en_us');
  });

  it('gives Intl tags', () => {
    expect(bcp47('nb_no')).toBe('nb-NO');
  });
});
