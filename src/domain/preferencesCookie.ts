/**
 * The user-preferences cookie (contract/cookies.ts PREFERENCES_COOKIE): the signed-in user's
 * preferences as JSON, set by the server at sign-in and when they change, so that a page can
 * speak the user's language and formats before the identity has loaded. Spec §8: "Preference
 * cookie parse failure: logs an error and yields no preferences."
 *
 * The SPA reads it in its first scripts, before anything else has loaded, so its check is written
 * out here rather than with yup (yup would be 12 kB gzipped of those scripts for this one check).
 * It accepts, rejects and returns exactly what a strict yup object schema of every field, validated
 * with `stripUnknown`, does; test/domain/preferencesCookieAgreement.test.ts holds the two side by side.
 */
import type { UserPreferences } from './identity';
import { fail, ok, type Result } from './result';

/** What one leaf of the cookie holds: a string, a boolean, or an integer (a JSON number without a fraction). */
type LeafKind = 'string' | 'boolean' | 'integer';

/** The shape of a cookie value: each key of `T` mapped to its {@link LeafKind}, or to the shape of a nested object. */
type CookieShape<T> = { readonly [K in keyof T]-?: T[K] extends string ? 'string' : T[K] extends boolean ? 'boolean' : T[K] extends number ? 'integer' : CookieShape<T[K]> };

/** A {@link CookieShape} as the checker walks it. */
interface ShapeNode {
  readonly [key: string]: LeafKind | ShapeNode;
}

/** Spec §3's preferences, every field required; a field added to {@link UserPreferences} fails to compile until it is here. */
const USER_PREFERENCES_SHAPE = {
  dateFormat: { dateFormatName: 'string', dateFormatCode: 'string' },
  numberFormat: { numberFormatName: 'string', numberFormatCode: 'string', decimalSeparator: 'string', groupingSeparator: 'string' },
  timeZone: { timeZoneName: 'string', timeZoneCode: 'string' },
  language: { languageName: 'string', languageCode: 'string' },
  itemEntryAutoAdvance: 'boolean',
  showStartingTips: 'boolean',
  showWarningPopup: 'boolean',
  defaultExaminerId: 'integer',
  isInternalUser: 'boolean',
} as const satisfies CookieShape<UserPreferences>;

/** A plain JSON object (not an array, not null), as yup's object schema tells one. */
const isPlainObject = (value: unknown): value is Readonly<Record<string, unknown>> => Object.prototype.toString.call(value) === '[object Object]';

/** Whether a leaf value is of its kind (JSON has no NaN; an infinite number, from `1e999`, is no integer). */
const LEAF_CHECKS: Readonly<Record<LeafKind, (value: unknown) => boolean>> = {
  string: (value) => typeof value === 'string',
  boolean: (value) => typeof value === 'boolean',
  integer: (value) => typeof value === 'number' && Number.isInteger(value),
};

/** What a leaf that is not of its kind is told. */
const LEAF_PROBLEMS: Readonly<Record<LeafKind, string>> = { string: 'must be a string', boolean: 'must be a boolean', integer: 'must be an integer' };

/**
 * Reads `value` as `shape`: a copy holding only the shape's keys (others are dropped), or the first
 * problem found, as `path: what is wrong`. A nested object that is missing reads as an empty one,
 * so the problem names its first field (as yup's default of a nested object does). A key named
 * like a property every object inherits (`__proto__`, `constructor`, `toString`) is a problem.
 */
function readShape(shape: ShapeNode, value: unknown, path: string): Result<Record<string, unknown>, string> {
  const at = (key: string) => (path === '' ? key : `${path}.${key}`);
  if (!isPlainObject(value)) return fail(`${path === '' ? 'value' : path}: ${value === null ? 'must not be null' : 'must be an object'}`);
  // yup took such a key for a field of its own and failed on it, so such cookies were refused: still so.
  const inherited = Object.keys(value).find((key) => !Object.hasOwn(shape, key) && key in Object.prototype);
  if (inherited !== undefined) return fail(`${at(inherited)}: is not a preference`);
  const read: Record<string, unknown> = {};
  for (const [key, kind] of Object.entries(shape)) {
    const field = value[key];
    if (typeof kind === 'object') {
      const nested = readShape(kind, field === undefined ? {} : field, at(key));
      if (!nested.ok) return nested;
      read[key] = nested.value;
    } else if (field === undefined) {
      return fail(`${at(key)}: is missing`);
    } else if (!LEAF_CHECKS[kind](field)) {
      return fail(`${at(key)}: ${LEAF_PROBLEMS[kind]}`);
    } else {
      read[key] = field;
    }
  }
  return ok(read);
}

/** Writes the cookie's value. */
export const serializePreferencesCookie = (preferences: UserPreferences): string => JSON.stringify(preferences);

/**
 * Reads the cookie's value.
 * @param value the cookie's (already URI-decoded) value.
 * @returns the preferences (only spec §3's keys, unknown ones dropped), or an error
 *   `preferencesCookieInvalid` naming what is wrong when the text is not JSON or not preferences
 *   of spec §3. The caller logs it and uses no preferences.
 */
export function parsePreferencesCookie(value: string): Result<UserPreferences> {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch (error) {
    return fail({ code: 'preferencesCookieInvalid', message: `The preferences cookie is not JSON: ${(error as Error).message}` });
  }
  const read = readShape(USER_PREFERENCES_SHAPE, json, '');
  if (!read.ok) return fail({ code: 'preferencesCookieInvalid', message: `The preferences cookie is not valid (${read.error}).` });
  // USER_PREFERENCES_SHAPE states every field of UserPreferences, and readShape checked each one.
  return ok(read.value as unknown as UserPreferences);
}
