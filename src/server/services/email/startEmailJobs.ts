/** Start-up of e-mail delivery: its queue, this process's worker, and the messages still to deliver. */
import type { AppContext } from '../../context';
import { emailSweepStore } from '../../db/platform/emailSweeps';
import { createMailTransport, type MailTransport } from '../../mail/mailTransport';
import { mailedLink } from './appSettings';
import { failStaleSending } from './sendingRecovery';
import { exportLinkUrl } from '../accountExports/exportLink';
import { deliveryJob, deliveryJobKind, deliveryRetry, EMAIL_DELIVERY_QUEUE } from './deliveryJob';

/** How e-mail delivery runs in this process. */
export interface EmailJobSettings {
  /** Whether this process delivers; without a worker messages only queue. */
  work: boolean;
  /** Where mail goes; by default what the settings name (SMTP_URL, else the outbox). */
  transport?: MailTransport;
}

/**
 * Creates the delivery queue, fails the messages a stopped server left `sending` long ago (they are
 * never sent again; see sendingRecovery.ts), starts this process's worker and queues again every
 * message still queued, retrying or recently `sending`, so that nothing waits forever after a crash
 * or a retry budget pg-boss spent: the job of a message still `sending` looks again later and fails
 * it as uncertain once stale. A message queued twice is still sent once (the job settles a sent
 * message without sending, and leaves one being sent alone).
 */
export async function startEmailJobs(context: AppContext, settings: EmailJobSettings): Promise<void> {
  const { config } = context;
  await context.jobs.createQueue(EMAIL_DELIVERY_QUEUE);
  await failStaleSending(context.db, context.clock());
  if (settings.work) {
    await context.jobs.work(
      deliveryJobKind({
        db: context.db,
        clock: context.clock,
        transport: settings.transport ?? createMailTransport(config, context.clock),
        linkUrl: (token, kind) => mailedLink(context, config.publicBaseUrl, token, kind),
        exportLinkUrl: (token) => exportLinkUrl(config.publicBaseUrl, token),
        retryLimit: config.mailRetryLimit,
      }),
    );
  }
  const waiting = await emailSweepStore(context.db).waitingMessageIds();
  await context.db.transaction((tx) => context.jobs.enqueue(tx, EMAIL_DELIVERY_QUEUE, waiting.map((messageId) => deliveryJob(messageId, deliveryRetry(config)))));
}
