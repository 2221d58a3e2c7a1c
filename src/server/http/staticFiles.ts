/**
 * Files the server serves besides the services: the SPA's configuration
 * (`/assets/config/config.json`, never cached, so a changed file takes effect on reload) and the
 * SPA's build (`dist/app`: hashed files under /static cached for a year, index.html revalidated),
 * with index.html answering any other page address so the SPA's routes survive a reload.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_CONTEXT_ROOT } from '../../contract/operation';

/** Paths that are never the SPA's, so a miss there is a real 404. */
const NOT_SPA_PREFIXES = [DEFAULT_CONTEXT_ROOT, '/legacy', '/assets'];

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
export async function registerStaticFiles(app: FastifyInstance, files: { appConfigFile: string; spaDir: string }): Promise<SpaFallback> {
  app.get('/assets/config/config.json', async (_request, reply) => {
    const json = await readFile(files.appConfigFile, 'utf8');
    return reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(json);
  });

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
    if (NOT_SPA_PREFIXES.some((prefix) => isUnder(request.url, prefix))) return false;
    if (!(request.headers.accept ?? '').includes('text/html') || !existsSync(indexFile)) return false;
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(await readFile(indexFile));
    return true;
  };
}
