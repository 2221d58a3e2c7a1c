/** Paths of the "manage accounts" legacy page and the forms and pages below it. */
import { legacyPagePath } from '../../../contract/legacyPages';

/** The page: the account's users, the roles and their permissions, the setting items and the account's deletion. */
export const MANAGE_ACCOUNTS_PATH = legacyPagePath('manageAccounts');

/** Where the setting items form posts. */
export const MANAGE_ITEMS_PATH = `${MANAGE_ACCOUNTS_PATH}/items`;

/** Where the request for the account's deletion posts. */
export const MANAGE_DELETION_PATH = `${MANAGE_ACCOUNTS_PATH}/deletion`;

/** Where the withdrawal of the account's deletion request posts (accountManagement.withdrawSelfDeletion). */
export const MANAGE_DELETION_WITHDRAW_PATH = `${MANAGE_DELETION_PATH}/withdraw`;

/** The "new user" page; its form posts to the same path. */
export const NEW_USER_PATH = `${MANAGE_ACCOUNTS_PATH}/users/new`;

/** The route pattern of a user's edit page (Fastify's `:userId`); its form posts to the same path. */
export const USER_PATH_PATTERN = `${MANAGE_ACCOUNTS_PATH}/users/:userId`;

/** The edit page of one user. */
export const userPath = (userId: number): string => `${MANAGE_ACCOUNTS_PATH}/users/${userId}`;

/** The route pattern of the separate form that resets a user's two-step sign-in (account.resetUserTwoStep). */
export const USER_TWO_STEP_RESET_PATH_PATTERN = `${USER_PATH_PATTERN}/two-step-reset`;

/** Where the form that resets one user's two-step sign-in posts. */
export const userTwoStepResetPath = (userId: number): string => `${userPath(userId)}/two-step-reset`;

/** The query of the edit page after a reset of the user's two-step sign-in: its confirmation. */
export const TWO_STEP_RESET_DONE_QUERY = 'twoStepReset=done';

/** The account's audit log (account.auditLog as a page), with its filters and page in the address. */
export const AUDIT_LOG_PATH = `${MANAGE_ACCOUNTS_PATH}/audit-log`;

/** The audit log's CSV export (account.exportAuditLog), with the same filters in the address. */
export const AUDIT_LOG_EXPORT_PATH = `${AUDIT_LOG_PATH}/export.csv`;
