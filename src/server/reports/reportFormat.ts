/**
 * How values read on a report: dates, times and numbers with `Intl` in the report's locale,
 * ages, sexes and scores.
 */
import { parseIsoDate, type Age, type IsoDate } from '../../domain/dates';
import type { Sex } from '../../domain/examinee';
import { bcp47, type Locale } from '../../domain/locale';

/** What a report prints for a missing value. */
export const MISSING = '—';

/** A calendar date in the locale's medium style (`Mar 5, 2024`; `05.03.2024` in German). */
export function formatDate(date: IsoDate, locale: Locale): string {
  const parts = parseIsoDate(date);
  if (!parts) return date || MISSING;
  return new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(parts.year, parts.month - 1, parts.day)),
  );
}

/** An ISO instant as a date and time in UTC, named as such (`Mar 5, 2024, 2:30 PM UTC`). */
export function formatDateTime(instant: string, locale: Locale): string {
  const time = new Date(instant);
  if (Number.isNaN(time.getTime())) return instant || MISSING;
  const text = new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(time);
  return `${text} UTC`;
}

/** A number with at most two decimals in the locale's style. */
export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(bcp47(locale), { maximumFractionDigits: 2 }).format(value);
}

/** A raw score with its possible range (`12 (0-27)`), or {@link MISSING}. */
export function formatScore(raw: number | null, range: readonly [number, number], locale: Locale): string {
  const span = `(${formatNumber(range[0], locale)}-${formatNumber(range[1], locale)})`;
  return raw === null ? `${MISSING} ${span}` : `${formatNumber(raw, locale)} ${span}`;
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/** An age as `N years M months`, or {@link MISSING} when unknown. */
export function formatAge(age: Age | null): string {
  if (!age) return MISSING;
  return `${plural(age.years, 'year', 'years')} ${plural(age.months, 'month', 'months')}`;
}

const SEX_LABELS: Readonly<Record<Sex, string>> = {
  female: 'Female',
  male: 'Male',
  other: 'Other',
  unspecified: 'Not specified',
};

/** The printed name of a recorded sex. */
export const formatSex = (sex: Sex): string => SEX_LABELS[sex] ?? MISSING;
