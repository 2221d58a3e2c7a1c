/**
 * The back office's platform configuration (CATALOGUE.md `/back-office`: backOffice.readJsonConfig,
 * backOffice.updateJsonConfig; issue #17): `config.json`, which the SPA and the player load, is
 * stored as versions with who changed it, when and why, validated against its schema
 * (domain appConfigSchema.ts) before it is accepted, and rolled back by saving an older version's
 * content as a new version. Platform data: no customer account is reached (no `reach`).
 */
import * as yup from 'yup';
import { appConfigSchema, configChangeReasonSchema } from '../../domain/appConfigSchema';
import { PERMISSIONS } from '../../domain/permissions';
import type { appConfigVersionSchema } from '../platformConfigurationSchemas';
import { jsonConfigSchema } from '../platformConfigurationSchemas';
import { defineOperation } from '../operation';

export { SCREENS } from './platformConfigurationScreens';

/** Platform configuration is product configuration staff's work (domain permissions.ts). */
const CONFIGURE = [PERMISSIONS.PRODUCT_CONFIGURE] as const;

/** A stored version of config.json ({@link appConfigVersionSchema}). */
export type AppConfigVersionDetail = yup.InferType<typeof appConfigVersionSchema>;
/** A history entry. */
export type AppConfigVersionEntry = JsonConfig['history'][number];
/** What readJsonConfig and updateJsonConfig answer ({@link jsonConfigSchema}). */
export type JsonConfig = yup.InferType<typeof jsonConfigSchema>;

/** The largest version number (an `integer` column): a larger one names nothing and is refused as bad input. */
const MAX_VERSION = 2_147_483_647;
const versionNumber = () => yup.number().integer().min(1).max(MAX_VERSION);

/** yup schema of {@link JsonConfigQuery}. */
const jsonConfigQuerySchema = yup.object({
  /** A version to read; the current one when absent. */
  version: versionNumber(),
});
/** Query of readJsonConfig. */
export type JsonConfigQuery = yup.InferType<typeof jsonConfigQuerySchema>;

/** The current configuration (or one version by number) with the history. */
export const readJsonConfig = defineOperation<Record<string, never>, JsonConfigQuery, undefined, JsonConfig>({
  id: 'backOffice.readJsonConfig',
  service: 'backOffice',
  method: 'GET',
  path: '/json-config',
  summary: 'The stored config.json: the current version (or the version asked for, 404 when there is none) and every version with who saved it, when and why.',
  access: CONFIGURE,
  query: jsonConfigQuerySchema,
  response: 'json',
  responseSchema: jsonConfigSchema,
  audit: 'none',
});

/**
 * yup schema of {@link JsonConfigChange}: exactly one of `config` (a new document) and
 * `restoreVersion` (a rollback: that version's content, saved again as the new version).
 */
const jsonConfigChangeSchema = yup
  .object({
    /** The version the change was made from: a newer one saved meanwhile answers 409. */
    basedOnVersion: yup.number().integer().min(0).max(MAX_VERSION).required('Say which version the change was made from.'),
    reason: configChangeReasonSchema,
    config: appConfigSchema.optional().default(undefined),
    restoreVersion: versionNumber(),
  })
  .test('one-change', 'Send either a new config or the version to restore.', function oneChange(value) {
    if (!value || (value.config === undefined) !== (value.restoreVersion === undefined)) return true;
    return this.createError({ path: 'config', message: 'Send either a new config or the version to restore.' });
  });
/** A new version: a document or a rollback, with its reason and the version it was made from. */
export type JsonConfigChange = yup.InferType<typeof jsonConfigChangeSchema>;

/** Saves a new version of config.json (a changed document, or an older version's content: a rollback); every server serves it at once. */
export const updateJsonConfig = defineOperation<Record<string, never>, Record<string, never>, JsonConfigChange, JsonConfig>({
  id: 'backOffice.updateJsonConfig',
  service: 'backOffice',
  method: 'POST',
  path: '/json-config',
  summary:
    'Saves a new version of config.json, validated against its schema, with a stated reason: a changed document, or with restoreVersion an older version’s content (a rollback). 409 when basedOnVersion is no longer the current one.',
  access: CONFIGURE,
  body: jsonConfigChangeSchema,
  response: 'json',
  responseSchema: jsonConfigSchema,
  successStatus: 201,
  audit: { entity: 'appConfig', id: { response: 'currentVersion' }, reason: 'reason' },
});
