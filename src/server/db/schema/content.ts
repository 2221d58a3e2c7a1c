/** The resource library: documents and bookmarks. */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ResourceCategory } from '../../../domain/resourceLibrary';
import { bytea, createdAt, updatedAt } from './columns';
import { accounts } from './accounts';
import { users } from './users';

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
