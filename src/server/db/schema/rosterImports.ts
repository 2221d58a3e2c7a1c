/** Imports of examinees and groups (issue #19): OneRoster ZIPs and examinee CSVs, their files and their dry runs. */
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { ColumnMapping } from '../../../domain/roster/columnMapping';
import type { HeldDuplicate } from '../../../domain/roster/duplicates';
import type { ImportIssue } from '../../../domain/roster/importedExaminee';
import type { ImportSummary } from '../../../domain/roster/plan';
import type { RosterImportKind, RosterImportStatus } from '../../../domain/roster/rosterImport';
import { bytea, createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';

/** One import: its file (in {@link rosterImportParts}), its state and progress, its dry run and its result. */
export const rosterImports = pgTable(
  'roster_imports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    kind: text('kind').$type<RosterImportKind>().notNull(),
    fileName: text('file_name').notNull(),
    status: text('status').$type<RosterImportStatus>().notNull(),
    /** Bytes of the file received so far / its size as announced. */
    receivedBytes: integer('received_bytes').notNull().default(0),
    sizeBytes: integer('size_bytes').notNull(),
    /** Bytes the running parse (dry run or commit) has read: the progress bar. */
    processedBytes: integer('processed_bytes').notNull().default(0),
    /** The examinee CSV's column mapping of this import. */
    mapping: jsonb('mapping').$type<ColumnMapping>(),
    /** The columns of the examinee CSV's header, once read. */
    headers: jsonb('headers').$type<string[]>(),
    summary: jsonb('summary').$type<ImportSummary>(),
    /** The first errors and warnings (domain/roster/plan.ts MAX_LISTED_ISSUES), the held duplicates. */
    errors: jsonb('errors').$type<ImportIssue[]>(),
    warnings: jsonb('warnings').$type<ImportIssue[]>(),
    held: jsonb('held').$type<HeldDuplicate[]>(),
    /** Why the import failed (a file that cannot be read, records changed since the dry run). */
    failure: text('failure'),
    createdBy: integer('created_by').references(() => users.id),
    committedAt: timestamp('committed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('roster_imports_account_idx').on(t.accountId, t.createdAt)],
);

/** The file of an import as uploaded, in parts (each at most ROSTER_PART_BYTES), read back one part at a time. */
export const rosterImportParts = pgTable(
  'roster_import_parts',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    importId: integer('import_id')
      .notNull()
      .references(() => rosterImports.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);

/** The account's saved examinee CSV column mapping, offered for the next import. */
export const rosterImportMappings = pgTable('roster_import_mappings', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id),
  mapping: jsonb('mapping').$type<ColumnMapping>().notNull(),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: updatedAt(),
});
