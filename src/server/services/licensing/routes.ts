/** Handlers of the licensing operations (licenseCheck, licenses, usageLedger). */
import { licensing } from '../../../contract';
import type { AppContext } from '../../context';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { actorOf } from '../actor';
import { accountLicenses, licenseCheck, usageLedgerPage } from './service';

/** The licensing service's handlers. */
export function licensingRoutes(context: Pick<AppContext, 'db'>): BoundHandler[] {
  const { db } = context;
  return [
    handle(licensing.licenseCheck, ({ query }, call) => licenseCheck(db, actorOf(call), query.productId, query.reportType, call.now)),
    handle(licensing.accountLicenses, (_input, call) => accountLicenses(db, actorOf(call), call.now)),
    handle(licensing.usageLedger, ({ query }, call) => usageLedgerPage(db, actorOf(call), query, call.now)),
  ];
}
