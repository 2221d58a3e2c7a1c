/**
 * What every route and service of one app instance shares: the database, the settings, the
 * signing keys, the clock, the report renderer and the job queue. Passed explicitly (no module
 * state), so tests run several apps side by side and control time.
 */
import type { ServerConfig } from './config';
import type { SigningKeys } from './auth/keys';
import type { Db } from './db/client';
import type { JobQueue } from './jobs/jobQueue';
import type { ReportRenderer } from './reports/renderJob';

/** Dependencies of routes and services. */
export interface AppContext {
  db: Db;
  config: ServerConfig;
  keys: SigningKeys;
  /** The current time; tests pass a controllable clock. */
  clock: () => Date;
  /** Renders report PDFs (off the request thread in the running server). */
  renderer: ReportRenderer;
  /** The job queue (pg-boss on the same database): report batches queue their reports here. */
  jobs: JobQueue;
}
