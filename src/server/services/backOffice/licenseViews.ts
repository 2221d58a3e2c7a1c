/** How the back office sees a stored license: its type, status and usages by the domain's rules. */
import type { StaffLicense, StaffLicenseDetail } from '../../../contract/services/backOffice';
import type { IsoDate } from '../../../domain/dates';
import { licenseActive, usagesRemaining } from '../../../domain/licensing';
import { licenseStatusOn, STATUS_ACTIONS_FROM } from '../../../domain/licenseStatus';
import { type LicenseTermsInput, licenseTypeOf } from '../../../domain/licenseTerms';
import type { LicenseEventRow, StaffLicenseRow } from '../../db/repositories/licenseAdministration';

/** The per-assessment report type a stored license names (`null` for both, and for group usages, whose type says `group`). */
const perAssessmentType = (row: Pick<StaffLicenseRow, 'reportType'>): LicenseTermsInput['reportType'] => (row.reportType === 'group' ? null : row.reportType);

/** A stored license as staff see it on `day`. */
export function toStaffLicense(row: StaffLicenseRow, day: IsoDate): StaffLicense {
  return {
    id: row.id,
    accountId: row.accountId,
    accountName: row.accountName,
    name: row.name,
    type: licenseTypeOf(row.kind, row.reportType),
    productId: row.productId,
    productCode: row.productCode,
    reportType: perAssessmentType(row),
    usagesGranted: row.kind === 'subscription' ? null : row.usagesGranted,
    usagesUsed: row.usagesUsed,
    usagesRemaining: usagesRemaining(row),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    status: licenseStatusOn(row, day),
    active: licenseActive(row, day),
    options: row.options,
  };
}

/** A stored license with the status actions open to it and its history (newest first), on `day`. */
export function toStaffLicenseDetail(row: StaffLicenseRow, history: readonly LicenseEventRow[], day: IsoDate): StaffLicenseDetail {
  return {
    ...toStaffLicense(row, day),
    actions: [...STATUS_ACTIONS_FROM[row.status]],
    history: history.map((event) => ({ ...event, at: event.at.toISOString() })),
  };
}

/** The terms of a stored license, as a change compares them. */
export const termsOf = (row: StaffLicenseRow): LicenseTermsInput => ({
  name: row.name,
  productId: row.productId,
  reportType: perAssessmentType(row),
  usagesGranted: row.kind === 'subscription' ? null : row.usagesGranted,
  validFrom: row.validFrom,
  validUntil: row.validUntil,
  options: row.options,
});
