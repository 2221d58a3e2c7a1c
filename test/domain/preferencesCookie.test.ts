import { parsePreferencesCookie, serializePreferencesCookie } from '../../src/domain/preferencesCookie';
import type { UserPreferences } from '../../src/domain/identity';

const PREFERENCES: UserPreferences = {
  dateFormat: { dateFormatName: 'dd.MM.yyyy', dateFormatCode: 'dd.MM.yyyy' },
  numberFormat: { numberFormatName: '1.234,56', numberFormatCode: 'de_de', decimalSeparator: ',', groupingSeparator: '.' },
  timeZone: { timeZoneName: 'Berlin', timeZoneCode: 'Europe/Berlin' },
  language: { languageName: 'Deutsch', languageCode: 'de' },
  itemEntryAutoAdvance: false,
  showStartingTips: true,
  showWarningPopup: true,
  defaultExaminerId: 0,
  isInternalUser: false,
};

describe('the preferences cookie', () => {
  it('round-trips the preferences of spec §3', () => {
    expect(parsePreferencesCookie(serializePreferencesCookie(PREFERENCES))).toEqual({ ok: true, value: PREFERENCES });
  });

  it('fails on text that is not JSON', () => {
    const result = parsePreferencesCookie('{"language":');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('preferencesCookieInvalid');
  });

  it('fails on JSON that is not preferences, naming the field', () => {
    const result = parsePreferencesCookie(JSON.stringify({ ...PREFERENCES, itemEntryAutoAdvance: 'yes' }));
    expect(!result.ok && result.error.message).toMatch(/itemEntryAutoAdvance/);
    expect(parsePreferencesCookie('[]').ok).toBe(false);
    expect(parsePreferencesCookie('null').ok).toBe(false);
  });
});
