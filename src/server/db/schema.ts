/**
 * The database schema (Drizzle). One definition for PGlite and PostgreSQL; drizzle-kit generates
 * the migrations in `./migrations` from this file (`npx drizzle-kit generate --config config/drizzle.config.ts`).
 *
 * Tenancy: every row that belongs to an account carries `account_id`; repositories filter on it
 * in every query. Ids the SPA sees are integers; session ids and token families are random text.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  type AnyPgColumn,
  text,
  timestamp,
  uniqueIndex,
  check,
} from 'drizzle-orm/pg-core';
import type { AdministrationDetails, AssessmentStatus } from '../../domain/assessment';
import type { Sex } from '../../domain/examinee';
import type { VerificationSession } from '../../domain/itemEntryVerification';
import type { AccountLabels, UserPreferences } from '../../domain/identity';
import type { RoleName } from '../../domain/permissions';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import type { Responses, ScoreResult } from '../../domain/scoring/scoreTypes';
import type { Locale } from '../../domain/locale';
import type { LinkKind, LinkRespondent, LinkState } from '../../domain/remoteLink';
import type { EmailKind, EmailState } from '../../domain/email';
import { DEFAULT_REPORT_OPTIONS, type ReportOptions, type ReportType } from '../../domain/reports';
import type { BatchState, LicensedReportType, UsageReason } from '../../contract/reportTypes';
import type { NotificationKind } from '../../domain/notifications';
import type { FeedbackCategory } from '../../domain/feedback';
import type { ResourceCategory } from '../../domain/resourceLibrary';

/** `bytea` as a Node Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** Customer accounts (a clinic, a school district). */
export const accounts = pgTable('accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /** DALS: the account is in the dormant-account lifecycle (DESIGN.md §8). */
  dllAccount: boolean('dll_account').notNull().default(false),
  /** While `dllAccount`: the day the account's data is deleted unless someone keeps the account. */
  dllDeletionDate: date('dll_deletion_date', { mode: 'string' }),
  /** Self-service deletion: when an account administrator asked for the account to be deleted, and by whom. */
  selfDeletionRequestedAt: timestamp('self_deletion_requested_at', { withTimezone: true }),
  selfDeletionRequestedBy: integer('self_deletion_requested_by'),
  /** The day the account's data is deleted at the end of the self-service grace period. */
  selfDeletionDate: date('self_deletion_date', { mode: 'string' }),
  createdAt: createdAt(),
});

/** Per-account settings: the words used for examinee, examiner and custom fields, and the item-entry verification code. */
export const accountSettings = pgTable('account_settings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  labels: jsonb('labels').$type<AccountLabels>().notNull(),
  itemEntryVerificationCode: text('item_entry_verification_code').notNull().default(''),
  updatedAt: updatedAt(),
});

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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_username_key').on(t.username), index('users_account_idx').on(t.accountId)],
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

/** Product (instrument) definitions, seeded from config/products. Not account data. */
export const products = pgTable('products', {
  id: text('id').primaryKey(),
  version: integer('version').notNull(),
  code: text('code').notNull(),
  name: text('name').notNull(),
  definition: jsonb('definition').$type<ProductDefinition>().notNull(),
  updatedAt: updatedAt(),
});

/** Examinee records. */
export const examinees = pgTable(
  'examinees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The account's own id for the person, as typed; unique within the account without regard to case. */
    examineeId: text('examinee_id').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name').notNull().default(''),
    lastName: text('last_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    sex: text('sex').$type<Sex>().notNull(),
    email: text('email').notNull().default(''),
    customField1: text('custom_field_1').notNull().default(''),
    customField2: text('custom_field_2').notNull().default(''),
    customField3: text('custom_field_3').notNull().default(''),
    customField4: text('custom_field_4').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: a deleted examinee (and its assessments) is invisible to every query. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
  },
  (t) => [
    // A deleted examinee's id may be given to a new record. `new-001` and `NEW-001` are one id: people
    // read and type ids without regard to case, so two records must never differ only by it.
    uniqueIndex('examinees_account_examinee_id_ci_key')
      .on(t.accountId, sql`lower(${t.examineeId})`)
      .where(sql`${t.deletedAt} is null`),
    index('examinees_account_last_name_idx').on(t.accountId, t.lastName),
  ],
);

/** Assessments: one administration of a product to an examinee. */
export const assessments = pgTable(
  'assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    examineeRecordId: integer('examinee_record_id')
      .notNull()
      .references(() => examinees.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    /** The product version the assessment was created with. */
    productVersion: integer('product_version').notNull(),
    administrationDate: date('administration_date', { mode: 'string' }).notNull(),
    examinerId: integer('examiner_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<AssessmentStatus>().notNull(),
    responses: jsonb('responses').$type<Responses>().notNull().default({}),
    /** Grade, season and comparison group of this administration (domain/assessment.ts). */
    administration: jsonb('administration').$type<AdministrationDetails>().notNull().default({}),
    /** The score of record; null until scored. */
    score: jsonb('score').$type<ScoreResult>(),
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** Optimistic concurrency: every save increments it. */
    version: integer('version').notNull().default(1),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Soft delete: hidden from every query but the account administrator's recovery list. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: integer('deleted_by').references(() => users.id),
    /** Item entry verification: when and by whom the responses were verified by a second entry; cleared when they change. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedBy: integer('verified_by').references(() => users.id),
    /** The verification under way (second entry, discrepancies), or null. */
    verification: jsonb('verification').$type<VerificationSession>(),
    /** The administration session the assessment belongs to (several forms answered through one link), or null. */
    sessionId: integer('session_id').references((): AnyPgColumn => administrationSessions.id),
    /** Where the assessment comes in its session's answering order (0 first); null outside a session. */
    sessionPosition: integer('session_position'),
  },
  (t) => [index('assessments_account_examinee_idx').on(t.accountId, t.examineeRecordId)],
);

/** Testing sites of an account (a pick-list of the assessment screens). */
export const testingSites = pgTable(
  'testing_sites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('testing_sites_account_name_key').on(t.accountId, t.name)],
);

/** Generated reports. Rows are immutable (a trigger refuses UPDATE); regenerating adds a version. */
export const reports = pgTable(
  'reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id),
    reportType: text('report_type').$type<ReportType>().notNull(),
    version: integer('version').notNull(),
    /** The assessment's version the report was made from (0 for reports stored before versions were recorded). */
    assessmentVersion: integer('assessment_version').notNull().default(0),
    /** The options it was made with, resolved (comparison group and locale actually used). */
    options: jsonb('options').$type<ReportOptions>().notNull().default(DEFAULT_REPORT_OPTIONS),
    /** What generating it cost (the usage ledger has the details). */
    charge: text('charge').$type<UsageReason>().notNull().default('usage'),
    /** The batch that made it, if any. */
    batchId: integer('batch_id'),
    fileName: text('file_name').notNull(),
    pdf: bytea('pdf').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('reports_assessment_type_version_key').on(t.assessmentId, t.reportType, t.version), index('reports_batch_idx').on(t.batchId)],
);

/** Reports removed from the history: the report row stays (immutable); this append-only row hides it. */
export const reportDeletions = pgTable('report_deletions', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => reports.id),
  accountId: integer('account_id')
    .notNull()
    .references(() => accounts.id),
  deletedBy: integer('deleted_by')
    .notNull()
    .references(() => users.id),
  deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Feature licenses of an account: usage-based (N usages) or subscriptions (unlimited until a date). */
export const featureLicenses = pgTable(
  'feature_licenses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    kind: text('kind').$type<'usage' | 'subscription'>().notNull(),
    /** The product covered; null for every product. */
    productId: text('product_id').references(() => products.id),
    /** The report type covered; null for every type. */
    reportType: text('report_type').$type<LicensedReportType>(),
    /** Usages bought (usage licenses); null for subscriptions. */
    usagesGranted: integer('usages_granted'),
    /** Usages consumed; raised in the transaction that stores the report, never above usages_granted. */
    usagesUsed: integer('usages_used').notNull().default(0),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** Last valid day, inclusive; null when it does not expire. */
    validUntil: date('valid_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('feature_licenses_account_idx').on(t.accountId)],
);

/** The usage ledger (append-only): every generated report and what it cost, and why. */
export const usageLedger = pgTable(
  'usage_ledger',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    reportType: text('report_type').$type<LicensedReportType>().notNull(),
    reason: text('reason').$type<UsageReason>().notNull(),
    usagesCharged: integer('usages_charged').notNull(),
    licenseId: integer('license_id').references(() => featureLicenses.id),
    assessmentId: integer('assessment_id').references(() => assessments.id),
    assessmentVersion: integer('assessment_version'),
    reportId: integer('report_id').references(() => reports.id),
    groupReportId: integer('group_report_id'),
    batchId: integer('batch_id'),
    createdAt: createdAt(),
  },
  (t) => [index('usage_ledger_account_idx').on(t.accountId, t.createdAt), index('usage_ledger_assessment_idx').on(t.assessmentId)],
);

/** Report batches (assessment.batchReports): one row per request; the items carry the progress. */
export const reportBatches = pgTable(
  'report_batches',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    reportType: text('report_type').$type<ReportType>().notNull(),
    options: jsonb('options').$type<ReportOptions>().notNull(),
    state: text('state').$type<BatchState>().notNull().default('queued'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('report_batches_account_idx').on(t.accountId, t.createdBy)],
);

/** One report of a batch. A report is made exactly once: the item and its report are written in one transaction. */
export const reportBatchItems = pgTable(
  'report_batch_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => reportBatches.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id),
    /** Order in the batch (and in the ZIP). */
    position: integer('position').notNull(),
    state: text('state').$type<'pending' | 'done' | 'failed' | 'cancelled'>().notNull().default('pending'),
    reportId: integer('report_id').references(() => reports.id),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('report_batch_items_batch_assessment_key').on(t.batchId, t.assessmentId), index('report_batch_items_state_idx').on(t.batchId, t.state)],
);

/** Group reports (assessment.groupReports). Rows are immutable. */
export const groupReports = pgTable(
  'group_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    title: text('title').notNull(),
    /** The assessments it covers, with the version each had. */
    assessments: jsonb('assessments').$type<{ assessmentId: number; version: number }[]>().notNull(),
    examineeCount: integer('examinee_count').notNull(),
    comparisonGroupId: text('comparison_group_id'),
    locale: text('locale').$type<Locale>().notNull(),
    charge: text('charge').$type<UsageReason>().notNull(),
    fileName: text('file_name').notNull(),
    pdf: bytea('pdf').notNull(),
    byteSize: integer('byte_size').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('group_reports_account_idx').on(t.accountId, t.createdAt)],
);

/**
 * Administration sessions: several assessments of one examinee given together (a PHQ-9 and a
 * GAD-7 answered through one link, in order). An assessment belongs to at most one session.
 */
export const administrationSessions = pgTable(
  'administration_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    examineeRecordId: integer('examinee_record_id')
      .notNull()
      .references(() => examinees.id),
    title: text('title').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('administration_sessions_account_examinee_idx').on(t.accountId, t.examineeRecordId)],
);

/**
 * Remote administration links (QOSA): a token, stored only as its SHA-256, that lets an examinee
 * (or a rater) answer one assessment or every assessment of one session without an account.
 */
export const remoteLinks = pgTable(
  'remote_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** The one assessment the link answers; null for a session link. */
    assessmentId: integer('assessment_id').references(() => assessments.id),
    /** The session whose assessments the link answers; null for an assessment link. */
    sessionId: integer('session_id').references(() => administrationSessions.id),
    /** `remote` (sent to the examinee's device) or `inPerson` (launched on the examiner's device). */
    kind: text('kind').$type<LinkKind>().notNull().default('remote'),
    /** Hex SHA-256 of the current token; a resend issues a new token and replaces it. */
    tokenHash: text('token_hash').notNull(),
    respondent: text('respondent').$type<LinkRespondent>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    state: text('state').$type<LinkState>().notNull().default('sent'),
    /** The link opens from here on (a link sent ahead of the appointment). */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** When the respondent left the instructions and began (osaLaunchNotification). */
    launchedAt: timestamp('launched_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('remote_links_token_hash_key').on(t.tokenHash),
    index('remote_links_assessment_idx').on(t.assessmentId),
    index('remote_links_session_idx').on(t.sessionId),
    check('remote_links_one_target', sql`(${t.assessmentId} is null) <> (${t.sessionId} is null)`),
  ],
);

/**
 * E-mail templates an account administrator changed; a kind and locale without a row uses the
 * built-in template. Placeholders are those of src/domain/email.ts.
 */
export const emailTemplates = pgTable(
  'email_templates',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<EmailKind>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    updatedBy: integer('updated_by')
      .notNull()
      .references(() => users.id),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.kind, t.locale] })],
);

/**
 * E-mail messages and their delivery state. The body is kept with the link left out (its token
 * exists only in the delivered mail); delivery is a job that issues the token as it sends.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    examineeRecordId: integer('examinee_record_id')
      .notNull()
      .references(() => examinees.id),
    /** The link the message carries (a new token is issued when it is delivered). */
    linkId: integer('link_id').references(() => remoteLinks.id),
    kind: text('kind').$type<EmailKind>().notNull(),
    locale: text('locale').$type<Locale>().notNull(),
    recipientAddress: text('recipient_address').notNull(),
    recipientName: text('recipient_name').notNull().default(''),
    subject: text('subject').notNull(),
    /** The rendered body with `{link}` still in place of the link. */
    body: text('body').notNull(),
    state: text('state').$type<EmailState>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** The last failure's reason (the SMTP server's answer or the connection error). */
    lastError: text('last_error'),
    /** The SMTP server's message id once accepted. */
    transportMessageId: text('transport_message_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('email_messages_account_examinee_idx').on(t.accountId, t.examineeRecordId)],
);

/** Every delivery attempt of a message: when, and how it ended. */
export const emailDeliveryAttempts = pgTable(
  'email_delivery_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => emailMessages.id),
    attempt: integer('attempt').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    outcome: text('outcome').$type<'sent' | 'failed'>().notNull(),
    error: text('error'),
  },
  (t) => [uniqueIndex('email_delivery_attempts_message_attempt_key').on(t.messageId, t.attempt)],
);

/** The resource library: documents of an account, uploaded by its administrators and opened by its users. */
export const resourceDocuments = pgTable(
  'resource_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').$type<ResourceCategory>().notNull(),
    /** The name the file is downloaded under. */
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    /** Bytes. */
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of the content (an ETag, and a check that what is served is what was stored). */
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resource_documents_account_idx').on(t.accountId, t.title)],
);

/** A user's bookmarked documents of the resource library (content.addBookmark, content.removeBookmark). */
export const resourceBookmarks = pgTable(
  'resource_bookmarks',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    documentId: integer('document_id')
      .notNull()
      .references(() => resourceDocuments.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.documentId] })],
);

/** Notifications to one user (the legacy notifications list); read once opened or marked. */
export const notifications = pgTable(
  'notifications',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').$type<NotificationKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** A path in the platform the notification leads to ("/examinees/12/assessments/40"), or null. */
    link: text('link'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('notifications_user_created_idx').on(t.userId, t.createdAt)],
);

/** Feedback users sent (misc.submitFeedback), kept for the back office. */
export const feedback = pgTable(
  'feedback',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null for internal users, who belong to no customer account's data. */
    accountId: integer('account_id').references(() => accounts.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    category: text('category').$type<FeedbackCategory>().notNull(),
    /** The screen the feedback is about (a path of the platform or a legacy page), or ''. */
    screen: text('screen').notNull().default(''),
    message: text('message').notNull(),
    /** 1 (poor) to 5 (excellent), or null when not given. */
    rating: integer('rating'),
    /** The user agrees to be contacted about it. */
    mayContact: boolean('may_contact').notNull().default(false),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/** Signed-in sessions. The id is random text; it is the `sid` of access tokens and the value of the session cookie (signed). */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    /** The absolute limit: the session ends here whatever the activity. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Refresh tokens, stored only as SHA-256 hashes. A family is every token rotated from one sign-in. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text('token_hash').notNull(),
    familyId: text('family_id').notNull(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAt(),
    /** Set when the token was exchanged; a second exchange is reuse and revokes the family. */
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Answers of POSTs sent with an Idempotency-Key, per user and key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is being processed. */
    responseStatus: integer('response_status'),
    responseBody: text('response_body'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

/** Append-only audit log (a trigger refuses UPDATE and DELETE): who did what to which record, when, from where. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    accountId: integer('account_id'),
    /** The operation id (`assessment.getExaminee`) or an auth event (`auth.signIn`). */
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    ip: text('ip').notNull().default(''),
  },
  (t) => [index('audit_log_account_at_idx').on(t.accountId, t.at)],
);

/** Secrets the server generates once and every process shares (the token-signing secret). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
