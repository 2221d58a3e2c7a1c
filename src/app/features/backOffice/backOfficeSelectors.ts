/** Selectors of the back office's feature licenses. */
import { createSelector } from 'reselect';
import type { RootState } from '../../rootReducer';

/** The stated reason of the staff member's work; `''` until stated. */
export const selectWorkReason = (state: RootState): string => state.backOffice.reason;

/** The reference data's status, error and data. */
export const selectLicenseReference = (state: RootState) => state.backOffice.reference;

/** The search on screen, with the page count (at least 1). */
export const selectLicenseSearch = createSelector([(state: RootState) => state.backOffice.search], (search) => ({
  ...search,
  pageCount: Math.max(1, Math.ceil(search.total / search.pageSize)),
}));

/** The customer accounts found for a new license. */
export const selectCustomerAccounts = (state: RootState) => state.backOffice.accounts;

/** The license on screen. */
export const selectLicenseDetail = (state: RootState) => state.backOffice.detail;

/** The change under way. */
export const selectLicenseChange = (state: RootState) => state.backOffice.change;
