/** E-mail templates, messages and delivery attempts. */
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Locale } from '../../../domain/locale';
import type { EmailKind, EmailState, StoredEmailKind } from '../../../domain/email';
import { createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';
import { examinees } from './examinees';
import { remoteLinks } from './remoteLinks';

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
    /** The examinee the message is about; null for a message to a user (an answer to their feedback). */
    examineeRecordId: integer('examinee_record_id').references(() => examinees.id),
    /** The link the message carries (a new token is issued when it is delivered). */
    linkId: integer('link_id').references(() => remoteLinks.id),
    kind: text('kind').$type<StoredEmailKind>().notNull(),
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
    /** When internal staff marked a failed delivery resolved (the assessment tracker); null while not. */
    deliveryResolvedAt: timestamp('delivery_resolved_at', { withTimezone: true }),
    /** The staff member who marked it resolved. */
    deliveryResolvedBy: integer('delivery_resolved_by').references(() => users.id),
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
