/** Calls of the back office's feature licenses, through the contract's operations. */
import { backOffice } from '../../../contract';
import type { LicenseStatusBody, LicenseTermsBody, NewLicenseBody } from '../../../contract/services/backOffice';
import { LICENSE_DOMAIN_NAMES } from '../../../domain/licenseOptions';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';
import type { LicenseCriteria, LicenseKey, LicenseReference } from './backOfficeSlice';

/** The license form's reference data: types, statuses, option data types, products and every domain's values. */
export async function fetchReference(http: HttpClient, endpoint: ServiceEndpoint): Promise<LicenseReference> {
  const [types, statuses, optionTypes, products, domainValues] = await Promise.all([
    http.send(backOffice.featureLicenseTypes, {}, endpoint),
    http.send(backOffice.featureLicenseStatuses, {}, endpoint),
    http.send(backOffice.optionDataTypes, {}, endpoint),
    http.send(backOffice.licenseProducts, {}, endpoint),
    Promise.all(LICENSE_DOMAIN_NAMES.map((domain) => http.send(backOffice.domainOptions, { params: { domain } }, endpoint))),
  ]);
  return { types, statuses, optionTypes, products, domains: Object.fromEntries(LICENSE_DOMAIN_NAMES.map((domain, index) => [domain, domainValues[index] ?? []])) };
}

/** A page of licenses of every customer account. */
export const fetchLicensePage = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, criteria: LicenseCriteria, page: number, pageSize: number) =>
  http.send(
    backOffice.featureLicenses,
    {
      query: {
        reason,
        page,
        pageSize,
        ...(criteria.account.trim() ? { account: criteria.account.trim() } : {}),
        ...(criteria.type ? { type: criteria.type } : {}),
        ...(criteria.status ? { status: criteria.status } : {}),
      },
    },
    endpoint,
  );

/** Customer accounts by name or id. */
export const fetchCustomerAccounts = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, search: string) =>
  http.send(backOffice.customerAccounts, { query: { reason, search } }, endpoint);

/** One license with its history. */
export const fetchLicense = (http: HttpClient, endpoint: ServiceEndpoint, reason: string, key: LicenseKey) =>
  http.send(backOffice.featureLicense, { params: key, query: { reason } }, endpoint);

/** Creates a license (with an Idempotency-Key, so a retried request creates one). */
export const postLicense = (http: HttpClient, endpoint: ServiceEndpoint, accountId: number, body: NewLicenseBody, idempotencyKey: string) =>
  http.send(backOffice.createFeatureLicense, { params: { accountId }, body, idempotencyKey }, endpoint);

/** Changes a license's terms (PUT: a retry is harmless). */
export const putLicense = (http: HttpClient, endpoint: ServiceEndpoint, key: LicenseKey, body: LicenseTermsBody) =>
  http.send(backOffice.updateFeatureLicense, { params: key, body }, endpoint);

/** Suspends, resumes or ends a license. */
export const postLicenseStatus = (http: HttpClient, endpoint: ServiceEndpoint, key: LicenseKey, body: LicenseStatusBody, idempotencyKey: string) =>
  http.send(backOffice.changeFeatureLicenseStatus, { params: key, body, idempotencyKey }, endpoint);
