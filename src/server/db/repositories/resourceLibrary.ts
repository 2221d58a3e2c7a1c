/**
 * The resource library of one account (resource_documents, which belong to an account, and the
 * bookmarks its users keep of them). Every query is filtered by the scope's account, so another
 * account's document is a missing one; bookmarks are the scope user's.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ResourceAsset } from '../../../contract/services/content';
import type { ResourceCategory, ResourceSearch } from '../../../domain/resourceLibrary';
import type { Db } from '../client';
import { resourceBookmarks, resourceDocuments } from '../schema';
import type { AccountScope } from './scope';
import { containsPattern } from './search';

/** A document's stored file. */
export interface ResourceFileRow {
  fileName: string;
  contentType: string;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  bytes: Buffer;
}

/** A document to add, its file already checked. */
export interface NewResourceDocument {
  title: string;
  description: string;
  category: ResourceCategory;
  fileName: string;
  contentType: string;
  /** Hex SHA-256 of `content`. */
  sha256: string;
  content: Buffer;
}

/** The account's resource library. */
export interface ResourceLibraryRepository {
  /** A document of the account (its id and title), or `null`. */
  findDocument(documentId: number): Promise<{ id: number; title: string } | null>;
  /**
   * The account's documents matching `query` (`search` trimmed, case-insensitive, in the title or
   * description; `category`), with the scope user's bookmarks, those first, then by title
   * (case-insensitive; ties by id).
   * @throws Error when the scope has no user (bookmarks are a user's).
   */
  list(query: ResourceSearch): Promise<ResourceAsset[]>;
  /** A document's file, or `null` when the account has no document of that id. */
  file(documentId: number): Promise<ResourceFileRow | null>;
  /** Bookmarks a document for the scope's user; an existing bookmark stays as it is. @throws Error when the scope has no user. */
  addBookmark(documentId: number, now: Date): Promise<void>;
  /** Removes the scope user's bookmark of a document, if any. @throws Error when the scope has no user. */
  removeBookmark(documentId: number): Promise<void>;
  /** Stores a document, uploaded by the scope's user at `now`, and answers its id. */
  addDocument(document: NewResourceDocument, now: Date): Promise<number>;
  /** Removes a document of the account (its bookmarks go with it: ON DELETE CASCADE); `false` when there was none. */
  deleteDocument(documentId: number): Promise<boolean>;
}

/** The resource library repository of `scope`'s account and user over `db`. */
export function resourceLibraryRepository(db: Db, scope: AccountScope): ResourceLibraryRepository {
  const own = (...conditions: SQL[]) => and(eq(resourceDocuments.accountId, scope.accountId), ...conditions);
  const user = (): number => {
    if (scope.userId === null) throw new Error('Bookmarks are a user\'s; the scope has none.');
    return scope.userId;
  };
  return {
    async findDocument(documentId) {
      const [row] = await db
        .select({ id: resourceDocuments.id, title: resourceDocuments.title })
        .from(resourceDocuments)
        .where(own(eq(resourceDocuments.id, documentId)))
        .limit(1);
      return row ?? null;
    },
    async list(query) {
      const filters: SQL[] = [];
      if (query.category) filters.push(eq(resourceDocuments.category, query.category));
      const search = query.search?.trim() ?? '';
      if (search !== '') {
        const pattern = containsPattern(search);
        const match = or(ilike(resourceDocuments.title, pattern), ilike(resourceDocuments.description, pattern));
        if (match) filters.push(match);
      }
      const bookmarked = sql<boolean>`${resourceBookmarks.userId} is not null`;
      const rows = await db
        .select({
          id: resourceDocuments.id,
          title: resourceDocuments.title,
          description: resourceDocuments.description,
          category: resourceDocuments.category,
          fileName: resourceDocuments.fileName,
          contentType: resourceDocuments.contentType,
          byteSize: resourceDocuments.byteSize,
          createdAt: resourceDocuments.createdAt,
          bookmarked,
        })
        .from(resourceDocuments)
        .leftJoin(resourceBookmarks, and(eq(resourceBookmarks.documentId, resourceDocuments.id), eq(resourceBookmarks.userId, user())))
        .where(own(...filters))
        .orderBy(desc(bookmarked), asc(sql`lower(${resourceDocuments.title})`), asc(resourceDocuments.id));
      return rows.map((row) => ({ ...row, bookmarked: Boolean(row.bookmarked), createdAt: row.createdAt.toISOString() }));
    },
    async file(documentId) {
      const [row] = await db
        .select({ fileName: resourceDocuments.fileName, contentType: resourceDocuments.contentType, sha256: resourceDocuments.sha256, bytes: resourceDocuments.content })
        .from(resourceDocuments)
        .where(own(eq(resourceDocuments.id, documentId)))
        .limit(1);
      return row ?? null;
    },
    async addBookmark(documentId, now) {
      await db.insert(resourceBookmarks).values({ userId: user(), documentId, createdAt: now }).onConflictDoNothing();
    },
    async removeBookmark(documentId) {
      await db.delete(resourceBookmarks).where(and(eq(resourceBookmarks.userId, user()), eq(resourceBookmarks.documentId, documentId)));
    },
    async addDocument(document, now) {
      const [row] = await db
        .insert(resourceDocuments)
        .values({ ...document, byteSize: document.content.length, accountId: scope.accountId, uploadedBy: scope.userId, createdAt: now, updatedAt: now })
        .returning({ id: resourceDocuments.id });
      if (!row) throw new Error('The document was not stored.');
      return row.id;
    },
    async deleteDocument(documentId) {
      const removed = await db.delete(resourceDocuments).where(own(eq(resourceDocuments.id, documentId))).returning({ id: resourceDocuments.id });
      return removed.length > 0;
    },
  };
}
