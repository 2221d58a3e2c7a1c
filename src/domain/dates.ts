/**
 * Calendar dates as ISO strings (`YYYY-MM-DD`). The domain never reads the clock: "today" is
 * always a parameter, so rules are reproducible and testable.
 */

/** A calendar date written `YYYY-MM-DD` (ISO 8601, no time, no zone). */
export type IsoDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses an ISO calendar date into its parts.
 * @returns `null` when the text is not a real calendar date (for example `2023-02-30`).
 */
export function parseIsoDate(text: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Whether `text` is a real calendar date in `YYYY-MM-DD` form. */
export const isIsoDate = (text: string): boolean => parseIsoDate(text) !== null;

function daysInMonth(year: number, month: number): number {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] ?? 0;
}

/** Age in completed years and months, as used on assessment forms and in norm look-ups. */
export interface Age {
  years: number;
  months: number;
}

/**
 * The chronological age on a date: completed years and remaining completed months
 * (the convention of test manuals: a birthday counts on its day; a 29 February birthday
 * counts on 28 February in common years).
 * @param birthDate ISO date of birth.
 * @param onDate ISO date of the administration.
 * @returns `null` when either date is invalid or `onDate` is before `birthDate`.
 */
export function ageOn(birthDate: IsoDate, onDate: IsoDate): Age | null {
  const birth = parseIsoDate(birthDate);
  const on = parseIsoDate(onDate);
  if (!birth || !on) return null;
  let months = (on.year - birth.year) * 12 + (on.month - birth.month);
  const birthDayThisMonth = Math.min(birth.day, daysInMonth(on.year, on.month));
  if (on.day < birthDayThisMonth) months -= 1;
  if (months < 0) return null;
  return { years: Math.floor(months / 12), months: months % 12 };
}

/** Compares two ISO dates: negative when `a` is earlier, 0 when equal, positive when later. */
export const compareIsoDates = (a: IsoDate, b: IsoDate): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The calendar date `days` days after `date` (before, for a negative number).
 * @returns `YYYY-MM-DD`, or `date` unchanged when it is not a real calendar date.
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  const parts = parseIsoDate(date);
  if (!parts) return date;
  const shifted = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return shifted.toISOString().slice(0, 10);
}
