/** The back office's product configuration (issue #17): the catalogue's products, their import, versions, draft parts and preview. */
import { lazy } from 'react';
import { SCREENS } from '../../../contract/services/productConfigurationScreens';
import { type FeatureModule, screenAt } from '../../core/feature/featureModule';
import { productConfigurationReducer } from './productConfigurationSlice';
import { MESSAGES } from './messages';
import type { EN_US } from './messages/en_us';
import { partOfParam } from './partParam';

const ProductDashboardPage = lazy(() => import(/* webpackChunkName: "productConfiguration" */ './views/ProductDashboardPage').then((m) => ({ default: m.ProductDashboardPage })));
const ImportProductPage = lazy(() => import(/* webpackChunkName: "productConfiguration" */ './views/ImportProductPage').then((m) => ({ default: m.ImportProductPage })));
const ProductPage = lazy(() => import(/* webpackChunkName: "productConfiguration" */ './views/ProductPage').then((m) => ({ default: m.ProductPage })));
const PartEditorPage = lazy(() => import(/* webpackChunkName: "productConfiguration" */ './views/PartEditorPage').then((m) => ({ default: m.PartEditorPage })));

/** A product id as the catalogue writes it, or `null` (a 404). */
const productIdParam = (value: string | undefined): string | null => (value !== undefined && /^[a-z0-9_]{1,60}$/.test(value) ? value : null);

// Typed by its slices alone: the root state derives from them, and the sagas read the root state.
const reducers = { productConfiguration: productConfigurationReducer };

/** The product configuration feature's module. */
export const productConfigurationFeature: FeatureModule<typeof reducers, typeof EN_US> = {
  name: 'productConfiguration',
  reducers,
  load: () => import(/* webpackChunkName: "productConfiguration-sagas" */ './runtime').then((runtime) => runtime.RUNTIME),
  uses: [],
  messages: MESSAGES,
  routes: [
    { screen: screenAt(SCREENS, '/back-office/products'), render: () => <ProductDashboardPage /> },
    { screen: screenAt(SCREENS, '/back-office/products/import'), render: () => <ImportProductPage /> },
    {
      screen: screenAt(SCREENS, '/back-office/products/:productId/draft/:part'),
      render: (params) => {
        const productId = productIdParam(params['productId']);
        const part = partOfParam(params['part']);
        return productId === null || part === null ? null : <PartEditorPage productId={productId} part={part} />;
      },
    },
    {
      screen: screenAt(SCREENS, '/back-office/products/:productId'),
      render: (params) => {
        const productId = productIdParam(params['productId']);
        return productId === null ? null : <ProductPage productId={productId} />;
      },
    },
  ],
  menu: [],
};
