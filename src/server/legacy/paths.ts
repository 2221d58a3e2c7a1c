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

/** The second step of sign-in (a code or a recovery code), posted from the page the password form answers. */
export const LOGIN_TWO_STEP_PATH = `${LOGIN_PATH}/two-step`;
/** Enrolment during sign-in, for a user who must use two-step sign-in and has not enrolled. */
export const LOGIN_TWO_STEP_ENROL_PATH = `${LOGIN_TWO_STEP_PATH}/enrol`;

/** The "Two-step sign-in" page of My account; its forms post below it. */
export const MY_TWO_STEP_PATH = `${MY_ACCOUNT_PATH}/two-step`;
/** Where the enrolment form posts. */
export const MY_TWO_STEP_ENROL_PATH = `${MY_TWO_STEP_PATH}/enrol`;
/** Where the new recovery codes form posts. */
export const MY_TWO_STEP_RECOVERY_PATH = `${MY_TWO_STEP_PATH}/recovery-codes`;
/** Where the form that turns two-step sign-in off posts. */
export const MY_TWO_STEP_DISABLE_PATH = `${MY_TWO_STEP_PATH}/disable`;
