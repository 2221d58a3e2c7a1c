/** Handlers of the business-unit service (src/contract/services/businessUnits.ts). */
import { businessUnits } from '../../../contract';
import { localeForLanguage } from '../../../domain/locale';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { formDelivery, productMarketing, searchFormDelivery, unitWithProducts } from './service';

/** The business-unit service's handlers, each answering in the caller's language. */
export function businessUnitRoutes(): BoundHandler[] {
  return [
    handle(businessUnits.getUnit, ({ params }, call) => unitWithProducts(call.db, params.unitId, localeForLanguage(call.user.languageCode))),
    handle(businessUnits.getForm, ({ params }, call) => formDelivery(call.db, params.productId, localeForLanguage(call.user.languageCode))),
    handle(businessUnits.formDeliverySearch, ({ query }, call) => searchFormDelivery(call.db, query, localeForLanguage(call.user.languageCode))),
    handle(businessUnits.marketingInfo, ({ params }, call) => productMarketing(call.db, params.productId, localeForLanguage(call.user.languageCode))),
  ];
}
