/**
 * Files the server serves besides the services: the SPA's configuration
 * (`/assets/config/config.json`: the current stored version, read per request and never cached,
 * so a version saved in the back office takes effect on the next load, whichever process saved
 * it; services/platformConfiguration/currentAppConfig.ts), the
 * SPA's build (`dist/app`: hashed files under /static cached for a year, index.html revalidated),
 * with index.html answering any other page address so the SPA's routes survive a reload, and
 * the examinee player's build (`dist/osa`) at config.json's qosa URL.
 *
 * The two index.html pages are read once and answered with a fresh CSP nonce on their script
 * tags and in their Content-Security-Policy header (http/contentSecurityPolicy.ts); every other
 * answer keeps the app's policy without script.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_CONTEXT_ROOT } from '../../contract/operation';
import { newNonce, noncedPage, scriptPagePolicy, type NoncedPage } from './contentSecurityPolicy';

/** Paths that are never the SPA's, so a miss there is a real 404 (the player's address joins them). */
const NOT_SPA_PREFIXES = [DEFAULT_CONTEXT_ROOT, '/legacy', '/assets'];

/** The player's address when config.json names none (CATALOGUE: the qosa section). */
export const DEFAULT_PLAYER_PATH = '/osa';

/**
 * Answers a script page: a fresh nonce on its script tags and in its policy (replacing the app's
 * policy without script, which helmet set on the raw response: Fastify's headers take precedence).
 */
function sendScriptPage(reply: FastifyReply, page: NoncedPage): FastifyReply {
  const nonce = newNonce();
  return reply.header('content-security-policy', scriptPagePolicy(nonce)).type('text/html; charset=utf-8').send(page.render(nonce));
}

const isUnder = (url: string, prefix: string): boolean => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Answers a not-found request with the SPA's index.html when it is a page request.
 * @returns whether it answered (a boolean, not the reply: a Fastify reply is thenable, so
 *   awaiting a promise of one would wait for the response to finish).
 */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Answers the current app configuration (services/platformConfiguration/currentAppConfig.ts). */
export type AppConfigReader = () => Promise<Record<string, unknown>>;

/**
 * Registers the configuration route and, when `spaDir` exists, the SPA's files.
 * @param appConfig reads the current configuration, per request (and once now, for the player's path).
 * @returns the index.html fallback for the not-found handler.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  files: { spaDir: string; playerDir?: string },
  appConfig: AppConfigReader,
): Promise<SpaFallback> {
  app.get('/assets/config/config.json', async (_request, reply) => {
    const json = JSON.stringify(await appConfig(), null, 2);
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json);
  });

  // A route is registered once: a changed qosa.url moves the player at the next start.
  const playerPath = await playerPathOf(appConfig);
  // The player's build sits beside the SPA's (dist/osa next to dist/app) unless told otherwise.
  await registerPlayer(app, playerPath, files.playerDir ?? path.join(path.dirname(files.spaDir), 'osa'));
  const notSpa = playerPath ? [...NOT_SPA_PREFIXES, playerPath] : NOT_SPA_PREFIXES;

  const indexFile = path.join(files.spaDir, 'index.html');
  // Without a build (tests, or before the first build) the server still starts, serving no SPA.
  if (!existsSync(files.spaDir)) return async () => false;
  // Read once, when first asked for (the build may finish after the server has started).
  let spaPage: NoncedPage | null = null;
  const spaIndex = async (): Promise<NoncedPage | null> => {
    if (spaPage === null && existsSync(indexFile)) spaPage = noncedPage(await readFile(indexFile, 'utf8'));
    return spaPage;
  };
  const answerSpaIndex = async (reply: FastifyReply): Promise<boolean> => {
    const page = await spaIndex();
    if (!page) return false;
    sendScriptPage(reply.code(200).header('cache-control', 'no-cache'), page);
    return true;
  };
  // index.html only through answerSpaIndex (with its nonce), never as a plain file.
  for (const url of ['/', '/index.html']) {
    app.get(url, async (_request, reply) => ((await answerSpaIndex(reply)) ? reply : reply.callNotFound()));
  }
  await app.register(fastifyStatic, {
    root: files.spaDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}static${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (notSpa.some((prefix) => isUnder(request.url, prefix))) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    return answerSpaIndex(reply);
  };
}

/**
 * The player's path on this server from config.json's `qosa.url` (`/osa` when it names none, or
 * when the configuration cannot be read: the configuration route then answers the error), without
 * a trailing slash; null when the player lives on another host (a full URL).
 */
export async function playerPathOf(appConfig: AppConfigReader): Promise<string | null> {
  let url: unknown;
  try {
    const qosa = (await appConfig())['qosa'];
    url = typeof qosa === 'object' && qosa !== null ? (qosa as { url?: unknown }).url : undefined;
  } catch {
    return DEFAULT_PLAYER_PATH;
  }
  if (typeof url !== 'string' || url.trim() === '') return DEFAULT_PLAYER_PATH;
  const trimmed = url.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') && !trimmed.startsWith('//') && trimmed !== '' ? trimmed : null;
}

/**
 * The player's index.html with its files' relative addresses (`static/js/…`, `favicon.svg`: the
 * build's publicPath is 'auto') made absolute under the player's address, so they resolve from
 * `/osa` and `/osa/` alike. A `<base>` element would do it, but the CSP forbids one
 * (`base-uri 'none'`), so any is removed. Webpack's runtime then finds the chunks' folder from
 * its own script's address.
 */
export const playerIndexHtml = (html: string, playerPath: string): string =>
  html
    .replace(/<base\b[^>]*>\s*/gi, '')
    .replace(/(\s(?:src|href)=)("[^"]*"|'[^']*'|[^\s"'>]+)/gi, (_match, attribute: string, value: string) => {
      const quoted = value.startsWith('"') || value.startsWith("'");
      const url = quoted ? value.slice(1, -1) : value;
      // Absolute, root-relative and fragment addresses stay as they are.
      if (/^(?:[a-z][a-z0-9+.-]*:|\/|#)/i.test(url)) return `${attribute}${value}`;
      return `${attribute}"${playerPath}/${url.replace(/^\.\//, '')}"`;
    });

/**
 * Serves the player: index.html at its path with and without a trailing slash (never stored: it
 * is a page opened by a secret link; with its nonce), its files under it. Every answer says
 * `Referrer-Policy: no-referrer`, so nothing of the page's address leaves with a request.
 */
async function registerPlayer(app: FastifyInstance, playerPath: string | null, playerDir: string): Promise<void> {
  const indexFile = path.join(playerDir, 'index.html');
  if (!playerPath || !existsSync(indexFile)) return;
  const index = noncedPage(playerIndexHtml(await readFile(indexFile, 'utf8'), playerPath));
  const answerIndex = async (_request: FastifyRequest, reply: FastifyReply) =>
    sendScriptPage(reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer'), index);
  app.get(playerPath, answerIndex);
  app.get(`${playerPath}/`, answerIndex);
  await app.register(fastifyStatic, {
    root: playerDir,
    prefix: `${playerPath}/`,
    decorateReply: false,
    index: false,
    wildcard: true,
    cacheControl: false,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}static${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      reply.header('referrer-policy', 'no-referrer');
    },
  });
}
