/**
 * Files the server serves besides the services: the SPA's configuration
 * (`/assets/config/config.json`, never cached, so a changed file takes effect on reload), the
 * SPA's build (`dist/app`: hashed files under /static cached for a year, index.html revalidated),
 * with index.html answering any other page address so the SPA's routes survive a reload, and
 * the examinee player's build (`dist/osa`) at config.json's qosa URL.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_CONTEXT_ROOT } from '../../contract/operation';

/** Paths that are never the SPA's, so a miss there is a real 404 (the player's address joins them). */
const NOT_SPA_PREFIXES = [DEFAULT_CONTEXT_ROOT, '/legacy', '/assets'];

/** The player's address when config.json names none (CATALOGUE: the qosa section). */
export const DEFAULT_PLAYER_PATH = '/osa';

const isUnder = (url: string, prefix: string): boolean => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`);

/**
 * Answers a not-found request with the SPA's index.html when it is a page request.
 * @returns whether it answered (a boolean, not the reply: a Fastify reply is thenable, so
 *   awaiting a promise of one would wait for the response to finish).
 */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * Registers the configuration route and, when `spaDir` exists, the SPA's files.
 * @returns the index.html fallback for the not-found handler.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  files: { appConfigFile: string; spaDir: string; playerDir?: string },
): Promise<SpaFallback> {
  app.get('/assets/config/config.json', async (_request, reply) => {
    const json = await readFile(files.appConfigFile, 'utf8');
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json);
  });

  const playerPath = await playerPathOf(files.appConfigFile);
  // The player's build sits beside the SPA's (dist/osa next to dist/app) unless told otherwise.
  await registerPlayer(app, playerPath, files.playerDir ?? path.join(path.dirname(files.spaDir), 'osa'));
  const notSpa = playerPath ? [...NOT_SPA_PREFIXES, playerPath] : NOT_SPA_PREFIXES;

  const indexFile = path.join(files.spaDir, 'index.html');
  // Without a build (tests, or before the first build) the server still starts, serving no SPA.
  if (!existsSync(files.spaDir)) return async () => false;
  await app.register(fastifyStatic, {
    root: files.spaDir,
    prefix: '/',
    index: ['index.html'],
    wildcard: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      const immutable = filePath.includes(`${path.sep}static${path.sep}`);
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    if (notSpa.some((prefix) => isUnder(request.url, prefix))) return false;
    if (!(request.headers.accept ?? '').includes('text/html') || !existsSync(indexFile)) return false;
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await readFile(indexFile));
    return true;
  };
}

/**
 * The player's path on this server from config.json's `qosa.url` (`/osa` when it names none),
 * without a trailing slash; null when the player lives on another host (a full URL), or when the
 * file cannot be read (the configuration route then answers the error).
 */
export async function playerPathOf(appConfigFile: string): Promise<string | null> {
  let url: unknown;
  try {
    url = (JSON.parse(await readFile(appConfigFile, 'utf8')) as { qosa?: { url?: unknown } }).qosa?.url;
  } catch {
    return DEFAULT_PLAYER_PATH;
  }
  if (typeof url !== 'string' || url.trim() === '') return DEFAULT_PLAYER_PATH;
  const trimmed = url.trim().replace(/\/+$/, '');
  return trimmed.startsWith('/') && !trimmed.startsWith('//') && trimmed !== '' ? trimmed : null;
}

/** The player's index.html with `<base href>` set to its address, so its relative asset paths resolve under it from `/osa` and `/osa/` alike. */
export const playerIndexHtml = (html: string, playerPath: string): string =>
  html.replace(/<base\s+href=(["']?)[^"'\s>]*\1\s*\/?>/i, `<base href="${playerPath}/">`);

/**
 * Serves the player: index.html at its path with and without a trailing slash (never stored: it
 * is a page opened by a secret link), its files under it. Every answer says `Referrer-Policy:
 * no-referrer`, so nothing of the page's address leaves with a request; the CSP is the app's.
 */
async function registerPlayer(app: FastifyInstance, playerPath: string | null, playerDir: string): Promise<void> {
  const indexFile = path.join(playerDir, 'index.html');
  if (!playerPath || !existsSync(indexFile)) return;
  const index = playerIndexHtml(await readFile(indexFile, 'utf8'), playerPath);
  const answerIndex = async (_request: FastifyRequest, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').type('text/html; charset=utf-8').send(index);
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
