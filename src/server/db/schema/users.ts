/** Users of an account and their password-reset tokens. */
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { UserPreferences } from '../../../domain/identity';
import type { RoleName } from '../../../domain/permissions';
import { createdAt, updatedAt } from './columns';
import { accounts } from './accounts';

/** Users. A user name is unique over the whole platform: sign-in asks for no account. */
export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    username: text('username').notNull(),
    /** `scrypt$N$r$p$salt$hash` (see auth/passwords.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<RoleName>().notNull(),
    title: text('title').notNull().default(''),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    suffix: text('suffix').notNull().default(''),
    email: text('email').notNull().default(''),
    phone: text('phone').notNull().default(''),
    /** May be named the examiner of an assessment. */
    examiner: boolean('examiner').notNull().default(false),
    /** Back-office or data-retention staff. */
    internal: boolean('internal').notNull().default(false),
    /** The user's own preference choices; missing keys take the platform defaults. */
    preferences: jsonb('preferences').$type<Partial<UserPreferences>>().notNull().default({}),
    active: boolean('active').notNull().default(true),
    /** Failed sign-ins in a row; a success resets it. */
    failedSignIns: integer('failed_sign_ins').notNull().default(0),
    /** Sign-in is refused until then after too many failures in a row. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The user's last completed sign-in: the activity the dormant-account job measures (domain retention/accountLifecycle.ts). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /**
     * Two-step sign-in (auth/totp.ts): the TOTP secret sealed with AES-256-GCM under a key derived
     * from the server secret, bound to the user's id (`v1.<iv>.<ciphertext>.<tag>`); `null` while
     * the user has not enrolled. Never stored in clear.
     */
    totpSecret: text('totp_secret'),
    /** When the user enrolled the current secret. */
    totpEnrolledAt: timestamp('totp_enrolled_at', { withTimezone: true }),
    /** The last TOTP time step accepted (30-second steps since the epoch): a code of it or earlier is refused (RFC 6238 §5.2). */
    totpLastStep: integer('totp_last_step'),
    /** SHA-256 (base64url) of each unused recovery code; a used one is removed. */
    recoveryCodeHashes: jsonb('recovery_code_hashes').$type<string[]>().notNull().default([]),
    /** The half-done sign-in after a right password: SHA-256 of its ticket, single use. */
    signInChallengeHash: text('sign_in_challenge_hash'),
    /** When the half-done sign-in's ticket stops working (5 minutes after the password). */
    signInChallengeExpiresAt: timestamp('sign_in_challenge_expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_key').on(t.username),
    index('users_account_idx').on(t.accountId),
    // The dormant-account job finds accounts by their users' last sign-in.
    index('users_account_last_sign_in_idx').on(t.accountId, t.lastSignInAt),
  ],
);

/** Self-service password reset: a token mailed to the user, stored only as its SHA-256, used once. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);
