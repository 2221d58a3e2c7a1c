/** Handlers of the back office's feature-license operations (src/contract/services/backOffice.ts). */
import { backOffice } from '../../../contract';
import { type BoundHandler, handle, handleAcrossAccounts } from '../../http/operationHandler';
import { changeLicenseStatus, createLicense, findCustomerAccounts, findLicenses, readLicense, updateLicense } from './licenses';
import { domainOptions, licenseProducts, licenseStatuses, licenseTypes, optionDataTypes } from './referenceData';

/** The back office's handlers: the reference data reaches no account; the rest cross accounts, audited. */
export function backOfficeRoutes(): BoundHandler[] {
  return [
    handle(backOffice.featureLicenseTypes, async () => licenseTypes()),
    handle(backOffice.featureLicenseStatuses, async () => licenseStatuses()),
    handle(backOffice.licenseProducts, (_input, call) => licenseProducts(call.db)),
    handle(backOffice.optionDataTypes, async () => optionDataTypes()),
    handle(backOffice.domainOptions, async ({ params }) => domainOptions(params.domain)),
    handleAcrossAccounts(backOffice.featureLicenses, ({ query }, call) => findLicenses(call, query)),
    handleAcrossAccounts(backOffice.customerAccounts, ({ query }, call) => findCustomerAccounts(call, query)),
    handleAcrossAccounts(backOffice.featureLicense, ({ params, query }, call) => readLicense(call, params.accountId, params.licenseId, query.reason)),
    handleAcrossAccounts(backOffice.createFeatureLicense, ({ params, body }, call) => createLicense(call, params.accountId, body)),
    handleAcrossAccounts(backOffice.updateFeatureLicense, ({ params, body }, call) => updateLicense(call, params.accountId, params.licenseId, body)),
    handleAcrossAccounts(backOffice.changeFeatureLicenseStatus, ({ params, body }, call) => changeLicenseStatus(call, params.accountId, params.licenseId, body)),
  ];
}
