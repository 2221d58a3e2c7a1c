/**
 * The user-preferences cookie (contract/cookies.ts PREFERENCES_COOKIE): the signed-in user's
 * preferences as JSON, set by the server at sign-in and when they change, so that a page can
 * speak the user's language and formats before the identity has loaded. Spec §8: "Preference
 * cookie parse failure: logs an error and yields no preferences."
 */
import * as yup from 'yup';
import type { UserPreferences } from './identity';
import { fail, ok, type Result } from './result';

const text = () => yup.string().defined().strict();

/** The shape of spec §3's preferences, every field required. */
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

/** Writes the cookie's value. */
export const serializePreferencesCookie = (preferences: UserPreferences): string => JSON.stringify(preferences);

/**
 * Reads the cookie's value.
 * @param value the cookie's (already URI-decoded) value.
 * @returns the preferences, or an error `preferencesCookieInvalid` naming what is wrong when the
 *   text is not JSON or not preferences of spec §3. The caller logs it and uses no preferences.
 */
export function parsePreferencesCookie(value: string): Result<UserPreferences> {
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch (error) {
    return fail({ code: 'preferencesCookieInvalid', message: `The preferences cookie is not JSON: ${(error as Error).message}` });
  }
  try {
    return ok(userPreferencesSchema.validateSync(json, { abortEarly: true, stripUnknown: true }));
  } catch (error) {
    const message = error instanceof yup.ValidationError ? `${error.path ?? 'value'}: ${error.message}` : String(error);
    return fail({ code: 'preferencesCookieInvalid', message: `The preferences cookie is not valid (${message}).` });
  }
}
