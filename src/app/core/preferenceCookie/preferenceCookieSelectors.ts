import type { UserPreferences } from '../../../domain/identity';
import type { RootState } from '../../rootReducer';

/** The preferences of the cookie, or `null` (none, or unreadable). */
export const selectCookiePreferences = (state: RootState): UserPreferences | null => state.preferenceCookie.value;
