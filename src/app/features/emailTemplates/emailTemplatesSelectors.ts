/** Selectors of the e-mail templates page. */
import { createSelector } from 'reselect';
import type { RootState } from '../../rootReducer';

/** The templates' load state and rows. */
export const selectTemplateList = (state: RootState) => state.emailTemplates.list;

/** The kind and language on screen. */
export const selectChosenTemplateKey = (state: RootState) => state.emailTemplates.chosen;

/** The template on screen, once loaded. */
export const selectChosenTemplate = createSelector([selectTemplateList, selectChosenTemplateKey], (list, chosen) =>
  list.items.find((template) => template.kind === chosen.kind && template.locale === chosen.locale) ?? null,
);

/** The last Save or restore of the template on screen. */
export const selectTemplateChange = (state: RootState) => state.emailTemplates.change;

/** Whether the "Restore the built-in text" confirmation is open. */
export const selectConfirmingReset = (state: RootState) => state.emailTemplates.confirmingReset;
