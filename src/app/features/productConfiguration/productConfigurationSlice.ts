/**
 * The back office's product configuration (issue #17): the catalogue's products and its forms,
 * scorings and reports, the product on screen with its versions and draft, the change under way
 * (an import, a part of the draft, a new draft, publish, discard, retire, reinstate) and the
 * preview of a score with the draft.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { ProductDetails, ProductFormRow, ProductReportRow, ProductRow, ProductScoringRow } from '../../../contract/services/productConfiguration';
import type { ProductPart, ProductState } from '../../../domain/product/productLifecycle';
import type { Responses, ScoreResult, ScoringContext } from '../../../domain/scoring/scoreTypes';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** A list loaded from the server. */
export interface LoadedList<T> {
  status: RequestStatus;
  error: AppError | null;
  items: T[];
}

/** The catalogue-wide lists of the dashboard's tabs. */
export type CatalogueList = { list: 'forms'; items: ProductFormRow[] } | { list: 'scorings'; items: ProductScoringRow[] } | { list: 'reports'; items: ProductReportRow[] };

/** A decision on a product, each with its reason: publish (with the revision reviewed), discard, retire, reinstate. */
export type ProductDecision = 'publish' | 'discard' | 'retire' | 'reinstate';

/** Which change is under way. */
export type ProductChangeKind = 'import' | 'part' | 'newDraft' | ProductDecision;

/** State of the `productConfiguration` slice. */
export interface ProductConfigurationState {
  dashboard: LoadedList<ProductRow> & { filter: ProductState | '' };
  forms: LoadedList<ProductFormRow>;
  scorings: LoadedList<ProductScoringRow>;
  reports: LoadedList<ProductReportRow>;
  product: { status: RequestStatus; error: AppError | null; details: ProductDetails | null };
  change: { status: RequestStatus; error: AppError | null; kind: ProductChangeKind | null; part: ProductPart | null };
  preview: { status: RequestStatus; error: AppError | null; result: ScoreResult | null };
}

const emptyList = { status: 'idle', error: null, items: [] } as const;

/** The first state of the slice. */
export const initialProductConfigurationState: ProductConfigurationState = {
  dashboard: { ...emptyList, items: [], filter: '' },
  forms: { ...emptyList, items: [] },
  scorings: { ...emptyList, items: [] },
  reports: { ...emptyList, items: [] },
  product: { status: 'idle', error: null, details: null },
  change: { status: 'idle', error: null, kind: null, part: null },
  preview: { status: 'idle', error: null, result: null },
};

/** What saving one part of the draft sends. */
export interface PartSave {
  productId: string;
  part: ProductPart;
  /** The draft's revision the change was made on (a stale one answers 409). */
  revision: number;
  /** Why the part changes (the domain's product change reason; kept in the audit log). */
  reason: string;
  fields: Record<string, unknown>;
}

const startChange = (state: ProductConfigurationState, kind: ProductChangeKind, part: ProductPart | null = null) => {
  state.change = { status: 'loading', error: null, kind, part };
};

const slice = createSlice({
  name: 'productConfiguration',
  initialState: initialProductConfigurationState,
  reducers: {
    /** The dashboard opened or its state filter changed. */
    dashboardRequested(state, action: PayloadAction<{ filter: ProductState | '' }>) {
      state.dashboard = { ...state.dashboard, status: 'loading', error: null, filter: action.payload.filter };
    },
    /** The products arrived. */
    dashboardSucceeded(state, action: PayloadAction<ProductRow[]>) {
      state.dashboard = { ...state.dashboard, status: 'succeeded', error: null, items: action.payload };
    },
    /** The products could not be loaded. */
    dashboardFailed(state, action: PayloadAction<AppError>) {
      state.dashboard = { ...state.dashboard, status: 'failed', error: action.payload };
    },
    /** A tab of the catalogue's forms, scorings or reports opened. */
    catalogueRequested(state, action: PayloadAction<{ list: CatalogueList['list'] }>) {
      state[action.payload.list].status = 'loading';
      state[action.payload.list].error = null;
    },
    /** A catalogue list arrived. */
    catalogueSucceeded(state, action: PayloadAction<CatalogueList>) {
      const { payload } = action;
      if (payload.list === 'forms') state.forms = { status: 'succeeded', error: null, items: payload.items };
      else if (payload.list === 'scorings') state.scorings = { status: 'succeeded', error: null, items: payload.items };
      else state.reports = { status: 'succeeded', error: null, items: payload.items };
    },
    /** A catalogue list could not be loaded. */
    catalogueFailed(state, action: PayloadAction<{ list: CatalogueList['list']; error: AppError }>) {
      state[action.payload.list].status = 'failed';
      state[action.payload.list].error = action.payload.error;
    },
    /** A product's screen opened, or a reload was asked for (after someone else's change). */
    productRequested(state, action: PayloadAction<{ productId: string }>) {
      const keep = state.product.details?.id === action.payload.productId ? state.product.details : null;
      state.product = { status: 'loading', error: null, details: keep };
      state.change = initialProductConfigurationState.change;
    },
    /** The product arrived. */
    productSucceeded(state, action: PayloadAction<ProductDetails>) {
      state.product = { status: 'succeeded', error: null, details: action.payload };
    },
    /** The product could not be loaded (404 for an unknown id). */
    productFailed(state, action: PayloadAction<AppError>) {
      state.product = { status: 'failed', error: action.payload, details: null };
    },
    /** "Import as draft" was pressed with a parsed definition and a reason. */
    importRequested(state, _action: PayloadAction<{ definition: Record<string, unknown>; reason: string }>) {
      startChange(state, 'import');
    },
    /** The import was stored as a draft: it becomes the product on screen, and its screen opens. */
    productImported(state, action: PayloadAction<ProductDetails>) {
      state.change.status = 'succeeded';
      state.product = { status: 'succeeded', error: null, details: action.payload };
    },
    /** Save was pressed on a part of the draft. */
    partSaveRequested(state, action: PayloadAction<PartSave>) {
      startChange(state, 'part', action.payload.part);
    },
    /** "Start a new draft from version N" was confirmed. */
    newDraftRequested(state, _action: PayloadAction<{ productId: string; fromVersion: number; reason: string }>) {
      startChange(state, 'newDraft');
    },
    /** Publish, Discard, Retire or Reinstate was confirmed with a reason. */
    decisionRequested(state, action: PayloadAction<{ productId: string; decision: ProductDecision; reason: string; revision?: number }>) {
      startChange(state, action.payload.decision);
    },
    /** The change was stored: the product as it is now (the preview of the old draft is dropped). */
    changeSucceeded(state, action: PayloadAction<ProductDetails>) {
      state.change.status = 'succeeded';
      state.product = { status: 'succeeded', error: null, details: action.payload };
      state.preview = initialProductConfigurationState.preview;
    },
    /** The change was refused or failed; its field errors go back to the form. */
    changeFailed(state, action: PayloadAction<AppError>) {
      state.change.status = 'failed';
      state.change.error = action.payload;
    },
    /** A change's message was read (a form opened again). */
    changeCleared(state) {
      state.change = initialProductConfigurationState.change;
    },
    /** "Score" was pressed on the preview. */
    previewRequested(state, _action: PayloadAction<{ productId: string; responses: Responses; context: ScoringContext }>) {
      state.preview = { ...state.preview, status: 'loading', error: null };
    },
    /** The draft's score of the typed responses. */
    previewSucceeded(state, action: PayloadAction<ScoreResult>) {
      state.preview = { status: 'succeeded', error: null, result: action.payload };
    },
    /** The preview was refused (a response out of range, a bad date). */
    previewFailed(state, action: PayloadAction<AppError>) {
      state.preview = { status: 'failed', error: action.payload, result: null };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialProductConfigurationState),
});

export const {
  dashboardRequested,
  dashboardSucceeded,
  dashboardFailed,
  catalogueRequested,
  catalogueSucceeded,
  catalogueFailed,
  productRequested,
  productSucceeded,
  productFailed,
  importRequested,
  productImported,
  partSaveRequested,
  newDraftRequested,
  decisionRequested,
  changeSucceeded,
  changeFailed,
  changeCleared,
  previewRequested,
  previewSucceeded,
  previewFailed,
} = slice.actions;
/** The reducer of the `productConfiguration` slice. */
export const productConfigurationReducer = slice.reducer;
