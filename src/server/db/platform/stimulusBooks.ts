/**
 * The published stimulus books (issue #20): platform content without an account, every account
 * reads the same books, so this store is not account-scoped. A book is stored whole, its current
 * version only: publishing a newer version replaces the row; its files stay with the book, and a
 * file uploaded again under the same name replaces the stored one.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { StimulusBook } from '../../../domain/live/stimulusBook';
import type { Db } from '../client';
import { stimulusBookFiles, stimulusBooks } from '../schema';

/** A published book with when it was published. */
export interface PublishedStimulusBook {
  book: StimulusBook;
  publishedAt: Date;
  /** The operator who published it; `null` for a shipped book. */
  publishedBy: number | null;
}

/** An image file of a book. */
export interface StimulusBookFile {
  contentType: string;
  /** Hex SHA-256 of the bytes (the ETag). */
  sha256: string;
  bytes: Uint8Array;
}

/** The stored stimulus books. */
export interface StimulusBookStore {
  /** Every published book, by id. */
  list(): Promise<PublishedStimulusBook[]>;
  /** The book `id`, or `null` when none is published. */
  find(id: string): Promise<PublishedStimulusBook | null>;
  /**
   * Publishes `book`, replacing a stored book of the same id whose version is lower.
   * @returns `published`, or `notNewer` (nothing changed) when the stored version is the same or higher.
   */
  publish(book: StimulusBook, by: number | null, now: Date): Promise<'published' | 'notNewer'>;
  /** The file `fileName` of the book, or `null` when it has none. */
  file(bookId: string, fileName: string): Promise<StimulusBookFile | null>;
  /** The names of the files stored for the book. */
  fileNames(bookId: string): Promise<string[]>;
  /** Stores files of a published book; a file of the same name is replaced. */
  storeFiles(bookId: string, files: readonly (StimulusBookFile & { fileName: string })[], now: Date): Promise<void>;
}

const published = (row: { definition: StimulusBook; publishedAt: Date; publishedBy: number | null }): PublishedStimulusBook => ({
  book: row.definition,
  publishedAt: row.publishedAt,
  publishedBy: row.publishedBy,
});

/** The stimulus book store over `db` (the operation's transaction, or the database). */
export function stimulusBookStore(db: Db): StimulusBookStore {
  const columns = { definition: stimulusBooks.definition, publishedAt: stimulusBooks.publishedAt, publishedBy: stimulusBooks.publishedBy };
  return {
    async list() {
      return (await db.select(columns).from(stimulusBooks).orderBy(asc(stimulusBooks.id))).map(published);
    },
    async find(id) {
      const [row] = await db.select(columns).from(stimulusBooks).where(eq(stimulusBooks.id, id)).limit(1);
      return row ? published(row) : null;
    },
    async publish(book, by, now) {
      // Locked, so two processes publishing at once cannot both find the old version.
      const [stored] = await db.select({ version: stimulusBooks.version }).from(stimulusBooks).where(eq(stimulusBooks.id, book.id)).for('update').limit(1);
      if (stored && stored.version >= book.version) return 'notNewer';
      const values = { productId: book.productId, version: book.version, definition: book, publishedAt: now, publishedBy: by };
      await db
        .insert(stimulusBooks)
        .values({ id: book.id, ...values })
        .onConflictDoUpdate({ target: stimulusBooks.id, set: values });
      return 'published';
    },
    async file(bookId, fileName) {
      const [row] = await db
        .select({ contentType: stimulusBookFiles.contentType, sha256: stimulusBookFiles.sha256, bytes: stimulusBookFiles.content })
        .from(stimulusBookFiles)
        .where(and(eq(stimulusBookFiles.bookId, bookId), eq(stimulusBookFiles.fileName, fileName)))
        .limit(1);
      return row ?? null;
    },
    async fileNames(bookId) {
      const rows = await db.select({ fileName: stimulusBookFiles.fileName }).from(stimulusBookFiles).where(eq(stimulusBookFiles.bookId, bookId));
      return rows.map((row) => row.fileName);
    },
    async storeFiles(bookId, files, now) {
      for (const file of files) {
        const values = { contentType: file.contentType, byteSize: file.bytes.length, sha256: file.sha256, content: Buffer.from(file.bytes), createdAt: now };
        await db
          .insert(stimulusBookFiles)
          .values({ bookId, fileName: file.fileName, ...values })
          .onConflictDoUpdate({ target: [stimulusBookFiles.bookId, stimulusBookFiles.fileName], set: values });
      }
    },
  };
}
