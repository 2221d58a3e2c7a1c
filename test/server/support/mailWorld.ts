/**
 * The world of the delivery-job tests: an app whose delivery workers never run (jobs stay queued
 * until a test runs one by hand), on a shared database the test reads through its own handle,
 * with the examiner signed in and an examinee of theirs to write to.
 */
import type { FastifyInstance } from 'fastify';
import type { EmailMessageSummary } from '../../../src/contract/services/email';
import type { Assessment } from '../../../src/domain/assessment';
import type { Examinee } from '../../../src/domain/examinee';
import { buildApp } from '../../../src/server/app';
import type { ServerConfig } from '../../../src/server/config';
import type { Database, Db } from '../../../src/server/db/client';
import type { MailTransport, OutgoingMail } from '../../../src/server/mail/mailTransport';
import type { DeliveryContext } from '../../../src/server/services/email/deliveryJob';
import { examineeBody } from './fixtures';
import { apiAs, selfUserId, signIn } from './session';
import { type SharedDatabase, sharedDatabase } from './sharedDatabase';
import { testConfig } from './testApp';

/** The assessment facade's base path, as the tests call it. */
export const FACADE = '/assessment-facade';

type Api = ReturnType<typeof apiAs>;

/** What a delivery test works with; `app` and `examiner` change on {@link MailWorld.restart}. */
export interface MailWorld {
  app: FastifyInstance;
  /** The test's own handle on the database. */
  db: Db;
  examiner: Api;
  examinerId: number;
  examinee: Examinee;
  /**
   * Stops the app and starts a new one on the same database, as a server restart does (start-up
   * work runs again): with the world's settings and `config` over them, its workers off unless `runJobs`.
   */
  restart(config?: Partial<ServerConfig>, runJobs?: boolean): Promise<void>;
  /** A new PHQ-9 of the examinee, dated 2024-05-06. */
  newAssessment(): Promise<Assessment>;
  /** Queues an e-mail to the examinee through the API (201); `body` names the recipient and the assessment or session. */
  queueEmail(body: Record<string, unknown>): Promise<EmailMessageSummary>;
  /** What the job needs to deliver by hand: this database, the real clock, `transport`, and `retryLimit` retries. */
  deliveryContext(transport: MailTransport, retryLimit?: number): DeliveryContext;
  close(): Promise<void>;
}

/**
 * Builds the world on a shared database of its own.
 * @param databaseName the shared database's name (one per test file, so files can run in parallel).
 * @param config server settings beyond the tests' defaults.
 */
export async function mailWorld(databaseName: string, config: Partial<ServerConfig> = {}): Promise<MailWorld> {
  const shared: SharedDatabase = await sharedDatabase(databaseName);
  const startApp = async (overrides: Partial<ServerConfig> = {}, runJobs = false) => {
    const app = await buildApp({ config: testConfig({ ...config, ...overrides }), database: await shared.open(), runJobs });
    return { app, examiner: apiAs(app, await signIn(app, 'examiner')) };
  };
  const started = await startApp();
  const observer: Database = await shared.open();
  const examinerId = await selfUserId(started.examiner);
  const examinee = (await started.examiner('POST', `${FACADE}/examinees`, examineeBody())).json<Examinee>();
  const world: MailWorld = {
    ...started,
    db: observer.db,
    examinerId,
    examinee,
    async restart(overrides = {}, runJobs = false) {
      await world.app.close();
      Object.assign(world, await startApp(overrides, runJobs));
    },
    newAssessment: async () =>
      (await world.examiner('POST', `${FACADE}/assessments`, { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })).json<Assessment>(),
    async queueEmail(body) {
      const response = await world.examiner('POST', `${FACADE}/emails`, { examineeRecordId: examinee.id, ...body });
      expect(response.statusCode).toBe(201);
      return response.json<EmailMessageSummary>();
    },
    deliveryContext: (transport, retryLimit = 2) => ({ db: observer.db, clock: () => new Date(), transport, linkUrl: async (token) => `https://assess.example.org/osa#${token}`, retryLimit }),
    async close() {
      await world.app.close();
      await observer.close();
      await shared.dispose();
    },
  };
  return world;
}

/** A transport that fails as a busy SMTP server would (421, try again later). */
export const busyTransport: MailTransport = {
  send: async () => {
    throw Object.assign(new Error('Message failed'), { response: '421 4.3.2 Service not available, try again later' });
  },
};

/** A transport that accepts everything; `sent` keeps what it was given. */
export function acceptingTransport(): { transport: MailTransport; sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  const transport: MailTransport = {
    send: async (mail) => {
      sent.push(mail);
      return { messageId: `<${sent.length}@test.example.org>` };
    },
  };
  return { transport, sent };
}
