/** Groups of examinees (a class, a caseload, a cohort), their members and their staff (issue #19). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { GroupType } from '../../../domain/groups/group';
import { createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { examinees } from './examinees';
import { users } from './users';

/** The account's groups. */
export const examineeGroups = pgTable(
  'examinee_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    name: text('name').notNull(),
    groupType: text('group_type').$type<GroupType>().notNull(),
    /** `2026-2027`, or empty for a group of no school year. */
    schoolYear: text('school_year').notNull().default(''),
    /** The class's id in the school's information system (OneRoster `sourcedId`), for imports to find it again. */
    sourcedId: text('sourced_id'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    archivedBy: integer('archived_by').references(() => users.id),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('examinee_groups_account_sourced_id_key').on(t.accountId, t.sourcedId).where(sql`${t.sourcedId} is not null`),
    index('examinee_groups_account_name_idx').on(t.accountId, t.name),
  ],
);

/** Which examinees belong to a group. */
export const examineeGroupMembers = pgTable(
  'examinee_group_members',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => examineeGroups.id),
    examineeRecordId: integer('examinee_record_id')
      .notNull()
      .references(() => examinees.id),
    addedBy: integer('added_by').references(() => users.id),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.examineeRecordId] }), index('examinee_group_members_examinee_idx').on(t.accountId, t.examineeRecordId)],
);

/** Which users (examiners, teachers) are assigned to a group: their legitimate interest in its members. */
export const examineeGroupStaff = pgTable(
  'examinee_group_staff',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => examineeGroups.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    addedBy: integer('added_by').references(() => users.id),
    addedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('examinee_group_staff_user_idx').on(t.accountId, t.userId)],
);
