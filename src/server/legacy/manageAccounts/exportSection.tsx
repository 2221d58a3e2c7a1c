/**
 * The "Export this account's data" section of Manage accounts (issue #18): the administrator's
 * access request (accountManagement.requestExport, run as that operation), which says the link
 * comes by e-mail, and the account's earlier exports with their status. Its post and its data
 * are here too, so the page only lists the section.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { accountExports as exportOperations } from '../../../contract';
import type { AccountExport } from '../../../contract/services/accountExports';
import { bcp47, type Locale } from '../../../domain/locale';
import { PERMISSIONS } from '../../../domain/permissions';
import type { Principal } from '../../auth/principal';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { listOwnExports } from '../../services/accountExports/service';
import { ACCOUNT_EXPORT_QUEUE, startAccountExport } from '../../services/accountExports/startExport';
import { asOperation } from '../asOperation';
import { FORM_PARTS_TEXT } from '../i18n/formPartsText';
import { ACCOUNT_EXPORT_TEXT } from '../i18n/accountExportText';
import { allowedPrincipal, type Form, formTokenVerified, reposOf, seeOther } from './pageSupport';
import { MANAGE_ACCOUNTS_PATH } from './paths';

/** Where the section's form posts. */
export const MANAGE_EXPORT_PATH = `${MANAGE_ACCOUNTS_PATH}/export`;

/** What the page's address says after the post: the request was made, or the form had expired. */
const OUTCOMES = ['requested', 'formExpired'] as const;

/** What the section shows. */
export interface ExportSectionData {
  exports: AccountExport[];
  linkHours: number;
  outcome: (typeof OUTCOMES)[number] | null;
  now: string;
}

/** The section's data for the signed-in administrator, read from the page's request. */
export async function exportSectionData(context: AppContext, db: Db, principal: Principal, request: FastifyRequest): Promise<ExportSectionData> {
  const now = context.clock();
  const asked = (request.query as { export?: string } | undefined)?.export;
  return {
    exports: await listOwnExports(reposOf(db, principal), now),
    linkHours: context.config.retention.exportLinkHours,
    outcome: OUTCOMES.find((outcome) => outcome === asked) ?? null,
    now: now.toISOString(),
  };
}

const when = (iso: string, locale: Locale): string => new Intl.DateTimeFormat(bcp47(locale), { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(new Date(iso));

/** The link column of one export. */
function linkState(row: AccountExport, locale: Locale, now: string): string {
  const text = ACCOUNT_EXPORT_TEXT[locale];
  if (row.status !== 'ready') return '—';
  if (row.downloadedAt) return `${text.linkUsed} (${when(row.downloadedAt, locale)})`;
  if (!row.mailed) return text.linkNotMailed;
  if (!row.expiresAt || row.expiresAt <= now) return text.linkExpired;
  return `${text.linkWorksUntil} ${when(row.expiresAt, locale)} UTC`;
}

/** The section. */
export function ExportSection({ locale, formToken, data }: { locale: Locale; formToken: string; data: ExportSectionData }): ReactElement {
  const text = ACCOUNT_EXPORT_TEXT[locale];
  return (
    <section aria-labelledby="export-title">
      <h2 id="export-title">{text.sectionHeading}</h2>
      {data.outcome === 'requested' ? (
        <p className="notice" role="status">
          {text.requested}
        </p>
      ) : null}
      {data.outcome === 'formExpired' ? <p role="alert">{FORM_PARTS_TEXT[locale].formExpired}</p> : null}
      <form method="post" action={MANAGE_EXPORT_PATH} className="form">
        <input type="hidden" name="formToken" value={formToken} />
        <p>{text.sectionExplanation(data.linkHours)}</p>
        <button type="submit">{text.requestButton}</button>
      </form>
      <h3 id="export-earlier">{text.earlierHeading}</h3>
      {data.exports.length === 0 ? (
        <p>{text.none}</p>
      ) : (
        <table aria-labelledby="export-earlier">
          <thead>
            <tr>
              <th scope="col">{text.columns.requested}</th>
              <th scope="col">{text.columns.kind}</th>
              <th scope="col">{text.columns.status}</th>
              <th scope="col">{text.columns.link}</th>
            </tr>
          </thead>
          <tbody>
            {data.exports.map((row) => (
              <tr key={row.id}>
                <td>{when(row.createdAt, locale)} UTC</td>
                <td>{text.kinds[row.kind]}</td>
                <td>{text.statuses[row.status]}</td>
                <td>{linkState(row, locale, data.now)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Registers the section's post: the administrator's access request, then back to the page. */
export function registerExportSectionRoutes(app: FastifyInstance, context: AppContext): void {
  app.post<{ Body: Form | undefined }>(MANAGE_EXPORT_PATH, async (request, reply) => {
    const principal = await allowedPrincipal(context, request, reply, MANAGE_ACCOUNTS_PATH, [PERMISSIONS.ACCOUNT_SETTINGS_EDIT]);
    if (!principal) return reply;
    if (!formTokenVerified(context, request, request.body ?? {})) return seeOther(reply, `${MANAGE_ACCOUNTS_PATH}?export=formExpired#export-title`);
    const now = context.clock();
    await asOperation(context, request, principal, exportOperations.requestExport, {}, async (tx) => {
      const created = await startAccountExport(context, tx, principal.accountId, { kind: 'accessRequest', requestedBy: principal.userId }, now);
      return { id: created.id };
    });
    context.jobs.wake(ACCOUNT_EXPORT_QUEUE);
    return seeOther(reply, `${MANAGE_ACCOUNTS_PATH}?export=requested#export-title`);
  });
}
