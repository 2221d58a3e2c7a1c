/**
 * The reference data of the back office's license form, from the domain's catalogues: the
 * license types, the statuses with their actions, the option data types with their options, and a
 * domain's values (backOffice.featureLicenseTypes, featureLicenseStatuses, optionDataTypes, domainOptions),
 * and the products a license may cover (backOffice.licenseProducts).
 */
import type { DomainOption, LicenseProduct, LicenseStatusInfo, LicenseTypeInfo, OptionDataTypeInfo } from '../../../contract/services/backOffice';
import { domainValues, LICENSE_OPTIONS, OPTION_DATA_TYPES } from '../../../domain/licenseOptions';
import { FEATURE_LICENSE_STATUSES, STATUS_ACTIONS_FROM } from '../../../domain/licenseStatus';
import { FEATURE_LICENSE_TYPES } from '../../../domain/licenseTerms';
import { REPORT_TYPES } from '../../../domain/reports';
import type { Db } from '../../db/client';
import { notFound } from '../../http/problems';
import { listProducts } from '../products/service';

/** backOffice.featureLicenseTypes: each type, whether it grants usages, needs a last day, and the report types it may name. */
export const licenseTypes = (): LicenseTypeInfo[] =>
  FEATURE_LICENSE_TYPES.map((type) => ({
    type,
    grantsUsages: type !== 'subscription',
    needsValidUntil: type === 'subscription',
    reportTypes: type === 'groupUsage' ? [] : [...REPORT_TYPES],
  }));

/** backOffice.featureLicenseStatuses: each status and the actions open from it (an expired license is stored as active). */
export const licenseStatuses = (): LicenseStatusInfo[] =>
  FEATURE_LICENSE_STATUSES.map((status) => ({ status, actions: [...STATUS_ACTIONS_FROM[status === 'expired' ? 'active' : status]] }));

/** backOffice.optionDataTypes: each data type with its options, their bounds (numbers) or domain (choices). */
export const optionDataTypes = (): OptionDataTypeInfo[] =>
  OPTION_DATA_TYPES.map((dataType) => ({
    dataType,
    options: LICENSE_OPTIONS.filter((option) => option.dataType === dataType).map(({ key, min, max, domain }) => ({ key, min, max, domain })),
  }));

/**
 * backOffice.domainOptions: the values of `domain`, in order.
 * @throws HttpProblem notFound for a domain that does not exist (the contract's schema refuses it first).
 */
export function domainOptions(domain: string): DomainOption[] {
  const values = domainValues(domain);
  if (!values) throw notFound('The domain');
  return values.map((value) => ({ value }));
}

/** backOffice.licenseProducts: every product of the catalogue, by code. */
export async function licenseProducts(db: Db): Promise<LicenseProduct[]> {
  return (await listProducts(db)).map(({ id, code, name }) => ({ id, code, name }));
}
