/**
 * The typed options of a feature license (issue #17: "typed options (a number, a date, a choice
 * from a domain's options)"): terms of the sale that the back office records with a license and
 * the account sees beside it. Each option has one data type; a choice takes one value of its
 * domain (a value list). Which options exist is ours; each is optional.
 */
import * as yup from 'yup';
import { isIsoDate } from './dates';

/** The data types an option may have. */
export const OPTION_DATA_TYPES = ['number', 'date', 'choice'] as const;
/** One value of {@link OPTION_DATA_TYPES}. */
export type OptionDataType = (typeof OPTION_DATA_TYPES)[number];

/** The value lists (domains) a choice option takes its value from, each with its values in order. */
export const LICENSE_DOMAINS = {
  /** How often the account is invoiced for the license. */
  billingCycle: ['monthly', 'quarterly', 'yearly'],
  /** How the account bought it. */
  salesChannel: ['direct', 'distributor', 'webStore'],
} as const;
/** One domain of {@link LICENSE_DOMAINS}. */
export type LicenseDomain = keyof typeof LICENSE_DOMAINS;
/** The domains, in order. */
export const LICENSE_DOMAIN_NAMES = Object.keys(LICENSE_DOMAINS) as LicenseDomain[];

/** One option a license may carry. */
export type LicenseOptionDefinition =
  | { key: string; dataType: 'number'; min: number; max: number; domain: null }
  | { key: string; dataType: 'date'; min: null; max: null; domain: null }
  | { key: string; dataType: 'choice'; min: null; max: null; domain: LicenseDomain };

/**
 * The options of a license, in the order forms show them:
 * - `seats`: how many examiners of the account the sale was priced for (a whole number, 1 to 10,000);
 * - `renewalDate`: when the account manager discusses renewal with the account;
 * - `billingCycle`, `salesChannel`: a value of the domain of the same name.
 */
export const LICENSE_OPTIONS = [
  { key: 'seats', dataType: 'number', min: 1, max: 10_000, domain: null },
  { key: 'renewalDate', dataType: 'date', min: null, max: null, domain: null },
  { key: 'billingCycle', dataType: 'choice', min: null, max: null, domain: 'billingCycle' },
  { key: 'salesChannel', dataType: 'choice', min: null, max: null, domain: 'salesChannel' },
] as const satisfies readonly LicenseOptionDefinition[];

/** The key of one option of {@link LICENSE_OPTIONS}. */
export type LicenseOptionKey = (typeof LICENSE_OPTIONS)[number]['key'];

/** The values of a domain, or `null` for a domain that does not exist. */
export const domainValues = (domain: string): readonly string[] | null =>
  Object.prototype.hasOwnProperty.call(LICENSE_DOMAINS, domain) ? LICENSE_DOMAINS[domain as LicenseDomain] : null;

/**
 * The options as typed values (yup): each optional and nullable; a number must be a whole number
 * within its bounds, a date a real `YYYY-MM-DD` day, a choice a value of its domain. A key that
 * names no option is not kept ({@link setOptions} stores only the options of {@link LICENSE_OPTIONS}).
 */
export const licenseOptionsSchema = yup
  .object({
    seats: yup.number().typeError('Enter a whole number of seats.').integer('Enter a whole number of seats.').min(1, 'Enter at least 1 seat.').max(10_000, 'Enter at most 10000 seats.').nullable(),
    renewalDate: yup.string().test('iso-date', 'Enter a real date as YYYY-MM-DD.', (value) => value === undefined || value === null || isIsoDate(value)).nullable(),
    billingCycle: yup.string().oneOf([...LICENSE_DOMAINS.billingCycle], 'Choose a billing cycle of the list.').nullable(),
    salesChannel: yup.string().oneOf([...LICENSE_DOMAINS.salesChannel], 'Choose a sales channel of the list.').nullable(),
  })
  .default({});

/** A license's options: each set option by key, a number for `number`, `YYYY-MM-DD` for `date`, a domain value for `choice` ({@link licenseOptionsSchema}). */
export type LicenseOptions = yup.InferType<typeof licenseOptionsSchema>;

/** The options as stored: only those that are set, in the order of {@link LICENSE_OPTIONS}. */
export function setOptions(options: LicenseOptions): LicenseOptions {
  const stored: Record<string, number | string> = {};
  for (const { key } of LICENSE_OPTIONS) {
    const value = options[key];
    if (value !== undefined && value !== null && value !== '') stored[key] = value;
  }
  return stored as LicenseOptions;
}
