/**
 * FHIR search parameter values (R4 search.html) read into filters: tokens (`system|code`), date
 * parameters with prefixes, references to our Patients. Never throws: an unreadable value is a
 * message naming the parameter.
 */
import { type IsoDate, isIsoDate } from '../dates';
import { fail, ok, type Result } from '../result';
import { recordIdOf } from './fhirSystems';

/** A token: `system|code` (`system` null: any system; `''`: no system, written `|code`). */
export interface SearchToken {
  system: string | null;
  code: string;
}

/** Reads a token value; `null` when it is empty or has more than one `|`. */
export function parseToken(value: string): SearchToken | null {
  const parts = value.split('|');
  if (parts.length > 2 || parts.some((part) => part.length > 200)) return null;
  const [first = '', second] = parts;
  if (second === undefined) return first === '' ? null : { system: null, code: first };
  return second === '' ? null : { system: first, code: second };
}

/** Whether `token` names `system|code` (a token without a system names any). */
export const tokenMatches = (token: SearchToken, system: string, code: string): boolean => (token.system === null || token.system === system) && token.code === code;

/**
 * One date condition, in days: the stored day `d` must satisfy it.
 * `eq`: from ≤ d ≤ to; `ne`: not so; `gt`: d > to; `ge`: d ≥ from; `lt`: d < from; `le`: d ≤ to.
 */
export interface DateCondition {
  op: 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';
  from: IsoDate;
  to: IsoDate;
}

const PREFIXES = ['eq', 'ne', 'gt', 'ge', 'lt', 'le', 'sa', 'eb'] as const;

const daysInMonth = (year: number, month: number): number => new Date(Date.UTC(year, month, 0)).getUTCDate();
const pad = (value: number): string => String(value).padStart(2, '0');

/** The first and last day a date value of any precision (YYYY, YYYY-MM, YYYY-MM-DD, a dateTime) covers. */
function dayRange(value: string): { from: IsoDate; to: IsoDate } | null {
  const year = /^(\d{4})$/.exec(value);
  if (year) return { from: `${year[1]}-01-01`, to: `${year[1]}-12-31` };
  const month = /^(\d{4})-(\d{2})$/.exec(value);
  if (month) {
    const [y, m] = [Number(month[1]), Number(month[2])];
    if (m < 1 || m > 12) return null;
    return { from: `${month[1]}-${month[2]}-01`, to: `${month[1]}-${month[2]}-${pad(daysInMonth(y, m))}` };
  }
  // A dateTime is read at the precision of its date: administrations are recorded by day.
  const day = /^(\d{4}-\d{2}-\d{2})(T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?$/.exec(value);
  if (day && isIsoDate(day[1] as string)) return { from: day[1] as string, to: day[1] as string };
  return null;
}

/**
 * Reads the values of a date parameter; several values (the parameter repeated) must all hold.
 * `sa` is read as `gt` and `eb` as `lt` (for a stored day they are the same); `ap` is refused.
 * @returns the conditions, or a message naming `name`.
 */
export function parseDateConditions(name: string, values: readonly string[]): Result<DateCondition[], string> {
  const conditions: DateCondition[] = [];
  for (const value of values) {
    const prefix = PREFIXES.find((candidate) => value.startsWith(candidate));
    const range = dayRange(prefix ? value.slice(2) : value);
    if (!range) return fail(`${name}: ${value} is not a date (YYYY, YYYY-MM, YYYY-MM-DD or a dateTime, after an optional prefix eq, ne, gt, ge, lt, le, sa or eb).`);
    const op = prefix === 'sa' ? 'gt' : prefix === 'eb' ? 'lt' : (prefix ?? 'eq');
    conditions.push({ op, ...range });
  }
  return ok(conditions);
}

/** Whether `day` satisfies every condition (the same rule the repository writes as SQL). */
export function dayMatches(day: IsoDate, conditions: readonly DateCondition[]): boolean {
  return conditions.every(({ op, from, to }) => {
    if (op === 'eq') return day >= from && day <= to;
    if (op === 'ne') return day < from || day > to;
    if (op === 'gt') return day > to;
    if (op === 'ge') return day >= from;
    if (op === 'lt') return day < from;
    return day <= to;
  });
}

/** The record id of a Patient reference (`Patient/e12`, `e12`, or an absolute URL ending so), or `null`. */
export function patientReferenceId(value: string): number | null {
  const match = /(?:^|\/)(?:Patient\/)?(e[0-9]+)$/.exec(value);
  return match ? recordIdOf(match[1] as string, 'e') : null;
}
