/**
 * The account's e-mail templates (account administrators): every kind and language, the one
 * being edited, saving it and returning it to the built-in text.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmailTemplate } from '../../../contract/services/email';
import type { EmailKind } from '../../../domain/email';
import type { Locale } from '../../../domain/locale';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** Which template: its kind and language. */
export interface TemplateKey {
  kind: EmailKind;
  locale: Locale;
}

/** What saving a template sends. */
export interface TemplateEdit extends TemplateKey {
  subject: string;
  body: string;
}

/** State of the `emailTemplates` slice. */
export interface EmailTemplatesState {
  list: { status: RequestStatus; error: AppError | null; items: EmailTemplate[] };
  /** The template on screen; `locale` null until the page opens with the user's language. */
  chosen: { kind: EmailKind; locale: Locale | null };
  /** The last Save or "Restore the built-in text" of the template on screen. */
  change: { action: 'save' | 'reset' | null; status: RequestStatus; error: AppError | null };
  /** Whether "Restore the built-in text" is asking for confirmation (the account's own text is lost). */
  confirmingReset: boolean;
}

/** The first state of the slice. */
export const initialEmailTemplatesState: EmailTemplatesState = {
  list: { status: 'idle', error: null, items: [] },
  chosen: { kind: 'qosaInvitation', locale: null },
  change: { action: null, status: 'idle', error: null },
  confirmingReset: false,
};

const replace = (items: EmailTemplate[], template: EmailTemplate) =>
  items.some((item) => item.kind === template.kind && item.locale === template.locale)
    ? items.map((item) => (item.kind === template.kind && item.locale === template.locale ? template : item))
    : [...items, template];

const emailTemplatesSlice = createSlice({
  name: 'emailTemplates',
  initialState: initialEmailTemplatesState,
  reducers: {
    /** The templates page opened: the templates load; the editor starts on the user's language. */
    templatesPageOpened(state, action: PayloadAction<{ locale: Locale }>) {
      state.list.status = 'loading';
      state.list.error = null;
      if (state.chosen.locale === null) state.chosen.locale = action.payload.locale;
    },
    /** The templates arrived. */
    templatesSucceeded(state, action: PayloadAction<EmailTemplate[]>) {
      state.list = { status: 'succeeded', error: null, items: action.payload };
    },
    /** The templates could not be loaded. */
    templatesFailed(state, action: PayloadAction<AppError>) {
      state.list.status = 'failed';
      state.list.error = action.payload;
    },
    /** Another kind or language was picked: its template goes in the editor. */
    templateChosen(state, action: PayloadAction<TemplateKey>) {
      state.chosen = action.payload;
      state.change = initialEmailTemplatesState.change;
      state.confirmingReset = false;
    },
    /** Save was pressed. */
    templateSaveRequested(state, _action: PayloadAction<TemplateEdit>) {
      state.change = { action: 'save', status: 'loading', error: null };
    },
    /** "Restore the built-in text" was pressed: the confirmation opens. */
    templateResetAsked(state) {
      state.confirmingReset = true;
    },
    /** The confirmation was cancelled or dismissed. */
    templateResetCancelled(state) {
      state.confirmingReset = false;
    },
    /** Restoring the built-in text was confirmed. */
    templateResetRequested(state, _action: PayloadAction<TemplateKey>) {
      state.change = { action: 'reset', status: 'loading', error: null };
      state.confirmingReset = false;
    },
    /** The template was saved or restored: the server's copy replaces the one listed. */
    templateChangeSucceeded(state, action: PayloadAction<EmailTemplate>) {
      state.list.items = replace(state.list.items, action.payload);
      state.change.status = 'succeeded';
    },
    /** The change was refused (a placeholder the kind lacks, no {link}...) or could not be sent; field messages show on the fields. */
    templateChangeFailed(state, action: PayloadAction<AppError>) {
      state.change.status = 'failed';
      state.change.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialEmailTemplatesState),
});

export const {
  templatesPageOpened,
  templatesSucceeded,
  templatesFailed,
  templateChosen,
  templateSaveRequested,
  templateResetAsked,
  templateResetCancelled,
  templateResetRequested,
  templateChangeSucceeded,
  templateChangeFailed,
} = emailTemplatesSlice.actions;
export const emailTemplatesReducer = emailTemplatesSlice.reducer;
