/**
 * The download page of an account export's single-use link (GET) and the post that exchanges the
 * token for the ZIP (issue #18). The token never appears in an address a server sees (it travels
 * in the fragment and then in the POST body), so it is in no request log; every answer says
 * `Referrer-Policy: no-referrer` and `Cache-Control: no-store`. The exchange locks the export,
 * checks it is ready, unused and unexpired, marks it used (forgetting the token's hash) and writes
 * the audit row (`accountExport.linkDownload` under the export's account) in one transaction,
 * then answers the stored ZIP. A used, expired, unknown or malformed token gets one refusal, 404.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { createElement } from 'react';
import { recordAudit } from '../../audit/auditLog';
import type { AppContext } from '../../context';
import { exportByTokenHashForUpdate, markExportDownloaded } from '../../db/platform/exportLinks';
import { contentDisposition } from '../../http/contentDisposition';
import { newNonce, scriptPagePolicy } from '../../http/contentSecurityPolicy';
import { EXPORT_DOWNLOAD_PATH, exportTokenHash } from '../../services/accountExports/exportLink';
import { requestLocale } from '../i18n/requestLocale';
import { renderDocument } from '../layout';
import { ExportDownloadPage, ExportRefusedPage, TOKEN_FIELD } from './downloadPage';

/** A token as issued: base64url of 32 bytes (43 characters); anything else is refused unread. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Exchanges per client address per minute: enough for a person, too few to guess a 256-bit token anyway. */
const EXCHANGES_PER_MINUTE = 20;

type DownloadForm = Partial<Record<string, string | string[]>>;

const formText = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

const secretPage = (reply: FastifyReply): FastifyReply => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

/** Registers the page and its post. */
export function registerExportDownloadRoutes(app: FastifyInstance, context: AppContext): void {
  app.get<{ Querystring: { lang?: string } }>(EXPORT_DOWNLOAD_PATH, async (request, reply) => {
    const nonce = newNonce();
    const html = renderDocument(createElement(ExportDownloadPage, { locale: requestLocale(request, request.query.lang), nonce }));
    return secretPage(reply).code(200).header('content-security-policy', scriptPagePolicy(nonce)).type('text/html; charset=utf-8').send(html);
  });

  app.post<{ Body: DownloadForm | undefined; Querystring: { lang?: string } }>(
    EXPORT_DOWNLOAD_PATH,
    { config: { rateLimit: { max: EXCHANGES_PER_MINUTE, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const token = formText(request.body?.[TOKEN_FIELD]);
      const now = context.clock();
      const file = !TOKEN_SHAPE.test(token)
        ? null
        : await context.db.transaction(async (tx) => {
            const found = await exportByTokenHashForUpdate(tx, exportTokenHash(token));
            if (!found?.file || !found.fileName || found.status !== 'ready' || found.downloadedAt !== null) return null;
            if (!found.expiresAt || found.expiresAt.getTime() <= now.getTime()) return null;
            if (!(await markExportDownloaded(tx, found.id, now))) return null;
            await recordAudit(tx, { userId: null, accountId: found.accountId, ip: request.ip }, { action: 'accountExport.linkDownload', entity: 'accountExport', entityId: found.id, requestId: request.id }, now);
            return { fileName: found.fileName, bytes: found.file };
          });
      if (!file) {
        const html = renderDocument(createElement(ExportRefusedPage, { locale: requestLocale(request, request.query.lang) }));
        return secretPage(reply).code(404).type('text/html; charset=utf-8').send(html);
      }
      return secretPage(reply).code(200).type('application/zip').header('content-disposition', contentDisposition(file.fileName, 'attachment')).send(file.bytes);
    },
  );
}
