/** Selectors of the new-assessment picker. */
import { createSelector } from 'reselect';
import type { FormDelivery } from '../../../contract/services/businessUnits';
import type { RootState } from '../../rootReducer';

/** The catalogue as loaded. */
export const selectFormCatalogue = (state: RootState) => state.formPicker.catalogue;

/** The delivery mode the forms are filtered by, or `null`. */
export const selectDeliveryModeFilter = (state: RootState) => state.formPicker.deliveryMode;

/** Each form's delivery modes and marketing text, by product id. */
export const selectFormDeliveryById = createSelector([(state: RootState) => state.formPicker.catalogue.items], (items) => {
  const byId: Record<string, FormDelivery> = {};
  for (const item of items) byId[item.productId] = item;
  return byId;
});

/**
 * The eligible forms the picker offers: all of them, or with a delivery mode chosen, those whose
 * catalogue lists it (a form whose catalogue is unknown is not offered then).
 */
export const selectOfferedForms = createSelector(
  [(state: RootState) => state.examinees.detail.forms, selectDeliveryModeFilter, selectFormDeliveryById],
  (forms, mode, byId) => (mode === null ? forms : forms.filter((form) => byId[form.id]?.deliveryModes.includes(mode) ?? false)),
);
