/**
 * A form's languages: offered only where the instructions, every item and every option have the
 * rights holder's translation and its source is recorded; shown in the reader's locale or in US English.
 */
import type { ProductDefinition } from '../../src/domain/product/productDefinition';
import { formTextLocale, itemLanguageProblems } from '../../src/domain/product/itemLanguages';
import { parseProductDefinition } from '../../src/domain/product/productSchema';
import { loadProduct } from './productFixtures';

const phq9 = loadProduct('phq9');

/** The PHQ-9 with one piece of German text taken away. */
function withoutGermanOf(product: ProductDefinition, itemId: string): ProductDefinition {
  return {
    ...product,
    items: product.items.map((item) => {
      if (item.id !== itemId || item.type !== 'choice') return item;
      const { de_de: _dropped, ...text } = item.text;
      return { ...item, text };
    }),
  };
}

describe('form languages', () => {
  it('ships the PHQ-9 in German and French, whole and with their sources recorded', () => {
    expect(phq9.languages).toEqual(['en_us', 'de_de', 'fr_fr']);
    expect(itemLanguageProblems(phq9)).toEqual([]);
    expect(phq9.itemTextSources?.de_de).toMatch(/PHQ-D/);
    expect(phq9.itemTextSources?.fr_fr).toMatch(/French for France/);
  });

  it('refuses a language with a missing item, a language without a source, and text in an unlisted language', () => {
    expect(itemLanguageProblems(withoutGermanOf(phq9, 'phq9_4'))).toEqual(['de_de is offered but has no text for item phq9_4']);
    const { de_de: _source, ...otherSources } = phq9.itemTextSources ?? {};
    expect(itemLanguageProblems({ ...phq9, itemTextSources: otherSources })).toEqual(['de_de is offered without the source of its translation in itemTextSources']);
    expect(itemLanguageProblems({ ...phq9, languages: ['en_us', 'fr_fr'] })).toEqual([
      'item text in de_de, which languages does not list',
      'itemTextSources names de_de, which languages does not list',
    ]);
    const parsed = parseProductDefinition(withoutGermanOf(phq9, 'phq9_9'));
    expect(parsed.ok ? null : parsed.error.message).toBe('phq9: de_de is offered but has no text for item phq9_9');
  });

  it("shows a form in the reader's locale only when it has that very translation, else in US English", () => {
    expect(formTextLocale(phq9.languages, 'de_de')).toBe('de_de');
    expect(formTextLocale(phq9.languages, 'fr_fr')).toBe('fr_fr');
    // Canadian French has its own published translation: the French-for-France text is not shown instead.
    expect(formTextLocale(phq9.languages, 'fr_ca')).toBe('en_us');
    expect(formTextLocale(phq9.languages, 'sv_se')).toBe('en_us');
  });
});
