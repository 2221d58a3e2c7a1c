/**
 * The license form's values and rules: plain strings as the inputs hold them, checked with the
 * domain's schemas and cross-field rules (the server runs the same ones), and turned into the
 * contract's body. The domain's English messages map to this feature's catalogue ids.
 */
import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import type { LicenseTermsBody, StaffLicense } from '../../../../contract/services/backOffice';
import type { LicenseOptions } from '../../../../domain/licenseOptions';
import { checkLicenseTerms, type FeatureLicenseType, type LicenseTermsInput, licenseTermsFields } from '../../../../domain/licenseTerms';
import type { ReportType } from '../../../../domain/reports';
import { STAFF_REASON_LIMITS, staffReasonSchema } from '../../../../domain/staffReason';
import { yupFormErrors } from '../../../components/formErrors';
import { localizeFieldError } from '../../../core/i18n/fieldErrors';
import type { MessageId } from '../../../core/i18n/messageId';

/** The form's values, as its inputs hold them. */
export interface LicenseFormValues {
  type: FeatureLicenseType | '';
  name: string;
  productId: string;
  reportType: ReportType | '';
  usagesGranted: string;
  validFrom: string;
  validUntil: string;
  seats: string;
  renewalDate: string;
  billingCycle: string;
  salesChannel: string;
  reason: string;
}

/** The values of a new license's form: usages from `today`, nothing else set. */
export const emptyLicenseValues = (today: string): LicenseFormValues => ({
  type: 'usage',
  name: '',
  productId: '',
  reportType: '',
  usagesGranted: '',
  validFrom: today,
  validUntil: '',
  seats: '',
  renewalDate: '',
  billingCycle: '',
  salesChannel: '',
  reason: '',
});

/** The form's values for a stored license (the change's reason empty). */
export const licenseValues = (license: StaffLicense): LicenseFormValues => ({
  type: license.type,
  name: license.name,
  productId: license.productId ?? '',
  reportType: license.reportType ?? '',
  usagesGranted: license.usagesGranted === null ? '' : String(license.usagesGranted),
  validFrom: license.validFrom,
  validUntil: license.validUntil ?? '',
  seats: license.options.seats == null ? '' : String(license.options.seats),
  renewalDate: license.options.renewalDate ?? '',
  billingCycle: license.options.billingCycle ?? '',
  salesChannel: license.options.salesChannel ?? '',
  reason: '',
});

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());
const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/** The terms the values state (types as the contract takes them; numbers that are not numbers stay NaN for the schema to refuse). */
export function termsOfValues(values: LicenseFormValues): LicenseTermsInput {
  const options = {
    seats: numberOrNull(values.seats),
    renewalDate: orNull(values.renewalDate),
    billingCycle: orNull(values.billingCycle),
    salesChannel: orNull(values.salesChannel),
  } as LicenseOptions;
  return {
    name: values.name.trim(),
    productId: orNull(values.productId),
    reportType: values.type === 'groupUsage' || values.reportType === '' ? null : values.reportType,
    usagesGranted: values.type === 'subscription' ? null : numberOrNull(values.usagesGranted),
    validFrom: values.validFrom.trim(),
    validUntil: orNull(values.validUntil),
    options,
  };
}

/** The body of a change of terms. */
export const termsBody = (values: LicenseFormValues): LicenseTermsBody => ({ ...termsOfValues(values), reason: values.reason.trim() });

const formSchema = yup.object({ ...licenseTermsFields, reason: staffReasonSchema });

/** The form's errors by field (options by their key), in English as the domain states them; `usagesUsed` for a change. */
export function licenseFormErrors(values: LicenseFormValues, usagesUsed: number): Record<string, string> {
  if (values.type === '') return { type: 'Choose a license type.' };
  const terms = termsOfValues(values);
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(yupFormErrors(formSchema, { ...terms, reason: values.reason }, {}))) errors[path.replace(/^options\./, '')] = message;
  // The rules across fields need each field well formed; the reason is checked apart.
  if (Object.keys(errors).some((field) => field !== 'reason')) return errors;
  const checked = checkLicenseTerms(values.type, terms, usagesUsed);
  if (!checked.ok) for (const { field, message } of checked.error) errors[field] ??= message;
  return errors;
}

/** The domain's (and the server's) English rule messages, by this feature's catalogue id. */
const RULE_MESSAGES: Readonly<Record<string, MessageId>> = {
  'Name the license.': 'backOffice.rule.nameRequired',
  'Name the license in at most 120 characters.': 'backOffice.rule.nameTooLong',
  'Enter a whole number of usages.': 'backOffice.rule.usagesWhole',
  'Grant at least 1 usage.': 'backOffice.rule.usagesMin',
  'Grant at most 1000000 usages.': 'backOffice.rule.usagesMax',
  'Enter the number of usages granted.': 'backOffice.rule.usagesRequired',
  'A subscription grants no number of usages.': 'backOffice.rule.subscriptionUsages',
  'Enter the last day of the subscription.': 'backOffice.rule.subscriptionEnd',
  'Group usages cover group reports only.': 'backOffice.rule.groupReportType',
  'The last valid day cannot be before the first.': 'backOffice.rule.validOrder',
  'Enter the first valid day.': 'backOffice.rule.validFromRequired',
  'Enter a whole number of seats.': 'backOffice.rule.seatsWhole',
  'Enter at least 1 seat.': 'backOffice.rule.seatsMin',
  'Enter at most 10000 seats.': 'backOffice.rule.seatsMax',
  'Choose a product that exists.': 'backOffice.rule.productUnknown',
  'Choose a license type.': 'backOffice.rule.typeRequired',
  // The reason's rule (domain staffReason.ts) has the core's words, shared by every reason form.
  'State why you need this account’s records.': 'common.reason.required',
  [`State the reason in at least ${STAFF_REASON_LIMITS.min} characters.`]: 'common.reason.tooShort',
  [`State the reason in at most ${STAFF_REASON_LIMITS.max} characters.`]: 'common.reason.tooLong',
};

const BELOW_USED = /^Grant at least the (\d+) usages already used\.$/;

/** A rule message in the UI language: this feature's, the core's validation messages, or as it came. */
export function licenseRuleText(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return message;
  const id = RULE_MESSAGES[message];
  if (id) return intl.formatMessage({ id }, STAFF_REASON_LIMITS);
  const below = BELOW_USED.exec(message);
  if (below) return intl.formatMessage({ id: 'backOffice.rule.usagesBelowUsed' }, { used: below[1] ?? '' });
  return localizeFieldError(intl, message);
}
