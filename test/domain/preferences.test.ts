import { LOCALE_NAMES, SUPPORTED_LANGUAGE_CODES, SUPPORTED_LOCALES } from '../../src/domain/locale';
import { preferencesUpdateSchema } from '../../src/domain/preferences';

const valid = (value: unknown) => preferencesUpdateSchema.isValidSync(value);

describe('preferencesUpdateSchema', () => {
  it('accepts every language and locale code of spec §9, in any case', () => {
    for (const code of SUPPORTED_LANGUAGE_CODES) expect(valid({ language: { languageCode: code } })).toBe(true);
    expect(valid({ language: { languageCode: 'DE' } })).toBe(true);
    expect(valid({ language: { languageCode: 'tlh' } })).toBe(false);
    expect(Object.keys(LOCALE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('accepts date format codes made of the supported tokens with a year, month and day', () => {
    for (const code of ['MM/dd/yyyy', 'dd.MM.yyyy', 'yyyy-MM-dd', 'd MMM yyyy', 'd/M/yy']) expect(valid({ dateFormat: { dateFormatCode: code } })).toBe(true);
    for (const code of ['MM/yyyy', 'dd.MM.yyyy HH:mm', '', 'Q']) expect(valid({ dateFormat: { dateFormatCode: code } })).toBe(false);
  });

  it('accepts distinct decimal and grouping separators', () => {
    expect(valid({ numberFormat: { decimalSeparator: ',', groupingSeparator: '.' } })).toBe(true);
    expect(valid({ numberFormat: { decimalSeparator: '.', groupingSeparator: '' } })).toBe(true);
    expect(valid({ numberFormat: { decimalSeparator: ',', groupingSeparator: ',' } })).toBe(false);
    expect(valid({ numberFormat: { decimalSeparator: ';', groupingSeparator: ',' } })).toBe(false);
  });

  it('accepts known time zones, booleans and a non-negative default examiner', () => {
    expect(valid({ timeZone: { timeZoneCode: 'Europe/Berlin' }, itemEntryAutoAdvance: false, showStartingTips: true, showWarningPopup: false, defaultExaminerId: 0 })).toBe(true);
    expect(valid({ timeZone: { timeZoneCode: 'Mars/Olympus' } })).toBe(false);
    expect(valid({ showStartingTips: 'yes' })).toBe(false);
    expect(valid({ defaultExaminerId: 1.5 })).toBe(false);
    expect(valid({})).toBe(true);
  });
});
