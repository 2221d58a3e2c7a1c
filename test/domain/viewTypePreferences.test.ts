import { parseViewTypePreferences, serializeViewTypePreferences, viewTypePreferencesExpiry } from '../../src/domain/viewTypePreferences';

describe('viewTypePreferences cookie value', () => {
  it('round-trips the choice of each view', () => {
    const text = serializeViewTypePreferences({ examinees: 'grid', reports: 'list' });
    expect(text).toBe('{"examinees":"grid","reports":"list"}');
    expect(parseViewTypePreferences(text)).toEqual({ examinees: 'grid', reports: 'list' });
  });

  it('yields nothing for a missing or damaged cookie, and drops unknown view types', () => {
    expect(parseViewTypePreferences(undefined)).toEqual({});
    expect(parseViewTypePreferences('not json')).toEqual({});
    expect(parseViewTypePreferences('["grid"]')).toEqual({});
    expect(parseViewTypePreferences('{"examinees":"table","reports":"grid"}')).toEqual({ reports: 'grid' });
  });

  it('is valid 20 years', () => {
    expect(viewTypePreferencesExpiry('2026-11-22T10:00:00.000Z')).toBe('2046-11-22T10:00:00.000Z');
    expect(viewTypePreferencesExpiry('2024-02-29T00:00:00.000Z')).toBe('2044-02-29T00:00:00.000Z');
    expect(() => viewTypePreferencesExpiry('soon')).toThrow(RangeError);
  });
});
