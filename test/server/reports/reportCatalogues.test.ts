/**
 * The eleven report catalogues: the same keys as en_us, every text valid ICU, the same arguments
 * as en_us, and real translations for the languages that are not English.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { SUPPORTED_LOCALES } from '../../../src/domain/locale';
import { REPORT_EN_US, type ReportMessageId } from '../../../src/server/reports/i18n/en_us';
import { REPORT_CATALOGUES, reportTranslator } from '../../../src/server/reports/reportMessages';

/** The argument names a message uses, nested ones (plural and select branches) included. */
function namesIn(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) namesIn(option.value, names);
    }
    if (element.type === TYPE.tag) namesIn(element.children, names);
  }
  return names;
}

const ids = Object.keys(REPORT_EN_US).sort() as ReportMessageId[];
const sorted = (names: Set<string>): string[] => [...names].sort();

describe('report catalogues', () => {
  it('exist for the eleven supported locales', () => {
    expect(Object.keys(REPORT_CATALOGUES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES)('%s has exactly the keys of en_us, each a non-empty valid ICU message with the arguments of en_us', (locale) => {
    const catalogue = REPORT_CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(ids);
    const wrong: string[] = [];
    for (const id of ids) {
      const text = catalogue[id];
      expect(text.trim()).not.toBe('');
      expect(() => parse(text)).not.toThrow();
      if (sorted(namesIn(parse(text))).join() !== sorted(namesIn(parse(REPORT_EN_US[id]))).join()) wrong.push(id);
    }
    expect(wrong).toEqual([]);
  });

  it.each(SUPPORTED_LOCALES)('%s formats every message with the arguments en_us is given', (locale) => {
    const t = reportTranslator(locale);
    const values = { count: 2, years: 1, months: 5, from: 25, to: 49, reader: 'parent', version: '2', page: '1', total: '9', answered: '8' };
    for (const id of ids) {
      const names = namesIn(parse(REPORT_EN_US[id]));
      const given = Object.fromEntries([...names].map((name) => [name, values[name as keyof typeof values] ?? `<${name}>`]));
      const text = t(id, given);
      for (const name of names) if (!(name in values)) expect({ id, text, has: text.includes(`<${name}>`) }).toEqual({ id, text, has: true });
    }
  });

  it('translates the languages that are not English (a copied English text is a missed translation)', () => {
    // Words outside the arguments; a message of arguments and punctuation only needs no translation.
    const words = (text: string): string => text.replace(/\{[^{}]*\}/g, '').replace(/[^\p{L}]/gu, '');
    for (const locale of SUPPORTED_LOCALES.filter((code) => !code.startsWith('en'))) {
      const same = ids.filter((id) => REPORT_CATALOGUES[locale][id] === REPORT_EN_US[id] && words(REPORT_EN_US[id]).length > 2);
      // International words (Profil, Information, Item) may stay; a tenth of the catalogue may not.
      expect({ locale, same: same.length > ids.length / 10 ? same : [] }).toEqual({ locale, same: [] });
    }
  });

  it('writes the Scandinavian letters the standard PDF fonts can print', () => {
    expect(reportTranslator('da_dk')('details.age', {})).toBe('Alder ved testning');
    expect(reportTranslator('nb_no')('age.value', { years: 2, months: 1 })).toBe('2 år 1 måned');
    expect(reportTranslator('sv_se')('derived.bandBetween', { from: 25, to: 49 })).toBe('Percentilband 25:e-49:e');
    expect(reportTranslator('en_us')('derived.bandBetween', { from: 21, to: 22 })).toBe('Percentile band 21st-22nd');
  });
});
