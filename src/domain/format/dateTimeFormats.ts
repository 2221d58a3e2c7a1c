/**
 * `Intl.DateTimeFormat` objects kept for reuse. Building one costs far more than formatting with
 * it (a score report's dates built about ten, some 0.4 ms of a render; a list of dates on screen
 * one per cell), and a format object never changes, so one per locale, zone and shape is kept.
 * Pure: what is kept depends only on the arguments, never on the clock.
 */

/** How many format objects are kept before the set starts over (zones come from user preferences, so the keys are not a closed set). */
const KEPT = 256;

const kept = new Map<string, Intl.DateTimeFormat>();

/**
 * The format of `localeTag` with `options`, made once and then reused.
 * @throws RangeError as `new Intl.DateTimeFormat` does (an unknown time zone); nothing is kept then.
 */
export function dateTimeFormat(localeTag: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${localeTag}|${JSON.stringify(options)}`;
  const known = kept.get(key);
  if (known) return known;
  const made = new Intl.DateTimeFormat(localeTag, options);
  if (kept.size >= KEPT) kept.clear();
  kept.set(key, made);
  return made;
}
