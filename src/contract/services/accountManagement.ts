/**
 * Account services of issue #7: the account's setting items, its examiners, its users and the
 * request for the account's own deletion. Every call is scoped by the caller's account: another
 * account's id answers 404.
 */
import * as yup from 'yup';
import type { AccountItem, AccountItemId } from '../../domain/accountItems';
import { MAX_PASSWORD_LENGTH } from '../../domain/passwordRule';
import { isInternalRole, PERMISSIONS, ROLES, type RoleName } from '../../domain/permissions';
import { optionalCurrentPassword, requiredCurrentPassword } from '../../domain/reauthentication';
import { defineOperation } from '../operation';
import { examinerOptionsSchema, pageSchemaOf } from '../responseSchemas';
import type { ExaminerOption } from '../types';

/** A role of an account's own users (never the internal staff's). */
export type AccountRoleName = Exclude<RoleName, 'backOffice' | 'dataRetention'>;

/** The roles an account administrator may give: every role but the internal staff's. */
export const ACCOUNT_ROLES: readonly AccountRoleName[] = ROLES.filter((role): role is AccountRoleName => !isInternalRole(role));

/** Maximum lengths of a user's text fields (characters). */
export const USER_LIMITS = { userName: 64, name: 100, title: 20, email: 254, phone: 40 } as const;

/**
 * A user name: what the user types to sign in. Stored lower-case (sign-in compares lower-case),
 * so `Admin` and `admin` are the same name.
 */
export const USER_NAME_PATTERN = /^[a-z0-9][a-z0-9._@-]*$/;

const optionalText = (max: number) => yup.string().trim().max(max, `Must be at most ${max} characters.`).default('');

/** The fields of a user an account administrator edits (create and update). */
const userFields = {
  /** Trimmed and lower-cased; unique over the whole platform. */
  userName: yup
    .string()
    .trim()
    .lowercase()
    .required('Enter a user name.')
    .min(3, 'A user name has at least 3 characters.')
    .max(USER_LIMITS.userName, `A user name has at most ${USER_LIMITS.userName} characters.`)
    .matches(USER_NAME_PATTERN, 'Use letters, digits and . _ @ - only, starting with a letter or digit.'),
  title: optionalText(USER_LIMITS.title),
  firstName: yup.string().trim().required('Enter a first name.').max(USER_LIMITS.name, `Must be at most ${USER_LIMITS.name} characters.`),
  middleName: optionalText(USER_LIMITS.name),
  lastName: yup.string().trim().required('Enter a last name.').max(USER_LIMITS.name, `Must be at most ${USER_LIMITS.name} characters.`),
  suffix: optionalText(USER_LIMITS.title),
  email: yup
    .string()
    .trim()
    .required('Enter an e-mail address: password resets are sent there.')
    .max(USER_LIMITS.email, `Must be at most ${USER_LIMITS.email} characters.`)
    .email('Enter a valid e-mail address.'),
  phone: optionalText(USER_LIMITS.phone),
  role: yup
    .mixed<AccountRoleName>()
    .required('Choose a role.')
    .oneOf(ACCOUNT_ROLES, `Choose one of the account roles: ${ACCOUNT_ROLES.join(', ')}.`),
  /** May be named the examiner of an assessment. */
  examiner: yup.boolean().required('Say whether the user may be named examiner.'),
  /** An inactive user cannot sign in and their sessions have ended. */
  active: yup.boolean().required('Say whether the user is active.'),
};

/** yup schema of {@link AccountUserInput} (account.updateUser): every field, as the form sends it. */
export const accountUserSchema = yup.object(userFields);

/** A user as an account administrator sees and edits them ({@link accountUserSchema}). */
export type AccountUserInput = yup.InferType<typeof accountUserSchema>;

/**
 * yup schema of {@link AccountUserUpdate} (account.updateUser's body): every field, and the
 * administrator's own current password, which the service requires when the save changes the
 * user's role or e-mail address (domain/reauthentication.ts) and ignores otherwise.
 */
export const accountUserUpdateSchema = accountUserSchema.shape({
  /** The acting administrator's current password (re-authentication, ASVS 5.0 V7.5.1). */
  currentPassword: optionalCurrentPassword(),
});

/** What account.updateUser takes: the user's fields and, for a role or e-mail change, the caller's current password. */
export type AccountUserUpdate = yup.InferType<typeof accountUserUpdateSchema>;

/** The answered shape of an {@link AccountUser}: the fields, the id and the times (never a password or its hash). */
const accountUserAnswerSchema = accountUserSchema.shape({
  id: yup.number().integer().required(),
  /** ISO instants. */
  createdAt: yup.string().required(),
  updatedAt: yup.string().required(),
  /**
   * Whether the user has two-step sign-in on (an enrolled TOTP secret): what an administrator
   * needs to know before resetting it (account.resetUserTwoStep). Read-only: never written by a save.
   */
  twoStepEnabled: yup.boolean().required(),
});

/** A user of the account, as the user list and the user calls answer it ({@link accountUserAnswerSchema}). */
export type AccountUser = yup.InferType<typeof accountUserAnswerSchema>;

/**
 * yup schema of {@link NewAccountUser} (account.createUser). The password's length is checked
 * here; the rest of the password rule needs the user name, so the service applies it.
 */
export const newAccountUserSchema = yup.object({
  ...userFields,
  /**
   * The initial password the administrator chose and gives the user. It must meet the password
   * rule (domain/passwordRule.ts); the user changes it in "my account settings" or through the
   * self-service reset.
   */
  password: yup.string().required('Enter an initial password.').max(MAX_PASSWORD_LENGTH, `Must be at most ${MAX_PASSWORD_LENGTH} characters.`),
  /**
   * The acting administrator's own current password: creating a user gives a role and names
   * the address password resets go to, so it is always asked for (re-authentication, ASVS 5.0 V7.5.1).
   */
  currentPassword: requiredCurrentPassword(),
});

/** A new user: the fields plus the initial password, and the caller's current password ({@link newAccountUserSchema}). */
export type NewAccountUser = yup.InferType<typeof newAccountUserSchema>;

/** yup schema of {@link AccountUserListQuery}. */
const accountUserListQuerySchema = yup.object({
  /** Matches user name, first or last name or e-mail, anywhere, case-insensitively. */
  search: yup.string().trim().max(100),
  role: yup.mixed<AccountRoleName>().oneOf(ACCOUNT_ROLES, `Choose one of the account roles: ${ACCOUNT_ROLES.join(', ')}.`),
  /** Only active (true) or only inactive (false) users; both when absent. */
  active: yup.boolean(),
  page: yup.number().integer().min(1),
  pageSize: yup.number().integer().min(1).max(100),
});

/** Query of the user list ({@link accountUserListQuerySchema}). */
export type AccountUserListQuery = yup.InferType<typeof accountUserListQuerySchema>;

/** A page of the account's users. */
const accountUserPageSchema = pageSchemaOf(accountUserAnswerSchema);

/** The answered shape of an account's setting item, typed by the domain's {@link AccountItem}. */
const accountItemSchema: yup.ObjectSchema<AccountItem> = yup.object({
  id: yup.string<AccountItemId>().required(),
  value: yup.string().defined(),
  defaultValue: yup.string().defined(),
  maxLength: yup.number().integer().required(),
});

/** Body of account.putAccountItem: the new value. */
const accountItemBodySchema = yup.object({ value: yup.string().defined('Send the new value.').max(1000, 'The value is far too long.') });

const accountParams = yup.object({ accountId: yup.number().integer().positive().required() });

/** The account's setting items (domain/accountItems.ts), any user of the account. */
export const getAccountItems = defineOperation<{ accountId: number }, Record<string, never>, undefined, AccountItem[]>({
  id: 'account.getAccountItems',
  service: 'account',
  method: 'GET',
  path: '/accounts/{accountId}/items',
  summary: "The account's setting items: the examinee and examiner labels, the custom field names and the item entry verification code.",
  access: 'signedIn',
  params: accountParams,
  response: 'json',
  responseSchema: yup.array(accountItemSchema).required(),
  audit: 'none',
});

/**
 * Sets one setting item. The body carries the new value; the answer is the stored (trimmed)
 * value as text (spec §7: "The response is text"). A value the item refuses answers 400 with
 * the item's id as the field; an unknown item id answers 404.
 */
export const putAccountItem = defineOperation<{ accountId: number; id: string }, Record<string, never>, yup.InferType<typeof accountItemBodySchema>, string>({
  id: 'account.putAccountItem',
  service: 'account',
  method: 'PUT',
  path: '/accounts/{accountId}/items/{id}',
  summary: 'Sets one setting item of the account; answers the stored value as text.',
  access: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
  params: yup.object({ accountId: yup.number().integer().positive().required(), id: yup.string().required().max(100) }),
  // The item's own rule needs the id from the path, so the service checks the value itself.
  body: accountItemBodySchema,
  response: 'text',
  audit: { entity: 'accountItem', id: { params: 'id' } },
});

/** The account's active examiners: the same list as assessment.examiners. */
export const examiners = defineOperation<Record<string, never>, Record<string, never>, undefined, ExaminerOption[]>({
  id: 'account.examiners',
  service: 'account',
  method: 'GET',
  path: '/examiners',
  summary: 'Active users of the account who may be named examiner, by name.',
  access: 'signedIn',
  response: 'json',
  responseSchema: examinerOptionsSchema,
  audit: 'none',
});

/** A page of the account's users. */
export const listUsers = defineOperation<Record<string, never>, AccountUserListQuery, undefined, yup.InferType<typeof accountUserPageSchema>>({
  id: 'account.listUsers',
  service: 'account',
  method: 'GET',
  path: '/users',
  summary: "Lists the account's users (search, role and active filters, paging), by last name.",
  access: [PERMISSIONS.ACCOUNT_USERS_MANAGE],
  query: accountUserListQuerySchema,
  response: 'json',
  responseSchema: accountUserPageSchema,
  audit: { entity: 'user', id: null },
});

/** Creates a user in the caller's account with an initial password (see {@link NewAccountUser}). */
export const createUser = defineOperation<Record<string, never>, Record<string, never>, NewAccountUser, AccountUser>({
  id: 'account.createUser',
  service: 'account',
  method: 'POST',
  path: '/users',
  summary: "Creates a user in the caller's account; 409 when the user name is taken anywhere on the platform.",
  access: [PERMISSIONS.ACCOUNT_USERS_MANAGE],
  body: newAccountUserSchema,
  response: 'json',
  responseSchema: accountUserAnswerSchema,
  audit: { entity: 'user', id: { response: 'id' } },
  successStatus: 201,
});

/**
 * Replaces a user's fields (every field is sent). Deactivating ends the user's sessions. An
 * administrator cannot deactivate themselves or take away their own right to manage users (409).
 * A change of the user's role or e-mail address needs the caller's `currentPassword` (400
 * `validation` naming it when missing or wrong, nothing changed).
 */
export const updateUser = defineOperation<{ userId: number }, Record<string, never>, AccountUserUpdate, AccountUser>({
  id: 'account.updateUser',
  service: 'account',
  method: 'PUT',
  path: '/users/{userId}',
  summary: "Changes a user of the caller's account: names, e-mail, user name, role, examiner flag, active.",
  access: [PERMISSIONS.ACCOUNT_USERS_MANAGE],
  params: yup.object({ userId: yup.number().integer().positive().required() }),
  body: accountUserUpdateSchema,
  response: 'json',
  responseSchema: accountUserAnswerSchema,
  audit: { entity: 'user', id: { params: 'userId' } },
});

/** yup schema of {@link TwoStepResetConfirmation}: the caller's current password (re-authentication, ASVS 5.0 V7.5.1). */
const twoStepResetSchema = yup.object({ currentPassword: requiredCurrentPassword() });

/** Body of account.resetUserTwoStep ({@link twoStepResetSchema}). */
export type TwoStepResetConfirmation = yup.InferType<typeof twoStepResetSchema>;

/**
 * Resets a user's two-step sign-in (ASVS 5.0 V6.4.4: an administrator's help for a user who lost
 * both the authenticator and the recovery codes): the TOTP secret, its last step, the recovery
 * codes and any half-done sign-in are removed and the user's sessions end; audited
 * `auth.secondFactorReset`. The user then signs in with the password alone, or is taken to
 * enrolment when two-step sign-in is required for them. The body carries the caller's own current
 * password (400 `validation` naming `currentPassword` when missing or wrong, nothing changed);
 * 404 for a user of another account (or none); 409 when the user has no two-step sign-in, or is
 * the caller (their own is managed on My account's two-step page).
 */
export const resetUserTwoStep = defineOperation<{ userId: number }, Record<string, never>, TwoStepResetConfirmation, undefined>({
  id: 'account.resetUserTwoStep',
  service: 'account',
  method: 'POST',
  path: '/users/{userId}/two-step/reset',
  summary: "Resets the two-step sign-in of a user of the caller's account, who lost the authenticator and the recovery codes.",
  access: [PERMISSIONS.ACCOUNT_USERS_MANAGE],
  params: yup.object({ userId: yup.number().integer().positive().required() }),
  body: twoStepResetSchema,
  response: 'json',
  audit: { entity: 'user', id: { params: 'userId' } },
  successStatus: 204,
});

/** The answered shape of {@link SelfDeletionRequest}. */
const selfDeletionRequestSchema = yup.object({
  /** The day (`YYYY-MM-DD`, UTC) the account's data is deleted. */
  selfDeletionDate: yup.string().required(),
  /** When the deletion was first asked for (ISO instant). */
  requestedAt: yup.string().required(),
});

/** What account.requestSelfDeletion answers ({@link selfDeletionRequestSchema}). */
export type SelfDeletionRequest = yup.InferType<typeof selfDeletionRequestSchema>;

/** yup schema of {@link SelfDeletionConfirmation}: the caller's current password (re-authentication, ASVS 5.0 V7.5.1). */
const selfDeletionConfirmationSchema = yup.object({ currentPassword: requiredCurrentPassword() });

/** Body of account.requestSelfDeletion ({@link selfDeletionConfirmationSchema}). */
export type SelfDeletionConfirmation = yup.InferType<typeof selfDeletionConfirmationSchema>;

/**
 * Asks for the account's deletion at the end of the self-service grace period (the server's
 * `RETENTION_SELF_DELETION_GRACE_DAYS`, config.retention.selfDeletionGraceDays). Asking again answers the first request's date.
 * The body carries the caller's current password: missing or wrong answers 400 `validation`
 * naming `currentPassword`, and nothing is asked for.
 */
export const requestSelfDeletion = defineOperation<{ accountId: number }, Record<string, never>, SelfDeletionConfirmation, SelfDeletionRequest>({
  id: 'account.requestSelfDeletion',
  service: 'account',
  method: 'POST',
  path: '/accounts/{accountId}/self-deletion',
  summary: "Starts the self-service deletion of the caller's account; answers the day its data will be deleted.",
  access: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
  params: accountParams,
  body: selfDeletionConfirmationSchema,
  response: 'json',
  responseSchema: selfDeletionRequestSchema,
  audit: { entity: 'account', id: { caller: 'accountId' } },
});

/**
 * Withdraws the account's deletion request before its date: the account is not deleted, and
 * every administrator is told. Without a request it changes nothing (a second click).
 */
export const withdrawSelfDeletion = defineOperation<{ accountId: number }, Record<string, never>, undefined, undefined>({
  id: 'accountManagement.withdrawSelfDeletion',
  service: 'account',
  method: 'DELETE',
  path: '/accounts/{accountId}/self-deletion',
  summary: "Withdraws the deletion request of the caller's account before its date.",
  access: [PERMISSIONS.ACCOUNT_SETTINGS_EDIT],
  params: accountParams,
  response: 'json',
  audit: { entity: 'account', id: { caller: 'accountId' } },
  successStatus: 204,
});
