/** Handlers of the back office's product configuration (src/contract/services/productConfiguration.ts): platform data, no account reached. */
import { productConfiguration as pc } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import {
  changeProductPart,
  createProduct,
  createProductDraft,
  discardProductDraft,
  exportProduct,
  previewProductScoring,
  productDashboard,
  productDetails,
  productParts,
  publishProduct,
  setProductRetired,
} from './service';

/** The product configuration's handlers. */
export function productConfigurationRoutes(): BoundHandler[] {
  return [
    handle(pc.productDashboard, ({ query }, call) => productDashboard(call.db, query.state)),
    handle(pc.productDetails, ({ params }, call) => productDetails(call.db, params.productId)),
    handle(pc.productForms, async (_input, call) => (await productParts(call.db)).map((parts) => parts.form)),
    handle(pc.productScorings, async (_input, call) => (await productParts(call.db)).map((parts) => parts.scoring)),
    handle(pc.productReports, async (_input, call) => (await productParts(call.db)).map((parts) => parts.report)),
    handle(pc.createProduct, ({ body }, call) => createProduct(call, body)),
    handle(pc.createProductDraft, ({ params, body }, call) => createProductDraft(call, params.productId, body)),
    handle(pc.productForm, ({ params, body }, call) => changeProductPart(call, params.productId, 'form', body)),
    handle(pc.productScoring, ({ params, body }, call) => changeProductPart(call, params.productId, 'scoring', body)),
    handle(pc.productReport, ({ params, body }, call) => changeProductPart(call, params.productId, 'report', body)),
    handle(pc.productFsr, ({ params, body }, call) => changeProductPart(call, params.productId, 'fsr', body)),
    handle(pc.productTestCases, ({ params, body }, call) => changeProductPart(call, params.productId, 'testCases', body)),
    handle(pc.previewProductScoring, ({ params, body }, call) => previewProductScoring(call.db, params.productId, body)),
    handle(pc.publishProduct, ({ params, body }, call) => publishProduct(call, params.productId, body)),
    handle(pc.discardProductDraft, ({ params }, call) => discardProductDraft(call, params.productId)),
    handle(pc.retireProduct, ({ params, body }, call) => setProductRetired(call, params.productId, true, body.reason)),
    handle(pc.reinstateProduct, ({ params, body }, call) => setProductRetired(call, params.productId, false, body.reason)),
    handle(pc.exportProduct, ({ params }, call) => exportProduct(call.db, params.productId, params.version)),
  ];
}
