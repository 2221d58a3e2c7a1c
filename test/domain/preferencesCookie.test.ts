import { parsePreferencesCookie, serializePreferencesCookie } from '../../src/domain/preferencesCookie';
import type { UserPreferences } from '../../src/domain/identity';
import { GERMAN_PREFERENCES } from './preferencesFixture';

const PREFERENCES: UserPreferences = GERMAN_PREFERENCES;

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
