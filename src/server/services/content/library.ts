/**
 * Reading the account's resource library: the list (with the caller's bookmarks), one
 * document's file, and the caller's own bookmarks, through the resource library repository of
 * the caller's account, so another account's document answers 404 as if it did not exist.
 */
import type { ResourceAsset } from '../../../contract/services/content';
import type { ResourceSearch } from '../../../domain/resourceLibrary';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { ResourceLibraryRepository } from '../../db/repositories/resourceLibrary';
import { notFound } from '../../http/problems';
import type { Actor } from '../actor';

/** A document's file and what its answer's headers need. */
export interface ResourceFile {
  fileName: string;
  contentType: string;
  /** Hex SHA-256 of the bytes. */
  sha256: string;
  bytes: Buffer;
}

/** The resource library repository of the actor's account and user over `db`. */
export const libraryOf = (db: Db, actor: Pick<Actor, 'accountId' | 'userId'>): ResourceLibraryRepository =>
  repositories(db, { accountId: actor.accountId, userId: actor.userId }).resourceLibrary;

/** The document of the account, or 404. @throws HttpProblem notFound, also for another account's document. */
export async function requireDocument(db: Db, accountId: number, documentId: number): Promise<{ id: number; title: string }> {
  const row = await repositories(db, { accountId, userId: null }).resourceLibrary.findDocument(documentId);
  if (!row) throw notFound('The document');
  return row;
}

/**
 * The account's documents matching `search` (case-insensitive, in the title or description)
 * and `category`: the caller's bookmarks first, then by title.
 */
export const listResources = (db: Db, actor: Actor, query: ResourceSearch): Promise<ResourceAsset[]> => libraryOf(db, actor).list(query);

/**
 * A document's file; the opening is audited.
 * @throws HttpProblem notFound, also for another account's document.
 */
export async function readResourceFile(db: Db, actor: Actor, documentId: number): Promise<ResourceFile> {
  const row = await libraryOf(db, actor).file(documentId);
  if (!row) throw notFound('The document');
  return { ...row, bytes: Buffer.from(row.bytes) };
}

/** Bookmarks a document for the caller; again changes nothing. @throws HttpProblem notFound, also for another account's document. */
export async function addBookmark(db: Db, actor: Actor, documentId: number, now: Date): Promise<undefined> {
  await db.transaction(async (tx) => {
    await requireDocument(tx, actor.accountId, documentId);
    await libraryOf(tx, actor).addBookmark(documentId, now);
  });
  return undefined;
}

/** Removes the caller's bookmark of a document; without one it changes nothing. @throws HttpProblem notFound, also for another account's document. */
export async function removeBookmark(db: Db, actor: Actor, documentId: number): Promise<undefined> {
  await db.transaction(async (tx) => {
    await requireDocument(tx, actor.accountId, documentId);
    await libraryOf(tx, actor).removeBookmark(documentId);
  });
  return undefined;
}
