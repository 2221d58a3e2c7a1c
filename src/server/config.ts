/**
 * Server settings, read once from the environment. Every other server module receives a
 * {@link ServerConfig} instead of reading `process.env`, so tests build apps with any settings.
 */
import os from 'node:os';
import path from 'node:path';
import { string } from 'yup';
import { DEFAULT_RETENTION_POLICY, type RetentionPolicy, retentionPolicyProblem } from '../domain/retention/retentionPolicy';

/** Settings of one server process. Durations are in the unit their name says. */
export interface ServerConfig {
  /** TCP port to listen on (`PORT`, default 8080). */
  port: number;
  /** Interface to listen on (`HOST`, default `localhost`: the demo users have published passwords). */
  host: string;
  /** Absolute directory of the embedded database and other local state (`DATA_DIR`, default `./data`). */
  dataDir: string;
  /** A PostgreSQL connection string (`DATABASE_URL`); when absent the embedded PGlite database is used. */
  databaseUrl: string | null;
  /**
   * The most PostgreSQL connections this process opens (`DATABASE_POOL_SIZE`, default 10): with N
   * processes on one database, N times this (plus one listening connection each) must stay under
   * the server's `max_connections`. Unused on the embedded database (one connection).
   */
  databasePoolSize: number;
  /** SMTP server for e-mail (`SMTP_URL`, `smtp://user:password@host:587`); when absent, mail goes to {@link ServerConfig.outboxDir}. */
  smtpUrl: string | null;
  /** The sender of e-mail (`MAIL_FROM`, default `"Assessment platform" <no-reply@localhost>`). */
  mailFrom: string;
  /** Where mail is written as .eml files when no SMTP server is set: `outbox` under `DATA_DIR`. */
  outboxDir: string;
  /** Retries of a failed e-mail delivery (`MAIL_RETRY_LIMIT`, default 8; with the default delay about 2 hours of retrying). */
  mailRetryLimit: number;
  /** Seconds before the first retry of a failed delivery, doubling with each retry (`MAIL_RETRY_DELAY_SECONDS`, default 30). */
  mailRetryDelaySeconds: number;
  /** The address the platform is reached at from outside (`PUBLIC_BASE_URL`, default `http://localhost:<PORT>`): links in e-mail start with it. */
  publicBaseUrl: string;
  /** Minutes without activity after which a session ends (`SESSION_IDLE_MINUTES`, default 30). */
  sessionIdleMinutes: number;
  /**
   * The idle limit in seconds (`SESSION_IDLE_SECONDS`); when set it replaces `sessionIdleMinutes`.
   * Meant for browser tests that must watch a session time out without waiting half an hour.
   */
  sessionIdleSeconds: number | null;
  /** Hours after sign-in at which a session ends whatever the activity (`SESSION_ABSOLUTE_HOURS`, default 12). */
  sessionAbsoluteHours: number;
  /** Lifetime of an access token in minutes (`ACCESS_TOKEN_MINUTES`, default 10). */
  accessTokenMinutes: number;
  /** A fixed signing secret (`JWT_SECRET`); when absent one is generated on first start and kept in the database. */
  jwtSecret: string | null;
  /** Whether X-Forwarded-* headers are trusted (`TRUST_PROXY=true` behind a load balancer); the audit records the client address. */
  trustProxy: boolean;
  /** Log level of the server's JSON log (`LOG_LEVEL`, default `info`). */
  logLevel: string;
  /** Sign-in attempts allowed per IP address and user name per minute (`LOGIN_RATE_LIMIT`, default 10). */
  loginRateLimitPerMinute: number;
  /** Directory of the built SPA (`dist/app` under the repository). */
  spaDir: string;
  /** The app configuration file served to the SPA (`APP_CONFIG_FILE`, default `config/config.json` under the repository). */
  appConfigFile: string;
  /** Directory of the shipped product definitions (`config/products`). */
  productsDir: string;
  /** Whether the demo seed adds two school classes with scored reading probes (`DEMO_CLASSES`, default true; `false` turns it off). */
  demoClasses: boolean;
  /** Whether `npm start` builds a missing SPA before serving (BUILD_SPA, default true); `false` serves the services alone (tests that start servers). */
  buildSpaOnStart: boolean;
  /** Worker threads that render report PDFs (`RENDER_THREADS`, default one per core less one, at least 1). */
  renderThreads: number;
  /** How often an idle job worker looks for new jobs, in seconds (`JOB_POLLING_SECONDS`, default 0.5, pg-boss's least). */
  jobPollingSeconds: number;
  /** Remote link openings allowed per IP address per minute (`LINK_LOOKUP_RATE_LIMIT`, default 60: a class behind one school address opens its links at once). */
  linkLookupsPerMinute: number;
  /**
   * The least time, in milliseconds, every remote link opening takes (`LINK_LOOKUP_FLOOR_MS`,
   * default 250), so a wrong token and an expired or revoked one answer after the same time.
   */
  linkLookupFloorMs: number;
  /**
   * TURN_SECRET: the shared secret of the TURN server (coturn `static-auth-secret` with
   * `use-auth-secret`), from which live sessions' time-limited TURN credentials are made; `null`
   * (unset) offers no TURN server.
   */
  turnSecret: string | null;
  /** The support address the feedback form and misc.feedbackMetadata offer (`FEEDBACK_EMAIL`), or null when unset. */
  feedbackEmail: string | null;
  /**
   * Seconds a graceful stop (SIGTERM, SIGINT) may take to finish the requests in flight and the
   * running jobs' current step (`SHUTDOWN_GRACE_SECONDS`, default 25); past it the process exits
   * with code 1. A supervisor's stop timeout should be longer (Kubernetes waits 30 s by default,
   * Docker 10 s: `docker stop -t 30`, or `stop_grace_period` in Compose).
   */
  shutdownGraceSeconds: number;
  /**
   * The data-retention periods (domain retention/retentionPolicy.ts), each from its variable:
   * `RETENTION_DORMANT_AFTER_DAYS` (730), `RETENTION_DORMANT_GRACE_DAYS` (90),
   * `RETENTION_NOTICE_DAYS_BEFORE` (`30,7`), `RETENTION_SELF_DELETION_GRACE_DAYS` (30),
   * `RETENTION_RECOVERY_DAYS` (30), `RETENTION_EXPORT_LINK_HOURS` (24, at most 24).
   */
  retention: RetentionPolicy;
}

/** The repository root: this file lives in `src/server`. */
export const REPOSITORY_ROOT = path.resolve(__dirname, '../..');

/** Thrown when an environment variable has a value the server cannot use. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new ConfigError(`${name} must be a positive whole number; it is "${raw}".`);
  return value;
}

function pollingSeconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0.5) throw new ConfigError(`${name} must be a number of seconds of at least 0.5; it is "${raw}".`);
  return value;
}

function optionalPositiveInteger(env: NodeJS.ProcessEnv, name: string): number | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : positiveInteger(env, name, 0);
}

/** An optional e-mail address setting; a set value that is not an address stops the server. */
function emailAddress(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = optionalText(env, name);
  if (raw !== null && !string().email().isValidSync(raw)) throw new ConfigError(`${name} must be an e-mail address; it is "${raw}".`);
  return raw;
}

function optionalText(env: NodeJS.ProcessEnv, name: string): string | null {
  const raw = env[name];
  return raw === undefined || raw.trim() === '' ? null : raw.trim();
}

/** A list of positive whole numbers (`30,7`). */
function positiveIntegers(env: NodeJS.ProcessEnv, name: string, fallback: readonly number[]): number[] {
  const raw = optionalText(env, name);
  if (raw === null) return [...fallback];
  const values = raw.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value <= 0)) throw new ConfigError(`${name} must be positive whole numbers separated by commas; it is "${raw}".`);
  return values;
}

/** The retention periods from the environment, each defaulting to the policy's. @throws ConfigError for a period that cannot be used. */
function retentionPolicy(env: NodeJS.ProcessEnv): RetentionPolicy {
  const defaults = DEFAULT_RETENTION_POLICY;
  const policy: RetentionPolicy = {
    dormantAfterDays: positiveInteger(env, 'RETENTION_DORMANT_AFTER_DAYS', defaults.dormantAfterDays),
    dormantGraceDays: positiveInteger(env, 'RETENTION_DORMANT_GRACE_DAYS', defaults.dormantGraceDays),
    noticeDaysBefore: positiveIntegers(env, 'RETENTION_NOTICE_DAYS_BEFORE', defaults.noticeDaysBefore),
    selfDeletionGraceDays: positiveInteger(env, 'RETENTION_SELF_DELETION_GRACE_DAYS', defaults.selfDeletionGraceDays),
    recoveryDays: positiveInteger(env, 'RETENTION_RECOVERY_DAYS', defaults.recoveryDays),
    exportLinkHours: positiveInteger(env, 'RETENTION_EXPORT_LINK_HOURS', defaults.exportLinkHours),
  };
  const problem = retentionPolicyProblem(policy);
  if (problem) throw new ConfigError(`Retention settings: ${problem}`);
  return policy;
}

/**
 * Reads the server settings from environment variables (names in {@link ServerConfig}).
 * @param env the environment, `process.env` by default.
 * @throws ConfigError when a numeric setting is not a positive whole number, PORT is above 65535,
 *   FEEDBACK_EMAIL is not an e-mail address, or the retention periods do not fit together.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = positiveInteger(env, 'PORT', 8080);
  if (port > 65535) throw new ConfigError(`PORT must be at most 65535; it is ${port}.`);
  return {
    port,
    host: optionalText(env, 'HOST') ?? 'localhost',
    dataDir: path.resolve(optionalText(env, 'DATA_DIR') ?? './data'),
    databaseUrl: optionalText(env, 'DATABASE_URL'),
    databasePoolSize: positiveInteger(env, 'DATABASE_POOL_SIZE', 10),
    smtpUrl: optionalText(env, 'SMTP_URL'),
    mailFrom: optionalText(env, 'MAIL_FROM') ?? '"Assessment platform" <no-reply@localhost>',
    outboxDir: path.join(path.resolve(optionalText(env, 'DATA_DIR') ?? './data'), 'outbox'),
    mailRetryLimit: positiveInteger(env, 'MAIL_RETRY_LIMIT', 8),
    mailRetryDelaySeconds: positiveInteger(env, 'MAIL_RETRY_DELAY_SECONDS', 30),
    publicBaseUrl: (optionalText(env, 'PUBLIC_BASE_URL') ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    sessionIdleMinutes: positiveInteger(env, 'SESSION_IDLE_MINUTES', 30),
    sessionIdleSeconds: optionalPositiveInteger(env, 'SESSION_IDLE_SECONDS'),
    sessionAbsoluteHours: positiveInteger(env, 'SESSION_ABSOLUTE_HOURS', 12),
    accessTokenMinutes: positiveInteger(env, 'ACCESS_TOKEN_MINUTES', 10),
    jwtSecret: optionalText(env, 'JWT_SECRET'),
    trustProxy: optionalText(env, 'TRUST_PROXY') === 'true',
    logLevel: optionalText(env, 'LOG_LEVEL') ?? 'info',
    loginRateLimitPerMinute: positiveInteger(env, 'LOGIN_RATE_LIMIT', 10),
    spaDir: path.join(REPOSITORY_ROOT, 'dist/app'),
    appConfigFile: path.resolve(optionalText(env, 'APP_CONFIG_FILE') ?? path.join(REPOSITORY_ROOT, 'config/config.json')),
    productsDir: path.join(REPOSITORY_ROOT, 'config/products'),
    demoClasses: optionalText(env, 'DEMO_CLASSES') !== 'false',
    buildSpaOnStart: optionalText(env, 'BUILD_SPA') !== 'false',
    renderThreads: positiveInteger(env, 'RENDER_THREADS', Math.max(1, os.availableParallelism() - 1)),
    jobPollingSeconds: pollingSeconds(env, 'JOB_POLLING_SECONDS', 0.5),
    linkLookupsPerMinute: positiveInteger(env, 'LINK_LOOKUP_RATE_LIMIT', 60),
    linkLookupFloorMs: positiveInteger(env, 'LINK_LOOKUP_FLOOR_MS', 250),
    turnSecret: optionalText(env, 'TURN_SECRET'),
    feedbackEmail: emailAddress(env, 'FEEDBACK_EMAIL'),
    shutdownGraceSeconds: positiveInteger(env, 'SHUTDOWN_GRACE_SECONDS', 25),
    retention: retentionPolicy(env),
  };
}
