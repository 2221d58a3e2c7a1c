/**
 * The back office's feature licenses (issue #17): the reason staff state for their work, the
 * license form's reference data, the search over every customer account, the license on screen
 * and the change under way (create, change of terms, status action).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type {
  CustomerAccount,
  DomainOption,
  LicenseProduct,
  LicenseStatusBody,
  LicenseStatusInfo,
  LicenseTermsBody,
  LicenseTypeInfo,
  NewLicenseBody,
  OptionDataTypeInfo,
  StaffLicense,
  StaffLicenseDetail,
  StaffLicensePage,
} from '../../../contract/services/backOffice';
import type { FeatureLicenseStatus } from '../../../domain/licenseStatus';
import type { FeatureLicenseType } from '../../../domain/licenseTerms';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** Licenses per page of the search. */
export const LICENSE_PAGE_SIZE = 25;

/** What the search filters by; empty text or `''` filters nothing. */
export interface LicenseCriteria {
  account: string;
  type: FeatureLicenseType | '';
  status: FeatureLicenseStatus | '';
}

/** The reference data of the license form. */
export interface LicenseReference {
  types: LicenseTypeInfo[];
  statuses: LicenseStatusInfo[];
  optionTypes: OptionDataTypeInfo[];
  /** The products a license may cover, by code. */
  products: LicenseProduct[];
  /** Each choice option's domain values, by domain. */
  domains: Record<string, DomainOption[]>;
}

/** The change under way: which kind, and its request state. */
export type LicenseChangeKind = 'create' | 'update' | 'status';

/** State of the `backOffice` slice. */
export interface BackOfficeState {
  /** Why the staff member works on licenses (a ticket, an order), stated once and sent with every call; `''` until stated. */
  reason: string;
  reference: { status: RequestStatus; error: AppError | null; data: LicenseReference | null };
  search: { status: RequestStatus; error: AppError | null; criteria: LicenseCriteria; page: number; pageSize: number; total: number; items: StaffLicense[] };
  accounts: { status: RequestStatus; error: AppError | null; items: CustomerAccount[] };
  detail: { status: RequestStatus; error: AppError | null; license: StaffLicenseDetail | null };
  change: { status: RequestStatus; error: AppError | null; kind: LicenseChangeKind | null };
}

/** The first state of the slice. */
export const initialBackOfficeState: BackOfficeState = {
  reason: '',
  reference: { status: 'idle', error: null, data: null },
  search: { status: 'idle', error: null, criteria: { account: '', type: '', status: '' }, page: 1, pageSize: LICENSE_PAGE_SIZE, total: 0, items: [] },
  accounts: { status: 'idle', error: null, items: [] },
  detail: { status: 'idle', error: null, license: null },
  change: { status: 'idle', error: null, kind: null },
};

/** A license of an account, as the detail screen names it. */
export interface LicenseKey {
  accountId: number;
  licenseId: number;
}

const startChange = (state: BackOfficeState, kind: LicenseChangeKind) => {
  state.change = { status: 'loading', error: null, kind };
};

const backOfficeSlice = createSlice({
  name: 'backOffice',
  initialState: initialBackOfficeState,
  reducers: {
    /** The staff member stated why they work on licenses (checked by the domain's rule), or `''` to state another. */
    workReasonStated(state, action: PayloadAction<{ reason: string }>) {
      state.reason = action.payload.reason;
    },
    /** A license screen opened: the reference data loads once. */
    referenceRequested(state) {
      if (state.reference.status === 'succeeded') return;
      state.reference = { ...state.reference, status: 'loading', error: null };
    },
    /** The reference data arrived. */
    referenceSucceeded(state, action: PayloadAction<LicenseReference>) {
      state.reference = { status: 'succeeded', error: null, data: action.payload };
    },
    /** The reference data could not be loaded. */
    referenceFailed(state, action: PayloadAction<AppError>) {
      state.reference = { ...state.reference, status: 'failed', error: action.payload };
    },
    /** A search was asked for (Search, a filter, Previous, Next). */
    licenseSearchRequested(state, action: PayloadAction<{ criteria: LicenseCriteria; page: number }>) {
      state.search = { ...state.search, status: 'loading', error: null, criteria: action.payload.criteria, page: action.payload.page };
    },
    /** A page of licenses arrived; one for a page no longer asked for is dropped. */
    licenseSearchSucceeded(state, action: PayloadAction<StaffLicensePage>) {
      const { items, total, page, pageSize } = action.payload;
      if (page !== state.search.page) return;
      state.search = { ...state.search, status: 'succeeded', error: null, items, total, page, pageSize };
    },
    /** The search failed (the rows shown stay). */
    licenseSearchFailed(state, action: PayloadAction<AppError>) {
      state.search = { ...state.search, status: 'failed', error: action.payload };
    },
    /** Customer accounts were searched for, to choose whose license to create. */
    customerAccountsRequested(state, _action: PayloadAction<{ search: string }>) {
      state.accounts = { ...state.accounts, status: 'loading', error: null };
    },
    /** The accounts found. */
    customerAccountsSucceeded(state, action: PayloadAction<CustomerAccount[]>) {
      state.accounts = { status: 'succeeded', error: null, items: action.payload };
    },
    /** The account search failed. */
    customerAccountsFailed(state, action: PayloadAction<AppError>) {
      state.accounts = { ...state.accounts, status: 'failed', error: action.payload };
    },
    /** A license's screen opened (or its reason was just stated): it loads. */
    licenseRequested(state, _action: PayloadAction<LicenseKey>) {
      state.detail = { status: 'loading', error: null, license: null };
      state.change = initialBackOfficeState.change;
    },
    /** The license arrived. */
    licenseSucceeded(state, action: PayloadAction<StaffLicenseDetail>) {
      state.detail = { status: 'succeeded', error: null, license: action.payload };
    },
    /** The license could not be loaded (a 404 for another account's id). */
    licenseFailed(state, action: PayloadAction<AppError>) {
      state.detail = { status: 'failed', error: action.payload, license: null };
    },
    /** Create was pressed on the new-license form. */
    licenseCreateRequested(state, _action: PayloadAction<{ accountId: number; body: NewLicenseBody }>) {
      startChange(state, 'create');
    },
    /** Save was pressed on a license's terms. */
    licenseUpdateRequested(state, _action: PayloadAction<LicenseKey & { body: LicenseTermsBody }>) {
      startChange(state, 'update');
    },
    /** Suspend, Resume or End was confirmed. */
    licenseStatusRequested(state, _action: PayloadAction<LicenseKey & { body: LicenseStatusBody }>) {
      startChange(state, 'status');
    },
    /** The change was stored: the license as it is now. */
    licenseChangeSucceeded(state, action: PayloadAction<StaffLicenseDetail>) {
      state.change.status = 'succeeded';
      state.detail = { status: 'succeeded', error: null, license: action.payload };
    },
    /** A new license was stored: it becomes the license on screen, and its screen opens. */
    licenseCreated(state, action: PayloadAction<StaffLicenseDetail>) {
      state.change.status = 'succeeded';
      state.detail = { status: 'succeeded', error: null, license: action.payload };
    },
    /** The change was refused or failed; field errors go back to the form. */
    licenseChangeFailed(state, action: PayloadAction<AppError>) {
      state.change.status = 'failed';
      state.change.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialBackOfficeState),
});

export const {
  workReasonStated,
  referenceRequested,
  referenceSucceeded,
  referenceFailed,
  licenseSearchRequested,
  licenseSearchSucceeded,
  licenseSearchFailed,
  customerAccountsRequested,
  customerAccountsSucceeded,
  customerAccountsFailed,
  licenseRequested,
  licenseSucceeded,
  licenseFailed,
  licenseCreateRequested,
  licenseUpdateRequested,
  licenseStatusRequested,
  licenseChangeSucceeded,
  licenseCreated,
  licenseChangeFailed,
} = backOfficeSlice.actions;
export const backOfficeReducer = backOfficeSlice.reducer;
