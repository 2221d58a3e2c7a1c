/**
 * Reading the account's resource library: the list (with the caller's bookmarks), one
 * document's file, and the caller's own bookmarks. Every query is scoped by the caller's account,
 * so another account's document answers 404 as if it did not exist.
 */
import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { ResourceAsset } from '../../../contract/services/content';
import type { ResourceSearch } from '../../../domain/resourceLibrary';
import type { Db } from '../../db/client';
import { resourceBookmarks, resourceDocuments } from '../../db/schema';
import { notFound } from '../../http/problems';
import type { Actor } from '../actor';
import { containsPattern } from '../../db/repositories/search';

/** A document's file and what its answer's headers need. */
export interface ResourceFile {
  fileName: string;
  contentType: string;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  bytes: Buffer;
}

/** The document of the account, or 404. @throws HttpProblem notFound, also for another account's document. */
export async function requireDocument(db: Db, accountId: number, documentId: number): Promise<{ id: number; title: string }> {
  const [row] = await db
    .select({ id: resourceDocuments.id, title: resourceDocuments.title })
    .from(resourceDocuments)
    .where(and(eq(resourceDocuments.id, documentId), eq(resourceDocuments.accountId, accountId)))
    .limit(1);
  if (!row) throw notFound('The document');
  return row;
}

/**
 * The account's documents matching `search` (case-insensitive, in the title or description)
 * and `category`: the caller's bookmarks first, then by title.
 */
export async function listResources(db: Db, actor: Actor, query: ResourceSearch): Promise<ResourceAsset[]> {
  const filters: SQL[] = [eq(resourceDocuments.accountId, actor.accountId)];
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
    .leftJoin(resourceBookmarks, and(eq(resourceBookmarks.documentId, resourceDocuments.id), eq(resourceBookmarks.userId, actor.userId)))
    .where(and(...filters))
    .orderBy(desc(bookmarked), asc(sql`lower(${resourceDocuments.title})`), asc(resourceDocuments.id));
  return rows.map((row) => ({ ...row, bookmarked: Boolean(row.bookmarked), createdAt: row.createdAt.toISOString() }));
}

/**
 * A document's file; the opening is audited.
 * @throws HttpProblem notFound, also for another account's document.
 */
export async function readResourceFile(db: Db, actor: Actor, documentId: number): Promise<ResourceFile> {
  const [row] = await db
    .select({ fileName: resourceDocuments.fileName, contentType: resourceDocuments.contentType, sha256: resourceDocuments.sha256, bytes: resourceDocuments.content })
    .from(resourceDocuments)
    .where(and(eq(resourceDocuments.id, documentId), eq(resourceDocuments.accountId, actor.accountId)))
    .limit(1);
  if (!row) throw notFound('The document');
  return { ...row, bytes: Buffer.from(row.bytes) };
}

/** Bookmarks a document for the caller; again changes nothing. @throws HttpProblem notFound, also for another account's document. */
export async function addBookmark(db: Db, actor: Actor, documentId: number, now: Date): Promise<undefined> {
  await db.transaction(async (tx) => {
    await requireDocument(tx, actor.accountId, documentId);
    await tx.insert(resourceBookmarks).values({ userId: actor.userId, documentId, createdAt: now }).onConflictDoNothing();
  });
  return undefined;
}

/** Removes the caller's bookmark of a document; without one it changes nothing. @throws HttpProblem notFound, also for another account's document. */
export async function removeBookmark(db: Db, actor: Actor, documentId: number): Promise<undefined> {
  await db.transaction(async (tx) => {
    await requireDocument(tx, actor.accountId, documentId);
    await tx.delete(resourceBookmarks).where(and(eq(resourceBookmarks.userId, actor.userId), eq(resourceBookmarks.documentId, documentId)));
  });
  return undefined;
}
