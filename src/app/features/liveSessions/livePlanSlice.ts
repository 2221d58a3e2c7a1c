/**
 * Planning a live session and inviting to it (issue #20): the examinee picker, the forms the
 * examinee may take, the account's default video, the submit, and the invitation of a planned
 * session (a link shown once, or an e-mail).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { ProductSummary } from '../../../contract/services/examinees';
import type { VideoInput } from '../../../contract/services/liveSessions';
import type { AdministrationSession, SessionRequest } from '../../../contract/services/sessions';
import type { LinkRespondent } from '../../../domain/remoteLink';
import type { Locale } from '../../../domain/locale';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** An examinee as the picker offers them. */
export interface ExamineeChoice {
  id: number;
  /** "Last, First (ID)". */
  label: string;
}

/** A session the invitation is for. */
export interface InviteTarget {
  sessionId: number;
  examineeRecordId: number;
  examineeName: string;
  locale: Locale;
}

/** State of the `livePlan` slice. */
export interface LivePlanState {
  /** Whether the plan form is open. */
  open: boolean;
  search: string;
  candidates: { status: RequestStatus; items: ExamineeChoice[] };
  examinee: ExamineeChoice | null;
  forms: { status: RequestStatus; items: ProductSummary[]; error: AppError | null };
  defaultVideo: VideoInput | null;
  submit: { status: RequestStatus; error: AppError | null; idempotencyKey: string | null };
  invite: InviteTarget | null;
  link: { status: RequestStatus; url: string | null; respondent: LinkRespondent | null; error: AppError | null; copied: 'idle' | 'copied' | 'failed' };
  email: { status: RequestStatus; error: AppError | null; sentTo: string | null };
}

const noLink: LivePlanState['link'] = { status: 'idle', url: null, respondent: null, error: null, copied: 'idle' };
const noEmail: LivePlanState['email'] = { status: 'idle', error: null, sentTo: null };

/** The slice's state on opening. */
export const initialLivePlanState: LivePlanState = {
  open: false,
  search: '',
  candidates: { status: 'idle', items: [] },
  examinee: null,
  forms: { status: 'idle', items: [], error: null },
  defaultVideo: null,
  submit: { status: 'idle', error: null, idempotencyKey: null },
  invite: null,
  link: noLink,
  email: noEmail,
};

const livePlanSlice = createSlice({
  name: 'livePlan',
  initialState: initialLivePlanState,
  reducers: {
    /** "Plan a session", or the examinee page's link (`examineeRecordId` prefills the examinee). */
    planOpened(state, _action: PayloadAction<{ examineeRecordId: number | null; locale: Locale }>) {
      return { ...initialLivePlanState, open: true, defaultVideo: state.defaultVideo };
    },
    planClosed(state) {
      state.open = false;
    },
    defaultVideoSucceeded(state, action: PayloadAction<VideoInput>) {
      state.defaultVideo = action.payload;
    },
    examineeSearchChanged(state, action: PayloadAction<{ search: string }>) {
      state.search = action.payload.search;
      state.candidates.status = 'loading';
    },
    candidatesSucceeded(state, action: PayloadAction<ExamineeChoice[]>) {
      state.candidates = { status: 'succeeded', items: action.payload };
    },
    candidatesFailed(state) {
      state.candidates = { status: 'failed', items: [] };
    },
    /** An examinee was chosen: load the forms they may take in the session's language. */
    examineeChosen(state, action: PayloadAction<{ examinee: ExamineeChoice; locale: Locale }>) {
      state.examinee = action.payload.examinee;
      state.forms = { status: 'loading', items: [], error: null };
    },
    /** The session's language changed: the forms offered follow it. */
    formsLanguageChanged(state, _action: PayloadAction<{ locale: Locale }>) {
      if (state.examinee) state.forms = { status: 'loading', items: [], error: null };
    },
    formsSucceeded(state, action: PayloadAction<{ examinee: ExamineeChoice; forms: ProductSummary[] }>) {
      state.examinee = action.payload.examinee;
      state.forms = { status: 'succeeded', items: action.payload.forms, error: null };
    },
    formsFailed(state, action: PayloadAction<AppError>) {
      state.forms = { status: 'failed', items: [], error: action.payload };
    },
    /** The form was submitted with valid input. */
    planSubmitted(state, _action: PayloadAction<SessionRequest>) {
      state.submit.status = 'loading';
      state.submit.error = null;
    },
    /** Kept so a retry after an unknown outcome plans the session once. */
    planKeyChosen(state, action: PayloadAction<string>) {
      state.submit.idempotencyKey = action.payload;
    },
    /** Planned: the form closes and the invitation opens for the new session. */
    planSucceeded(state, action: PayloadAction<{ session: AdministrationSession; examineeName: string; locale: Locale }>) {
      const { session, examineeName, locale } = action.payload;
      state.open = false;
      state.submit = { status: 'succeeded', error: null, idempotencyKey: null };
      state.invite = { sessionId: session.id, examineeRecordId: session.examineeRecordId, examineeName, locale };
      state.link = noLink;
      state.email = noEmail;
    },
    planFailed(state, action: PayloadAction<AppError>) {
      state.submit.status = 'failed';
      state.submit.error = action.payload;
    },
    /** "Invite" on a row. */
    inviteOpened(state, action: PayloadAction<InviteTarget>) {
      state.invite = action.payload;
      state.link = noLink;
      state.email = noEmail;
    },
    inviteClosed(state) {
      state.invite = null;
      state.link = noLink;
      state.email = noEmail;
    },
    linkRequested(state, action: PayloadAction<{ respondent: LinkRespondent }>) {
      state.link = { ...noLink, status: 'loading', respondent: action.payload.respondent };
    },
    linkSucceeded(state, action: PayloadAction<{ url: string }>) {
      state.link = { ...state.link, status: 'succeeded', url: action.payload.url };
    },
    linkFailed(state, action: PayloadAction<AppError>) {
      state.link = { ...state.link, status: 'failed', error: action.payload };
    },
    /** "Copy" beside the link's address. */
    copyRequested(_state, _action: PayloadAction<{ url: string }>) {},
    copySucceeded(state) {
      state.link.copied = 'copied';
    },
    copyFailed(state) {
      state.link.copied = 'failed';
    },
    emailRequested(state, _action: PayloadAction<{ recipientAddress: string; recipientName: string }>) {
      state.email = { status: 'loading', error: null, sentTo: null };
    },
    emailSucceeded(state, action: PayloadAction<{ sentTo: string }>) {
      state.email = { status: 'succeeded', error: null, sentTo: action.payload.sentTo };
    },
    emailFailed(state, action: PayloadAction<AppError>) {
      state.email = { status: 'failed', error: action.payload, sentTo: null };
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialLivePlanState),
});

export const {
  planOpened,
  planClosed,
  defaultVideoSucceeded,
  examineeSearchChanged,
  candidatesSucceeded,
  candidatesFailed,
  examineeChosen,
  formsLanguageChanged,
  formsSucceeded,
  formsFailed,
  planSubmitted,
  planKeyChosen,
  planSucceeded,
  planFailed,
  inviteOpened,
  inviteClosed,
  linkRequested,
  linkSucceeded,
  linkFailed,
  copyRequested,
  copySucceeded,
  copyFailed,
  emailRequested,
  emailSucceeded,
  emailFailed,
} = livePlanSlice.actions;
/** The slice's reducer. */
export const livePlanReducer = livePlanSlice.reducer;
