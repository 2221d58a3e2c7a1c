/**
 * The shapes the back office's feature-license calls answer (src/contract/services/backOffice.ts):
 * a license of a customer account as staff see it, its history, and the reference data of the
 * license form (types, statuses, option data types, a domain's options). Types are inferred from
 * these schemas.
 */
import * as yup from 'yup';
import type { LicenseDomain, OptionDataType } from '../domain/licenseOptions';
import { licenseOptionsSchema } from '../domain/licenseOptions';
import type { FeatureLicenseStatus, LicenseEventKind, LicenseStatusAction, StoredLicenseStatus } from '../domain/licenseStatus';
import type { ChangedField, FeatureLicenseType } from '../domain/licenseTerms';
import type { ReportType } from '../domain/reports';
import { pageSchemaOf } from './responseSchemas';

const id = () => yup.number().integer().required();
const count = () => yup.number().integer().required();
const text = () => yup.string().defined();
const nullableText = () => yup.string().nullable().defined();
const nullableCount = () => yup.number().integer().nullable().defined();

/** A feature license of a customer account, as the back office lists it. */
export const staffLicenseSchema = yup.object({
  id: id(),
  accountId: id(),
  accountName: text(),
  name: text(),
  type: yup.string<FeatureLicenseType>().defined(),
  /** The product covered; `null` for every product. */
  productId: nullableText(),
  productCode: nullableText(),
  /** The per-assessment report type covered; `null` for both (and for group usages). */
  reportType: yup.string<ReportType>().nullable().defined(),
  /** Usages granted; `null` for a subscription. */
  usagesGranted: nullableCount(),
  usagesUsed: count(),
  usagesRemaining: nullableCount(),
  validFrom: text(),
  validUntil: nullableText(),
  /** As shown: `expired` when active and past its last valid day. */
  status: yup.string<FeatureLicenseStatus>().defined(),
  /** Whether it pays for reports today (domain licensing.ts licenseActive). */
  active: yup.boolean().required(),
  options: licenseOptionsSchema.required(),
});

/** A page of licenses found by the back office's search. */
export const staffLicensePageSchema = pageSchemaOf(staffLicenseSchema);

/** One entry of a license's history: who did what, when, why, and which terms changed. */
export const licenseEventSchema = yup.object({
  id: id(),
  kind: yup.string<LicenseEventKind>().defined(),
  /** The stored status after the event. */
  status: yup.string<StoredLicenseStatus>().defined(),
  userName: text(),
  reason: text(),
  changes: yup
    .array(
      yup.object({
        field: yup.string<ChangedField>().defined(),
        from: nullableText(),
        to: nullableText(),
      }),
    )
    .required(),
  /** ISO instant. */
  at: text(),
});

/** A license with the status actions open to it and its history, newest first. */
export const staffLicenseDetailSchema = staffLicenseSchema.shape({
  actions: yup.array(yup.string<LicenseStatusAction>().defined()).required(),
  history: yup.array(licenseEventSchema).required(),
});

/** What each license type is: whether it grants usages, needs a last day, and which report types it may name. */
export const licenseTypeInfoSchema = yup.object({
  type: yup.string<FeatureLicenseType>().defined(),
  grantsUsages: yup.boolean().required(),
  needsValidUntil: yup.boolean().required(),
  reportTypes: yup.array(yup.string<ReportType>().defined()).required(),
});

/** A status a license is shown with and the actions open from it. */
export const licenseStatusInfoSchema = yup.object({
  status: yup.string<FeatureLicenseStatus>().defined(),
  actions: yup.array(yup.string<LicenseStatusAction>().defined()).required(),
});

/** An option data type with the options of that type. */
export const optionDataTypeSchema = yup.object({
  dataType: yup.string<OptionDataType>().defined(),
  options: yup
    .array(
      yup.object({
        key: text(),
        min: nullableCount(),
        max: nullableCount(),
        domain: yup.string<LicenseDomain>().nullable().defined(),
      }),
    )
    .required(),
});

/** A product a license may cover: its id, code and name. */
export const licenseProductSchema = yup.object({ id: text(), code: text(), name: text() });

/** A value of a domain. */
export const domainOptionSchema = yup.object({ value: text() });

/** A customer account found by name or id. */
export const customerAccountSchema = yup.object({ id: id(), name: text() });
