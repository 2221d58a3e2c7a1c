/** Paths of the legacy pages that link to one another (config.json `qgLegacy.baseUrl` is `/legacy`). */

/** The login page. */
export const LOGIN_PATH = '/legacy/login';

/** The form that asks for a user name or e-mail address to send a password-reset message to. */
export const FORGOT_PASSWORD_PATH = '/legacy/forgot-password';

/** The page a password-reset message links to; it sets the new password. */
export const RESET_PASSWORD_PATH = '/legacy/reset-password';
