/**
 * The Fastify application: infrastructure plugins (cookies, form bodies, security headers, rate
 * limits), then the app's routes (legacy pages, one route per contract operation, the OpenAPI
 * document, static files) and the one error handler. Used by main.ts and by the tests.
 */
import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { OPERATIONS } from '../contract';
import { DEFAULT_CONTEXT_ROOT } from '../contract/operation';
import type { ServerConfig } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { grantJobQueue } from './db/accountScope';
import { prepareDatabase } from './db/prepare';
import { NO_SCRIPT_DIRECTIVES } from './http/contentSecurityPolicy';
import { installErrorHandlers } from './http/errorHandler';
import { buildOpenApiDocument } from './http/openapi';
import { databaseRateLimitStore } from './http/rateLimitStore';
import { registerOperations } from './http/registerOperations';
import { registerServedOverHttps } from './http/servedOverHttps';
import { OneLineRequestLog } from './http/serverLogger';
import { registerAuditContext } from './audit/auditContext';
import { registerStaticFiles } from './http/staticFiles';
import { registerLegacyRoutes } from './legacy/routes';
import { legacyAliasFallback } from './legacy/configuredAliases';
import { startJobQueue, type JobQueue } from './jobs/jobQueue';
import type { ReportRenderer } from './reports/renderJob';
import { inProcessRenderer } from './reports/renderReport';
import { accountRoutes } from './services/account/routes';
import { accountManagementRoutes } from './services/accountManagement/routes';
import { auditTrailRoutes } from './services/auditTrail/routes';
import { assessmentRoutes } from './services/assessments/routes';
import { pickListRoutes } from './services/pickLists/routes';
import { examineeRoutes } from './services/examinees/routes';
import { keepAliveRoutes } from './services/keepAlive/routes';
import { reportBatchRoutes } from './services/reportBatches/routes';
import { startBatchJobs } from './services/reportBatches/startBatchJobs';
import { reportRoutes } from './services/reports/routes';
import { groupReportRoutes } from './services/groupReports/routes';
import { assessmentSelectionRoutes } from './services/assessmentSelection/routes';
import { playerRoutes } from './services/player/routes';
import { sessionRoutes } from './services/sessions/routes';
import { liveSessionRoutes } from './services/liveSessions/routes';
import { remoteLinkRoutes } from './services/remoteLinks/routes';
import { emailRoutes } from './services/email/routes';
import { startEmailJobs } from './services/email/startEmailJobs';
import { passwordRoutes } from './services/passwords/routes';
import { contentRoutes } from './services/content/routes';
import { liveContentRoutes } from './services/liveContent/routes';
import { feedbackRoutes } from './services/feedback/routes';
import { backOfficeRoutes } from './services/backOffice/routes';
import { productConfigurationRoutes } from './services/productConfiguration/routes';
import { assessmentTrackerRoutes } from './services/assessmentTracker/routes';
import { valueListRoutes } from './services/valueLists/routes';
import { businessUnitRoutes } from './services/businessUnits/routes';
import { feedbackInboxRoutes } from './services/feedbackInbox/routes';
import { dataRetentionRoutes } from './services/dataRetention/routes';
import { scoringRoutes } from './services/scoring/routes';
import { platformConfigurationRoutes } from './services/platformConfiguration/routes';
import { currentAppConfig, seedAppConfig } from './services/platformConfiguration/currentAppConfig';
import { notificationRoutes } from './services/notifications/routes';
import { accountExportRoutes } from './services/accountExports/routes';
import { examineeExportRoutes } from './services/examineeExport/routes';
import { assessmentCsvExportRoutes } from './services/assessmentCsvExport/routes';
import { fhirRoutes } from './services/fhir/routes';
import { startExportJobs } from './services/accountExports/exportJob';
import { rosterImportRoutes } from './services/rosterImports/routes';
import { startRosterImportJobs } from './services/rosterImports/importJob';
import { startRetentionJobs } from './services/dataRetention/lifecycle/retentionJobs';
import { dataManagementRoutes } from './services/dataRetention/dataManagement/routes';
import { groupRoutes } from './services/groups/routes';
import { groupAssignmentRoutes } from './services/groupAssignments/routes';
import { liveEventRoutes } from './services/liveEvents/routes';
import { hasStimulusPage, stepContent } from './services/liveContent/liveContent';
import { stimulusFileAddresses } from './services/liveContent/stimulusFileAddress';
import { iceServersFor } from './services/liveSessions/iceServers';
import { type LiveOptions, registerLive, registerWebsocket } from './live/registerLive';

/** The dependencies of each app built here (tests run the daily jobs' functions on them). */
const appContexts = new WeakMap<FastifyInstance, AppContext>();

/** The dependencies of an app made by {@link buildApp}, or `undefined` for another instance. */
export const contextOfApp = (app: FastifyInstance): AppContext | undefined => appContexts.get(app);

/** What {@link buildApp} needs. */
export interface AppOptions {
  config: ServerConfig;
  /** An open database. The app migrates and seeds it, and closes it when the app closes. */
  database: Database;
  /** The clock (tests move it to expire sessions). */
  clock?: () => Date;
  /** Fastify's logger setting; off by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Renders report PDFs; the app closes it when it closes. Default: in the calling thread (tests). */
  renderer?: ReportRenderer;
  /** How many batch reports this process makes at once (main.ts gives `batchReportsInFlight` of its render threads); default 1. */
  reportConcurrency?: number;
  /** Whether this process runs queued jobs (default true); tests turn it off to leave a batch unfinished. */
  runJobs?: boolean;
  /** Whether this process fires cron schedules such as the daily retention job (default false: main.ts turns it on; tests call the day themselves). */
  schedules?: boolean;
  /** How often this process looks whether a schedule is due, in seconds (default pg-boss's 30; tests shorten it). */
  cronMonitorSeconds?: number;
  /** The live sessions' page content and ICE servers (default: the forms' content, no ICE servers), and test timings. */
  live?: Partial<LiveOptions>;
}

/**
 * Builds the application on an open database: migrates and seeds it, loads the signing keys and
 * registers every route. Does not listen.
 * @throws Error when the database cannot be migrated or seeded, or the contract has an
 *   operation without a handler.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // A random request id: the audit log and the logs name it, and the answer says it (for support).
  const app = Fastify({
    logger: options.logger ?? false,
    // One request log line per request, written when it is answered (http/serverLogger.ts).
    logController: new OneLineRequestLog(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: () => randomUUID(),
  });
  // Before every route and hook: the session cookies' names and Secure flag depend on it.
  registerServedOverHttps(app, config.publicBaseUrl);
  registerAuditContext(app);
  const renderer = options.renderer ?? inProcessRenderer;
  let jobs: JobQueue | null = null;
  // Closing (app.close(), main.ts on SIGTERM) first stops the listener; Fastify then answers 503
  // to requests that arrive on open connections and waits for those in flight before onClose.
  let closing = false;
  let jobsStopped: Promise<void> | null = null;
  let liveStopped: (() => Promise<void>) | null = null;
  app.addHook('preClose', async () => {
    closing = true;
    // Workers take no new job while the requests drain; the job each is running finishes.
    jobsStopped = jobs?.stop(config.shutdownGraceSeconds * 1000) ?? null;
    // Awaited in onClose; a failure is reported there.
    jobsStopped?.catch(() => undefined);
  });
  // One hook, so the order holds: running jobs finish before the renderer and the database go.
  app.addHook('onClose', async () => {
    try {
      await liveStopped?.();
      await (jobsStopped ?? jobs?.stop(config.shutdownGraceSeconds * 1000));
    } finally {
      try {
        await renderer.close();
      } finally {
        await database.close();
      }
    }
  });
  try {
    const keys = await prepareDatabase(database, config.productsDir, { demoClasses: config.demoClasses, dormantGraceDays: config.retention.dormantGraceDays }, config.jwtSecret);
    const queue = await startJobQueue(database, {
      pollingSeconds: config.jobPollingSeconds,
      onError: (error) => app.log.error({ err: error }, 'job queue'),
      schedules: options.schedules ?? false,
      ...(options.cronMonitorSeconds !== undefined ? { cronMonitorSeconds: options.cronMonitorSeconds } : {}),
    });
    jobs = queue;
    const context: AppContext = {
      db: database.db,
      config,
      keys,
      clock: options.clock ?? (() => new Date()),
      renderer,
      jobs: queue,
    };
    appContexts.set(app, context);

    // request.cookies, reply.setCookie/clearCookie. No cookie secret: the session cookie is
    // signed by auth/signedValues.ts with the database-held signing keys.
    await app.register(fastifyCookie);
    await app.register(fastifyFormbody);
    await app.register(fastifyHelmet, {
      // No script at all; the SPA's and the player's pages replace it with their nonce policy (staticFiles.ts).
      contentSecurityPolicy: { useDefaults: false, directives: NO_SCRIPT_DIRECTIVES },
      crossOriginEmbedderPolicy: false,
      // Same rule as frame-ancestors 'none', for browsers that only read X-Frame-Options.
      frameguard: { action: 'deny' },
    });
    // Limits are set per route (the login form); nothing else is limited by default. Counted in
    // the database, so that every process on it counts the same window.
    await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(database) });
    await registerWebsocket(app);

    // Service answers carry account data: never stored by a browser or a proxy.
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith(`${DEFAULT_CONTEXT_ROOT}/`) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      reply.header('request-id', request.id);
      // An answer finished while closing ends its keep-alive connection: otherwise the client
      // keeps it open and the close waits for the keep-alive timeout (72 s) before it can go on.
      if (closing) reply.header('connection', 'close');
      return payload;
    });

    const configSeed = await seedAppConfig(context, context.clock());
    if (configSeed.seeded && configSeed.problems.length > 0) app.log.warn({ problems: configSeed.problems }, 'config.json was stored as version 1 with problems; correct it in the back office');
    const appConfig = () => currentAppConfig(context);
    // The error handlers go before the routes, which take them up when they are added.
    installErrorHandlers(app, [legacyAliasFallback(appConfig), await registerStaticFiles(app, config, appConfig)]);
    registerLegacyRoutes(app, context, config.loginRateLimitPerMinute);
    registerOperations(app, context, OPERATIONS, [
      ...accountRoutes(),
      ...accountManagementRoutes(),
      ...auditTrailRoutes(),
      ...passwordRoutes(),
      ...keepAliveRoutes(),
      ...examineeRoutes(),
      ...assessmentRoutes(),
      ...pickListRoutes(),
      ...assessmentSelectionRoutes(),
      ...remoteLinkRoutes(),
      ...emailRoutes(),
      ...sessionRoutes(),
      ...liveSessionRoutes(config),
      ...playerRoutes(config),
      ...reportRoutes(),
      ...groupReportRoutes(),
      ...reportBatchRoutes(),
      ...contentRoutes(),
      ...liveContentRoutes(),
      ...feedbackRoutes(),
      ...notificationRoutes(),
      ...backOfficeRoutes(),
      ...productConfigurationRoutes(),
      ...assessmentTrackerRoutes(),
      ...valueListRoutes(),
      ...businessUnitRoutes(),
      ...feedbackInboxRoutes(),
      ...dataRetentionRoutes(),
      ...scoringRoutes(),
      ...platformConfigurationRoutes(),
      ...accountExportRoutes(),
      ...dataManagementRoutes(),
      ...groupRoutes(),
      ...examineeExportRoutes(),
      ...assessmentCsvExportRoutes(),
      ...groupAssignmentRoutes(config),
      ...rosterImportRoutes(),
      ...liveEventRoutes(),
      ...fhirRoutes(),
    ]);
    liveStopped = await registerLive(app, context, database, {
      content: { stepContent: (db, scope, request) => stepContent(db, scope, request, stimulusFileAddresses(context.keys.cookie, context.clock)), hasStimulusPage },
      iceServers: (screen, now) => iceServersFor(context, screen.userId !== null ? { userId: screen.userId } : { participantId: screen.participantId }, now),
      ...options.live,
    });
    const openApi = buildOpenApiDocument(OPERATIONS);
    app.get(`${DEFAULT_CONTEXT_ROOT}/openapi.json`, async (_request, reply) => reply.header('cache-control', 'no-cache').send(openApi));
    await app.ready();
    await startBatchJobs(context, {
      work: options.runJobs ?? true,
      concurrency: options.reportConcurrency ?? 1,
      logError: (error, itemId) => app.log.error({ err: error, itemId }, 'a batch report failed'),
    });
    await startEmailJobs(context, { work: options.runJobs ?? true });
    await startExportJobs({ ...context, logError: (error, exportId) => app.log.error({ err: error, exportId }, 'an account export failed') }, options.runJobs ?? true);
    await startRosterImportJobs({ ...context, logError: (error, importId) => app.log.error({ err: error, importId }, 'an import failed') }, options.runJobs ?? true);
    await startRetentionJobs(context, { work: options.runJobs ?? true, logError: (error) => app.log.error({ err: error }, 'the daily retention job failed') });
    await grantJobQueue(database.db);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
