/** Selectors of the licenses and usage page. */
import { createSelector } from 'reselect';
import type { RootState } from '../../rootReducer';

/** The licenses' status, error and rows. */
export const selectLicenses = (state: RootState) => state.licensing.licenses;

/** The ledger page on screen, with the page count (at least 1). */
export const selectLedger = createSelector([(state: RootState) => state.licensing.ledger], (ledger) => ({
  ...ledger,
  pageCount: Math.max(1, Math.ceil(ledger.total / ledger.pageSize)),
}));

/** The ledger page to load and its size. */
export const selectLedgerRequest = createSelector(
  [(state: RootState) => state.licensing.ledger.page, (state: RootState) => state.licensing.ledger.pageSize],
  (page, pageSize) => ({ page, pageSize }),
);
