/**
 * Serves the web help under `/legacy/help/`: open to everyone (it holds no account data), no
 * session needed. The pages are rendered on the first request and kept while the current app
 * configuration's version stays the same (the help states the session-timeout warning's lead
 * from it; the version is one small row read per request), since otherwise they change only with a
 * release or the server's settings; browsers may keep them briefly for the same reason.
 *
 * Each language has its folder (`/legacy/help/de-DE/examinees.html`), whose pages link within it.
 * An unprefixed address (`/legacy/help/examinees.html`, the one the SPA and the home page link to)
 * sends the reader to their language's folder: the signed-in user's last language, else the
 * browser's; US English is served there directly.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bcp47, type Locale } from '../../../domain/locale';
import type { AppContext } from '../../context';
import { requestLocale } from '../i18n/requestLocale';
import type { AppConfig } from '../../../contract/appConfig';
import { currentAppConfigVersion } from '../../services/platformConfiguration/currentAppConfig';
import { helpFacts } from './helpFacts';
import { HELP_BASE_PATH, HELP_INDEX_FILE, HELP_INDEX_PATH, helpFolderPath } from './helpPaths';
import { helpNotFoundDocument, renderHelpSite, type HelpSite } from './helpSite';
import { HELP_TOPICS } from './helpTopics';
import { helpLocales, UNPREFIXED_HELP_LOCALE } from './helpTranslations';

/** Short, so that a new release's help shows within minutes without a reload trick. */
const HELP_CACHE_CONTROL = 'public, max-age=300';

/** What an unprefixed address answers depends on these request headers (the preferences cookie, the browser's languages). */
const NEGOTIATED_VARY = 'Accept-Language, Cookie';

const sendHtml = (reply: FastifyReply, status: number, html: string, cacheControl: string): FastifyReply =>
  reply.code(status).header('cache-control', cacheControl).type('text/html; charset=utf-8').send(html);

/** The offered locale whose folder is `tag` (`de-DE`), if any. */
const folderLocale = (tag: string): Locale | undefined => helpLocales().find((locale) => bcp47(locale) === tag);

/** The locale the reader of an unprefixed address is sent to: theirs when the help is offered in it, else US English. */
function negotiatedLocale(request: FastifyRequest): Locale {
  const locale = requestLocale(request, undefined);
  return helpLocales().includes(locale) ? locale : UNPREFIXED_HELP_LOCALE;
}

/** Registers the help's pages; `?pageRefresh=true` (or any query) is accepted and ignored. */
export function registerHelpRoutes(app: FastifyInstance, context: AppContext): void {
  let site: { version: number; documents: Promise<HelpSite> } | null = null;
  const renderedSite = async (): Promise<HelpSite> => {
    // A configuration that cannot be read renders with the defaults (as version -1).
    const current = await currentAppConfigVersion(context).catch(() => ({ version: -1, config: {} }));
    if (site === null || site.version !== current.version) {
      const documents = Promise.resolve().then(() => renderHelpSite(HELP_TOPICS, helpFacts(context.config, current.config as AppConfig)));
      site = { version: current.version, documents };
      documents.catch(() => {
        // Not kept: the next request tries again rather than failing until a restart.
        if (site?.documents === documents) site = null;
      });
    }
    return site.documents;
  };

  const redirect = (reply: FastifyReply, location: string, cacheControl: string) => reply.header('cache-control', cacheControl).redirect(location, 302);
  app.get(HELP_BASE_PATH.slice(0, -1), async (_request, reply) => redirect(reply, HELP_INDEX_PATH, HELP_CACHE_CONTROL));

  // A wildcard, so that any address under the help (a nested one too) gets the help's own 404 page with the way back.
  app.get<{ Params: { '*': string } }>(`${HELP_BASE_PATH}*`, async (request, reply) => {
    const file = request.params['*'];
    if (file === '') return redirect(reply, HELP_INDEX_PATH, HELP_CACHE_CONTROL);
    const folder = folderLocale(file.replace(/\/$/, ''));
    if (folder) return redirect(reply, `${helpFolderPath(bcp47(folder))}${HELP_INDEX_FILE}`, HELP_CACHE_CONTROL);
    const documents = await renderedSite();
    const slash = file.indexOf('/');
    if (slash >= 0) {
      const html = documents.get(file);
      if (html !== undefined) return sendHtml(reply, 200, html, HELP_CACHE_CONTROL);
      return sendHtml(reply, 404, helpNotFoundDocument(folderLocale(file.slice(0, slash)) ?? negotiatedLocale(request)), 'no-store');
    }
    reply.header('vary', NEGOTIATED_VARY);
    const locale = negotiatedLocale(request);
    const localized = `${bcp47(locale)}/${file}`;
    if (locale !== UNPREFIXED_HELP_LOCALE && documents.has(localized)) return redirect(reply, `${HELP_BASE_PATH}${localized}`, 'private, no-cache');
    const html = documents.get(file);
    return html === undefined ? sendHtml(reply, 404, helpNotFoundDocument(locale), 'no-store') : sendHtml(reply, 200, html, HELP_CACHE_CONTROL);
  });
}

