/**
 * The list-or-grid view choice, per view (spec §9: "The list or grid view preference is stored
 * per view in a cookie named viewTypePreferences, valid 20 years, path root").
 * The cookie's value is JSON: `{"examinees":"grid"}`.
 */

/** How a collection is shown. */
export const VIEW_TYPES = ['list', 'grid'] as const;

/** One of {@link VIEW_TYPES}. */
export type ViewType = (typeof VIEW_TYPES)[number];

/** The view type of a view nobody has chosen one for. */
export const DEFAULT_VIEW_TYPE: ViewType = 'list';

/** How long the cookie is valid, in years (spec §9). */
export const VIEW_TYPE_PREFERENCES_YEARS = 20;

/** The chosen view type of each view, by view name (`examinees`). */
export type ViewTypePreferences = Record<string, ViewType>;

const isViewType = (value: unknown): value is ViewType => (VIEW_TYPES as readonly unknown[]).includes(value);

/**
 * Reads the cookie's value. Entries that are not a known view type are dropped, and text that is
 * not a JSON object yields no preferences, so a damaged cookie never breaks a page.
 * @param text the cookie value, or `undefined` when there is no cookie.
 */
export function parseViewTypePreferences(text: string | undefined): ViewTypePreferences {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const preferences: ViewTypePreferences = {};
  for (const [view, value] of Object.entries(parsed)) if (isViewType(value)) preferences[view] = value;
  return preferences;
}

/** Writes the cookie's value. */
export const serializeViewTypePreferences = (preferences: ViewTypePreferences): string => JSON.stringify(preferences);

/**
 * When the cookie written at `now` expires: the same instant 20 calendar years later (UTC).
 * @param now an ISO instant.
 * @returns an ISO instant.
 * @throws RangeError when `now` is not a valid instant.
 */
export function viewTypePreferencesExpiry(now: string): string {
  const date = new Date(now);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${now}`);
  date.setUTCFullYear(date.getUTCFullYear() + VIEW_TYPE_PREFERENCES_YEARS);
  return date.toISOString();
}
