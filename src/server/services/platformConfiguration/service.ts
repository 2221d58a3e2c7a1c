/**
 * backOffice.readJsonConfig and backOffice.updateJsonConfig: config.json's stored versions. A
 * change appends a version (never edits one): a new document, or an older version's content (a
 * rollback), each checked against the schema (domain appConfigSchema.ts) and saved only when it
 * was made from the current version (optimistic concurrency: the version number is the table's
 * primary key, so of two edits made from the same version one is saved and the other answers 409,
 * even when they run at once in two processes).
 */
import type { JsonConfig, JsonConfigChange, JsonConfigQuery } from '../../../contract/services/platformConfiguration';
import { checkAppConfig } from '../../../domain/appConfigSchema';
import { type AppConfigVersion, type AppConfigVersionSummary, appConfigVersionStore } from '../../db/platform/appConfigVersions';
import { HttpProblem, notFound } from '../../http/problems';
import type { SignedInCall } from '../../http/operationHandler';
import { refusingDuplicates } from '../duplicateKeys';
import { appConfigFromFile } from './currentAppConfig';

const summaryOf = (row: AppConfigVersionSummary) => ({
  version: row.version,
  userName: row.userName,
  reason: row.reason,
  restoredFrom: row.restoredFrom,
  at: row.at.toISOString(),
});

const detailOf = (row: AppConfigVersion) => ({ ...summaryOf(row), config: row.config });

/** The 409 of an edit made from a version that is no longer the current one. */
const staleEdit = (current: number): HttpProblem =>
  new HttpProblem('conflict', `The configuration was changed meanwhile: version ${current} is the current one. Reload it and make the change again.`);

/**
 * The version asked for (the current one when none is), the current version's number and the history.
 * @throws HttpProblem notFound when the version asked for does not exist, or nothing is stored yet.
 */
export async function readJsonConfig(call: SignedInCall, query: JsonConfigQuery): Promise<JsonConfig> {
  const store = appConfigVersionStore(call.db);
  const current = await store.current();
  if (!current) throw notFound('A stored configuration');
  const asked = query.version === undefined || query.version === current.version ? current : await store.find(query.version);
  if (!asked) throw notFound(`Version ${query.version}`);
  return { currentVersion: current.version, version: detailOf(asked), history: (await store.history()).map(summaryOf) };
}

/**
 * Saves a new version: `change.config`, or the content of `change.restoreVersion`.
 * @throws HttpProblem conflict (409) when `basedOnVersion` is not the current version, or another
 *   edit saved that version first; notFound when the version to restore does not exist;
 *   validation (400) when the document breaks the schema (each problem at its path under
 *   `config`) or changes nothing.
 */
export async function updateJsonConfig(call: SignedInCall, change: JsonConfigChange): Promise<JsonConfig> {
  const store = appConfigVersionStore(call.db);
  const current = await store.current();
  const currentVersion = current?.version ?? 0;
  if (change.basedOnVersion !== currentVersion) throw staleEdit(currentVersion);
  let config: Record<string, unknown>;
  if (change.restoreVersion !== undefined) {
    const restored = await store.find(change.restoreVersion);
    if (!restored) throw notFound(`Version ${change.restoreVersion}`);
    config = restored.config;
  } else {
    config = change.config as Record<string, unknown>;
  }
  // The body's schema checked a new document; a restored one is checked here (the seed may break it).
  const check = checkAppConfig(config);
  if (!check.ok) {
    throw new HttpProblem(
      'validation',
      'The configuration does not match the schema of config.json.',
      check.problems.map((problem) => ({ field: problem.path ? `config.${problem.path}` : 'config', message: problem.message })),
    );
  }
  const before = current?.config ?? (await appConfigFromFile(call.context.config.appConfigFile).catch(() => null));
  if (before !== null && JSON.stringify(before) === JSON.stringify(config)) {
    throw new HttpProblem('validation', 'This is the current configuration: nothing would change.', [{ field: 'config', message: 'This is the current configuration: nothing would change.' }]);
  }
  const version = currentVersion + 1;
  await refusingDuplicates(
    () => store.append({ version, config, userId: call.user.userId, userName: call.user.displayName, reason: change.reason, restoredFrom: change.restoreVersion ?? null, at: call.now }),
    () => staleEdit(version),
  );
  return readJsonConfig(call, {});
}
