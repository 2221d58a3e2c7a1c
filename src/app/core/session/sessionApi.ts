import * as account from '../../../contract/services/account';
import type { KeepAliveStatus, TokenPair } from '../../../contract/types';
import type { UserIdentity } from '../../../domain/identity';
import type { HttpClient, ServiceEndpoint } from '../http/httpClient';

/** The user identity with preferences and add-on permissions (account.getSelfPreferences). */
export const fetchIdentity = (http: HttpClient, endpoint: ServiceEndpoint): Promise<UserIdentity> =>
  http.send(account.getSelfPreferences, { query: { addOnPermissions: true } }, endpoint);

/** Exchanges the refresh token for a new pair (keepAlive.token). */
export const refreshTokenPair = (
  http: HttpClient,
  endpoint: ServiceEndpoint,
  refreshToken: string,
  idempotencyKey: string,
): Promise<TokenPair> => http.send(account.keepAliveToken, { body: { refreshToken }, idempotencyKey }, endpoint);

/** Reports the user's activity; answers the session's limits (keepAlive.ping). No Idempotency-Key: a replayed answer would be stale. */
export const sendKeepAlivePing = (http: HttpClient, endpoint: ServiceEndpoint): Promise<KeepAliveStatus> =>
  http.send(account.keepAlivePing, {}, endpoint);

/**
 * Ends the session on the server (keepAlive.signOut): its answer also clears the site's cookies
 * and storage (Clear-Site-Data). No Idempotency-Key: once the session has ended, a retry is a 401.
 */
export const endServerSession = (http: HttpClient, endpoint: ServiceEndpoint): Promise<undefined> =>
  http.send(account.keepAliveSignOut, {}, endpoint);
