/** Calls of the back office's platform configuration, through the contract's operations. */
import { platformConfiguration } from '../../../contract';
import type { JsonConfigChange } from '../../../contract/services/platformConfiguration';
import type { HttpClient, ServiceEndpoint } from '../../core/http/httpClient';

/** The current version (or the version `version`) with the history. */
export const fetchJsonConfig = (http: HttpClient, endpoint: ServiceEndpoint, version?: number) =>
  http.send(platformConfiguration.readJsonConfig, { query: version === undefined ? {} : { version } }, endpoint);

/** Saves a new version (with an Idempotency-Key, so a retried request saves one). */
export const postJsonConfig = (http: HttpClient, endpoint: ServiceEndpoint, body: JsonConfigChange, idempotencyKey: string) =>
  http.send(platformConfiguration.updateJsonConfig, { body, idempotencyKey }, endpoint);
