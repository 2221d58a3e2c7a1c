/**
 * The resource library page: the account's documents (the user's bookmarks in their own section
 * first), a search form, and for account administrators an upload form and Delete buttons. Plain
 * forms, no script: each button is a small POST form carrying the page's form token.
 */
import type { ReactElement } from 'react';
import type { ResourceAsset } from '../../../contract/services/content';
import {
  formatByteSize,
  MAX_RESOURCE_DESCRIPTION_LENGTH,
  MAX_RESOURCE_SEARCH_LENGTH,
  MAX_RESOURCE_TITLE_LENGTH,
  RESOURCE_ACCEPT_ATTRIBUTE,
  RESOURCE_CATEGORIES,
  RESOURCE_CATEGORY_LABELS,
  RESOURCE_KINDS_TEXT,
  type ResourceCategory,
} from '../../../domain/resourceLibrary';
import { LegacyLayout } from '../layout';
import { type Choice, ErrorSummary, Field, type FieldError, SelectField, TextField } from '../formParts';
import { RESOURCE_LIBRARY_PATH, RESOURCE_UPLOAD_PATH, resourceBookmarkPath, resourceDeletePath, resourceFilePath, resourceUnbookmarkPath } from './paths';

/** What was just done, for the notice at the top of the page (the `done` query of the redirect). */
export const RESOURCE_DONE_MESSAGES = {
  bookmarked: 'The document was bookmarked.',
  unbookmarked: 'The bookmark was removed.',
  added: 'The document was added to the library.',
  deleted: 'The document was deleted.',
} as const;

/** A key of {@link RESOURCE_DONE_MESSAGES}. */
export type ResourceDone = keyof typeof RESOURCE_DONE_MESSAGES;

/** The page's text when the account has no documents at all. */
export const EMPTY_LIBRARY = 'The resource library has no documents yet.';

/** The page's text when a search finds nothing. */
export const NOTHING_FOUND = 'No documents match your search.';

/** The upload form's values, as entered (kept when the form comes back with errors). */
export interface UploadFormValues {
  title: string;
  description: string;
  category: string;
}

/** An empty upload form. */
export const EMPTY_UPLOAD: UploadFormValues = { title: '', description: '', category: '' };

/** What the page shows. */
export interface ResourceLibraryPageProps {
  formToken: string;
  documents: readonly ResourceAsset[];
  /** The search as entered (blank for none). */
  search: string;
  category: ResourceCategory | '';
  /** Whether the user may add and delete documents (RESOURCE_LIBRARY_MANAGE). */
  canManage: boolean;
  done: ResourceDone | null;
  /** Errors of the last post (the upload form's fields, the search, or an expired form). */
  errors: readonly FieldError[];
  upload: UploadFormValues;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

const categoryChoices = (blank: string): Choice[] => [{ value: '', label: blank }, ...RESOURCE_CATEGORIES.map((category) => ({ value: category, label: RESOURCE_CATEGORY_LABELS[category] }))];

/** The hidden fields that bring the user back to the same search after a button's post. */
function ReturnFields({ formToken, search, category }: { formToken: string; search: string; category: string }): ReactElement {
  return (
    <>
      <input type="hidden" name="formToken" value={formToken} />
      {search !== '' ? <input type="hidden" name="search" value={search} /> : null}
      {category !== '' ? <input type="hidden" name="category" value={category} /> : null}
    </>
  );
}

function DocumentItem({ document, formToken, search, category, canManage }: { document: ResourceAsset; formToken: string; search: string; category: string; canManage: boolean }): ReactElement {
  const headingId = `document-${document.id}`;
  return (
    <li className="resource" aria-labelledby={headingId}>
      <h3 id={headingId}>{document.title}</h3>
      <p className="meta">
        {RESOURCE_CATEGORY_LABELS[document.category]} · {formatByteSize(document.byteSize)} · added {dateFormat.format(new Date(document.createdAt))}
      </p>
      {document.description !== '' ? <p>{document.description}</p> : null}
      <div className="actions">
        <a href={resourceFilePath(document.id)} aria-label={`Open ${document.title}`}>
          Open
        </a>
        <form method="post" action={document.bookmarked ? resourceUnbookmarkPath(document.id) : resourceBookmarkPath(document.id)}>
          <ReturnFields formToken={formToken} search={search} category={category} />
          <button type="submit" className="secondary" aria-label={`${document.bookmarked ? 'Remove bookmark of' : 'Bookmark'} ${document.title}`}>
            {document.bookmarked ? 'Remove bookmark' : 'Bookmark'}
          </button>
        </form>
        {canManage ? (
          <a href={resourceDeletePath(document.id)} aria-label={`Delete ${document.title}`}>
            Delete
          </a>
        ) : null}
      </div>
    </li>
  );
}

function DocumentList({ title, documents, ...item }: { title: string; documents: readonly ResourceAsset[]; formToken: string; search: string; category: string; canManage: boolean }): ReactElement | null {
  if (documents.length === 0) return null;
  return (
    <section>
      <h2>{title}</h2>
      <ul className="resources">
        {documents.map((document) => (
          <DocumentItem key={document.id} document={document} {...item} />
        ))}
      </ul>
    </section>
  );
}

function UploadForm({ formToken, values, errors }: { formToken: string; values: UploadFormValues; errors: readonly FieldError[] }): ReactElement {
  return (
    <form method="post" action={RESOURCE_UPLOAD_PATH} encType="multipart/form-data" className="form" noValidate>
      <fieldset>
        <legend>Add a document</legend>
        <input type="hidden" name="formToken" value={formToken} />
        <TextField id="title" label="Title" value={values.title} errors={errors} maxLength={MAX_RESOURCE_TITLE_LENGTH} />
        <Field id="description" label="Description (optional)" errors={errors}>
          {(described) => <textarea id="description" name="description" rows={3} maxLength={MAX_RESOURCE_DESCRIPTION_LENGTH} defaultValue={values.description} {...described} />}
        </Field>
        <SelectField id="category" label="Category" value={values.category} choices={categoryChoices('Choose a category')} errors={errors} />
        <Field id="file" label="File" errors={errors}>
          {(described) => (
            <>
              <p className="hint" id="file-hint">
                {RESOURCE_KINDS_TEXT}; at most 10 MB.
              </p>
              <input id="file" name="file" type="file" accept={RESOURCE_ACCEPT_ATTRIBUTE} {...described} aria-describedby={[described['aria-describedby'], 'file-hint'].filter(Boolean).join(' ')} />
            </>
          )}
        </Field>
        <button type="submit">Add document</button>
      </fieldset>
    </form>
  );
}

/** The whole page. */
export function ResourceLibraryPage({ formToken, documents, search, category, canManage, done, errors, upload }: ResourceLibraryPageProps): ReactElement {
  const filtered = search !== '' || category !== '';
  const bookmarked = documents.filter((document) => document.bookmarked);
  const others = documents.filter((document) => !document.bookmarked);
  const item = { formToken, search, category, canManage };
  return (
    <LegacyLayout title="Resource library">
      <h1>Resource library</h1>
      <p>Documents of your account: consent forms, administration guides and letters. Open one to view or download it.</p>
      {errors.length > 0 ? <ErrorSummary fields={errors} /> : null}
      {done ? (
        <p className="notice" role="status">
          {RESOURCE_DONE_MESSAGES[done]}
        </p>
      ) : null}
      <form method="get" action={RESOURCE_LIBRARY_PATH} className="form" role="search">
        <fieldset>
          <legend>Find documents</legend>
          <Field id="search" label="Search titles and descriptions" errors={errors}>
            {(described) => <input id="search" name="search" type="text" defaultValue={search} maxLength={MAX_RESOURCE_SEARCH_LENGTH} {...described} />}
          </Field>
          <SelectField id="category-filter" name="category" label="Category" value={category} choices={categoryChoices('All categories')} errors={errors} />
          <button type="submit">Search</button>
          {filtered ? (
            <p>
              <a href={RESOURCE_LIBRARY_PATH}>Show all documents</a>
            </p>
          ) : null}
        </fieldset>
      </form>
      {documents.length === 0 ? <p className="empty">{filtered ? NOTHING_FOUND : EMPTY_LIBRARY}</p> : null}
      <DocumentList title="Bookmarked" documents={bookmarked} {...item} />
      <DocumentList title={bookmarked.length > 0 ? 'Other documents' : 'Documents'} documents={others} {...item} />
      {canManage ? <UploadForm formToken={formToken} values={upload} errors={errors} /> : null}
    </LegacyLayout>
  );
}

/** The delete confirmation of a document. */
export function DeleteResourcePage({ formToken, document }: { formToken: string; document: { id: number; title: string } }): ReactElement {
  return (
    <LegacyLayout title="Delete a document">
      <h1>Delete “{document.title}”?</h1>
      <p>The document is removed from the resource library for everyone in your account, with everyone&apos;s bookmarks of it. This cannot be undone.</p>
      <form method="post" action={resourceDeletePath(document.id)} className="form">
        <input type="hidden" name="formToken" value={formToken} />
        <button type="submit">Delete document</button>
      </form>
      <p>
        <a href={RESOURCE_LIBRARY_PATH}>Cancel and go back to the resource library</a>
      </p>
    </LegacyLayout>
  );
}
