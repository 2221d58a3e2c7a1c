/**
 * The verification page: the assessment's items, the verification state from the server, the
 * second entry being typed (blind: the first entry is never in this state), the examiner's
 * resolutions of the discrepancies, and the request under way.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NumericEntryProblem } from '../../../domain/product/itemEntry';
import type { VerificationState } from '../../../contract/services/verification';
import type { AssessmentDetails } from '../../../contract/types';
import type { Resolutions } from '../../../domain/itemEntryVerification';
import type { Responses } from '../../../domain/scoring/scoreTypes';
import type { AppError } from '../../../client/appError';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** The requests of the page. */
export type VerificationCommand = 'begin' | 'compare' | 'resolve' | 'cancel';

/** What the page loads: the items (product) and names, without the first entry's values. */
export interface VerificationSubject {
  assessmentId: number;
  productCode: string;
  examineeName: string;
  product: AssessmentDetails['product'];
}

/** State of the `verification` slice. */
export interface VerificationPageState {
  assessmentId: number | null;
  load: { status: RequestStatus; error: AppError | null };
  subject: VerificationSubject | null;
  server: VerificationState | null;
  /** The second entry on screen, by response key. */
  secondEntry: Responses;
  /** The field keystrokes go to. */
  currentKey: string | null;
  /** The field whose last key entered nothing. */
  rejectedKey: string | null;
  /** What was typed in each number field, exactly as typed (a text the item does not take enters nothing). */
  numberTexts: Record<string, string>;
  resolutions: Resolutions;
  request: { status: RequestStatus; command: VerificationCommand | null; error: AppError | null };
}

/** The first state of the slice. */
export const initialVerificationState: VerificationPageState = {
  assessmentId: null,
  load: { status: 'idle', error: null },
  subject: null,
  server: null,
  secondEntry: {},
  currentKey: null,
  rejectedKey: null,
  numberTexts: {},
  resolutions: {},
  request: { status: 'idle', command: null, error: null },
};

const verificationSlice = createSlice({
  name: 'verification',
  initialState: initialVerificationState,
  reducers: {
    /** The verification page opened for an assessment. */
    verificationOpened(_state, action: PayloadAction<{ assessmentId: number }>) {
      return { ...initialVerificationState, assessmentId: action.payload.assessmentId, load: { status: 'loading', error: null } };
    },
    /** The items and the verification state arrived. */
    verificationLoaded(state, action: PayloadAction<{ subject: VerificationSubject; server: VerificationState }>) {
      if (state.assessmentId !== action.payload.subject.assessmentId) return;
      state.load = { status: 'succeeded', error: null };
      state.subject = action.payload.subject;
      state.server = action.payload.server;
    },
    /** The page could not be loaded. */
    verificationLoadFailed(state, action: PayloadAction<AppError>) {
      state.load = { status: 'failed', error: action.payload };
    },
    /** "Begin", "Compare", "Confirm resolutions" or "Cancel" was pressed. */
    verificationCommandRequested(state, action: PayloadAction<{ command: VerificationCommand }>) {
      state.request = { status: 'loading', command: action.payload.command, error: null };
    },
    /** The server answered a command with the new verification state. */
    verificationCommandSucceeded(state, action: PayloadAction<{ command: VerificationCommand; server: VerificationState }>) {
      state.server = action.payload.server;
      state.request = { status: 'succeeded', command: action.payload.command, error: null };
      if (action.payload.command === 'begin' || action.payload.command === 'cancel') {
        state.secondEntry = {};
        state.numberTexts = {};
        state.resolutions = {};
        state.rejectedKey = null;
        state.currentKey = state.subject?.product.items[0]?.id ?? null;
      }
      if (action.payload.command === 'resolve') state.resolutions = {};
    },
    /** A command failed (a 400 names the fields). */
    verificationCommandFailed(state, action: PayloadAction<{ command: VerificationCommand; error: AppError }>) {
      state.request = { status: 'failed', command: action.payload.command, error: action.payload.error };
    },
    /** A key was pressed on a field of the second entry; the saga decides what it enters. */
    secondEntryKeyPressed(state, action: PayloadAction<{ fieldKey: string; key: string }>) {
      state.currentKey = action.payload.fieldKey;
    },
    /** A value was entered (key, click or number); `nextKey` is where entry moves, or `null` to stay. */
    secondEntryValueSet(state, action: PayloadAction<{ fieldKey: string; value: number | null; nextKey: string | null }>) {
      state.secondEntry[action.payload.fieldKey] = action.payload.value;
      state.currentKey = action.payload.nextKey ?? action.payload.fieldKey;
      state.rejectedKey = null;
    },
    /** Text was typed in a number field; the saga decides whether it is a number the item takes. */
    secondEntryNumberTyped(state, action: PayloadAction<{ fieldKey: string; text: string }>) {
      state.numberTexts[action.payload.fieldKey] = action.payload.text;
      state.currentKey = action.payload.fieldKey;
    },
    /** The text of a number field is not a response of its item: it stays on screen and enters nothing. */
    secondEntryNumberRejected(state, action: PayloadAction<{ fieldKey: string; problem: NumericEntryProblem }>) {
      state.secondEntry[action.payload.fieldKey] = null;
      state.rejectedKey = action.payload.fieldKey;
    },
    /** A key that enters nothing for the field was pressed. */
    secondEntryKeyRejected(state, action: PayloadAction<{ fieldKey: string }>) {
      state.rejectedKey = action.payload.fieldKey;
    },
    /** Focus moved to a field. */
    secondEntryFocused(state, action: PayloadAction<{ fieldKey: string }>) {
      state.currentKey = action.payload.fieldKey;
    },
    /** The examiner chose the correct value of a discrepant item. */
    resolutionChosen(state, action: PayloadAction<{ itemId: string; value: number | null }>) {
      state.resolutions[action.payload.itemId] = action.payload.value;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialVerificationState),
});

export const {
  verificationOpened,
  verificationLoaded,
  verificationLoadFailed,
  verificationCommandRequested,
  verificationCommandSucceeded,
  verificationCommandFailed,
  secondEntryKeyPressed,
  secondEntryValueSet,
  secondEntryKeyRejected,
  secondEntryNumberTyped,
  secondEntryNumberRejected,
  secondEntryFocused,
  resolutionChosen,
} = verificationSlice.actions;
export const verificationReducer = verificationSlice.reducer;
