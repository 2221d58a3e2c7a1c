/**
 * The preferences cookie's check is written out by hand (the SPA reads the cookie in its first
 * scripts, which do not carry yup). These tests hold it against the yup schema it replaced: a strict
 * object schema of spec §3's preferences, validated with `stripUnknown`, must accept, reject and
 * return the same for every cookie below.
 */
import * as yup from 'yup';
import type { UserPreferences } from '../../src/domain/identity';
import { parsePreferencesCookie } from '../../src/domain/preferencesCookie';
import { GERMAN_PREFERENCES } from './preferencesFixture';

const text = () => yup.string().defined().strict();

/** The schema the cookie was read with before: every field required, nothing coerced. */
const userPreferencesSchema: yup.ObjectSchema<UserPreferences> = yup.object({
  dateFormat: yup.object({ dateFormatName: text(), dateFormatCode: text() }),
  numberFormat: yup.object({ numberFormatName: text(), numberFormatCode: text(), decimalSeparator: text(), groupingSeparator: text() }),
  timeZone: yup.object({ timeZoneName: text(), timeZoneCode: text() }),
  language: yup.object({ languageName: text(), languageCode: text() }),
  itemEntryAutoAdvance: yup.boolean().defined().strict(),
  showStartingTips: yup.boolean().defined().strict(),
  showWarningPopup: yup.boolean().defined().strict(),
  defaultExaminerId: yup.number().defined().strict().integer(),
  isInternalUser: yup.boolean().defined().strict(),
});

/** What the yup schema makes of a cookie's text: the preferences it returns, or `rejected`. */
function yupReading(cookie: string): unknown {
  let json: unknown;
  try {
    json = JSON.parse(cookie);
  } catch {
    return 'rejected';
  }
  try {
    return userPreferencesSchema.validateSync(json, { abortEarly: true, stripUnknown: true });
  } catch {
    // The old parser refused on any error: yup throws a TypeError, not a ValidationError, for a
    // key named like an inherited property (it takes `constructor` for a field).
    return 'rejected';
  }
}

/** What the hand-written check makes of it, in the same terms. */
function handReading(cookie: string): unknown {
  const result = parsePreferencesCookie(cookie);
  return result.ok ? result.value : 'rejected';
}

const PREFERENCES = GERMAN_PREFERENCES;

/** JSON texts put in place of a field: one of each JSON type, and the edges of each kind. */
const REPLACEMENTS = ['null', 'true', 'false', '0', '-0', '7', '-3', '1.5', '1e999', '9007199254740993', '""', '"x"', '"1"', '"true"', '[]', '["x"]', '{}', '{"a":1}'];

/** The keys of the preferences, nested ones as `parent.child`. */
const PATHS = Object.entries(PREFERENCES).flatMap(([key, value]) => (typeof value === 'object' ? [key, ...Object.keys(value).map((child) => `${key}.${child}`)] : [key]));

/** The preferences as JSON text with the field at `path` replaced by the JSON text `replacement`, or left out when it is `undefined`. */
function withField(path: string, replacement: string | undefined): string {
  const copy = structuredClone(PREFERENCES) as Record<string, unknown>;
  const [key = '', child] = path.split('.');
  const parent = (child === undefined ? copy : copy[key]) as Record<string, unknown>;
  const field = child ?? key;
  const marker = '__replaced__';
  if (replacement === undefined) delete parent[field];
  else parent[field] = marker;
  return JSON.stringify(copy).replace(`"${marker}"`, replacement ?? '');
}

const COOKIES: string[] = [
  JSON.stringify(PREFERENCES),
  ...PATHS.flatMap((path) => [withField(path, undefined), ...REPLACEMENTS.map((replacement) => withField(path, replacement))]),
  // Unknown keys, at the top and nested, are dropped.
  JSON.stringify({ ...PREFERENCES, extra: 1, nested: { a: 1 } }),
  JSON.stringify({ ...PREFERENCES, language: { ...PREFERENCES.language, extra: 'x' } }),
  ...['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'].flatMap((key) => [
    `{"${key}":{"isInternalUser":true},${JSON.stringify(PREFERENCES).slice(1)}`,
    JSON.stringify({ ...PREFERENCES, language: { ...PREFERENCES.language, [key]: 'x' } }),
  ]),
  JSON.stringify({ ...PREFERENCES, prototype: 1, language: { ...PREFERENCES.language, length: 2 } }),
  // Not an object at all.
  ...REPLACEMENTS,
  '"{}"',
  JSON.stringify([PREFERENCES]),
  // Not JSON.
  '',
  '{',
  'undefined',
  '{"language":',
];

describe('the preferences cookie against the yup schema it replaced', () => {
  it('covers accepted and rejected cookies', () => {
    const readings = COOKIES.map(yupReading);
    expect(readings.filter((reading) => reading !== 'rejected').length).toBeGreaterThan(3);
    expect(readings.filter((reading) => reading === 'rejected').length).toBeGreaterThan(100);
  });

  it.each(COOKIES)('reads %s as yup does', (cookie) => {
    expect(handReading(cookie)).toEqual(yupReading(cookie));
  });

  it('returns only the known keys, as stripUnknown did', () => {
    const read = handReading(JSON.stringify({ ...PREFERENCES, extra: 1, language: { ...PREFERENCES.language, extra: 'x' } }));
    expect(read).toStrictEqual(PREFERENCES);
  });
});
