/**
 * The resource library page: the account's documents (the user's bookmarks in their own section
 * first), a search form, and for account administrators an upload form and Delete buttons. Plain
 * forms, no script: each button is a small POST form carrying the page's form token. Everything
 * is in the signed-in user's language except the documents' own titles and descriptions.
 */
import type { ReactElement } from 'react';
import type { ResourceAsset } from '../../../contract/services/content';
import type { Locale } from '../../../domain/locale';
import {
  MAX_RESOURCE_DESCRIPTION_LENGTH,
  MAX_RESOURCE_SEARCH_LENGTH,
  MAX_RESOURCE_TITLE_LENGTH,
  RESOURCE_ACCEPT_ATTRIBUTE,
  RESOURCE_CATEGORIES,
  type ResourceCategory,
} from '../../../domain/resourceLibrary';
import { LegacyLayout } from '../layout';
import { type Choice, ErrorSummary, Field, type FieldError, SelectField, TextField } from '../formParts';
import { RESOURCE_LIBRARY_FORM_TEXT } from '../i18n/resourceLibraryFormText';
import { RESOURCE_LIBRARY_PAGES_TEXT } from '../i18n/resourceLibraryPagesText';
import { RESOURCE_LIBRARY_TEXT, type ResourceDoneKey, type ResourceLibraryText } from '../i18n/resourceLibraryText';
import { type DocumentFormat, documentFormat } from './documentFormat';
import { localizedErrors, resourceKindsText } from './errorMessages';
import { RESOURCE_LIBRARY_PATH, RESOURCE_UPLOAD_PATH, resourceBookmarkPath, resourceDeletePath, resourceFilePath, resourceUnbookmarkPath } from './paths';

/** What was just done, for the notice at the top of the page (the `done` query of the redirect), in US English. */
export const RESOURCE_DONE_MESSAGES: Readonly<Record<ResourceDoneKey, string>> = RESOURCE_LIBRARY_TEXT.en_us.done;

/** A key of {@link RESOURCE_DONE_MESSAGES}. */
export type ResourceDone = ResourceDoneKey;

/** The page's text when the account has no documents at all, in US English. */
export const EMPTY_LIBRARY = RESOURCE_LIBRARY_TEXT.en_us.emptyLibrary;

/** The page's text when a search finds nothing, in US English. */
export const NOTHING_FOUND = RESOURCE_LIBRARY_TEXT.en_us.nothingFound;

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
  /** The signed-in user's language. */
  locale: Locale;
  formToken: string;
  documents: readonly ResourceAsset[];
  /** The search as entered (blank for none). */
  search: string;
  category: ResourceCategory | '';
  /** Whether the user may add and delete documents (RESOURCE_LIBRARY_MANAGE). */
  canManage: boolean;
  done: ResourceDone | null;
  /** Errors of the last post (the upload form's fields, the search, or an expired form), as the services said them. */
  errors: readonly FieldError[];
  upload: UploadFormValues;
}

const categoryChoices = (text: ResourceLibraryText, blank: string): Choice[] => [
  { value: '', label: blank },
  ...RESOURCE_CATEGORIES.map((category) => ({ value: category, label: text.categories[category] })),
];

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

/** What every document of a list is shown with. */
interface ItemContext {
  text: ResourceLibraryText;
  format: DocumentFormat;
  formToken: string;
  search: string;
  category: string;
  canManage: boolean;
}

function DocumentItem({ document, text, format, formToken, search, category, canManage }: ItemContext & { document: ResourceAsset }): ReactElement {
  const headingId = `document-${document.id}`;
  return (
    <li className="resource" aria-labelledby={headingId}>
      <h3 id={headingId}>{document.title}</h3>
      <p className="meta">
        {text.categories[document.category]} · {format.size(document.byteSize)} · {text.addedOn(format.date(document.createdAt))}
      </p>
      {document.description !== '' ? <p>{document.description}</p> : null}
      <div className="actions">
        <a href={resourceFilePath(document.id)} aria-label={text.openNamed(document.title)}>
          {text.open}
        </a>
        <form method="post" action={document.bookmarked ? resourceUnbookmarkPath(document.id) : resourceBookmarkPath(document.id)}>
          <ReturnFields formToken={formToken} search={search} category={category} />
          <button type="submit" className="secondary" aria-label={document.bookmarked ? text.removeBookmarkNamed(document.title) : text.bookmarkNamed(document.title)}>
            {document.bookmarked ? text.removeBookmark : text.bookmark}
          </button>
        </form>
        {canManage ? (
          <a href={resourceDeletePath(document.id)} aria-label={text.deleteNamed(document.title)}>
            {text.delete}
          </a>
        ) : null}
      </div>
    </li>
  );
}

function DocumentList({ title, documents, ...item }: ItemContext & { title: string; documents: readonly ResourceAsset[] }): ReactElement | null {
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

function UploadForm({ locale, formToken, values, errors }: { locale: Locale; formToken: string; values: UploadFormValues; errors: readonly FieldError[] }): ReactElement {
  const text = RESOURCE_LIBRARY_FORM_TEXT[locale];
  return (
    <form method="post" action={RESOURCE_UPLOAD_PATH} encType="multipart/form-data" className="form" noValidate>
      <fieldset>
        <legend>{text.legend}</legend>
        <input type="hidden" name="formToken" value={formToken} />
        <TextField id="title" label={text.titleLabel} value={values.title} errors={errors} maxLength={MAX_RESOURCE_TITLE_LENGTH} />
        <Field id="description" label={text.descriptionLabel} errors={errors}>
          {(described) => <textarea id="description" name="description" rows={3} maxLength={MAX_RESOURCE_DESCRIPTION_LENGTH} defaultValue={values.description} {...described} />}
        </Field>
        <SelectField id="category" label={RESOURCE_LIBRARY_TEXT[locale].category} value={values.category} choices={categoryChoices(RESOURCE_LIBRARY_TEXT[locale], text.chooseCategory)} errors={errors} />
        <Field id="file" label={text.fileLabel} errors={errors}>
          {(described) => (
            <>
              <p className="hint" id="file-hint">
                {text.fileHint(resourceKindsText(locale))}
              </p>
              <input id="file" name="file" type="file" accept={RESOURCE_ACCEPT_ATTRIBUTE} {...described} aria-describedby={[described['aria-describedby'], 'file-hint'].filter(Boolean).join(' ')} />
            </>
          )}
        </Field>
        <button type="submit">{text.submit}</button>
      </fieldset>
    </form>
  );
}

/** The whole page, in the user's language. */
export function ResourceLibraryPage({ locale, formToken, documents, search, category, canManage, done, errors, upload }: ResourceLibraryPageProps): ReactElement {
  const text = RESOURCE_LIBRARY_TEXT[locale];
  const shownErrors = localizedErrors(locale, errors);
  const filtered = search !== '' || category !== '';
  const bookmarked = documents.filter((document) => document.bookmarked);
  const others = documents.filter((document) => !document.bookmarked);
  const item: ItemContext = { text, format: documentFormat(locale), formToken, search, category, canManage };
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={text.skipLink}>
      <h1>{text.title}</h1>
      <p>{text.intro}</p>
      {shownErrors.length > 0 ? <ErrorSummary locale={locale} fields={shownErrors} /> : null}
      {done ? (
        <p className="notice" role="status">
          {text.done[done]}
        </p>
      ) : null}
      <form method="get" action={RESOURCE_LIBRARY_PATH} className="form" role="search">
        <fieldset>
          <legend>{text.findDocuments}</legend>
          <Field id="search" label={text.searchLabel} errors={shownErrors}>
            {(described) => <input id="search" name="search" type="text" defaultValue={search} maxLength={MAX_RESOURCE_SEARCH_LENGTH} {...described} />}
          </Field>
          <SelectField id="category-filter" name="category" label={text.category} value={category} choices={categoryChoices(text, text.allCategories)} errors={shownErrors} />
          <button type="submit">{text.search}</button>
          {filtered ? (
            <p>
              <a href={RESOURCE_LIBRARY_PATH}>{text.showAll}</a>
            </p>
          ) : null}
        </fieldset>
      </form>
      {documents.length === 0 ? <p className="empty">{filtered ? text.nothingFound : text.emptyLibrary}</p> : null}
      <DocumentList title={text.bookmarked} documents={bookmarked} {...item} />
      <DocumentList title={bookmarked.length > 0 ? text.otherDocuments : text.documents} documents={others} {...item} />
      {canManage ? <UploadForm locale={locale} formToken={formToken} values={upload} errors={shownErrors} /> : null}
    </LegacyLayout>
  );
}

/** The delete confirmation of a document, in the user's language. */
export function DeleteResourcePage({ locale, formToken, document }: { locale: Locale; formToken: string; document: { id: number; title: string } }): ReactElement {
  const text = RESOURCE_LIBRARY_PAGES_TEXT[locale].deletePage;
  return (
    <LegacyLayout title={text.title} locale={locale} skipLink={RESOURCE_LIBRARY_TEXT[locale].skipLink}>
      <h1>{text.question(document.title)}</h1>
      <p>{text.explanation}</p>
      <form method="post" action={resourceDeletePath(document.id)} className="form">
        <input type="hidden" name="formToken" value={formToken} />
        <button type="submit">{text.submit}</button>
      </form>
      <p>
        <a href={RESOURCE_LIBRARY_PATH}>{text.cancel}</a>
      </p>
    </LegacyLayout>
  );
}
