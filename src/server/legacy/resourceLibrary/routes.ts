/**
 * The resource library legacy page (`/legacy/resource-library`): the list and its search (GET),
 * opening a file, a bookmark's add and remove, and for account administrators the upload
 * (multipart/form-data) and the delete confirmation. Posts answer 303 back to the page with a
 * notice, or the page again with the errors (POST/redirect/GET). Every page accepts the
 * page-refresh flag and ignores it. Every page speaks the signed-in user's language; the errors
 * stay in US English (the services' words) until the page shows them.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { ValidationError } from 'yup';
import { content } from '../../../contract';
import { PERMISSIONS } from '../../../domain/permissions';
import { MAX_RESOURCE_BYTES, RESOURCE_CATEGORIES, type ResourceCategory, resourceSearchSchema } from '../../../domain/resourceLibrary';
import type { Principal } from '../../auth/principal';
import type { AppContext } from '../../context';
import { asOperation } from '../asOperation';
import { HttpProblem } from '../../http/problems';
import { sendResourceFile } from '../../services/content/fileHeaders';
import { addBookmark, listResources, readResourceFile, removeBookmark, requireDocument } from '../../services/content/library';
import { addResourceDocument, deleteResourceDocument, type UploadedFile } from '../../services/content/manage';
import type { FieldError } from '../formParts';
import { RESOURCE_LIBRARY_FORM_TEXT } from '../i18n/resourceLibraryFormText';
import { RESOURCE_LIBRARY_PATH, RESOURCE_UPLOAD_PATH, resourceBookmarkPath, resourceDeletePath, resourceFilePath, resourceUnbookmarkPath } from './paths';
import { DeleteResourcePage, EMPTY_UPLOAD, RESOURCE_DONE_MESSAGES, type ResourceDone, ResourceLibraryPage, type UploadFormValues } from './resourceLibraryPage';
import { actorOf, allowedPrincipal, canManage, formTokenVerified, issueFormToken, localeOf, sendNoSuchDocument, sendPage, seeOther } from './support';

/** The error of a post whose form token did not verify (an old tab, or a cross-site post). */
export const FORM_TOKEN_ERROR: FieldError = { field: 'formToken', message: RESOURCE_LIBRARY_FORM_TEXT.en_us.formExpired };

/** The error of an upload the multipart parser refused (more than one file, a broken body). */
export const UPLOAD_UNREADABLE = RESOURCE_LIBRARY_FORM_TEXT.en_us.uploadUnreadable;

type Form = Partial<Record<string, string | string[]>>;
type DocumentParams = { documentId: string };

const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

const isCategory = (value: string): value is ResourceCategory => (RESOURCE_CATEGORIES as readonly string[]).includes(value);

/** A document id of a path, or null for anything but a positive integer (which no document has). */
function documentIdOf(params: DocumentParams): number | null {
  const id = Number(params.documentId);
  return /^\d{1,9}$/.test(params.documentId) && id > 0 ? id : null;
}

/** The page's address with a search and a notice. */
function pageAddress(search: string, category: string, done?: ResourceDone): string {
  const query = new URLSearchParams();
  if (search !== '') query.set('search', search);
  if (category !== '') query.set('category', category);
  if (done) query.set('done', done);
  const encoded = query.toString();
  return encoded === '' ? RESOURCE_LIBRARY_PATH : `${RESOURCE_LIBRARY_PATH}?${encoded}`;
}

/** What the page shows besides the documents. */
interface PageState {
  search: string;
  category: string;
  done: ResourceDone | null;
  errors: readonly FieldError[];
  upload: UploadFormValues;
}

/** Reads an upload's fields and its one file. @throws the multipart parser's errors (too many files or fields, a broken body). */
async function readUpload(request: FastifyRequest): Promise<{ fields: Record<string, string>; file: UploadedFile }> {
  const fields: Record<string, string> = {};
  let file: UploadedFile = { fileName: '', bytes: Buffer.alloc(0), truncated: false };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Read to the end (or the limit) either way: the parser only moves on past a consumed file.
      const bytes = await part.toBuffer();
      // A part sent without a file name (an empty file input) carries none, whatever the types say.
      const fileName: unknown = part.filename;
      if (part.fieldname === 'file') file = { fileName: typeof fileName === 'string' ? fileName : '', bytes, truncated: part.file.truncated };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}

/** Registers the page, its file, bookmark, upload and delete routes. */
export function registerResourceLibraryRoutes(app: FastifyInstance, context: AppContext): void {
  async function render(request: FastifyRequest, reply: FastifyReply, principal: Principal, status: number, state: PageState): Promise<FastifyReply> {
    const category = isCategory(state.category) ? state.category : '';
    const valid = state.errors.every((error) => error.field !== 'search' && error.field !== 'category-filter');
    const documents = await listResources(context.db, actorOf(principal, request), valid ? { ...(state.search !== '' ? { search: state.search } : {}), ...(category !== '' ? { category } : {}) } : {});
    const formToken = issueFormToken(context, request, reply);
    return sendPage(
      reply,
      status,
      createElement(ResourceLibraryPage, { locale: localeOf(principal), formToken, documents, search: state.search, category, canManage: canManage(principal), done: state.done, errors: state.errors, upload: state.upload }),
    );
  }

  const view = PERMISSIONS.RESOURCE_LIBRARY_VIEW;
  const manage = PERMISSIONS.RESOURCE_LIBRARY_MANAGE;

  app.get<{ Querystring: Record<string, string | string[] | undefined> }>(RESOURCE_LIBRARY_PATH, async (request, reply) => {
    const principal = await allowedPrincipal(context, request, reply, RESOURCE_LIBRARY_PATH, view);
    if (!principal) return reply;
    const search = text(request.query['search']);
    const category = text(request.query['category']);
    const doneKey = text(request.query['done']);
    const done = Object.keys(RESOURCE_DONE_MESSAGES).includes(doneKey) ? (doneKey as ResourceDone) : null;
    let errors: FieldError[] = [];
    try {
      await resourceSearchSchema.validate({ search, category }, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      errors = (error.inner.length > 0 ? error.inner : [error]).map((item) => ({ field: item.path === 'category' ? 'category-filter' : (item.path ?? ''), message: item.message }));
    }
    return render(request, reply, principal, errors.length > 0 ? 400 : 200, { search: search.trim(), category, done, errors, upload: EMPTY_UPLOAD });
  });

  app.get<{ Params: DocumentParams }>(resourceFilePath(':documentId'), async (request, reply) => {
    const documentId = documentIdOf(request.params);
    const principal = await allowedPrincipal(context, request, reply, documentId ? resourceFilePath(documentId) : RESOURCE_LIBRARY_PATH, view);
    if (!principal) return reply;
    if (!documentId) return sendNoSuchDocument(reply, localeOf(principal));
    try {
      const file = await asOperation(context, request, principal, content.fileContent, { params: { documentId } }, (db) =>
        readResourceFile(db, actorOf(principal, request), documentId),
      );
      return sendResourceFile(request, reply, file);
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'notFound') return sendNoSuchDocument(reply, localeOf(principal));
      throw error;
    }
  });

  /** A bookmark button's post: back to the same search with a notice, or the 404 page. */
  function bookmarkPost(path: string, change: typeof addBookmark | typeof removeBookmark, done: ResourceDone): void {
    app.post<{ Params: DocumentParams; Body: Form | undefined }>(path, async (request, reply) => {
      const principal = await allowedPrincipal(context, request, reply, RESOURCE_LIBRARY_PATH, view);
      if (!principal) return reply;
      const form = request.body ?? {};
      const search = text(form['search']);
      const category = text(form['category']);
      if (!formTokenVerified(context, request, text(form['formToken']))) {
        return render(request, reply, principal, 403, { search, category, done: null, errors: [FORM_TOKEN_ERROR], upload: EMPTY_UPLOAD });
      }
      const documentId = documentIdOf(request.params);
      if (!documentId) return sendNoSuchDocument(reply, localeOf(principal));
      try {
        await change(context.db, actorOf(principal, request), documentId, context.clock());
      } catch (error) {
        if (error instanceof HttpProblem && error.code === 'notFound') return sendNoSuchDocument(reply, localeOf(principal));
        throw error;
      }
      return seeOther(reply, pageAddress(search, category, done));
    });
  }
  bookmarkPost(resourceBookmarkPath(':documentId'), addBookmark, 'bookmarked');
  bookmarkPost(resourceUnbookmarkPath(':documentId'), removeBookmark, 'unbookmarked');

  app.get<{ Params: DocumentParams }>(resourceDeletePath(':documentId'), async (request, reply) => {
    const documentId = documentIdOf(request.params);
    const principal = await allowedPrincipal(context, request, reply, documentId ? resourceDeletePath(documentId) : RESOURCE_LIBRARY_PATH, manage);
    if (!principal) return reply;
    if (!documentId) return sendNoSuchDocument(reply, localeOf(principal));
    try {
      const document = await requireDocument(context.db, principal.accountId, documentId);
      return sendPage(reply, 200, createElement(DeleteResourcePage, { locale: localeOf(principal), formToken: issueFormToken(context, request, reply), document }));
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'notFound') return sendNoSuchDocument(reply, localeOf(principal));
      throw error;
    }
  });

  app.post<{ Params: DocumentParams; Body: Form | undefined }>(resourceDeletePath(':documentId'), async (request, reply) => {
    const principal = await allowedPrincipal(context, request, reply, RESOURCE_LIBRARY_PATH, manage);
    if (!principal) return reply;
    const documentId = documentIdOf(request.params);
    if (!documentId) return sendNoSuchDocument(reply, localeOf(principal));
    if (!formTokenVerified(context, request, text(request.body?.['formToken']))) {
      return render(request, reply, principal, 403, { search: '', category: '', done: null, errors: [FORM_TOKEN_ERROR], upload: EMPTY_UPLOAD });
    }
    try {
      await deleteResourceDocument(context.db, actorOf(principal, request), documentId, context.clock());
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'notFound') return sendNoSuchDocument(reply, localeOf(principal));
      throw error;
    }
    return seeOther(reply, pageAddress('', '', 'deleted'));
  });

  // The multipart parser is registered for the upload alone, so no other route's bodies change.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: MAX_RESOURCE_BYTES, files: 1, fields: 8, fieldSize: 16 * 1024, parts: 10 },
    });
    scope.post(RESOURCE_UPLOAD_PATH, async (request, reply) => {
      const principal = await allowedPrincipal(context, request, reply, RESOURCE_LIBRARY_PATH, manage);
      if (!principal) return reply;
      const refuse = (status: number, errors: FieldError[], upload: UploadFormValues) => render(request, reply, principal, status, { search: '', category: '', done: null, errors, upload });
      if (!request.isMultipart()) return refuse(400, [{ field: '', message: UPLOAD_UNREADABLE }], EMPTY_UPLOAD);
      let upload: Awaited<ReturnType<typeof readUpload>>;
      try {
        upload = await readUpload(request);
      } catch (error) {
        if (error instanceof Error && 'statusCode' in error) return refuse(400, [{ field: '', message: UPLOAD_UNREADABLE }], EMPTY_UPLOAD);
        throw error;
      }
      const entered: UploadFormValues = { title: upload.fields['title'] ?? '', description: upload.fields['description'] ?? '', category: upload.fields['category'] ?? '' };
      if (!formTokenVerified(context, request, upload.fields['formToken'] ?? '')) return refuse(403, [FORM_TOKEN_ERROR], entered);
      try {
        await addResourceDocument(context.db, actorOf(principal, request), entered, upload.file, context.clock());
      } catch (error) {
        if (!(error instanceof HttpProblem) || error.code !== 'validation') throw error;
        return refuse(400, error.errors ?? [{ field: '', message: error.detail ?? '' }], entered);
      }
      return seeOther(reply, pageAddress('', '', 'added'));
    });
  });
}
