/**
 * E-mails of the examinee on screen (assessment.emailHistory): every message with its delivery
 * state and its link's state; and "Send several forms together": a session of two or more open
 * assessments (prosa.session), sent by e-mail or as one link.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { EmailMessageSummary, EmailPage } from '../../../contract/services/email';
import type { CreatedRemoteLink } from '../../../contract/services/remoteLinks';
import type { RemoteLinkInput } from '../../../domain/remoteLink';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** What "Send several forms together" asks for: the assessments, in order, and how to send them. */
export interface SessionSendInput {
  examineeRecordId: number;
  assessmentIds: number[];
  link: RemoteLinkInput;
  /** `email`: a message to `recipientAddress`; `link`: the address, shown once. */
  way: 'email' | 'link';
  recipientAddress: string;
  recipientName: string;
}

/** State of the `examineeEmails` slice. */
export interface ExamineeEmailsState {
  examineeRecordId: number | null;
  history: { status: RequestStatus; error: AppError | null; items: EmailMessageSummary[] };
  /** The send screen's data: which assessments can be sent now, defaults. */
  page: { status: RequestStatus; error: AppError | null; data: EmailPage | null };
  send: { status: RequestStatus; error: AppError | null; sent: EmailMessageSummary | null; url: string | null };
  /**
   * The session made for these assessments, kept after a send that failed after it, so that
   * trying again sends the same session instead of making a second one.
   */
  session: { assessmentIds: number[]; sessionId: number } | null;
}

/** The first state of the slice. */
export const initialExamineeEmailsState: ExamineeEmailsState = {
  examineeRecordId: null,
  history: { status: 'idle', error: null, items: [] },
  page: { status: 'idle', error: null, data: null },
  send: { status: 'idle', error: null, sent: null, url: null },
  session: null,
};

const examineeEmailsSlice = createSlice({
  name: 'examineeEmails',
  initialState: initialExamineeEmailsState,
  reducers: {
    /** The examinee page's e-mail section appeared (or Refresh was pressed); `withSending` also loads what sending needs. */
    emailsSectionOpened(state, action: PayloadAction<{ examineeRecordId: number; withSending: boolean }>) {
      const { examineeRecordId, withSending } = action.payload;
      const base = state.examineeRecordId === examineeRecordId ? state : { ...initialExamineeEmailsState, examineeRecordId };
      return {
        ...base,
        history: { ...base.history, status: 'loading', error: null },
        page: withSending ? { ...base.page, status: 'loading', error: null } : base.page,
      };
    },
    /** The history arrived. */
    historySucceeded(state, action: PayloadAction<{ examineeRecordId: number; messages: EmailMessageSummary[] }>) {
      if (state.examineeRecordId !== action.payload.examineeRecordId) return;
      state.history = { status: 'succeeded', error: null, items: action.payload.messages };
    },
    /** The history could not be loaded. */
    historyFailed(state, action: PayloadAction<{ examineeRecordId: number; error: AppError }>) {
      if (state.examineeRecordId !== action.payload.examineeRecordId) return;
      state.history.status = 'failed';
      state.history.error = action.payload.error;
    },
    /** The send screen's data arrived. */
    sendPageSucceeded(state, action: PayloadAction<{ examineeRecordId: number; page: EmailPage }>) {
      if (state.examineeRecordId !== action.payload.examineeRecordId) return;
      state.page = { status: 'succeeded', error: null, data: action.payload.page };
    },
    /** The send screen's data could not be loaded. */
    sendPageFailed(state, action: PayloadAction<{ examineeRecordId: number; error: AppError }>) {
      if (state.examineeRecordId !== action.payload.examineeRecordId) return;
      state.page.status = 'failed';
      state.page.error = action.payload.error;
    },
    /** "Send by e-mail" or "Create link" was pressed for the assessments ticked. */
    sessionSendRequested(state, _action: PayloadAction<SessionSendInput>) {
      state.send = { status: 'loading', error: null, sent: null, url: null };
    },
    /** The session was made (the send follows). */
    sessionCreated(state, action: PayloadAction<{ assessmentIds: number[]; sessionId: number }>) {
      state.session = action.payload;
    },
    /** The e-mail was queued. */
    sessionEmailSucceeded(state, action: PayloadAction<EmailMessageSummary>) {
      state.send = { status: 'succeeded', error: null, sent: action.payload, url: null };
      state.session = null;
    },
    /** The link was made: its address is shown this once. */
    sessionLinkSucceeded(state, action: PayloadAction<CreatedRemoteLink>) {
      state.send = { status: 'succeeded', error: null, sent: null, url: action.payload.url };
      state.session = null;
    },
    /** The session or its sending failed. */
    sessionSendFailed(state, action: PayloadAction<AppError>) {
      state.send = { status: 'failed', error: action.payload, sent: null, url: null };
    },
    /** The examiner put the address away ("Done"). */
    sessionAddressDismissed(state) {
      state.send.url = null;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialExamineeEmailsState),
});

export const {
  emailsSectionOpened,
  historySucceeded,
  historyFailed,
  sendPageSucceeded,
  sendPageFailed,
  sessionSendRequested,
  sessionCreated,
  sessionEmailSucceeded,
  sessionLinkSucceeded,
  sessionSendFailed,
  sessionAddressDismissed,
} = examineeEmailsSlice.actions;
export const examineeEmailsReducer = examineeEmailsSlice.reducer;
