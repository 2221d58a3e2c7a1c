/** Licensing calls: what the account may generate, its licenses and the usage ledger. */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { REPORT_TYPES } from '../../domain/reports';
import { defineOperation } from '../operation';
import { featureLicenseSchema, licenseCheckSchema, usageLedgerPageSchema } from '../reportSchemas';
import type { FeatureLicense, LicenseCheck } from '../reportTypes';

/** Report types a license may name. */
export const LICENSED_REPORT_TYPES = [...REPORT_TYPES, 'group'] as const;

/** yup schema of {@link LicenseCheckQuery}. */
const licenseCheckQuerySchema = yup.object({
  productId: yup.string().trim().max(64).required('Name a product.'),
  reportType: yup.string().oneOf([...LICENSED_REPORT_TYPES], 'Choose a report type.').required('Choose a report type.'),
});

/** Query of the license check: a product and a report type ({@link licenseCheckQuerySchema}). */
export type LicenseCheckQuery = yup.InferType<typeof licenseCheckQuerySchema>;

/** Whether a report of a product and type may be generated now, and from which license. */
export const licenseCheck = defineOperation<Record<string, never>, LicenseCheckQuery, undefined, LicenseCheck>({
  id: 'assessment.licenseCheck',
  service: 'assessment',
  method: 'GET',
  path: '/licenses/check',
  summary: 'Whether a report of a product and type may be generated now, and which license it would draw on.',
  access: [PERMISSIONS.REPORT_VIEW, PERMISSIONS.REPORT_GENERATE],
  query: licenseCheckQuerySchema,
  response: 'json',
  responseSchema: licenseCheckSchema,
  audit: 'none',
});

/** The account's feature licenses, active first. */
export const accountLicenses = defineOperation<Record<string, never>, Record<string, never>, undefined, FeatureLicense[]>({
  id: 'assessment.licenses',
  service: 'assessment',
  method: 'GET',
  path: '/licenses',
  summary: "The account's feature licenses with their usages, active first.",
  access: [PERMISSIONS.LICENSE_USAGE_VIEW],
  response: 'json',
  responseSchema: yup.array(featureLicenseSchema).required(),
  audit: 'none',
});

/** yup schema of {@link UsageLedgerQuery}. */
const usageLedgerQuerySchema = yup.object({
  page: yup.number().integer().min(1),
  pageSize: yup.number().integer().min(1).max(200),
});

/** Query of the usage ledger: which page, of what size ({@link usageLedgerQuerySchema}). */
export type UsageLedgerQuery = yup.InferType<typeof usageLedgerQuerySchema>;

/** A page of the usage ledger ({@link usageLedgerPageSchema}). */
export type UsageLedgerPage = yup.InferType<typeof usageLedgerPageSchema>;

/** The usage ledger: every generated report and what it cost, newest first. */
export const usageLedger = defineOperation<Record<string, never>, UsageLedgerQuery, undefined, UsageLedgerPage>({
  id: 'assessment.usageLedger',
  service: 'assessment',
  method: 'GET',
  path: '/licenses/usage',
  summary: 'Who generated which report when, and what it cost (account administrators), newest first.',
  access: [PERMISSIONS.LICENSE_USAGE_VIEW],
  query: usageLedgerQuerySchema,
  response: 'json',
  responseSchema: usageLedgerPageSchema,
  audit: { entity: 'usageLedger', id: null },
});

export { SCREENS } from './licensingScreens';
