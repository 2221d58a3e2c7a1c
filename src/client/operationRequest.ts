/**
 * The request of a contract operation, for every browser client (the SPA and the player): its
 * URL from the contract, its headers (what it accepts, the bearer token, the CSRF header on a
 * write, the Idempotency-Key) and its JSON body. The clients differ in retries and errors only.
 */
import { CSRF_COOKIE, CSRF_HEADER, IDEMPOTENCY_HEADER } from '../contract/cookies';
import { type AnyOperation, operationPath } from '../contract/operation';
import { PROBLEM_CONTENT_TYPE } from '../contract/problem';
import { isRelativeUrl, withQuery } from './url';

/** The parts of one call. */
export interface OperationParts {
  params?: Record<string, string | number>;
  query?: object;
  /** Sent as JSON when defined. */
  body?: unknown;
  /** A write's Idempotency-Key: generated once by the saga, so that a retried write reuses it. */
  idempotencyKey?: string;
}

/** Where the call goes and what the browser holds. */
export interface CallOrigin {
  /** Services host plus context root (`/qg-services`, or `https://host/qg-services`). */
  baseUrl: string;
  /** The access token, if the caller has one. */
  token?: string | null;
  /** Reads a cookie of the page (the CSRF token). */
  readCookie: (name: string) => string | undefined;
}

/** The URL and the fetch options of one call of `operation`. */
export function operationRequest(operation: AnyOperation, parts: OperationParts, origin: CallOrigin): { url: string; init: RequestInit } {
  const url = withQuery(`${origin.baseUrl}${operationPath(operation, parts.params ?? {})}`, parts.query);
  const headers: Record<string, string> = { Accept: `application/json, ${PROBLEM_CONTENT_TYPE}` };
  if (origin.token) headers.Authorization = `Bearer ${origin.token}`;
  if (operation.method !== 'GET') {
    // Only to our own services: the CSRF token never leaves for another host.
    const csrf = isRelativeUrl(url) ? origin.readCookie(CSRF_COOKIE) : undefined;
    if (csrf) headers[CSRF_HEADER] = csrf;
    if (parts.idempotencyKey) headers[IDEMPOTENCY_HEADER] = parts.idempotencyKey;
  }
  const hasBody = parts.body !== undefined;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return {
    url,
    init: { method: operation.method, headers, credentials: 'same-origin', ...(hasBody ? { body: JSON.stringify(parts.body) } : {}) },
  };
}
