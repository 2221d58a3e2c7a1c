/** Selectors of the link: its state, its language, its forms. */
import { DEFAULT_CONTEXT_ROOT } from '../../../contract/operation';
import type { PlayerAssessment, PlayerState } from '../../../contract/services/player';
import type { Locale } from '../../../domain/locale';
import type { PlayerRootState } from '../../rootReducer';
import type { LinkProblem, LinkSliceState } from './linkSlice';

/** Where the player is in opening the link. */
export const selectLinkStatus = (state: PlayerRootState): LinkSliceState['status'] => state.link.status;

/** The problem page to show, if any. */
export const selectProblem = (state: PlayerRootState): LinkProblem | null => state.link.problem;

/** The link's state as the server last answered it (versions and saved answers kept current by each save). */
export const selectPlayer = (state: PlayerRootState): PlayerState | null => state.link.player;

/** Services host plus context root (the default context root until config.json was read). */
export const selectServicesBaseUrl = (state: PlayerRootState): string => state.link.servicesBaseUrl ?? DEFAULT_CONTEXT_ROOT;

/** The UI's language: the link's, or the browser's before the link is known (problem pages). */
export const selectLocale = (state: PlayerRootState): Locale => state.link.player?.link.locale ?? state.link.browserLocale;

/** The form `assessmentId` of the link, if it has one. */
export const selectAssessment = (state: PlayerRootState, assessmentId: number): PlayerAssessment | null =>
  state.link.player?.assessments.find((assessment) => assessment.assessmentId === assessmentId) ?? null;

/** The version to send with the next answer to `assessmentId` (null when the link has no such form). */
export const selectVersionOf = (state: PlayerRootState, assessmentId: number): number | null =>
  selectAssessment(state, assessmentId)?.version ?? null;

/** The "Enter your code" page's state (a class session on a classroom device). */
export const selectCodeEntry = (state: PlayerRootState): LinkSliceState['codeEntry'] => state.link.codeEntry;
