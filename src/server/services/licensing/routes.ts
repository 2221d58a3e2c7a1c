/** Handlers of the licensing operations (licenseCheck, licenses, usageLedger). */
import { licensing } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { accountLicenses, licenseCheck, usageLedgerPage } from './service';

/** The licensing service's handlers. */
export function licensingRoutes(): BoundHandler[] {
  return [
    handle(licensing.licenseCheck, ({ query }, call) => licenseCheck(call.repos, call.db, query.productId, query.reportType, call.now)),
    handle(licensing.accountLicenses, (_input, call) => accountLicenses(call.repos, call.now)),
    handle(licensing.usageLedger, ({ query }, call) => usageLedgerPage(call.repos, query)),
  ];
}
