/**
 * The link: where the services are, the player state the server answered for the link (its
 * forms, versions and saved answers), and the problem that ended it on this device, if any.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PlayerState } from '../../../contract/services/player';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import type { LinkProblemCode } from '../../core/http/playerFailure';
import { answerSaved } from '../answers/answersSlice';
import { submitSucceeded } from '../submit/submitSlice';

/** Why the questionnaire cannot be shown: a link problem, no connection, or anything else. */
export type LinkProblemKind = LinkProblemCode | 'unreachable' | 'unexpected';

/** A problem page: its kind and the server's detail (for `linkNotYetOpen`, it names the opening time). */
export interface LinkProblem {
  kind: LinkProblemKind;
  detail: string | null;
}

/** State of the `link` slice. */
export interface LinkSliceState {
  /** `loading` until the first state arrives; `problem` while a problem page shows. */
  status: 'idle' | 'loading' | 'ready' | 'problem';
  /** Services host plus context root, once config.json was read. */
  servicesBaseUrl: string | null;
  /** The browser's language as a supported locale: the language of pages shown before the link's is known. */
  browserLocale: Locale;
  player: PlayerState | null;
  problem: LinkProblem | null;
  /**
   * The "Enter your code" page of a class session (issue #19): shown when the player opens without
   * a link and without a usable cookie; `checking` while a code is sent, `rejected` after a wrong one.
   */
  codeEntry: { shown: boolean; checking: boolean; rejected: boolean };
}

const initialState: LinkSliceState = {
  status: 'idle',
  servicesBaseUrl: null,
  browserLocale: DEFAULT_LOCALE,
  player: null,
  problem: null,
  codeEntry: { shown: false, checking: false, rejected: false },
};

const linkSlice = createSlice({
  name: 'link',
  initialState,
  reducers: {
    /** The page loaded: open the link from the address's token, or resume by the cookie. */
    playerStarted(state) {
      state.status = 'loading';
    },
    /** The browser's language, for the pages shown before the link's own. */
    browserLocaleDetected(state, action: PayloadAction<Locale>) {
      state.browserLocale = action.payload;
    },
    /** config.json was read (or its defaults taken). */
    servicesLocated(state, action: PayloadAction<string>) {
      state.servicesBaseUrl = action.payload;
    },
    /** The server answered the link's state (on opening, on a reload after a stale answer, after the launch). */
    stateLoaded(state, action: PayloadAction<PlayerState>) {
      state.status = 'ready';
      state.codeEntry = initialState.codeEntry;
      state.player = action.payload;
      state.problem = null;
    },
    /** The questionnaire cannot go on here: a problem page shows. */
    problemShown(state, action: PayloadAction<LinkProblem>) {
      state.status = 'problem';
      state.problem = action.payload;
    },
    /** The state could not be loaded for want of a connection; it is tried again when the connection returns. */
    stateUnreachable(state) {
      if (state.player === null) {
        state.status = 'problem';
        state.problem = { kind: 'unreachable', detail: null };
      }
    },
    /** The player opened without a link: it asks for a class session code. */
    codeAsked(state) {
      state.status = 'idle';
      state.problem = null;
      state.codeEntry = { shown: true, checking: false, rejected: false };
    },
    /** The student typed their code and asked to start. */
    codeSubmitted(state, _action: PayloadAction<string>) {
      state.codeEntry.checking = true;
      state.codeEntry.rejected = false;
    },
    /** The code opened nothing: the page asks again, saying so. */
    codeRejected(state) {
      state.codeEntry.checking = false;
      state.codeEntry.rejected = true;
    },
    /** The respondent asked to try again from a problem page. */
    retryRequested(state) {
      state.status = 'loading';
      state.problem = null;
    },
  },
  extraReducers: (builder) =>
    builder
      .addCase(answerSaved, (state, action) => {
        const assessment = state.player?.assessments.find((candidate) => candidate.assessmentId === action.payload.assessmentId);
        if (!assessment) return;
        assessment.version = action.payload.version;
        if (action.payload.value === null) delete assessment.responses[action.payload.itemId];
        else assessment.responses[action.payload.itemId] = action.payload.value;
      })
      .addCase(submitSucceeded, (state, action) => {
        state.player = action.payload.player;
      }),
});

export const { playerStarted, browserLocaleDetected, servicesLocated, stateLoaded, problemShown, stateUnreachable, retryRequested, codeAsked, codeSubmitted, codeRejected } =
  linkSlice.actions;
export const linkReducer = linkSlice.reducer;
