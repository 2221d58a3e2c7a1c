/** Examinee records. */
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Sex } from '../../../domain/examinee';
import { createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';

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
    /** `null` when an import gave none (domain/examinee.ts). */
    birthDate: date('birth_date', { mode: 'string' }),
    sex: text('sex').$type<Sex>().notNull(),
    email: text('email').notNull().default(''),
    customField1: text('custom_field_1').notNull().default(''),
    customField2: text('custom_field_2').notNull().default(''),
    customField3: text('custom_field_3').notNull().default(''),
    customField4: text('custom_field_4').notNull().default(''),
    /** The person's id in the school's information system (a OneRoster user `sourcedId`), for imports to find them again. */
    sourcedId: text('sourced_id'),
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
    uniqueIndex('examinees_account_sourced_id_key').on(t.accountId, t.sourcedId).where(sql`${t.sourcedId} is not null and ${t.deletedAt} is null`),
  ],
);
