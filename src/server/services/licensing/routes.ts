/** Handlers of the licensing operations (licenseCheck, licenses, usageLedger). */
import { licensing } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { accountLicenses, licenseCheck, usageLedgerPage } from './service';

/** The licensing service's handlers. */
export function licensingRoutes(): BoundHandler[] {
  return [
    handle(licensing.licenseCheck, ({ query }, call) => licenseCheck(call.db, actorOf(call), query.productId, query.reportType, call.now)),
    handle(licensing.accountLicenses, (_input, call) => accountLicenses(call.db, actorOf(call), call.now)),
    handle(licensing.usageLedger, ({ query }, call) => usageLedgerPage(call.db, actorOf(call), query)),
  ];
}
