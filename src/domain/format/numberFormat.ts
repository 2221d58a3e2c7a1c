/**
 * Numbers written with a user's separators (spec §3: numberFormat.decimalSeparator and
 * groupingSeparator), whatever the UI language.
 */

/** The separators of a user's number format. */
export interface NumberSeparators {
  decimalSeparator: string;
  groupingSeparator: string;
}

/** How many fraction digits to write. */
export interface FractionDigits {
  /** At least this many (padded with zeros); 0 unless told. */
  minimumFractionDigits?: number;
  /** At most this many (rounded); the larger of 3 and the minimum unless told. */
  maximumFractionDigits?: number;
}

/** Inserts the grouping separator every three digits from the right. */
const group = (digits: string, separator: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);

/**
 * Writes a number with the user's decimal and grouping separators: `1234.5` is `1,234.5` with
 * `.`/`,` and `1.234,5` with `,`/`.`. Trailing zeros beyond the minimum are dropped.
 * @returns `''` for `null`/`undefined`; `NaN` and infinities as `String(value)`.
 */
export function formatNumber(value: number | null | undefined, separators: NumberSeparators, digits: FractionDigits = {}): string {
  if (value === null || value === undefined) return '';
  if (!Number.isFinite(value)) return String(value);
  const min = Math.max(0, digits.minimumFractionDigits ?? 0);
  const max = Math.max(min, digits.maximumFractionDigits ?? Math.max(3, min));
  const fixed = Math.abs(value).toFixed(max);
  const [whole = '0', rawFraction = ''] = fixed.split('.');
  let fraction = rawFraction;
  while (fraction.length > min && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  const negative = value < 0 && /[1-9]/.test(fixed);
  const text = group(whole, separators.groupingSeparator) + (fraction ? separators.decimalSeparator + fraction : '');
  return negative ? `-${text}` : text;
}
