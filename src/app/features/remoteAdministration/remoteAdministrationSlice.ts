/**
 * Remote administration of the assessment on screen (issue #6): its links with their states
 * (kept live while one is open), creating a link, sending one by e-mail, launching the player on
 * this device, revoking and resending. A link's address is in the state only between the answer
 * that carries it and the examiner dismissing it: the server never shows it again.
 */
import { createEntityAdapter, createSlice, type EntityState, type PayloadAction } from '@reduxjs/toolkit';
import type { EmailMessageSummary, EmailPage, SendEmailInput, VppEmailInput } from '../../../contract/services/email';
import type { RemoteLinkSummary } from '../../../contract/services/remoteLinks';
import type { Locale } from '../../../domain/locale';
import type { RemoteLinkInput } from '../../../domain/remoteLink';
import type { AppError } from '../../../client/appError';
import type { PendingSubmit } from '../../core/http/idempotency';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** Input of "Create link". */
export interface CreateLinkInput {
  assessmentId: number;
  link: RemoteLinkInput;
}

/** Why an address is on screen: a new link, a resent one (the old address stops working), or a launch whose tab the browser blocked. */
export type RevealReason = 'created' | 'resent' | 'launchBlocked';

/** A link's address, shown once. */
export interface RevealedAddress {
  linkId: number;
  url: string;
  reason: RevealReason;
  /** The last "Copy": `copied`, or `failed` (no clipboard access: the examiner copies it by hand). */
  copy: 'idle' | 'copied' | 'failed';
}

/** One request the panel tracks. */
export interface PanelRequest {
  status: RequestStatus;
  error: AppError | null;
}

/** State of the `remoteAdministration` slice. */
export interface RemoteAdministrationState {
  /** The assessment whose panel is open, or `null` when none is. */
  assessmentId: number | null;
  links: EntityState<RemoteLinkSummary, number> & PanelRequest;
  /** The send screen's data (templates, defaults) for the assessment's examinee. */
  emailPage: PanelRequest & { examineeRecordId: number | null; data: EmailPage | null };
  createLink: PanelRequest & { pending: PendingSubmit<CreateLinkInput> | null };
  send: PanelRequest & { pending: PendingSubmit<SendEmailInput> | null; sent: EmailMessageSummary | null };
  /** "Invite to a video session": the invitation's send. */
  vpp: PanelRequest & { pending: PendingSubmit<VppEmailInput> | null; sent: EmailMessageSummary | null };
  launch: PanelRequest;
  /** "Revoke": the link whose confirmation dialog is open. */
  revoke: PanelRequest & { linkId: number | null };
  /** "Resend": the link whose confirmation dialog is open. */
  resend: PanelRequest & { linkId: number | null };
  revealed: RevealedAddress | null;
}

/** Links, newest first (as the server lists them). */
export const linksAdapter = createEntityAdapter<RemoteLinkSummary>({
  sortComparer: (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
});

const idle: PanelRequest = { status: 'idle', error: null };

/** The first state of the slice. */
export const initialRemoteAdministrationState: RemoteAdministrationState = {
  assessmentId: null,
  links: linksAdapter.getInitialState(idle),
  emailPage: { ...idle, examineeRecordId: null, data: null },
  createLink: { ...idle, pending: null },
  send: { ...idle, pending: null, sent: null },
  vpp: { ...idle, pending: null, sent: null },
  launch: idle,
  revoke: { ...idle, linkId: null },
  resend: { ...idle, linkId: null },
  revealed: null,
};

const failed = (error: AppError): PanelRequest => ({ status: 'failed', error });

const remoteAdministrationSlice = createSlice({
  name: 'remoteAdministration',
  initialState: initialRemoteAdministrationState,
  reducers: {
    /**
     * The panel of an assessment appeared: its links load and are kept live; `withSending` (the
     * user may send) also loads the send screen's data for the examinee.
     */
    panelOpened(state, action: PayloadAction<{ assessmentId: number; examineeRecordId: number; withSending: boolean }>) {
      const { assessmentId, examineeRecordId, withSending } = action.payload;
      const same = state.assessmentId === assessmentId;
      const base = same ? state : { ...initialRemoteAdministrationState, assessmentId };
      return {
        ...base,
        links: { ...base.links, status: 'loading', error: null },
        emailPage: withSending ? { ...base.emailPage, status: 'loading', error: null, examineeRecordId } : base.emailPage,
      };
    },
    /** The panel went away (the page was left): polling stops; an address on screen is forgotten. */
    panelClosed(state, action: PayloadAction<{ assessmentId: number }>) {
      if (state.assessmentId === action.payload.assessmentId) state.revealed = null;
    },
    /** The links arrived (first load or a poll). */
    linksSucceeded(state, action: PayloadAction<{ assessmentId: number; links: RemoteLinkSummary[] }>) {
      if (state.assessmentId !== action.payload.assessmentId) return;
      linksAdapter.setAll(state.links, action.payload.links);
      state.links.status = 'succeeded';
      state.links.error = null;
    },
    /** The links could not be loaded (the rows shown stay). */
    linksFailed(state, action: PayloadAction<{ assessmentId: number; error: AppError }>) {
      if (state.assessmentId !== action.payload.assessmentId) return;
      state.links.status = 'failed';
      state.links.error = action.payload.error;
    },
    /** The send screen's data arrived. */
    emailPageSucceeded(state, action: PayloadAction<{ examineeRecordId: number; page: EmailPage }>) {
      if (state.emailPage.examineeRecordId !== action.payload.examineeRecordId) return;
      state.emailPage = { status: 'succeeded', error: null, examineeRecordId: action.payload.examineeRecordId, data: action.payload.page };
    },
    /** The send screen's data could not be loaded. */
    emailPageFailed(state, action: PayloadAction<{ examineeRecordId: number; error: AppError }>) {
      if (state.emailPage.examineeRecordId !== action.payload.examineeRecordId) return;
      state.emailPage = { ...state.emailPage, ...failed(action.payload.error) };
    },
    /** "Create link" was pressed. */
    createLinkRequested(state, _action: PayloadAction<CreateLinkInput>) {
      state.createLink = { ...state.createLink, status: 'loading', error: null };
      state.revealed = null;
    },
    /** The link was created: it heads the list and its address is shown this once. */
    createLinkSucceeded(state, action: PayloadAction<{ link: RemoteLinkSummary; url: string }>) {
      const { link, url } = action.payload;
      if (state.assessmentId !== null && link.assessmentId === state.assessmentId) linksAdapter.upsertOne(state.links, link);
      state.createLink = { status: 'succeeded', error: null, pending: null };
      state.revealed = { linkId: link.id, url, reason: 'created', copy: 'idle' };
    },
    /** The link was not created. */
    createLinkFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<CreateLinkInput> | null }>) {
      state.createLink = { ...failed(action.payload.error), pending: action.payload.pending };
    },
    /** "Send" was pressed on the e-mail form (a new link, or an e-mailed link resent). */
    sendRequested(state, _action: PayloadAction<SendEmailInput>) {
      state.send = { ...state.send, status: 'loading', error: null, sent: null };
    },
    /** The message was queued; the job delivers it. */
    sendSucceeded(state, action: PayloadAction<EmailMessageSummary>) {
      state.send = { status: 'succeeded', error: null, pending: null, sent: action.payload };
      state.resend = initialRemoteAdministrationState.resend;
    },
    /** The message was refused (bad address, a link no longer open...) or could not be sent. */
    sendFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<SendEmailInput> | null }>) {
      state.send = { ...failed(action.payload.error), pending: action.payload.pending, sent: null };
      if (state.resend.linkId !== null) state.resend = { ...state.resend, ...failed(action.payload.error) };
    },
    /** The examiner changed the e-mail form: an old outcome no longer describes it. */
    sendFormEdited(state) {
      if (state.send.status !== 'loading') state.send = { ...state.send, status: 'idle', error: null, sent: null };
    },
    /** "Send" was pressed on the video-session invitation form. */
    vppRequested(state, _action: PayloadAction<VppEmailInput>) {
      state.vpp = { ...state.vpp, status: 'loading', error: null, sent: null };
    },
    /** The invitation was queued; the job delivers it. */
    vppSucceeded(state, action: PayloadAction<EmailMessageSummary>) {
      state.vpp = { status: 'succeeded', error: null, pending: null, sent: action.payload };
    },
    /** The invitation was refused (an appointment past or too far ahead, a bad address...) or could not be sent. */
    vppFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<VppEmailInput> | null }>) {
      state.vpp = { ...failed(action.payload.error), pending: action.payload.pending, sent: null };
    },
    /** The examiner changed the invitation form: an old outcome no longer describes it. */
    vppFormEdited(state) {
      if (state.vpp.status !== 'loading') state.vpp = { ...state.vpp, status: 'idle', error: null, sent: null };
    },
    /** "Start here" was pressed: the player opens in a new tab in `locale`. */
    launchRequested(state, _action: PayloadAction<{ assessmentId: number; locale: Locale }>) {
      state.launch = { status: 'loading', error: null };
      state.revealed = null;
    },
    /** The administration was launched; `opened` false: the browser blocked the tab, so the address is shown to open by hand. */
    launchSucceeded(state, action: PayloadAction<{ link: RemoteLinkSummary; url: string; opened: boolean }>) {
      const { link, url, opened } = action.payload;
      if (state.assessmentId !== null && link.assessmentId === state.assessmentId) linksAdapter.upsertOne(state.links, link);
      state.launch = { status: 'succeeded', error: null };
      state.revealed = opened ? null : { linkId: link.id, url, reason: 'launchBlocked', copy: 'idle' };
    },
    /** The launch was refused or could not be sent. */
    launchFailed(state, action: PayloadAction<AppError>) {
      state.launch = failed(action.payload);
    },
    /** "Revoke" was pressed on a link: the confirmation dialog opens. */
    revokeDialogOpened(state, action: PayloadAction<{ linkId: number }>) {
      state.revoke = { ...idle, linkId: action.payload.linkId };
    },
    /** The revoke dialog was cancelled or dismissed. */
    revokeDialogClosed(state) {
      state.revoke = initialRemoteAdministrationState.revoke;
    },
    /** The revocation was confirmed. */
    revokeRequested(state, action: PayloadAction<{ linkId: number }>) {
      state.revoke = { status: 'loading', error: null, linkId: action.payload.linkId };
    },
    /** The link is revoked: its row says so; the dialog closes. */
    revokeSucceeded(state, action: PayloadAction<RemoteLinkSummary>) {
      linksAdapter.upsertOne(state.links, action.payload);
      state.revoke = initialRemoteAdministrationState.revoke;
      if (state.revealed?.linkId === action.payload.id) state.revealed = null;
    },
    /** The revocation failed: the dialog stays open with the reason. */
    revokeFailed(state, action: PayloadAction<{ linkId: number; error: AppError }>) {
      state.revoke = { ...failed(action.payload.error), linkId: action.payload.linkId };
    },
    /** "Resend" was pressed on a link: the confirmation dialog opens. */
    resendDialogOpened(state, action: PayloadAction<{ linkId: number }>) {
      state.resend = { ...idle, linkId: action.payload.linkId };
    },
    /** The resend dialog was cancelled or dismissed. */
    resendDialogClosed(state) {
      state.resend = initialRemoteAdministrationState.resend;
    },
    /** Resending a link that was not e-mailed was confirmed: a new address replaces the old. */
    resendRequested(state, action: PayloadAction<{ linkId: number }>) {
      state.resend = { status: 'loading', error: null, linkId: action.payload.linkId };
      state.revealed = null;
    },
    /** The link has a new address, shown this once; the old one no longer works. */
    resendSucceeded(state, action: PayloadAction<{ link: RemoteLinkSummary; url: string }>) {
      const { link, url } = action.payload;
      linksAdapter.upsertOne(state.links, link);
      state.resend = initialRemoteAdministrationState.resend;
      state.revealed = { linkId: link.id, url, reason: 'resent', copy: 'idle' };
    },
    /** The resend failed: the dialog stays open with the reason. */
    resendFailed(state, action: PayloadAction<{ linkId: number; error: AppError }>) {
      state.resend = { ...failed(action.payload.error), linkId: action.payload.linkId };
    },
    /** "Copy" was pressed beside the address on screen. */
    addressCopyRequested(_state, _action: PayloadAction<{ url: string }>) {},
    /** The address reached the clipboard, or could not (`copied` false). */
    addressCopyFinished(state, action: PayloadAction<{ url: string; copied: boolean }>) {
      if (state.revealed?.url === action.payload.url) state.revealed.copy = action.payload.copied ? 'copied' : 'failed';
    },
    /** The examiner dismissed the address on screen ("Done"): it is not shown again. */
    revealedDismissed(state) {
      state.revealed = null;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialRemoteAdministrationState),
});

export const {
  panelOpened,
  panelClosed,
  linksSucceeded,
  linksFailed,
  emailPageSucceeded,
  emailPageFailed,
  createLinkRequested,
  createLinkSucceeded,
  createLinkFailed,
  sendRequested,
  sendSucceeded,
  sendFailed,
  sendFormEdited,
  vppRequested,
  vppSucceeded,
  vppFailed,
  vppFormEdited,
  launchRequested,
  launchSucceeded,
  launchFailed,
  revokeDialogOpened,
  revokeDialogClosed,
  revokeRequested,
  revokeSucceeded,
  revokeFailed,
  resendDialogOpened,
  resendDialogClosed,
  resendRequested,
  resendSucceeded,
  resendFailed,
  addressCopyRequested,
  addressCopyFinished,
  revealedDismissed,
} = remoteAdministrationSlice.actions;
export const remoteAdministrationReducer = remoteAdministrationSlice.reducer;
