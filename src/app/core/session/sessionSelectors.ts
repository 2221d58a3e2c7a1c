import { createSelector } from 'reselect';
import { type AccountLabels, DEFAULT_ACCOUNT_LABELS, type UserIdentity } from '../../../domain/identity';
import type { RootState } from '../../rootReducer';

/** The session's status. */
export const selectSessionStatus = (state: RootState) => state.session.status;

/** The signed-in identity, or `null`. */
export const selectIdentity = (state: RootState): UserIdentity | null => state.session.identity;

/** Whether the identity loaded. */
export const selectIsAuthenticated = (state: RootState): boolean => state.session.status === 'authenticated';

/** The current access token. */
export const selectToken = (state: RootState): string | null => state.session.token;

/** The current refresh token. */
export const selectRefreshToken = (state: RootState): string | null => state.session.refreshToken;

/** Why the session is unauthenticated, if known. */
export const selectSessionError = (state: RootState) => state.session.error;

/** The account's words for examinee, examiner and the custom fields; internal users get the defaults (spec §3). */
export const selectAccountLabels = createSelector([selectIdentity], (identity): AccountLabels => {
  if (!identity || identity.internalUser) return DEFAULT_ACCOUNT_LABELS;
  return { ...DEFAULT_ACCOUNT_LABELS, ...identity.accountLabels };
});

/** The signed-in user's name as the header shows it. */
export const selectUserDisplayName = createSelector([selectIdentity], (identity) =>
  identity ? [identity.firstName, identity.lastName].filter(Boolean).join(' ') || identity.userName : '',
);

/** Whether item entry moves to the next item after a response; true when the preference is absent. */
export const selectItemEntryAutoAdvance = (state: RootState): boolean =>
  state.session.identity?.preferences?.itemEntryAutoAdvance ?? true;
