/**
 * Events of the user's own preferences. Apart from the slice, so the session slice can take the
 * new identity without the two slices importing each other.
 */
import { createAction } from '@reduxjs/toolkit';
import type { UserIdentity } from '../../../domain/identity';
import type { PreferencesUpdate } from '../../../domain/preferences';
import type { AppError } from '../../../client/appError';

/** The user changed preferences (the language picker): only the keys given change. */
export const preferencesUpdateRequested = createAction<PreferencesUpdate>('preferences/updateRequested');
/** The server stored them and answered the new identity; the session takes it, so the UI re-renders. */
export const preferencesUpdateSucceeded = createAction<UserIdentity>('preferences/updateSucceeded');
/** The server refused or could not be reached; the identity stays as it was. */
export const preferencesUpdateFailed = createAction<AppError>('preferences/updateFailed');
