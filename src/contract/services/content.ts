/**
 * Content calls (CATALOGUE.md `/content`): the account's resource library, its files and the
 * caller's bookmarks. Adding and removing documents is done on the legacy resource library page
 * (a multipart form), which calls the same service.
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { type ResourceCategory, type ResourceSearch, resourceSearchSchema } from '../../domain/resourceLibrary';
import { defineOperation } from '../operation';

/** The answered shape of a {@link ResourceAsset}. */
const resourceAssetSchema = yup.object({
  id: yup.number().integer().required(),
  title: yup.string().defined(),
  description: yup.string().defined(),
  category: yup.string<ResourceCategory>().required(),
  /** The name the file opens or downloads under. */
  fileName: yup.string().defined(),
  /** The file's media type (`application/pdf`). */
  contentType: yup.string().required(),
  /** The file's size in bytes. */
  byteSize: yup.number().integer().required(),
  /** When it was added (ISO 8601). */
  createdAt: yup.string().required(),
  /** Whether the caller bookmarked it. */
  bookmarked: yup.boolean().required(),
});

/** One document of the resource library, as its users see it ({@link resourceAssetSchema}). */
export type ResourceAsset = yup.InferType<typeof resourceAssetSchema>;

const documentParams = yup.object({ documentId: yup.number().integer().positive().required() });

/** The account's documents: bookmarked ones first, then by title; optionally searched and filtered by category. */
export const resourceLibraryAssets = defineOperation<Record<string, never>, ResourceSearch, undefined, ResourceAsset[]>({
  id: 'content.resourceLibraryAssets',
  service: 'content',
  method: 'GET',
  path: '/resource-library/assets',
  summary: "The account's resource library documents, the caller's bookmarks first; `search` looks in titles and descriptions.",
  access: [PERMISSIONS.RESOURCE_LIBRARY_VIEW],
  query: resourceSearchSchema,
  response: 'json',
  responseSchema: yup.array(resourceAssetSchema).required(),
  audit: 'none',
});

/**
 * A document's file, with its own content type. The catalogue's file answers are declared `pdf`
 * (a Blob to the SPA); the Content-Type header says what the file is.
 */
export const fileContent = defineOperation<{ documentId: number }, Record<string, never>, undefined, Blob>({
  id: 'content.fileContent',
  service: 'content',
  method: 'GET',
  path: '/resource-library/assets/{documentId}/content',
  summary: "A resource library document's file (its ETag is the SHA-256 of the bytes).",
  access: [PERMISSIONS.RESOURCE_LIBRARY_VIEW],
  params: documentParams,
  response: 'file',
  audit: { entity: 'resourceDocument', id: { params: 'documentId' } },
});

/** Bookmarks a document for the caller (again is no change). */
export const addBookmark = defineOperation<{ documentId: number }, Record<string, never>, Record<string, never>, undefined>({
  id: 'content.addBookmark',
  service: 'content',
  method: 'PUT',
  path: '/resource-library/assets/{documentId}/bookmark',
  summary: "Bookmarks a resource library document for the caller; bookmarking it again changes nothing.",
  access: [PERMISSIONS.RESOURCE_LIBRARY_VIEW],
  params: documentParams,
  body: yup.object({}),
  response: 'json',
  audit: 'none',
  successStatus: 204,
});

/** Removes the caller's bookmark of a document (none is no change). */
export const removeBookmark = defineOperation<{ documentId: number }, Record<string, never>, undefined, undefined>({
  id: 'content.removeBookmark',
  service: 'content',
  method: 'DELETE',
  path: '/resource-library/assets/{documentId}/bookmark',
  summary: "Removes the caller's bookmark of a resource library document; without one it changes nothing.",
  access: [PERMISSIONS.RESOURCE_LIBRARY_VIEW],
  params: documentParams,
  response: 'json',
  audit: 'none',
  successStatus: 204,
});
