/** Paths of the legacy pages that link to one another, from the one table of src/contract/legacyPages.ts. */
import { DEFAULT_LEGACY, legacyPagePath } from '../../contract/legacyPages';

/** The login page. */
export const LOGIN_PATH = legacyPagePath('login');

/** The form that asks for a user name or e-mail address to send a password-reset message to. */
export const FORGOT_PASSWORD_PATH = `${DEFAULT_LEGACY.baseUrl}/forgot-password`;

/** The page a password-reset message links to; it sets the new password. */
export const RESET_PASSWORD_PATH = `${DEFAULT_LEGACY.baseUrl}/reset-password`;

/** The home page: what the signed-in user may do, with links into the platform and the other legacy pages. */
export const HOME_PATH = legacyPagePath('home');

/** The logout confirmation: "Sign out?"; its form ends the session and goes to the login page with the logout flag. */
export const LOGOUT_PATH = legacyPagePath('logoutConfirmation');

/** The "my account settings" page (config.json `qgLegacy.pages.myAccountSettings`); its forms post below it. */
export const MY_ACCOUNT_PATH = legacyPagePath('myAccountSettings');
/** Where the profile form posts. */
export const MY_ACCOUNT_PROFILE_PATH = `${MY_ACCOUNT_PATH}/profile`;
/** Where the password form posts. */
export const MY_ACCOUNT_PASSWORD_PATH = `${MY_ACCOUNT_PATH}/password`;
/** Where the preferences form posts. */
export const MY_ACCOUNT_PREFERENCES_PATH = `${MY_ACCOUNT_PATH}/preferences`;
