/**
 * The player's eleven catalogues: the same keys as en_us, every text valid ICU, no argument a
 * view does not pass, and the languages that are not English translated.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { OSA_CATALOGUES } from '../../src/osa/core/i18n/catalogues';
import { EN_US, type OsaMessageId } from '../../src/osa/core/i18n/messages/en_us';
import { SUPPORTED_LOCALES } from '../../src/domain/locale';

function namesIn(elements: MessageFormatElement[], names = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) for (const option of Object.values(element.options)) namesIn(option.value, names);
    if (element.type === TYPE.tag) namesIn(element.children, names);
  }
  return names;
}

const ids = Object.keys(EN_US).sort() as OsaMessageId[];

describe('player message catalogues', () => {
  it('exist for the eleven supported locales', () => {
    expect(Object.keys(OSA_CATALOGUES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES)('%s has exactly the keys of en_us, each valid ICU with the arguments en_us has', (locale) => {
    const catalogue = OSA_CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(ids);
    const wrong = ids.filter((id) => {
      const text = catalogue[id];
      if (text.trim() === '') return true;
      const expected = [...namesIn(parse(EN_US[id]))].sort();
      return JSON.stringify([...namesIn(parse(text))].sort()) !== JSON.stringify(expected);
    });
    expect(wrong).toEqual([]);
  });

  it('translates the languages that are not English', () => {
    for (const locale of SUPPORTED_LOCALES.filter((code) => !code.startsWith('en'))) {
      const same = ids.filter((id) => OSA_CATALOGUES[locale][id] === EN_US[id] && !/^(Start|Questionnaire|\{count.*)$/.test(EN_US[id]));
      expect({ locale, same }).toEqual({ locale, same: [] });
    }
  });
});
