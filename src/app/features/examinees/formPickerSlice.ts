/**
 * The new-assessment picker's catalogue (issue #17, businessUnit.formDeliverySearch): each form's
 * delivery modes and marketing text (what it measures, ages, minutes, qualification level), in
 * the user's language, and the delivery mode the examiner filters the forms by.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { FormDelivery } from '../../../contract/services/businessUnits';
import type { Locale } from '../../../domain/locale';
import type { DeliveryMode } from '../../../domain/product/productCatalogue';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** State of the `formPicker` slice. */
export interface FormPickerState {
  /** The catalogue as loaded, in the language of `locale`. */
  catalogue: { status: RequestStatus; locale: Locale | null; items: FormDelivery[]; error: AppError | null };
  /** The delivery mode the forms are filtered by; `null`: every form. */
  deliveryMode: DeliveryMode | null;
}

/** The first state of the slice. */
export const initialFormPickerState: FormPickerState = {
  catalogue: { status: 'idle', locale: null, items: [], error: null },
  deliveryMode: null,
};

const formPickerSlice = createSlice({
  name: 'formPicker',
  initialState: initialFormPickerState,
  reducers: {
    /** The new-assessment form opened: the saga loads the catalogue unless it is loaded in this language. */
    formPickerOpened(_state, _action: PayloadAction<{ locale: Locale }>) {},
    /** The catalogue's fetch started. */
    formCatalogueLoading(state, action: PayloadAction<{ locale: Locale }>) {
      state.catalogue = { ...state.catalogue, status: 'loading', locale: action.payload.locale, error: null };
    },
    /** The catalogue arrived. */
    formCatalogueSucceeded(state, action: PayloadAction<{ locale: Locale; items: FormDelivery[] }>) {
      state.catalogue = { status: 'succeeded', locale: action.payload.locale, items: action.payload.items, error: null };
    },
    /** The catalogue could not be loaded: the picker still offers the forms, without their marketing text. */
    formCatalogueFailed(state, action: PayloadAction<AppError>) {
      state.catalogue.status = 'failed';
      state.catalogue.error = action.payload;
    },
    /** The examiner chose a delivery mode to filter by (`null`: every form). */
    deliveryModeFilterChanged(state, action: PayloadAction<DeliveryMode | null>) {
      state.deliveryMode = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(loggedOut, () => initialFormPickerState);
  },
});

export const { formPickerOpened, formCatalogueLoading, formCatalogueSucceeded, formCatalogueFailed, deliveryModeFilterChanged } = formPickerSlice.actions;
export const formPickerReducer = formPickerSlice.reducer;
