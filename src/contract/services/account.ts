/** Account, account-management and keep-alive calls. */
import * as yup from 'yup';
import type { UserIdentity, UserPreferences } from '../../domain/identity';
import type { KeepAliveStatus } from '../../domain/keepAliveTiming';
import type { RoleName } from '../../domain/permissions';
import { type PreferencesUpdate, preferencesUpdateSchema } from '../../domain/preferences';
import { defineOperation } from '../operation';
import { dalsStatusSchema, examinerOptionsSchema, tokenPairSchema } from '../responseSchemas';
import type { Agreed, SchemaWrites } from '../schemaAgreement';
import type { DalsStatus, ExaminerOption, TokenPair } from '../types';

const text = () => yup.string().defined();

/** The answered shape of a user's effective preferences, typed by the domain's {@link UserPreferences}. */
const userPreferencesSchema: yup.ObjectSchema<UserPreferences> = yup.object({
  dateFormat: yup.object({ dateFormatName: text(), dateFormatCode: text() }).required(),
  numberFormat: yup.object({ numberFormatName: text(), numberFormatCode: text(), decimalSeparator: text(), groupingSeparator: text() }).required(),
  timeZone: yup.object({ timeZoneName: text(), timeZoneCode: text() }).required(),
  language: yup.object({ languageName: text(), languageCode: text() }).required(),
  itemEntryAutoAdvance: yup.boolean().required(),
  showStartingTips: yup.boolean().required(),
  showWarningPopup: yup.boolean().required(),
  defaultExaminerId: yup.number().integer().required(),
  isInternalUser: yup.boolean().required(),
});

/**
 * The answered shape of a {@link UserIdentity}: an account user's also has the account's labels
 * and item-entry verification code; an internal user's has neither key. The domain's type is a
 * union of the two, which this one object schema cannot state; {@link SchemaWrites} checks that
 * it writes each of them whole.
 */
const userIdentitySchema = yup.object({
  userId: yup.number().integer().required(),
  accountId: yup.number().integer().required(),
  userName: text(),
  title: text(),
  firstName: text(),
  lastName: text(),
  middleName: text(),
  suffix: text(),
  email: text(),
  examiner: yup.boolean().required(),
  showStartingTips: yup.boolean().required(),
  showWarningPopup: yup.boolean().required(),
  defaultExaminerId: yup.number().integer().required(),
  phoneNo: text(),
  permissions: yup.array(yup.object({ permissionName: yup.string().required() })).required(),
  preferences: userPreferencesSchema.required(),
  internalUser: yup.boolean().required(),
  accountLabels: yup
    .object({ examinee: text(), examiner: text(), customField1: text(), customField2: text(), customField3: text(), customField4: text() })
    .default(undefined)
    .optional(),
  itemEntryVerificationCode: yup.string().optional(),
});

/** The identity schema writes every {@link UserIdentity} whole (checked when compiling). */
type _UserIdentityAgrees = Agreed<SchemaWrites<typeof userIdentitySchema, UserIdentity>>;

/** Query of account.getSelfPreferences. */
const selfPreferencesQuerySchema = yup.object({ addOnPermissions: yup.boolean() });

/** The user identity with preferences and permissions (spec §7, first row). */
export const getSelfPreferences = defineOperation<Record<string, never>, yup.InferType<typeof selfPreferencesQuerySchema>, undefined, UserIdentity>({
  id: 'account.getSelfPreferences',
  service: 'account',
  method: 'GET',
  path: '/users/self/preferences',
  summary: 'The signed-in user: identity, preferences and permissions.',
  access: 'signedIn',
  query: selfPreferencesQuerySchema,
  response: 'json',
  responseSchema: userIdentitySchema,
  audit: 'none',
});

/** Changes the signed-in user's own preferences (language, formats, time zone, item entry); answers the new identity. */
export const updateSelfPreferences = defineOperation<Record<string, never>, Record<string, never>, PreferencesUpdate, UserIdentity>({
  id: 'account.updateSelfPreferences',
  service: 'account',
  method: 'PUT',
  path: '/users/self/preferences',
  summary: "Changes the signed-in user's preferences; only the keys sent change.",
  access: 'signedIn',
  body: preferencesUpdateSchema,
  response: 'json',
  responseSchema: userIdentitySchema,
  audit: { entity: 'user', id: { caller: 'userId' } },
});

/** The answered shape of {@link SelfRole}. */
const selfRoleSchema = yup.object({ role: yup.string<RoleName>().required(), internalUser: yup.boolean().required() });

/** The signed-in user's role ({@link selfRoleSchema}). */
export type SelfRole = yup.InferType<typeof selfRoleSchema>;

/** The signed-in user's role (spec §6: a separate call fetches the user's role). */
export const getSelfRole = defineOperation<Record<string, never>, Record<string, never>, undefined, SelfRole>({
  id: 'account.getSelfRole',
  service: 'account',
  method: 'GET',
  path: '/users/self/role',
  summary: "The signed-in user's role.",
  access: 'signedIn',
  response: 'json',
  responseSchema: selfRoleSchema,
  audit: 'none',
});

/** The account's DALS status (spec §7). */
export const getDalsStatus = defineOperation<Record<string, never>, Record<string, never>, undefined, DalsStatus>({
  id: 'accountManagement.getDalsStatus',
  service: 'accountManagement',
  method: 'GET',
  path: '/dals-status',
  summary: "Whether the caller's account is in the dormant-account lifecycle.",
  access: 'signedIn',
  response: 'json',
  responseSchema: dalsStatusSchema,
  audit: 'none',
});

/**
 * Keeps a dormant account: takes it out of the DALS lifecycle, so its data is not deleted
 * (DESIGN.md §8). Any user of the account may: using the account is what shows it is not dormant.
 */
export const keepAccount = defineOperation<Record<string, never>, Record<string, never>, undefined, DalsStatus>({
  id: 'accountManagement.keepAccount',
  service: 'accountManagement',
  method: 'POST',
  path: '/dals-status/keep',
  summary: "Takes the caller's account out of the dormant-account lifecycle.",
  access: 'signedIn',
  response: 'json',
  responseSchema: dalsStatusSchema,
  audit: { entity: 'account', id: { caller: 'accountId' } },
});

/** The account's examiners, for pick lists. */
export const accountExaminers = defineOperation<Record<string, never>, Record<string, never>, undefined, ExaminerOption[]>({
  id: 'assessment.examiners',
  service: 'assessment',
  method: 'GET',
  path: '/examiners',
  summary: 'Users of the account who may be named examiner.',
  access: 'signedIn',
  response: 'json',
  responseSchema: examinerOptionsSchema,
  audit: 'none',
});

/** The answered shape of a keep-alive ping, typed by the domain's {@link KeepAliveStatus}. */
const keepAliveStatusSchema: yup.ObjectSchema<KeepAliveStatus> = yup.object({
  idleExpiresAt: yup.string().required(),
  absoluteExpiresAt: yup.string().required(),
  serverTime: yup.string().required(),
});

/** Extends the server session while the user is active. */
export const keepAlivePing = defineOperation<Record<string, never>, Record<string, never>, undefined, KeepAliveStatus>({
  id: 'keepAlive.ping',
  service: 'keepAlive',
  method: 'POST',
  path: '/ping',
  summary: 'Records user activity and extends the idle limit of the session.',
  access: 'signedIn',
  response: 'json',
  responseSchema: keepAliveStatusSchema,
  audit: 'none',
});

/** Body of keepAlive.token: the refresh token to rotate. */
const refreshTokenBodySchema = yup.object({ refreshToken: yup.string().required('The refresh token is missing.') });

/** Exchanges a refresh token for a new token pair (rotation; a reused refresh token revokes its family). */
export const keepAliveToken = defineOperation<Record<string, never>, Record<string, never>, yup.InferType<typeof refreshTokenBodySchema>, TokenPair>({
  id: 'keepAlive.token',
  service: 'keepAlive',
  method: 'POST',
  path: '/token',
  summary: 'Rotates the refresh token and issues a new access token.',
  access: 'public',
  body: refreshTokenBodySchema,
  response: 'json',
  responseSchema: tokenPairSchema,
  audit: 'none',
});

/**
 * Signs the caller out: ends the session and its refresh tokens, clears the session's cookies and
 * answers `Clear-Site-Data: "cookies", "storage"`. The SPA calls it before it opens the logout
 * page, whose GET never ends a session.
 */
export const keepAliveSignOut = defineOperation<Record<string, never>, Record<string, never>, undefined, undefined>({
  id: 'keepAlive.signOut',
  service: 'keepAlive',
  method: 'POST',
  path: '/sign-out',
  summary: "Ends the caller's session (sign-out) and tells the browser to clear the site's cookies and storage.",
  access: 'signedIn',
  response: 'json',
  // The service writes the sign-out as the auth event `auth.signOut`, as the legacy logout form does.
  audit: 'none',
  successStatus: 204,
});
