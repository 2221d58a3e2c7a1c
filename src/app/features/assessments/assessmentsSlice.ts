/**
 * The assessment screen: the loaded assessment, the responses being entered, the item in focus,
 * the running (on-the-fly) scores and the save.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AssessmentDetails } from '../../../contract/types';
import type { AdministrationDetails, Assessment } from '../../../domain/assessment';
import { entryTargets, type NumericEntryProblem } from '../../../domain/product/itemEntry';
import type { EntryDraft } from '../../../domain/entryDraft';
import type { ScoreChange } from '../../../domain/scoreChange';
import type { Responses, ScoreResult } from '../../../domain/scoring/scoreTypes';
import type { AppError } from '../../../client/appError';
import type { PendingSubmit } from '../../core/http/idempotency';
import type { AssessmentSaveInput } from '../../../contract/services/assessments';
import type { DemographicsCheckAnswer } from '../../../contract/services/scoring';
import type { RequestStatus } from '../../core/requestStatus';
import { loggedOut } from '../../core/session/sessionSlice';

/** What a save asks for: keep the entry (`save`) or record the score (`score`). */
export type SaveIntent = 'save' | 'score';

/** One save as sent: which assessment and the body (the same call again may reuse its Idempotency-Key). */
export interface SaveCall {
  assessmentId: number;
  body: AssessmentSaveInput;
}

/** State of the `assessments` slice. */
export interface AssessmentsState {
  assessmentId: number | null;
  status: RequestStatus;
  error: AppError | null;
  /** The assessment as last read or saved (the server's copy, with its version). */
  details: AssessmentDetails | null;
  /** The responses on screen, possibly not saved yet. */
  responses: Responses;
  /**
   * What was typed in each numeric item since the assessment was loaded, exactly as typed: the
   * field shows it, and a text the item does not take leaves the response empty until it is fixed.
   */
  numberTexts: Record<string, string>;
  /** Grade, season and comparison group on screen, possibly not saved yet. */
  administration: AdministrationDetails;
  /** The item keystrokes go to. */
  currentItemId: string | null;
  /**
   * The last rejected key's message, shown in the item's own live region until the next response;
   * `attempt` counts rejections, so the same key pressed again is announced again.
   */
  entryMessage: { itemId: string; text: string; attempt: number } | null;
  /** Scores of the responses on screen, from the domain's scoring engine. */
  running: ScoreResult | null;
  save: { status: RequestStatus; intent: SaveIntent | null; error: AppError | null; pending: PendingSubmit<SaveCall> | null };
  /** The last "Record rubric scores" of an essay item (assessment.essayScoring). */
  essay: { itemId: string | null; status: RequestStatus; error: AppError | null };
  /**
   * What became of the unsaved entry kept on this device when the assessment opened: `restored`
   * onto the screen, or `stale` (dropped: the assessment was saved elsewhere since); `savedAt` is
   * when it was typed. `null` when there was none, or once the note is dismissed.
   */
  draftNote: { kind: 'restored' | 'stale'; savedAt: string } | null;
  /** What the product's norms need and which is missing, for the examinee and the administration on screen (scoring.demographicsCheck); null until checked. */
  demographics: DemographicsCheckAnswer | null;
}

/** The first state of the slice. */
export const initialAssessmentsState: AssessmentsState = {
  assessmentId: null,
  status: 'idle',
  error: null,
  details: null,
  responses: {},
  numberTexts: {},
  administration: {},
  currentItemId: null,
  entryMessage: null,
  running: null,
  save: { status: 'idle', intent: null, error: null, pending: null },
  essay: { itemId: null, status: 'idle', error: null },
  draftNote: null,
  demographics: null,
};

/** The first entry target without a response (an item, or an essay's rubric criterion). */
const firstUnanswered = (details: AssessmentDetails): string | null => {
  const targets = entryTargets(details.product);
  const open = targets.find((target) => typeof details.assessment.responses[target.key] !== 'number');
  return (open ?? targets[0])?.key ?? null;
};

const assessmentsSlice = createSlice({
  name: 'assessments',
  initialState: initialAssessmentsState,
  reducers: {
    /** The assessment page opened, or the user asked to reload it (after a conflict). */
    detailsRequested(state, action: PayloadAction<{ assessmentId: number }>) {
      if (state.assessmentId !== action.payload.assessmentId) return { ...initialAssessmentsState, assessmentId: action.payload.assessmentId, status: 'loading' };
      state.status = 'loading';
      state.error = null;
    },
    /** The assessment arrived: its responses are the starting point of entry. */
    detailsSucceeded(state, action: PayloadAction<AssessmentDetails>) {
      if (state.assessmentId !== action.payload.assessment.id) return;
      state.status = 'succeeded';
      state.details = action.payload;
      state.responses = { ...action.payload.assessment.responses };
      state.numberTexts = {};
      state.administration = { ...(action.payload.assessment.administration ?? {}) };
      state.currentItemId = firstUnanswered(action.payload);
      state.entryMessage = null;
      state.save = initialAssessmentsState.save;
      state.essay = initialAssessmentsState.essay;
      state.draftNote = null;
    },
    /** The entry kept on this device was typed on the version now loaded: it is back on screen, not saved yet. */
    draftRestored(state, action: PayloadAction<EntryDraft>) {
      if (state.details?.assessment.id !== action.payload.assessmentId) return;
      state.responses = { ...state.responses, ...action.payload.responses };
      state.numberTexts = { ...action.payload.numberTexts };
      state.administration = { ...action.payload.administration };
      state.draftNote = { kind: 'restored', savedAt: action.payload.savedAt };
    },
    /** The entry kept on this device was typed on an older version (saved elsewhere since), so it was dropped. */
    draftDropped(state, action: PayloadAction<{ savedAt: string }>) {
      state.draftNote = { kind: 'stale', savedAt: action.payload.savedAt };
    },
    /** "Discard" on the restored entry: the screen goes back to the saved assessment. */
    draftDiscarded(state) {
      if (!state.details) return;
      state.responses = { ...state.details.assessment.responses };
      state.numberTexts = {};
      state.administration = { ...(state.details.assessment.administration ?? {}) };
      state.entryMessage = null;
      state.draftNote = null;
    },
    /** The note about the entry kept on this device was dismissed. */
    draftNoteDismissed(state) {
      state.draftNote = null;
    },
    /** The assessment could not be loaded. */
    detailsFailed(state, action: PayloadAction<AppError>) {
      state.status = 'failed';
      state.error = action.payload;
    },
    /** A key was pressed on an item; the saga decides what it enters. */
    itemKeyPressed(state, action: PayloadAction<{ itemId: string; key: string }>) {
      state.currentItemId = action.payload.itemId;
    },
    /** Text was typed into a numeric item; the saga decides whether it is a number the item takes. */
    numberTyped(state, action: PayloadAction<{ itemId: string; text: string }>) {
      state.currentItemId = action.payload.itemId;
      state.numberTexts[action.payload.itemId] = action.payload.text;
    },
    /**
     * The text of a numeric item is not a response it takes (see `parseNumericEntry`): the text
     * stays on screen, the response is empty until it is fixed, and `message` says why.
     */
    numberRejected(state, action: PayloadAction<{ itemId: string; problem: NumericEntryProblem; message: string }>) {
      state.responses[action.payload.itemId] = null;
      state.entryMessage = { itemId: action.payload.itemId, text: action.payload.message, attempt: (state.entryMessage?.attempt ?? 0) + 1 };
    },
    /** Grade, season or comparison group was chosen; the payload is the whole new administration. */
    administrationChanged(state, action: PayloadAction<AdministrationDetails>) {
      state.administration = action.payload;
    },
    /** A keystroke entered a response; `nextItemId` is where entry moves (auto-advance), or `null` to stay. */
    responseEntered(state, action: PayloadAction<{ itemId: string; value: number; nextItemId: string | null }>) {
      state.responses[action.payload.itemId] = action.payload.value;
      state.currentItemId = action.payload.nextItemId ?? action.payload.itemId;
      state.entryMessage = null;
    },
    /** A key that enters nothing for the item was pressed. */
    itemKeyRejected(state, action: PayloadAction<{ itemId: string; message: string }>) {
      state.entryMessage = { itemId: action.payload.itemId, text: action.payload.message, attempt: (state.entryMessage?.attempt ?? 0) + 1 };
    },
    /** An option was chosen with the mouse, Space or the left and right arrows. */
    optionChosen(state, action: PayloadAction<{ itemId: string; value: number }>) {
      state.responses[action.payload.itemId] = action.payload.value;
      state.currentItemId = action.payload.itemId;
      state.entryMessage = null;
    },
    /** Backspace or Delete cleared an item's response. */
    responseCleared(state, action: PayloadAction<{ itemId: string }>) {
      state.responses[action.payload.itemId] = null;
      if (state.numberTexts[action.payload.itemId] !== undefined) state.numberTexts[action.payload.itemId] = '';
      state.currentItemId = action.payload.itemId;
      state.entryMessage = null;
    },
    /** Focus moved to an item (Tab, arrows, a click). */
    itemFocused(state, action: PayloadAction<{ itemId: string }>) {
      state.currentItemId = action.payload.itemId;
    },
    /** The on-the-fly scores of the responses on screen were computed. */
    runningScoresComputed(state, action: PayloadAction<ScoreResult>) {
      state.running = action.payload;
    },
    /** "Save" or "Score" was pressed. */
    saveRequested(state, action: PayloadAction<{ intent: SaveIntent }>) {
      state.save = { ...state.save, status: 'loading', intent: action.payload.intent, error: null };
    },
    /** The save went through: the server's copy (new version, score of record) replaces the old. */
    saveSucceeded(state, action: PayloadAction<Assessment>) {
      if (state.details) {
        // A new score of record makes the change since the previous administration unknown until it is loaded again.
        if (state.details.assessment.scoredAt !== action.payload.scoredAt) delete state.details.changes;
        state.details.assessment = action.payload;
      }
      state.save.status = 'succeeded';
      state.save.error = null;
      state.save.pending = null;
      state.draftNote = null;
    },
    /** The change of the (new) score of record since the examinee's previous administration arrived. */
    scoreChangesLoaded(state, action: PayloadAction<{ assessmentId: number; changes: ScoreChange[] }>) {
      if (state.details?.assessment.id === action.payload.assessmentId) state.details.changes = action.payload.changes;
    },
    /**
     * The save failed; a 409 means the assessment changed elsewhere. `pending` keeps the call and
     * its Idempotency-Key when the server may have applied it (no answer, or a 5xx), so a retry of
     * the same save gets the first answer instead of a version conflict.
     */
    saveFailed(state, action: PayloadAction<{ error: AppError; pending: PendingSubmit<SaveCall> | null }>) {
      state.save.status = 'failed';
      state.save.error = action.payload.error;
      state.save.pending = action.payload.pending;
    },
    /** "Record rubric scores" was pressed for an essay item: its levels on screen go to the server. */
    essayScoresRequested(state, action: PayloadAction<{ itemId: string }>) {
      state.essay = { itemId: action.payload.itemId, status: 'loading', error: null };
    },
    /** The rubric scores were stored: the server's copy (new version, re-scored score of record) replaces the old. */
    essayScoresSucceeded(state, action: PayloadAction<{ itemId: string; assessment: Assessment }>) {
      if (state.details) {
        if (state.details.assessment.scoredAt !== action.payload.assessment.scoredAt) delete state.details.changes;
        state.details.assessment = action.payload.assessment;
      }
      state.essay = { itemId: action.payload.itemId, status: 'succeeded', error: null };
    },
    /** The rubric scores were refused (a bad level, a stale version) or could not be sent. */
    essayScoresFailed(state, action: PayloadAction<{ itemId: string; error: AppError }>) {
      state.essay = { itemId: action.payload.itemId, status: 'failed', error: action.payload.error };
    },
    /** The demographics check of the assessment on screen answered; one of another assessment is dropped. */
    demographicsChecked(state, action: PayloadAction<{ assessmentId: number; check: DemographicsCheckAnswer }>) {
      if (state.assessmentId === action.payload.assessmentId) state.demographics = action.payload.check;
    },
    /** The check failed: the page shows no needs rather than stale ones (scoring reports what is missing anyway). */
    demographicsCheckFailed(state) {
      state.demographics = null;
    },
  },
  extraReducers: (builder) => builder.addCase(loggedOut, () => initialAssessmentsState),
});

export const {
  detailsRequested,
  detailsSucceeded,
  detailsFailed,
  draftRestored,
  draftDropped,
  draftDiscarded,
  draftNoteDismissed,
  itemKeyPressed,
  numberTyped,
  numberRejected,
  administrationChanged,
  responseEntered,
  itemKeyRejected,
  optionChosen,
  responseCleared,
  itemFocused,
  runningScoresComputed,
  saveRequested,
  saveSucceeded,
  saveFailed,
  scoreChangesLoaded,
  essayScoresRequested,
  essayScoresSucceeded,
  essayScoresFailed,
  demographicsChecked,
  demographicsCheckFailed,
} = assessmentsSlice.actions;
export const assessmentsReducer = assessmentsSlice.reducer;
