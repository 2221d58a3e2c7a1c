/**
 * The build job of an account export (issue #18). It runs as the owner, for one account: every
 * row is read through the repositories made for that account (never a query without it). The ZIP
 * is built outside any transaction (on the embedded database one open transaction holds every
 * request); one short transaction then stores it (`ready`, the link's expiry
 * `config.retention.exportLinkHours` after) and queues the e-mail with the link to the requester
 * (an administrator's access request) or to the account's longest-standing active administrator
 * (the export before deletion). Staff exports are not mailed: staff download them from the screen.
 * A failure leaves the export `failed` with a reason and is logged.
 */
import { formatInstant } from '../../../domain/email';
import { bcp47, localeForLanguage } from '../../../domain/locale';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { AccountExportRow, ExportRecipient } from '../../db/repositories/accountExports';
import type { JobKind } from '../../jobs/jobQueue';
import { deliveryJob, deliveryRetry, EMAIL_DELIVERY_QUEUE } from '../email/deliveryJob';
import { EXPORT_MAIL_TEXT } from './exportMailText';
import { buildExportZip, exportFileName } from './exportZip';
import { endpointSystems } from '../fhir/service';
import { fhirProductReader } from '../fhir/fhirProducts';
import { ACCOUNT_EXPORT_QUEUE, type AccountExportJob } from './startExport';

/** What the build job needs of the app. */
export type ExportJobContext = Pick<AppContext, 'db' | 'clock' | 'jobs'> & {
  config: Pick<AppContext['config'], 'retention' | 'mailRetryLimit' | 'mailRetryDelaySeconds' | 'publicBaseUrl'>;
  /** Where an unexpected failure is logged (the export records a plain reason). */
  logError: (error: unknown, exportId: number) => void;
};

/** The reason a failed export shows. */
export const EXPORT_FAILED_REASON = 'The export could not be built. Start a new export; if it fails again, contact Q-global support.';

/** Who gets the link of `row`'s export, or `null` when none is mailed (staff exports, or nobody with an address). */
async function recipientOf(db: Db, row: AccountExportRow): Promise<ExportRecipient | null> {
  const exports = repositories(db, { accountId: row.accountId, userId: null }).accountExports;
  if (row.kind === 'accessRequest' && row.requestedBy !== null) return exports.recipient(row.requestedBy);
  if (row.kind === 'beforeDeletion') return exports.firstAdministrator();
  return null;
}

/** Queues the link's e-mail to `recipient` under `tx` and names it on the export; the token is issued as it is sent. */
async function mailLink(context: ExportJobContext, tx: Db, row: AccountExportRow, recipient: ExportRecipient, expiresAt: Date, now: Date): Promise<void> {
  const repos = repositories(tx, { accountId: row.accountId, userId: recipient.userId });
  const locale = localeForLanguage(recipient.languageCode);
  const text = EXPORT_MAIL_TEXT[locale];
  // In the recipient's time zone (UTC when they have none or an unknown one); the text names the zone.
  const expires = formatInstant(expiresAt.toISOString(), bcp47(locale), recipient.timeZone);
  const messageId = await repos.emails.queueForUser(
    {
      kind: 'accountExport',
      locale,
      recipientAddress: recipient.email,
      recipientName: recipient.name,
      subject: text.subject,
      body: text.paragraphs(recipient.name, await repos.accountExports.accountName(), expires).join('\n\n'),
    },
    now,
  );
  await repos.accountExports.setEmailMessage(row.id, messageId);
  await context.jobs.enqueue(tx, EMAIL_DELIVERY_QUEUE, [deliveryJob(messageId, deliveryRetry(context.config))]);
}

/**
 * Builds export `exportId` of account `accountId` unless it is no longer pending (a job run
 * twice builds once: the store only takes a pending export).
 */
export async function runAccountExport(context: ExportJobContext, job: AccountExportJob): Promise<void> {
  const { db } = context;
  const scope = { accountId: job.accountId, userId: null };
  const row = await repositories(db, scope).accountExports.find(job.exportId);
  if (!row || row.status !== 'pending') return;
  try {
    const madeAt = context.clock();
    const repos = repositories(db, scope);
    const { bytes } = await buildExportZip(repos, {
      exportId: row.id,
      accountId: row.accountId,
      accountName: await repos.accountExports.accountName(),
      kind: row.kind,
      requestedBy: row.requestedBy,
      reason: row.reason,
      madeAt,
    }, { systems: endpointSystems(context.config.publicBaseUrl), productOf: fhirProductReader(db) });
    const expiresAt = new Date(madeAt.getTime() + context.config.retention.exportLinkHours * 3_600_000);
    let mailed = false;
    await db.transaction(async (tx) => {
      const exports = repositories(tx, scope).accountExports;
      const current = await exports.find(row.id);
      if (current?.status !== 'pending') return;
      await exports.markReady(row.id, { fileName: exportFileName(row.accountId, row.id, madeAt), bytes }, madeAt, expiresAt);
      const recipient = await recipientOf(tx, row);
      if (recipient) {
        await mailLink(context, tx, row, recipient, expiresAt, madeAt);
        mailed = true;
      }
    });
    if (mailed) context.jobs.wake(EMAIL_DELIVERY_QUEUE);
  } catch (error) {
    context.logError(error, row.id);
    await repositories(db, scope).accountExports.markFailed(row.id, EXPORT_FAILED_REASON);
  }
}

/** The job kind of export builds: one at a time per process (a build reads a whole account). */
export const accountExportJobKind = (context: ExportJobContext): JobKind<AccountExportJob> => ({
  queue: ACCOUNT_EXPORT_QUEUE,
  concurrency: 1,
  batchSize: 1,
  pollingSeconds: 5,
  run: (job) => runAccountExport(context, job),
});

/** Creates the queue and starts this process's worker (`work` false: exports only queue). */
export async function startExportJobs(context: ExportJobContext, work: boolean): Promise<void> {
  await context.jobs.createQueue(ACCOUNT_EXPORT_QUEUE);
  if (work) await context.jobs.work(accountExportJobKind(context));
}
