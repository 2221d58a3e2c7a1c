/** Paths of the resource library page and its forms, under the page's own path. */
import { legacyPagePath } from '../../../contract/legacyPages';

/** The resource library page (config.json `qgLegacy.pages.resourceLibrary`); its forms post below it. */
export const RESOURCE_LIBRARY_PATH = legacyPagePath('resourceLibrary');

/** A document's id in a link, or `:documentId` in the route that answers it. */
export type DocumentRef = number | ':documentId';

/** Where the upload form posts (multipart/form-data). */
export const RESOURCE_UPLOAD_PATH = `${RESOURCE_LIBRARY_PATH}/upload`;

/** A document's file: opened inline or downloaded, by its kind. */
export const resourceFilePath = (documentId: DocumentRef): string => `${RESOURCE_LIBRARY_PATH}/documents/${documentId}/file`;

/** Where a document's Bookmark button posts. */
export const resourceBookmarkPath = (documentId: DocumentRef): string => `${RESOURCE_LIBRARY_PATH}/documents/${documentId}/bookmark`;

/** Where a document's Remove bookmark button posts. */
export const resourceUnbookmarkPath = (documentId: DocumentRef): string => `${RESOURCE_LIBRARY_PATH}/documents/${documentId}/remove-bookmark`;

/** A document's delete confirmation (GET) and the deletion itself (POST). */
export const resourceDeletePath = (documentId: DocumentRef): string => `${RESOURCE_LIBRARY_PATH}/documents/${documentId}/delete`;
