/**
 * The back office's feature licenses (CATALOGUE.md `/back-office`: backOffice.featureLicenses,
 * featureLicenseTypes, featureLicenseStatuses, optionDataTypes, domainOptions; issue #17): staff
 * find, create, change, suspend, resume and end the licenses of any customer account. The calls
 * that reach an account's records say `reach: 'allAccounts'` and take the staff member's stated
 * reason, which the audit log keeps with each account entered.
 */
import * as yup from 'yup';
import { LICENSE_DOMAIN_NAMES } from '../../domain/licenseOptions';
import { FEATURE_LICENSE_STATUSES, LICENSE_STATUS_ACTIONS } from '../../domain/licenseStatus';
import { FEATURE_LICENSE_TYPES, licenseTermsFields } from '../../domain/licenseTerms';
import { PERMISSIONS } from '../../domain/permissions';
import { staffReasonSchema } from '../../domain/staffReason';
import {
  customerAccountSchema,
  domainOptionSchema,
  licenseProductSchema,
  licenseStatusInfoSchema,
  licenseTypeInfoSchema,
  optionDataTypeSchema,
  staffLicenseDetailSchema,
  staffLicensePageSchema,
} from '../backOfficeSchemas';
import { defineOperation } from '../operation';

export { SCREENS } from './backOfficeScreens';

const MANAGE = [PERMISSIONS.FEATURE_LICENSE_MANAGE] as const;

/** A license of a staff search ({@link staffLicensePageSchema}). */
export type StaffLicense = yup.InferType<typeof staffLicensePageSchema>['items'][number];
/** A page of the staff search. */
export type StaffLicensePage = yup.InferType<typeof staffLicensePageSchema>;
/** A license with its open actions and history ({@link staffLicenseDetailSchema}). */
export type StaffLicenseDetail = yup.InferType<typeof staffLicenseDetailSchema>;
/** One entry of a license's history. */
export type LicenseEvent = StaffLicenseDetail['history'][number];
/** What a license type is ({@link licenseTypeInfoSchema}). */
export type LicenseTypeInfo = yup.InferType<typeof licenseTypeInfoSchema>;
/** A status and the actions open from it ({@link licenseStatusInfoSchema}). */
export type LicenseStatusInfo = yup.InferType<typeof licenseStatusInfoSchema>;
/** An option data type with its options ({@link optionDataTypeSchema}). */
export type OptionDataTypeInfo = yup.InferType<typeof optionDataTypeSchema>;
/** A value of a domain ({@link domainOptionSchema}). */
export type DomainOption = yup.InferType<typeof domainOptionSchema>;
/** A product a license may cover ({@link licenseProductSchema}). */
export type LicenseProduct = yup.InferType<typeof licenseProductSchema>;
/** A customer account ({@link customerAccountSchema}). */
export type CustomerAccount = yup.InferType<typeof customerAccountSchema>;

/** The most licenses or accounts one page shows. */
export const MAX_STAFF_PAGE_SIZE = 100;

/** yup schema of {@link LicenseSearchQuery}. */
const licenseSearchQuerySchema = yup.object({
  /** An account's name (any part, any case) or its id. */
  account: yup.string().trim().max(120),
  type: yup.string().oneOf([...FEATURE_LICENSE_TYPES], 'Choose a license type.'),
  status: yup.string().oneOf([...FEATURE_LICENSE_STATUSES], 'Choose a status.'),
  reason: staffReasonSchema,
  page: yup.number().integer().min(1),
  pageSize: yup.number().integer().min(1).max(MAX_STAFF_PAGE_SIZE),
});
/** Query of the license search ({@link licenseSearchQuerySchema}). */
export type LicenseSearchQuery = yup.InferType<typeof licenseSearchQuerySchema>;

/** The licenses of every customer account, filtered by account, type and status, newest first. */
export const featureLicenses = defineOperation<Record<string, never>, LicenseSearchQuery, undefined, StaffLicensePage>({
  id: 'backOffice.featureLicenses',
  service: 'backOffice',
  method: 'GET',
  path: '/feature-licenses',
  summary: 'Searches the feature licenses of every customer account by account name or id, type and status (back office, with a stated reason).',
  access: MANAGE,
  reach: 'allAccounts',
  query: licenseSearchQuerySchema,
  response: 'json',
  responseSchema: staffLicensePageSchema,
  audit: { entity: 'featureLicense', id: null },
});

/** yup schema of {@link CustomerAccountQuery}. */
const customerAccountQuerySchema = yup.object({
  search: yup.string().trim().max(120),
  reason: staffReasonSchema,
});
/** Query of the account search ({@link customerAccountQuerySchema}). */
export type CustomerAccountQuery = yup.InferType<typeof customerAccountQuerySchema>;

/** Customer accounts by name or id, for choosing whose license to create. */
export const customerAccounts = defineOperation<Record<string, never>, CustomerAccountQuery, undefined, CustomerAccount[]>({
  id: 'backOffice.customerAccounts',
  service: 'backOffice',
  method: 'GET',
  path: '/customer-accounts',
  summary: 'Customer accounts whose name contains the search, or whose id it is, by name (at most 20).',
  access: MANAGE,
  reach: 'allAccounts',
  query: customerAccountQuerySchema,
  response: 'json',
  responseSchema: yup.array(customerAccountSchema).required(),
  audit: { entity: 'account', id: null },
});

/** The reference data of the license form: the types. */
export const featureLicenseTypes = defineOperation<Record<string, never>, Record<string, never>, undefined, LicenseTypeInfo[]>({
  id: 'backOffice.featureLicenseTypes',
  service: 'backOffice',
  method: 'GET',
  path: '/feature-licenses/types',
  summary: 'The license types: usages, subscription, group-report usages, and what each needs.',
  access: MANAGE,
  response: 'json',
  responseSchema: yup.array(licenseTypeInfoSchema).required(),
  audit: 'none',
});

/** The products a license may cover. */
export const licenseProducts = defineOperation<Record<string, never>, Record<string, never>, undefined, LicenseProduct[]>({
  id: 'backOffice.licenseProducts',
  service: 'backOffice',
  method: 'GET',
  path: '/feature-licenses/products',
  summary: 'The products of the catalogue a license may cover, by code.',
  access: MANAGE,
  response: 'json',
  responseSchema: yup.array(licenseProductSchema).required(),
  audit: 'none',
});

/** The statuses a license is shown with and the actions open from each. */
export const featureLicenseStatuses = defineOperation<Record<string, never>, Record<string, never>, undefined, LicenseStatusInfo[]>({
  id: 'backOffice.featureLicenseStatuses',
  service: 'backOffice',
  method: 'GET',
  path: '/feature-licenses/statuses',
  summary: 'The license statuses (active, suspended, expired, ended) and the actions open from each.',
  access: MANAGE,
  response: 'json',
  responseSchema: yup.array(licenseStatusInfoSchema).required(),
  audit: 'none',
});

/** The option data types and the options of each. */
export const optionDataTypes = defineOperation<Record<string, never>, Record<string, never>, undefined, OptionDataTypeInfo[]>({
  id: 'backOffice.optionDataTypes',
  service: 'backOffice',
  method: 'GET',
  path: '/feature-licenses/option-data-types',
  summary: "The data types of license options (number, date, choice), each with its options and their bounds or domain.",
  access: MANAGE,
  response: 'json',
  responseSchema: yup.array(optionDataTypeSchema).required(),
  audit: 'none',
});

/** The values of one domain (a choice option's value list). */
export const domainOptions = defineOperation<{ domain: string }, Record<string, never>, undefined, DomainOption[]>({
  id: 'backOffice.domainOptions',
  service: 'backOffice',
  method: 'GET',
  path: '/domains/{domain}/options',
  summary: "A domain's values, in order, for a choice option of a license.",
  access: MANAGE,
  params: yup.object({ domain: yup.string().oneOf([...LICENSE_DOMAIN_NAMES], 'Choose a domain that exists.').required() }),
  response: 'json',
  responseSchema: yup.array(domainOptionSchema).required(),
  audit: 'none',
});

/** The largest record id: ids are PostgreSQL `integer`s, so a larger one names nothing and is refused as bad input. */
const MAX_RECORD_ID = 2_147_483_647;
const recordId = () => yup.number().integer().positive().max(MAX_RECORD_ID).required();

const licenseParamsSchema = yup.object({ accountId: recordId(), licenseId: recordId() });
/** A license of an account. */
type LicenseParams = yup.InferType<typeof licenseParamsSchema>;

/** yup schema of {@link ReasonQuery}. */
const reasonQuerySchema = yup.object({ reason: staffReasonSchema });
/** The stated reason of a read. */
export type ReasonQuery = yup.InferType<typeof reasonQuerySchema>;

/** One license of a customer account, with its open actions and history. */
export const featureLicense = defineOperation<LicenseParams, ReasonQuery, undefined, StaffLicenseDetail>({
  id: 'backOffice.featureLicense',
  service: 'backOffice',
  method: 'GET',
  path: '/accounts/{accountId}/feature-licenses/{licenseId}',
  summary: "A customer account's license with the status actions open to it and its history, newest first.",
  access: MANAGE,
  reach: 'allAccounts',
  params: licenseParamsSchema,
  query: reasonQuerySchema,
  response: 'json',
  responseSchema: staffLicenseDetailSchema,
  audit: { entity: 'featureLicense', id: { params: 'licenseId' } },
});

/** yup schema of {@link LicenseTermsBody}: the terms and the reason for the change. */
const licenseTermsBodySchema = yup.object({ ...licenseTermsFields, reason: staffReasonSchema });
/** A change of a license's terms, with its reason. */
export type LicenseTermsBody = yup.InferType<typeof licenseTermsBodySchema>;

/** yup schema of {@link NewLicenseBody}. */
const newLicenseBodySchema = licenseTermsBodySchema.shape({
  type: yup.string().oneOf([...FEATURE_LICENSE_TYPES], 'Choose a license type.').required('Choose a license type.'),
});
/** A new license: its type, terms and the reason. */
export type NewLicenseBody = yup.InferType<typeof newLicenseBodySchema>;

/** Creates a license of a customer account. */
export const createFeatureLicense = defineOperation<{ accountId: number }, Record<string, never>, NewLicenseBody, StaffLicenseDetail>({
  id: 'backOffice.createFeatureLicense',
  service: 'backOffice',
  method: 'POST',
  path: '/accounts/{accountId}/feature-licenses',
  summary: 'Creates a license of a customer account (usages, subscription or group-report usages), with a stated reason; the account is told.',
  access: MANAGE,
  reach: 'allAccounts',
  params: yup.object({ accountId: recordId() }),
  body: newLicenseBodySchema,
  response: 'json',
  responseSchema: staffLicenseDetailSchema,
  successStatus: 201,
  audit: { entity: 'featureLicense', id: { response: 'id' } },
});

/** Changes a license's terms. */
export const updateFeatureLicense = defineOperation<LicenseParams, Record<string, never>, LicenseTermsBody, StaffLicenseDetail>({
  id: 'backOffice.updateFeatureLicense',
  service: 'backOffice',
  method: 'PUT',
  path: '/accounts/{accountId}/feature-licenses/{licenseId}',
  summary: "Changes a license's terms (usages, products, report type, validity, options) with a stated reason; takes effect at once.",
  access: MANAGE,
  reach: 'allAccounts',
  params: licenseParamsSchema,
  body: licenseTermsBodySchema,
  response: 'json',
  responseSchema: staffLicenseDetailSchema,
  audit: { entity: 'featureLicense', id: { params: 'licenseId' } },
});

/** yup schema of {@link LicenseStatusBody}. */
const licenseStatusBodySchema = yup.object({
  action: yup.string().oneOf([...LICENSE_STATUS_ACTIONS], 'Choose suspend, resume or end.').required('Choose suspend, resume or end.'),
  reason: staffReasonSchema,
});
/** A status action with its reason. */
export type LicenseStatusBody = yup.InferType<typeof licenseStatusBodySchema>;

/** Suspends, resumes or ends a license. */
export const changeFeatureLicenseStatus = defineOperation<LicenseParams, Record<string, never>, LicenseStatusBody, StaffLicenseDetail>({
  id: 'backOffice.changeFeatureLicenseStatus',
  service: 'backOffice',
  method: 'POST',
  path: '/accounts/{accountId}/feature-licenses/{licenseId}/status',
  summary: 'Suspends, resumes or ends a license with a stated reason; reports already paid for stay as they are.',
  access: MANAGE,
  reach: 'allAccounts',
  params: licenseParamsSchema,
  body: licenseStatusBodySchema,
  response: 'json',
  responseSchema: staffLicenseDetailSchema,
  audit: { entity: 'featureLicense', id: { params: 'licenseId' } },
});
