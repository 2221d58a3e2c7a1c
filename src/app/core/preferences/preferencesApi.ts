/** Calls of the preferences feature. */
import * as account from '../../../contract/services/account';
import type { PreferencesUpdate } from '../../../domain/preferences';
import type { HttpClient, ServiceEndpoint } from '../http/httpClient';

/** Stores the user's preference changes; answers the new identity (account.updateSelfPreferences). */
export const putSelfPreferences = (http: HttpClient, endpoint: ServiceEndpoint, update: PreferencesUpdate) =>
  http.send(account.updateSelfPreferences, { body: update }, endpoint);
