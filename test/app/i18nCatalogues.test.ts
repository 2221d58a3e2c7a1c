/**
 * The eleven catalogues (spec §9): the same keys as en_us, every text valid ICU, and no argument
 * or tag a view does not pass; and each part of them (the core's, each feature's) complete on its
 * own, so a locale's chunk never lacks a feature's messages.
 */
import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { CATALOGUES } from './support/catalogues';
import type { Catalogue, MessageId } from '../../src/app/core/i18n/messageId';
import { CORE_MESSAGES } from '../../src/app/core/i18n/messages';
import { CATALOGUE_LOADERS } from '../../src/app/messages';
import { FEATURES } from '../../src/app/features';
import { SUPPORTED_LOCALES } from '../../src/domain/locale';

/** The argument and tag names a message uses, nested ones (plural branches, tag contents) included. */
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

/** Arguments every view naming an account label passes along with its own. */
const TERMS = ['examinee', 'examinees', 'examineeLower', 'examineesLower', 'examiner', 'customField1', 'customField2', 'customField3', 'customField4'];
/** The whole US English catalogue and its ids, once the catalogues have loaded (support/catalogues.ts). */
let EN_US: Catalogue;
let ids: MessageId[];
beforeAll(() => {
  EN_US = CATALOGUES.en_us;
  ids = Object.keys(EN_US).sort() as MessageId[];
});

const PARTS = [{ name: 'core', messages: CORE_MESSAGES }, ...FEATURES.map((feature) => ({ name: feature.name, messages: feature.messages }))];

describe('message catalogues', () => {
  it('load frozen, so the store keeps a catalogue without walking its messages to freeze them', async () => {
    const catalogue = await CATALOGUE_LOADERS.en_us();
    expect(Object.isFrozen(catalogue)).toBe(true);
    expect(Object.keys(catalogue).length).toBeGreaterThan(1000);
  });

  it('are made of parts that share no id (a shared one would be overwritten by the later part)', async () => {
    const owners = new Map<string, string[]>();
    for (const part of PARTS) for (const id of Object.keys(await part.messages.load.en_us())) owners.set(id, [...(owners.get(id) ?? []), part.name]);
    expect([...owners].filter(([, names]) => names.length > 1)).toEqual([]);
  });

  it.each(PARTS.flatMap((part) => SUPPORTED_LOCALES.map((locale) => [part.name, locale] as const)))('%s has its %s part with exactly the ids of its en_us part', async (name, locale) => {
    const part = PARTS.find((candidate) => candidate.name === name);
    if (!part) throw new Error(name);
    expect(Object.keys(await part.messages.load[locale]()).sort()).toEqual(Object.keys(await part.messages.load.en_us()).sort());
  });

  it('exist for the eleven supported locales', () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it.each(SUPPORTED_LOCALES)('%s has exactly the keys of en_us, each a non-empty valid ICU message', (locale) => {
    const catalogue = CATALOGUES[locale];
    expect(Object.keys(catalogue).sort()).toEqual(ids);
    for (const id of ids) {
      const text = catalogue[id];
      expect(typeof text === 'string' && text.trim() !== '').toBe(true);
      expect(() => parse(text)).not.toThrow();
    }
  });

  it.each(SUPPORTED_LOCALES)('%s uses only the arguments and tags en_us is given', (locale) => {
    const wrong: string[] = [];
    for (const id of ids) {
      const allowed = new Set([...namesIn(parse(EN_US[id])), ...(TERMS.some((term) => namesIn(parse(EN_US[id])).has(term)) ? TERMS : [])]);
      for (const name of namesIn(parse(CATALOGUES[locale][id]))) if (!allowed.has(name)) wrong.push(`${id}: {${name}}`);
    }
    expect(wrong).toEqual([]);
  });

  it('translates the languages that are not English (a copied English text is a missed translation)', () => {
    for (const locale of SUPPORTED_LOCALES.filter((code) => !code.startsWith('en'))) {
      const same = ids.filter((id) => CATALOGUES[locale][id] === EN_US[id] && !/^\{|^[^a-z]*$|^(Version|Status|Name|Item \{number\}|\(optional\))$/i.test(EN_US[id]));
      expect({ locale, same: same.length > 12 ? same : [] }).toEqual({ locale, same: [] });
    }
  });
});
