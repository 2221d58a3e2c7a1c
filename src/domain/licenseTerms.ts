/**
 * The terms of a feature license as the back office sets them (issue #17: usage-based (a number
 * of usages), subscription (until a date), group-report usages; the products and report types
 * covered; typed options), their validity rules, and what a change of them changes. The charge
 * rules (licensing.ts) read the same terms, so a change takes effect at the next report.
 */
import * as yup from 'yup';
import { isIsoDate, type IsoDate } from './dates';
import { licenseOptionsSchema, type LicenseOptions, setOptions } from './licenseOptions';
import { REPORT_TYPES, type ReportType } from './reports';
import { fail, ok, type Result } from './result';

/**
 * What was sold: `usage`, a number of per-assessment reports; `subscription`, unlimited
 * per-assessment reports until a date; `groupUsage`, a number of group reports.
 */
export const FEATURE_LICENSE_TYPES = ['usage', 'subscription', 'groupUsage'] as const;
/** One value of {@link FEATURE_LICENSE_TYPES}. */
export type FeatureLicenseType = (typeof FEATURE_LICENSE_TYPES)[number];

/** The most usages one license may grant. */
export const MAX_USAGES_GRANTED = 1_000_000;
/** The longest license name, in characters. */
export const MAX_LICENSE_NAME = 120;

/** The stored shape of a type: the charge rules' `kind` and the report type it is limited to (`group` for group usages). */
export function storedShape(type: FeatureLicenseType, reportType: ReportType | null): { kind: 'usage' | 'subscription'; reportType: ReportType | 'group' | null } {
  if (type === 'subscription') return { kind: 'subscription', reportType };
  if (type === 'groupUsage') return { kind: 'usage', reportType: 'group' };
  return { kind: 'usage', reportType };
}

/** The type of a stored license, from its `kind` and `reportType`. */
export const licenseTypeOf = (kind: 'usage' | 'subscription', reportType: string | null): FeatureLicenseType =>
  kind === 'subscription' ? 'subscription' : reportType === 'group' ? 'groupUsage' : 'usage';

/** The terms staff set; the type is chosen once, at creation. */
export interface LicenseTermsInput {
  name: string;
  /** The product covered, or `null` for every product. */
  productId: string | null;
  /** The per-assessment report type covered, or `null` for both; always `null` for group usages. */
  reportType: ReportType | null;
  /** Usages granted (usage and group usages); `null` for a subscription. */
  usagesGranted: number | null;
  validFrom: IsoDate;
  /** Last valid day, inclusive; `null` when it does not expire (never for a subscription). */
  validUntil: IsoDate | null;
  options: LicenseOptions;
}

const isoDate = (message: string) => yup.string().trim().test('iso-date', message, (value) => value === undefined || value === null || value === '' || isIsoDate(value));

/** The fields of {@link LicenseTermsInput} as yup checks them one by one (the rules across fields are {@link checkLicenseTerms}). */
export const licenseTermsFields = {
  name: yup.string().trim().required('Name the license.').max(MAX_LICENSE_NAME, `Name the license in at most ${MAX_LICENSE_NAME} characters.`),
  productId: yup.string().trim().max(64).nullable().defined(),
  reportType: yup.string<ReportType>().oneOf([...REPORT_TYPES], 'Choose a report type.').nullable().defined(),
  usagesGranted: yup
    .number()
    .typeError('Enter a whole number of usages.')
    .integer('Enter a whole number of usages.')
    .min(1, 'Grant at least 1 usage.')
    .max(MAX_USAGES_GRANTED, `Grant at most ${MAX_USAGES_GRANTED} usages.`)
    .nullable()
    .defined(),
  validFrom: isoDate('Enter a real date as YYYY-MM-DD.').required('Enter the first valid day.'),
  validUntil: isoDate('Enter a real date as YYYY-MM-DD.').nullable().defined(),
  options: licenseOptionsSchema,
};

/** A broken rule of the terms, naming the field it is about. */
export interface TermsError {
  field: keyof LicenseTermsInput;
  message: string;
}

/**
 * The rules across the fields of a license's terms, for a license of `type`:
 * - usage and group usages grant a number of usages; a subscription grants none and needs its last day;
 * - group usages cover group reports only, so they name no per-assessment report type;
 * - the last valid day is not before the first;
 * - on a change, no fewer usages than are already used (`usagesUsed`; 0 for a new license).
 * @returns the terms as stored (name trimmed, options only those set), or every broken rule.
 */
export function checkLicenseTerms(type: FeatureLicenseType, terms: LicenseTermsInput, usagesUsed = 0): Result<LicenseTermsInput, TermsError[]> {
  const errors: TermsError[] = [];
  if (type === 'subscription') {
    if (terms.usagesGranted !== null) errors.push({ field: 'usagesGranted', message: 'A subscription grants no number of usages.' });
    if (terms.validUntil === null) errors.push({ field: 'validUntil', message: 'Enter the last day of the subscription.' });
  } else {
    if (terms.usagesGranted === null) errors.push({ field: 'usagesGranted', message: 'Enter the number of usages granted.' });
    else if (terms.usagesGranted < usagesUsed) errors.push({ field: 'usagesGranted', message: `Grant at least the ${usagesUsed} usages already used.` });
  }
  if (type === 'groupUsage' && terms.reportType !== null) errors.push({ field: 'reportType', message: 'Group usages cover group reports only.' });
  if (terms.validUntil !== null && terms.validUntil < terms.validFrom) errors.push({ field: 'validUntil', message: 'The last valid day cannot be before the first.' });
  if (errors.length > 0) return fail(errors);
  return ok({ ...terms, name: terms.name.trim(), options: setOptions(terms.options) });
}

/** The terms a change may touch, as they were and as they become. */
export type ChangedField = 'name' | 'productId' | 'reportType' | 'usagesGranted' | 'validFrom' | 'validUntil' | 'options';

/** One changed term: its field, and its value before and after as text (numbers in digits, options as JSON), `null` when unset. */
export interface TermsChange {
  field: ChangedField;
  from: string | null;
  to: string | null;
}

const CHANGE_FIELDS: readonly Exclude<ChangedField, 'options'>[] = ['name', 'productId', 'reportType', 'usagesGranted', 'validFrom', 'validUntil'];

/** A stable text of options, for comparing and recording them. */
const optionsText = (options: LicenseOptions): string => JSON.stringify(setOptions(options));

/** The terms that differ between `before` and `after`, in the order of the form. */
export function termsChanges(before: LicenseTermsInput, after: LicenseTermsInput): TermsChange[] {
  const asText = (value: string | number | null): string | null => (value === null ? null : String(value));
  const changes: TermsChange[] = CHANGE_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({ field, from: asText(before[field]), to: asText(after[field]) }));
  if (optionsText(before.options) !== optionsText(after.options)) changes.push({ field: 'options', from: optionsText(before.options), to: optionsText(after.options) });
  return changes;
}

/** The terms a new license was created with, each set one as a change from nothing. */
export function createdTerms(terms: LicenseTermsInput): TermsChange[] {
  const set: TermsChange[] = CHANGE_FIELDS.filter((field) => terms[field] !== null).map((field) => ({ field, from: null, to: String(terms[field]) }));
  const options = optionsText(terms.options);
  return options === '{}' ? set : [...set, { field: 'options', from: null, to: options }];
}

/** How many usages a change adds to a license (negative when it takes some away; 0 for subscriptions or no change of number). */
export const usagesAdded = (before: Pick<LicenseTermsInput, 'usagesGranted'>, after: Pick<LicenseTermsInput, 'usagesGranted'>): number =>
  (after.usagesGranted ?? 0) - (before.usagesGranted ?? 0);
