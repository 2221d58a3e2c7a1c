/** The account's feature licenses and the usage ledger (account administrators). */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FeatureLicense, UsageLedgerEntry } from '../../../contract/reportTypes';
import type { Page } from '../../../contract/types';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** Ledger rows per page. */
export const LEDGER_PAGE_SIZE = 25;

/** State of the `licensing` slice. */
export interface LicensingState {
  licenses: { status: RequestStatus; error: AppError | null; items: FeatureLicense[] };
  /** The ledger page on screen; `page` is the one asked for (1-based). */
  ledger: { status: RequestStatus; error: AppError | null; page: number; pageSize: number; total: number; items: UsageLedgerEntry[] };
}

/** The first state of the slice. */
export const initialLicensingState: LicensingState = {
  licenses: { status: 'idle', error: null, items: [] },
  ledger: { status: 'idle', error: null, page: 1, pageSize: LEDGER_PAGE_SIZE, total: 0, items: [] },
};

const licensingSlice = createSlice({
  name: 'licensing',
  initialState: initialLicensingState,
  reducers: {
    /** The licenses and usage page opened: the licenses and the ledger's first page load. */
    licensingPageOpened(state) {
      state.licenses.status = 'loading';
      state.licenses.error = null;
      state.ledger = { ...state.ledger, status: 'loading', error: null, page: 1 };
    },
    /** The licenses arrived. */
    licensesSucceeded(state, action: PayloadAction<FeatureLicense[]>) {
      state.licenses = { status: 'succeeded', error: null, items: action.payload };
    },
    /** The licenses could not be loaded. */
    licensesFailed(state, action: PayloadAction<AppError>) {
      state.licenses.status = 'failed';
      state.licenses.error = action.payload;
    },
    /** Another ledger page was asked for (Previous, Next). */
    ledgerPageRequested(state, action: PayloadAction<{ page: number }>) {
      state.ledger.status = 'loading';
      state.ledger.error = null;
      state.ledger.page = action.payload.page;
    },
    /** A ledger page arrived; an answer for a page no longer asked for is dropped. */
    ledgerSucceeded(state, action: PayloadAction<Page<UsageLedgerEntry>>) {
      const { items, total, page, pageSize } = action.payload;
      if (page !== state.ledger.page) return;
      state.ledger = { status: 'succeeded', error: null, page, pageSize, total, items };
    },
    /** The ledger page could not be loaded (the rows shown stay). */
    ledgerFailed(state, action: PayloadAction<AppError>) {
      state.ledger.status = 'failed';
      state.ledger.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialLicensingState),
});

export const { licensingPageOpened, licensesSucceeded, licensesFailed, ledgerPageRequested, ledgerSucceeded, ledgerFailed } = licensingSlice.actions;
export const licensingReducer = licensingSlice.reducer;
