/** Selectors of the product configuration. */
import { createSelector } from 'reselect';
import { selectServicesBaseUrl } from '../../core/config/configSelectors';
import type { RootState } from '../../rootReducer';
import { exportUrl } from './productConfigurationApi';

/** The dashboard's products and filter. */
export const selectDashboard = (state: RootState) => state.productConfiguration.dashboard;

/** The catalogue's forms. */
export const selectProductForms = (state: RootState) => state.productConfiguration.forms;
/** The catalogue's scorings. */
export const selectProductScorings = (state: RootState) => state.productConfiguration.scorings;
/** The catalogue's reports. */
export const selectProductReports = (state: RootState) => state.productConfiguration.reports;

/** The product on screen. */
export const selectProduct = (state: RootState) => state.productConfiguration.product;

/** The change under way. */
export const selectProductChange = (state: RootState) => state.productConfiguration.change;

/** The preview's score. */
export const selectPreview = (state: RootState) => state.productConfiguration.preview;

/** The URL of a version's JSON file. */
export const selectExportUrl = createSelector([selectServicesBaseUrl], (baseUrl) => (productId: string, version: number) => exportUrl(baseUrl, productId, version));

/**
 * Whether the last change was refused because the draft changed since it was loaded (409): the
 * screen then offers to reload instead of showing the form's values as saved.
 */
export const selectStaleDraft = (state: RootState): boolean => state.productConfiguration.change.status === 'failed' && state.productConfiguration.change.error?.status === 409;

