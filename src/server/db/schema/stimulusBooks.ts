/**
 * Stimulus books (issue #20): platform content, not an account's, published by the operator and
 * shown on the examinee's screen in live sessions. A book is stored whole as its definition
 * (domain/live/stimulusBook.ts); its image files beside it.
 */
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { StimulusBook } from '../../../domain/live/stimulusBook';
import { bytea, createdAt } from './columns';
import { users } from './users';

/** Published stimulus books, one row per book: its current version's definition. */
export const stimulusBooks = pgTable('stimulus_books', {
  id: text('id').primaryKey(),
  /** The product the book belongs to; `null` for a book of its own. */
  productId: text('product_id'),
  version: integer('version').notNull(),
  definition: jsonb('definition').$type<StimulusBook>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  /** The operator who published it; `null` for the shipped books. */
  publishedBy: integer('published_by').references(() => users.id),
});

/** The image files of a book, named by its image blocks. */
export const stimulusBookFiles = pgTable(
  'stimulus_book_files',
  {
    bookId: text('book_id')
      .notNull()
      .references(() => stimulusBooks.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of the content (the ETag). */
    sha256: text('sha256').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.bookId, t.fileName] })],
);
