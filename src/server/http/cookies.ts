/**
 * Reading and setting cookies (RFC 6265). Written here rather than taken from @fastify/cookie:
 * that plugin loads the ESM-only `cookie` package with `import()`, which the jest (CommonJS)
 * sandbox of the server tests cannot run; what the server needs fits in this file.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Attributes of a Set-Cookie. */
export interface CookieOptions {
  path?: string;
  /** Seconds until the cookie expires; 0 deletes it. Without it the cookie ends with the browser session. */
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'lax' | 'strict' | 'none';
}

// RFC 6265 §4.1.1: cookie names are tokens; values are sent URI-encoded so any text is safe.
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const PATH = /^[\x20-\x3a\x3c-\x7e]*$/;

/**
 * Parses a Cookie request header. The first of duplicate names wins (browsers send the most
 * specific path first); values that are not valid URI encoding are kept as sent.
 */
export function parseCookieHeader(header: string | undefined): Record<string, string> {
  // No prototype: a cookie named __proto__ must not reach Object.prototype.
  const cookies: Record<string, string> = Object.create(null) as Record<string, string>;
  if (!header) return cookies;
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals <= 0) continue;
    const name = pair.slice(0, equals).trim();
    if (!TOKEN.test(name) || Object.prototype.hasOwnProperty.call(cookies, name)) continue;
    let value = pair.slice(equals + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    try {
      cookies[name] = decodeURIComponent(value);
    } catch {
      cookies[name] = value;
    }
  }
  return cookies;
}

/**
 * Writes a Set-Cookie header value.
 * @throws Error for a name that is not an RFC 6265 token or a path with control characters or `;`.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!TOKEN.test(name)) throw new Error(`Invalid cookie name ${JSON.stringify(name)}.`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    const seconds = Math.max(0, Math.floor(options.maxAge));
    parts.push(`Max-Age=${seconds}`);
    // Expires for old clients that ignore Max-Age.
    parts.push(`Expires=${new Date(seconds === 0 ? 0 : Date.now() + seconds * 1000).toUTCString()}`);
  }
  if (options.path !== undefined) {
    if (!PATH.test(options.path)) throw new Error(`Invalid cookie path ${JSON.stringify(options.path)}.`);
    parts.push(`Path=${options.path}`);
  }
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  if (options.sameSite) parts.push(`SameSite=${options.sameSite[0]?.toUpperCase()}${options.sameSite.slice(1)}`);
  return parts.join('; ');
}

const parsed = new WeakMap<FastifyRequest, Record<string, string>>();

/** The cookies of a request (parsed once per request). */
export function cookiesOf(request: FastifyRequest): Record<string, string> {
  let cookies = parsed.get(request);
  if (!cookies) {
    cookies = parseCookieHeader(request.headers.cookie);
    parsed.set(request, cookies);
  }
  return cookies;
}

/** One cookie of a request, or undefined. */
export const cookieOf = (request: FastifyRequest, name: string): string | undefined => cookiesOf(request)[name];

/** Adds a Set-Cookie header to the reply (Fastify keeps every Set-Cookie added). */
export function setCookie(reply: FastifyReply, name: string, value: string, options: CookieOptions = {}): void {
  reply.header('set-cookie', serializeCookie(name, value, options));
}

/** Deletes a cookie: empty value, expired, with the same path (and attributes) it was set with. */
export function clearCookie(reply: FastifyReply, name: string, options: CookieOptions = {}): void {
  setCookie(reply, name, '', { ...options, maxAge: 0 });
}
