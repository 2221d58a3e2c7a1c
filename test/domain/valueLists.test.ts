/**
 * The value lists (domain/valueLists.ts): the shipped table file agrees with the codes the
 * domain's schemas accept, and the agreement check names every kind of disagreement.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { administrationSchema } from '../../src/domain/assessment';
import { examineeInputSchema } from '../../src/domain/examinee';
import { SUPPORTED_LOCALES } from '../../src/domain/locale';
import { remoteLinkInputSchema } from '../../src/domain/remoteLink';
import { VALUE_LIST_CODES, VALUE_LIST_TYPES, valueLabel, valueListDisagreements, type ValueListEntry, valueListFileSchema } from '../../src/domain/valueLists';

const shipped = valueListFileSchema.validateSync(JSON.parse(readFileSync(path.join(__dirname, '../../config/valueLists.json'), 'utf8'))).entries as ValueListEntry[];

/** Whether a synchronous validation passes. */
const validAt = (validate: () => unknown): boolean => {
  try {
    validate();
    return true;
  } catch {
    return false;
  }
};

describe('the shipped value lists', () => {
  it('agree with the domain: every type has exactly its codes active, each labelled in all eleven locales', () => {
    expect(valueListDisagreements(shipped)).toEqual([]);
    for (const entry of shipped) expect(Object.keys(entry.labels).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('hold only codes the fields’ schemas accept', () => {
    const accepted = (type: string, code: string): boolean => {
      if (type === 'sex') return validAt(() => examineeInputSchema.validateSyncAt('sex', { sex: code }));
      if (type === 'grade') return administrationSchema.isValidSync({ grade: Number(code) });
      if (type === 'season') return administrationSchema.isValidSync({ season: code });
      if (type === 'relationship') return validAt(() => remoteLinkInputSchema.validateSyncAt('respondent', { respondent: code }));
      return VALUE_LIST_CODES[type as keyof typeof VALUE_LIST_CODES].includes(code);
    };
    for (const entry of shipped.filter((candidate) => candidate.active)) expect([entry.type, entry.code, accepted(entry.type, entry.code)]).toEqual([entry.type, entry.code, true]);
    expect(administrationSchema.isValidSync({ grade: 13 })).toBe(false);
  });
});

describe('valueListDisagreements', () => {
  const active = (type: ValueListEntry['type'], code: string) => ({ type, code, active: true });
  const complete = VALUE_LIST_TYPES.flatMap((type) => VALUE_LIST_CODES[type].map((code) => active(type, code)));

  it('names a domain code that is missing or inactive, an active code the domain does not know, and a code listed twice', () => {
    expect(valueListDisagreements(complete)).toEqual([]);
    const withoutOther = complete.map((entry) => (entry.type === 'sex' && entry.code === 'other' ? { ...entry, active: false } : entry));
    expect(valueListDisagreements(withoutOther)).toEqual(['sex: the code other the domain accepts is not an active value of the list.']);
    expect(valueListDisagreements([...complete, active('season', 'summer')])).toEqual(['season: the active value summer is not a code the domain accepts.']);
    expect(valueListDisagreements([...complete, active('grade', '3')])).toEqual(['grade: the code 3 is listed twice.']);
    // An inactive code the domain does not accept is kept for stored data and is no disagreement.
    expect(valueListDisagreements([...complete, { type: 'season', code: 'summer', active: false }])).toEqual([]);
  });
});

describe('valueLabel', () => {
  it('answers the locale’s label, else its language’s, else US English', () => {
    const labels = Object.fromEntries(SUPPORTED_LOCALES.map((locale) => [locale, `label ${locale}`])) as ValueListEntry['labels'];
    expect(valueLabel(labels, 'de_de')).toBe('label de_de');
    expect(valueLabel({ ...labels, fr_ca: '' }, 'fr_ca')).toBe('label fr_fr');
  });
});
