/** Start-up of e-mail delivery: its queue, this process's worker, and the messages still to deliver. */
import { inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { emailMessages } from '../../db/schema';
import { createMailTransport, type MailTransport } from '../../mail/mailTransport';
import { mailedLink } from './appSettings';
import { deliveryJob, deliveryJobKind, deliveryRetry, EMAIL_DELIVERY_QUEUE } from './deliveryJob';

/** How e-mail delivery runs in this process. */
export interface EmailJobSettings {
  /** Whether this process delivers; without a worker messages only queue. */
  work: boolean;
  /** Where mail goes; by default what the settings name (SMTP_URL, else the outbox). */
  transport?: MailTransport;
}

/**
 * Creates the delivery queue, starts this process's worker and queues again every message still
 * queued or retrying, so that nothing waits forever after a crash or a retry budget pg-boss spent.
 * A message queued twice is still sent once (the job settles a sent message without sending).
 */
export async function startEmailJobs(context: AppContext, settings: EmailJobSettings): Promise<void> {
  const { config } = context;
  await context.jobs.createQueue(EMAIL_DELIVERY_QUEUE);
  if (settings.work) {
    await context.jobs.work(
      deliveryJobKind({
        db: context.db,
        clock: context.clock,
        transport: settings.transport ?? createMailTransport(config, context.clock),
        linkUrl: (token) => mailedLink(config.appConfigFile, config.publicBaseUrl, token),
        retryLimit: config.mailRetryLimit,
      }),
    );
  }
  const waiting = await context.db.select({ id: emailMessages.id }).from(emailMessages).where(inArray(emailMessages.state, ['queued', 'retrying']));
  await context.db.transaction((tx) => context.jobs.enqueue(tx, EMAIL_DELIVERY_QUEUE, waiting.map((message) => deliveryJob(message.id, deliveryRetry(config)))));
}
