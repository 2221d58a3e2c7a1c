/**
 * Adding and removing documents of the account's resource library (account administrators,
 * RESOURCE_LIBRARY_MANAGE). Each change and its audit row are one transaction.
 */
import { createHash } from 'node:crypto';
import { ValidationError } from 'yup';
import type { ProblemFieldError } from '../../../contract/problem';
import { checkResourceFile, RESOURCE_FILE_MESSAGES, type ResourceDocumentDetails, resourceDocumentDetailsSchema } from '../../../domain/resourceLibrary';
import { recordAudit } from '../../audit/auditLog';
import type { Db } from '../../db/client';
import { HttpProblem } from '../../http/problems';
import type { Actor } from '../actor';
import { libraryOf, requireDocument } from './library';

/** An uploaded file as the multipart parser hands it over. */
export interface UploadedFile {
  /** The name the browser sent (a path is cut down to its last part). */
  fileName: string;
  bytes: Buffer;
  /** Whether the parser cut the file off at the size limit. */
  truncated: boolean;
}

/** The longest stored file name, in characters. */
const MAX_FILE_NAME_LENGTH = 255;

/** The file's own name: no folders (old browsers send a whole Windows path), no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  return base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-MAX_FILE_NAME_LENGTH);
}

/**
 * Adds a document to the caller's account.
 * @param details the form's title, description and category (validated here with the domain schema).
 * @returns the new document's id.
 * @throws HttpProblem validation naming each bad field (`title`, `description`, `category`, `file`).
 */
export async function addResourceDocument(db: Db, actor: Actor, details: Readonly<Record<keyof ResourceDocumentDetails, string>>, file: UploadedFile, now: Date): Promise<{ id: number }> {
  const errors: ProblemFieldError[] = [];
  let valid: ResourceDocumentDetails | null = null;
  try {
    valid = await resourceDocumentDetailsSchema.validate(details, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    errors.push(...(error.inner.length > 0 ? error.inner : [error]).map((item) => ({ field: item.path ?? '', message: item.message })));
  }
  const fileName = cleanFileName(file.fileName);
  const checked = checkResourceFile(fileName, file.bytes, file.truncated);
  if (!checked.ok) errors.push({ field: 'file', message: RESOURCE_FILE_MESSAGES[checked.refusal] });
  if (errors.length > 0 || !valid || !checked.ok) throw new HttpProblem('validation', errors.map((error) => error.message).join(' '), errors);
  const document = valid;
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  return db.transaction(async (tx) => {
    const id = await libraryOf(tx, actor).addDocument(
      { title: document.title, description: document.description, category: document.category, fileName, contentType: checked.contentType, sha256, content: file.bytes },
      now,
    );
    await recordAudit(tx, actor, { action: 'content.addResourceDocument', entity: 'resourceDocument', entityId: id }, now);
    return { id };
  });
}

/**
 * Removes a document of the caller's account; its bookmarks go with it (ON DELETE CASCADE).
 * @returns the removed document's title.
 * @throws HttpProblem notFound, also for another account's document or one removed meanwhile.
 */
export async function deleteResourceDocument(db: Db, actor: Actor, documentId: number, now: Date): Promise<{ title: string }> {
  return db.transaction(async (tx) => {
    const document = await requireDocument(tx, actor.accountId, documentId);
    if (!(await libraryOf(tx, actor).deleteDocument(documentId))) throw new HttpProblem('notFound', 'The document was not found.');
    await recordAudit(tx, actor, { action: 'content.deleteResourceDocument', entity: 'resourceDocument', entityId: documentId }, now);
    return { title: document.title };
  });
}
