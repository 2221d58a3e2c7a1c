/**
 * The player's http client: the request of an operation (src/client, shared with the SPA), JSON
 * in and out, the page's own cookies (`credentials: 'same-origin'`: the HttpOnly player cookie), and problem details turned into a
 * thrown {@link ApiError} (src/client, as the SPA's). It never retries by itself: the sagas decide when to try again
 * (after the browser's `online` event), so an answer is never sent twice out of order.
 */
import { operationRequest } from '../../../client/operationRequest';
import type { AnyOperation, BodyOf, ParamsOf, ResponseOf } from '../../../contract/operation';
import { ApiError, appErrorOfResponse } from '../../../client/appError';

/** The parts of one call. */
export interface PlayerRequest<O extends AnyOperation> {
  params?: ParamsOf<O>;
  body?: BodyOf<O>;
}

/** The http client the sagas receive from the context. */
export interface PlayerHttp {
  /**
   * Calls a player operation at `baseUrl` (services host plus context root) and answers its parsed JSON.
   * @throws ApiError for an answer that is not a success; TypeError when the server was not reached.
   */
  send<O extends AnyOperation>(operation: O, request: PlayerRequest<O>, baseUrl: string): Promise<ResponseOf<O>>;
  /** GETs a JSON document outside the services (the app configuration). */
  getJson(url: string): Promise<unknown>;
}

/** What the client needs from the browser. */
export interface PlayerHttpDeps {
  fetch: typeof fetch;
  readCookie: (name: string) => string | undefined;
}


/** Builds the client over a fetch function. */
export function createPlayerHttp(deps: PlayerHttpDeps): PlayerHttp {
  return {
    async send(operation, request, baseUrl) {
      // Every write carries a JSON body, `{}` when it has nothing to say.
      const body = operation.method !== 'GET' ? (request.body ?? {}) : undefined;
      const { url, init } = operationRequest(operation, { ...(request.params ? { params: request.params } : {}), body }, { baseUrl, readCookie: deps.readCookie });
      const response = await deps.fetch(url, init);
      if (!response.ok) throw new ApiError(await appErrorOfResponse(response));
      return (await response.json()) as ResponseOf<typeof operation>;
    },
    async getJson(url) {
      const response = await deps.fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      if (!response.ok) throw new ApiError(await appErrorOfResponse(response));
      return (await response.json()) as unknown;
    },
  };
}
