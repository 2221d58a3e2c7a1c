/**
 * The headers a resource library file is served with, and its conditional GET. Files a browser
 * shows itself (PDF, images, text) open inline, the rest download; nothing is sniffed, so an
 * uploaded file is only ever treated as the type it was checked to be.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isResourceContentType, RESOURCE_FILE_TYPES } from '../../../domain/resourceLibrary';
import { contentDisposition } from '../../http/contentDisposition';
import type { ResourceFile } from './library';

/** The file's ETag: its SHA-256, quoted (RFC 9110 §8.8.3). */
export const resourceETag = (file: Pick<ResourceFile, 'sha256'>): string => `"${file.sha256}"`;

/**
 * The Content-Disposition of a file (RFC 6266): inline for kinds a browser shows, attachment
 * otherwise, with an ASCII `filename` fallback and the exact name in `filename*` (RFC 8187).
 */
export function resourceDisposition(file: Pick<ResourceFile, 'fileName' | 'contentType'>): string {
  return contentDisposition(file.fileName, resourceDispositionType(file.contentType));
}

/** Whether a file of this type opens in the browser (`inline`) or downloads (`attachment`). */
export const resourceDispositionType = (contentType: string): 'inline' | 'attachment' =>
  isResourceContentType(contentType) && RESOURCE_FILE_TYPES[contentType].inline ? 'inline' : 'attachment';

/** The Content-Type header: text files say they are UTF-8, which the upload form asks for. */
export const resourceContentTypeHeader = (contentType: string): string => (contentType.startsWith('text/') ? `${contentType}; charset=utf-8` : contentType);

/** Sets the headers every answer with a file carries except its disposition and type. */
export function setResourceCacheHeaders(reply: FastifyReply, file: Pick<ResourceFile, 'sha256'>): FastifyReply {
  // Account data: a shared cache must not keep it, and the browser asks again (and gets a 304) each time.
  return reply.header('etag', resourceETag(file)).header('cache-control', 'private, no-cache').header('x-content-type-options', 'nosniff');
}

/** Whether the request's If-None-Match names the file's current ETag. */
export function isNotModified(request: FastifyRequest, file: Pick<ResourceFile, 'sha256'>): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  const etag = resourceETag(file);
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}

/** Sends a file, or 304 when the browser's copy is current. */
export function sendResourceFile(request: FastifyRequest, reply: FastifyReply, file: ResourceFile): FastifyReply {
  setResourceCacheHeaders(reply, file);
  if (isNotModified(request, file)) return reply.code(304).send();
  return reply.code(200).header('content-disposition', resourceDisposition(file)).type(resourceContentTypeHeader(file.contentType)).send(file.bytes);
}
