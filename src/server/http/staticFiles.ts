/**
 * Files the server serves besides the services: the SPA's configuration
 * (`/assets/config/config.json`: the current stored version, read per request and never cached,
 * so a version saved in the back office takes effect on the next load, whichever process saved
 * it; services/platformConfiguration/currentAppConfig.ts), the
 * SPA's build (`dist/app`: hashed files under /static cached for a year, index.html revalidated),
 * with index.html answering any other page address so the SPA's routes survive a reload, and
 * the examinee player's build (`dist/osa`) at config.json's qosa URL. Built files are answered
 * from the brotli or gzip copies the build writes beside them (scripts/build.ts) when the browser
 * accepts that encoding.
 *
 * The player is not a route: its address is the current configuration's, looked up when a
 * request finds no route (the not-found fallback), so a qosa URL changed in the back office moves
 * the player at once on every process, with no restart. Links mailed before a change keep
 * working: the build's own address, `/osa`, always answers too.
 *
 * The two index.html pages are read once and answered with a fresh CSP nonce on their script
 * tags and in their Content-Security-Policy header (http/contentSecurityPolicy.ts); every other
 * answer keeps the app's policy without script.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_CONTEXT_ROOT } from '../../contract/operation';
import { newNonce, noncedPage, scriptPagePolicy, type NoncedPage } from './contentSecurityPolicy';

/** Paths that are never the SPA's, so a miss there is a real 404 (the player's address joins them). */
const NOT_SPA_PREFIXES = [DEFAULT_CONTEXT_ROOT, '/legacy', '/assets'];

/** The player's address when config.json names none (CATALOGUE: the qosa section), and where its build is served in any case. */
export const DEFAULT_PLAYER_PATH = '/osa';

/**
 * Answers a script page: a fresh nonce on its script tags and in its policy (replacing the app's
 * policy without script, which helmet set on the raw response: Fastify's headers take precedence).
 */
function sendScriptPage(reply: FastifyReply, page: NoncedPage): FastifyReply {
  const nonce = newNonce();
  return reply.header('content-security-policy', scriptPagePolicy(nonce)).type('text/html; charset=utf-8').send(page.render(nonce));
}

const isUnder = (pathname: string, prefix: string): boolean => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Answers a request no route took, when it is one of the answerer's.
 * @returns whether it answered (a boolean, not the reply: a Fastify reply is thenable, so
 *   awaiting a promise of one would wait for the response to finish).
 */
export type NotFoundFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/** Answers the current app configuration (services/platformConfiguration/currentAppConfig.ts). */
export type AppConfigReader = () => Promise<Record<string, unknown>>;

/** Cache headers of a built file: hashed files under static/ for a year, the rest revalidated. */
const cacheControlOf = (filePath: string): string => (filePath.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');

/**
 * Registers the configuration route and, when `spaDir` exists, the SPA's files.
 * @param appConfig reads the current configuration, per request.
 * @returns the fallback for the not-found handler: the player's pages and files at the current
 *   qosa URL, then the SPA's index.html for a page request.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  files: { spaDir: string; playerDir?: string },
  appConfig: AppConfigReader,
): Promise<NotFoundFallback> {
  app.get('/assets/config/config.json', async (_request, reply) => {
    const json = JSON.stringify(await appConfig(), null, 2);
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json);
  });
  // reply.sendFile only (no routes): the player's files are answered by the fallback below.
  await app.register(fastifyStatic, { serve: false, cacheControl: false, preCompressed: true });
  // The player's build sits beside the SPA's (dist/osa next to dist/app) unless told otherwise.
  const player = playerFiles(files.playerDir ?? path.join(path.dirname(files.spaDir), 'osa'));
  const answerSpaIndex = await registerSpa(app, files.spaDir);

  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const pathname = request.url.split('?')[0] ?? '';
    const configured = await playerPathOf(appConfig);
    const playerPath = [configured, DEFAULT_PLAYER_PATH].find((candidate): candidate is string => candidate !== null && isUnder(pathname, candidate));
    // A miss under the player is a miss, not the SPA's page.
    if (playerPath) return player.answer(reply, pathname, playerPath);
    if (NOT_SPA_PREFIXES.some((prefix) => isUnder(pathname, prefix))) return false;
    if (!(request.headers.accept ?? '').includes('text/html')) return false;
    return answerSpaIndex(reply);
  };
}

/** Registers the SPA's files; answers its index.html (nothing when there is no build). */
async function registerSpa(app: FastifyInstance, spaDir: string): Promise<(reply: FastifyReply) => Promise<boolean>> {
  const indexFile = path.join(spaDir, 'index.html');
  // Without a build (tests, or before the first build) the server still starts, serving no SPA.
  if (!existsSync(spaDir)) return async () => false;
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
    root: spaDir,
    prefix: '/',
    index: false,
    wildcard: true,
    cacheControl: false,
    decorateReply: false,
    // The build's .br and .gz copies, chosen by Accept-Encoding (the file itself when there is none).
    preCompressed: true,
    allowedPath: (pathName) => pathName !== '/index.html',
    setHeaders: (reply, filePath) => void reply.header('cache-control', cacheControlOf(filePath)),
  });
  return answerSpaIndex;
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
 * The player's build: index.html at the player's path with and without a trailing slash (never
 * stored: it is a page opened by a secret link; with its nonce), its files under it. Every answer
 * says `Referrer-Policy: no-referrer`, so nothing of the page's address leaves with a request.
 * @param playerDir the build's folder; a missing build answers nothing.
 */
/** The player's page addresses under its path: the questionnaire, and the live session page (issue #20). */
const PLAYER_PAGES: readonly string[] = ['', '/', '/live', '/live/'];

function playerFiles(playerDir: string): { answer: (reply: FastifyReply, pathname: string, playerPath: string) => Promise<boolean> } {
  const root = path.resolve(playerDir);
  const indexFile = path.join(root, 'index.html');
  // Read once; one rewritten page per address the player has been served at.
  let html: string | null = null;
  const pages = new Map<string, NoncedPage>();
  const pageAt = async (playerPath: string): Promise<NoncedPage | null> => {
    if (html === null && existsSync(indexFile)) html = await readFile(indexFile, 'utf8');
    if (html === null) return null;
    const page = pages.get(playerPath) ?? noncedPage(playerIndexHtml(html, playerPath));
    pages.set(playerPath, page);
    return page;
  };
  const fileUnder = async (relative: string): Promise<string | null> => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(relative);
    } catch {
      return null;
    }
    const file = path.resolve(root, decoded);
    if (!file.startsWith(`${root}${path.sep}`) || file === indexFile) return null;
    const found = await stat(file).catch(() => null);
    return found?.isFile() ? file : null;
  };
  return {
    answer: async (reply, pathname, playerPath) => {
      reply.header('referrer-policy', 'no-referrer');
      const rest = pathname.slice(playerPath.length);
      // The examinee's live page (issue #20) is the player's own page at `{qosa}/live`.
      if (PLAYER_PAGES.includes(rest)) {
        const page = await pageAt(playerPath);
        if (!page) return false;
        sendScriptPage(reply.code(200).header('cache-control', 'no-store'), page);
        return true;
      }
      const file = await fileUnder(rest.slice(1));
      if (!file) return false;
      reply.header('cache-control', cacheControlOf(file)).sendFile(path.relative(root, file), root);
      return true;
    },
  };
}
