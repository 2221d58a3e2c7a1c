/**
 * Serves the web help under `/legacy/help/`: open to everyone (it holds no account data), no
 * session needed. The pages are rendered on the first request and kept, since they change only
 * with a release or the server's settings; browsers may keep them briefly for the same reason.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../../context';
import { helpFacts, readAppConfig } from './helpFacts';
import { HELP_BASE_PATH, HELP_INDEX_PATH } from './helpPaths';
import { helpNotFoundDocument, renderHelpSite, type HelpSite } from './helpSite';
import { HELP_TOPICS } from './helpTopics';

/** Short, so that a new release's help shows within minutes without a reload trick. */
const HELP_CACHE_CONTROL = 'public, max-age=300';

const sendHtml = (reply: FastifyReply, status: number, html: string, cacheControl: string): FastifyReply =>
  reply.code(status).header('cache-control', cacheControl).type('text/html; charset=utf-8').send(html);

/** Registers the help's pages; `?pageRefresh=true` (or any query) is accepted and ignored. */
export function registerHelpRoutes(app: FastifyInstance, context: AppContext): void {
  let site: Promise<HelpSite> | null = null;
  const renderedSite = (): Promise<HelpSite> => {
    site ??= readAppConfig(context.config.appConfigFile)
      .then((appConfig) => renderHelpSite(HELP_TOPICS, helpFacts(context.config, appConfig)))
      .catch((error: unknown) => {
        // Not kept: the next request tries again rather than failing until a restart.
        site = null;
        throw error;
      });
    return site;
  };

  const toIndex = (reply: FastifyReply) => reply.header('cache-control', HELP_CACHE_CONTROL).redirect(HELP_INDEX_PATH, 302);
  app.get(HELP_BASE_PATH.slice(0, -1), async (_request, reply) => toIndex(reply));

  // A wildcard, so that any address under the help (a nested one too) gets the help's own 404 page with the way back.
  app.get<{ Params: { '*': string } }>(`${HELP_BASE_PATH}*`, async (request, reply) => {
    const file = request.params['*'];
    if (file === '') return toIndex(reply);
    const html = (await renderedSite()).get(file);
    return html === undefined ? sendHtml(reply, 404, helpNotFoundDocument(), 'no-store') : sendHtml(reply, 200, html, HELP_CACHE_CONTROL);
  });
}
