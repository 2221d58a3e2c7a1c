import type { RootState } from '../../rootReducer';

/** The current location of redux-first-history's router state. */
export const selectLocation = (state: RootState) => state.router.location ?? null;

/** The current pathname (`/examinees/12`). */
export const selectPathname = (state: RootState): string => state.router.location?.pathname ?? '/';

/** The current route with its query and hash, as saved for the redirect after sign-in. */
export const selectCurrentRoute = (state: RootState): string => {
  const location = state.router.location;
  return location ? `${location.pathname}${location.search}${location.hash}` : '/';
};
