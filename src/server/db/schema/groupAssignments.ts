/** Forms assigned to a group (issue #19): one assessment per assigned member, and the class session codes. */
import { date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdministrationDetails } from '../../../domain/assessment';
import type { AssignmentMode } from '../../../domain/groups/assignmentProgress';
import { createdAt } from './columns';
import { accounts } from './accounts';
import { examineeGroups } from './groups';
import { products } from './products';
import { users } from './users';

/** An assignment: a form given to (some of) a group's members on a planned date, in one mode. */
export const groupAssignments = pgTable(
  'group_assignments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    groupId: integer('group_id')
      .notNull()
      .references(() => examineeGroups.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    plannedDate: date('planned_date', { mode: 'string' }).notNull(),
    mode: text('mode').$type<AssignmentMode>().notNull(),
    /** Grade, season and comparison group, once for every assessment of the assignment. */
    administration: jsonb('administration').$type<AdministrationDetails>().notNull().default({}),
    examinerId: integer('examiner_id')
      .notNull()
      .references(() => users.id),
    /** Until when its links and codes open (remote links and class sessions); null for item entry. */
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('group_assignments_account_group_idx').on(t.accountId, t.groupId)],
);

/**
 * A class session's code per student: its SHA-256 for the player's look-up, and the code sealed
 * (AES-256-GCM) so the roster sheet can be printed again; the in-person link it opens.
 */
export const groupAssignmentCodes = pgTable(
  'group_assignment_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => groupAssignments.id),
    assessmentId: integer('assessment_id').notNull(),
    linkId: integer('link_id').notNull(),
    codeHash: text('code_hash').notNull(),
    codeSealed: text('code_sealed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('group_assignment_codes_hash_key').on(t.codeHash), index('group_assignment_codes_assignment_idx').on(t.accountId, t.assignmentId)],
);
