/**
 * "The current app configuration" for every reader on the server: the configuration route
 * (`/assets/config/config.json`), the player's address of mailed and launched links, the video
 * service of e-mail, the web help's facts, the legacy aliases and the player's path.
 *
 * The document is the highest stored version (db/platform/appConfigVersions.ts), read on every
 * call: one small row by its primary key, and no cache, so a version saved through any server
 * process is what every other one answers on its next request, without a restart or a message
 * between processes. The file (`APP_CONFIG_FILE`, `config/config.json`) seeds version 1 on the first
 * start and is the fallback while no version is stored (a file that was not JSON at start).
 */
import { readFile } from 'node:fs/promises';
import { checkAppConfig, type AppConfigProblem } from '../../../domain/appConfigSchema';
import type { Db } from '../../db/client';
import { appConfigVersionStore } from '../../db/platform/appConfigVersions';

/** Where the configuration is read: the database (or the operation's transaction) and the seed file. */
export interface AppConfigSource {
  db: Db;
  config: { appConfigFile: string };
}

/** The configuration document as it is served (an object of sections). */
export type AppConfigJson = Record<string, unknown>;

/** What the seed did on start, for the log. */
export type AppConfigSeed = { seeded: true; problems: AppConfigProblem[] } | { seeded: false; reason: 'stored' | 'unreadable' };

/** The name the seed's version carries as its author. */
export const SEED_AUTHOR = 'config.json (APP_CONFIG_FILE)';
/** The seed's reason in the history. */
export const SEED_REASON = 'The first version, from the configuration file at the first start.';

const isRecord = (value: unknown): value is AppConfigJson => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The configuration file's document.
 * @throws Error when the file cannot be read, is not JSON, or is not an object.
 */
export async function appConfigFromFile(file: string): Promise<AppConfigJson> {
  const value: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (!isRecord(value)) throw new Error(`${file} is not a JSON object.`);
  return value;
}

/**
 * The current configuration: the highest stored version, else the file.
 * @throws Error when no version is stored and the file cannot be read or is not a JSON object.
 */
export async function currentAppConfig(source: AppConfigSource): Promise<AppConfigJson> {
  const current = await appConfigVersionStore(source.db).current();
  return current ? current.config : appConfigFromFile(source.config.appConfigFile);
}

/**
 * The current configuration and its version number (0 for the file while nothing is stored), for
 * a reader that keeps something derived from it until the version changes (the web help).
 * @throws Error as {@link currentAppConfig}.
 */
export async function currentAppConfigVersion(source: AppConfigSource): Promise<{ version: number; config: AppConfigJson }> {
  const current = await appConfigVersionStore(source.db).current();
  return current ? { version: current.version, config: current.config } : { version: 0, config: await appConfigFromFile(source.config.appConfigFile) };
}

/**
 * Stores the file as version 1 on the first start (nothing when a version exists). A file that
 * breaks the schema is stored as it is, since it is what was served until now, and its problems
 * are answered for the log; staff correct it as the next version.
 * @param now the seed's instant.
 */
export async function seedAppConfig(source: AppConfigSource, now: Date): Promise<AppConfigSeed> {
  const store = appConfigVersionStore(source.db);
  if (await store.current()) return { seeded: false, reason: 'stored' };
  let config: AppConfigJson;
  try {
    config = await appConfigFromFile(source.config.appConfigFile);
  } catch {
    return { seeded: false, reason: 'unreadable' };
  }
  const check = checkAppConfig(config);
  const seeded = await store.seed({ version: 1, config, userId: null, userName: SEED_AUTHOR, reason: SEED_REASON, restoredFrom: null, at: now });
  return seeded ? { seeded: true, problems: check.ok ? [] : check.problems } : { seeded: false, reason: 'stored' };
}

/** A text value of a section (`qosa.url`), trimmed, or null when it is missing, not text, or empty. */
export function configText(config: AppConfigJson, sectionName: string, key: string): string | null {
  const sectionValue = config[sectionName];
  const value = isRecord(sectionValue) ? sectionValue[key] : undefined;
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
