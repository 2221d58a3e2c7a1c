/**
 * The back office's feedback inbox (issue #17): the staff who may be assigned, the inbox's page
 * of feedback with its filters, the piece of feedback on screen and the change under way (assign,
 * answer, close, reopen). The staff member's stated reason is the back office's one
 * (features/backOffice, `workReasonStated`), sent with every call into an account.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';
import type { FeedbackItem, FeedbackStaffMember, InboxFeedback, InboxPage } from '../../../contract/services/feedbackInbox';
import type { FeedbackCategory } from '../../../domain/feedback';
import type { FeedbackStatus } from '../../../domain/feedbackInbox';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** Pieces of feedback per page of the inbox. */
export const INBOX_PAGE_SIZE = 25;

/** What the inbox filters by; `''` filters nothing. `assigneeId` is a staff member's id as text. */
export interface InboxCriteria {
  status: FeedbackStatus | '';
  category: FeedbackCategory | '';
  assigneeId: string;
  account: string;
}

/** A piece of feedback of an account, as its screen names it. */
export interface FeedbackKey {
  accountId: number;
  feedbackId: number;
}

/** The change under way. */
export type FeedbackChangeKind = 'assign' | 'answer' | 'close' | 'reopen';

/** State of the `feedbackInbox` slice. */
export interface FeedbackInboxState {
  staff: { status: RequestStatus; error: AppError | null; items: FeedbackStaffMember[] };
  inbox: { status: RequestStatus; error: AppError | null; criteria: InboxCriteria; page: number; pageSize: number; total: number; items: InboxFeedback[] };
  item: { status: RequestStatus; error: AppError | null; feedback: FeedbackItem | null };
  change: { status: RequestStatus; error: AppError | null; kind: FeedbackChangeKind | null };
}

/** The first state of the slice: the inbox opens on new feedback. */
export const initialFeedbackInboxState: FeedbackInboxState = {
  staff: { status: 'idle', error: null, items: [] },
  inbox: { status: 'idle', error: null, criteria: { status: 'new', category: '', assigneeId: '', account: '' }, page: 1, pageSize: INBOX_PAGE_SIZE, total: 0, items: [] },
  item: { status: 'idle', error: null, feedback: null },
  change: { status: 'idle', error: null, kind: null },
};

const feedbackInboxSlice = createSlice({
  name: 'feedbackInbox',
  initialState: initialFeedbackInboxState,
  reducers: {
    /** An inbox screen opened: the staff list loads once. */
    staffRequested(state) {
      if (state.staff.status === 'succeeded') return;
      state.staff = { ...state.staff, status: 'loading', error: null };
    },
    staffSucceeded(state, action: PayloadAction<FeedbackStaffMember[]>) {
      state.staff = { status: 'succeeded', error: null, items: action.payload };
    },
    staffFailed(state, action: PayloadAction<AppError>) {
      state.staff = { ...state.staff, status: 'failed', error: action.payload };
    },
    /** A page of the inbox was asked for (Show, Previous, Next, or the reason stated). */
    inboxRequested(state, action: PayloadAction<{ criteria: InboxCriteria; page: number }>) {
      state.inbox = { ...state.inbox, status: 'loading', error: null, criteria: action.payload.criteria, page: action.payload.page };
    },
    /** A page arrived; one for a page no longer asked for is dropped. */
    inboxSucceeded(state, action: PayloadAction<InboxPage>) {
      const { items, total, page, pageSize } = action.payload;
      if (page !== state.inbox.page) return;
      state.inbox = { ...state.inbox, status: 'succeeded', error: null, items, total, page, pageSize };
    },
    inboxFailed(state, action: PayloadAction<AppError>) {
      state.inbox = { ...state.inbox, status: 'failed', error: action.payload };
    },
    /** A piece of feedback's screen opened (or the reason was just stated): it loads. */
    feedbackRequested(state, _action: PayloadAction<FeedbackKey>) {
      state.item = { status: 'loading', error: null, feedback: null };
      state.change = initialFeedbackInboxState.change;
    },
    feedbackSucceeded(state, action: PayloadAction<FeedbackItem>) {
      state.item = { status: 'succeeded', error: null, feedback: action.payload };
    },
    /** It could not be loaded (a 404 for another account's id). */
    feedbackFailed(state, action: PayloadAction<AppError>) {
      state.item = { status: 'failed', error: action.payload, feedback: null };
    },
    /** Assign was pressed. */
    assignRequested(state, _action: PayloadAction<FeedbackKey & { assigneeId: number }>) {
      state.change = { status: 'loading', error: null, kind: 'assign' };
    },
    /** Send answer was pressed. */
    answerRequested(state, _action: PayloadAction<FeedbackKey & { message: string }>) {
      state.change = { status: 'loading', error: null, kind: 'answer' };
    },
    /** Close or Reopen was pressed. */
    feedbackStatusRequested(state, action: PayloadAction<FeedbackKey & { action: 'close' | 'reopen' }>) {
      state.change = { status: 'loading', error: null, kind: action.payload.action };
    },
    /** The change was stored: the feedback as it is now. */
    changeSucceeded(state, action: PayloadAction<FeedbackItem>) {
      state.change.status = 'succeeded';
      state.item = { status: 'succeeded', error: null, feedback: action.payload };
    },
    /** The change was refused or failed. */
    changeFailed(state, action: PayloadAction<AppError>) {
      state.change.status = 'failed';
      state.change.error = action.payload;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialFeedbackInboxState),
});

export const {
  staffRequested,
  staffSucceeded,
  staffFailed,
  inboxRequested,
  inboxSucceeded,
  inboxFailed,
  feedbackRequested,
  feedbackSucceeded,
  feedbackFailed,
  assignRequested,
  answerRequested,
  feedbackStatusRequested,
  changeSucceeded,
  changeFailed,
} = feedbackInboxSlice.actions;
export const feedbackInboxReducer = feedbackInboxSlice.reducer;
