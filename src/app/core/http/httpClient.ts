/**
 * The one http client of the SPA: the request of an operation (src/client, shared with the
 * player: URL, bearer token, CSRF header, Idempotency-Key), retries, and problem details turned
 * into a thrown {@link ApiError}.
 * It holds no state: the saga passes the current endpoint and token in on every call, so a
 * refreshed token is used at once (STYLE: always select the current token).
 */
import fetchRetry from 'fetch-retry';
import { CANCEL } from 'redux-saga';
import type { AnyOperation, BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../../contract/operation';
import { operationRequest } from '../../../client/operationRequest';
import { ApiError, appErrorOfResponse } from '../../../client/appError';

/** Where the services are and who calls them. */
export interface ServiceEndpoint {
  /** Services host plus context root (`/qg-services`, or `https://host/qg-services`). */
  baseUrl: string;
  /** The current access token, or `null` when there is none. */
  token: string | null;
}

/** The parts of one call of an operation. */
export interface OperationRequest<O extends AnyOperation> {
  params?: ParamsOf<O>;
  query?: QueryOf<O>;
  body?: BodyOf<O>;
  /** Required by convention on POST: generated once by the saga so a retried submit reuses it. */
  idempotencyKey?: string;
}

/** The http client sagas receive from the context. */
export interface HttpClient {
  /** Calls an operation of the contract and answers its parsed response. */
  send<O extends AnyOperation>(operation: O, request: OperationRequest<O>, endpoint: ServiceEndpoint): Promise<ResponseOf<O>>;
  /** GETs a JSON document outside the services (the app configuration). */
  getJson(url: string): Promise<unknown>;
}

/** What the client needs from the browser. */
export interface HttpClientDeps {
  fetch: typeof fetch;
  readCookie: (name: string) => string | undefined;
  /** Delay before retry number `attempt` (0-based); exponential backoff unless a test says otherwise. */
  retryDelayMs?: (attempt: number) => number;
}

/** Retries after the first try, for network errors and gateway statuses. */
export const MAX_RETRIES = 3;
/** Only idempotent methods are retried: a retried POST could apply twice where no key protects it. */
const RETRY_METHODS = new Set(['GET', 'PUT', 'DELETE']);
const RETRY_STATUSES = new Set([502, 503, 504]);
const backoff = (attempt: number): number => 300 * 2 ** attempt;

const isAbort = (error: Error): boolean => error.name === 'AbortError';

/** Builds the http client over a fetch function. */
export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const retryDelay = deps.retryDelayMs ?? backoff;

  async function request(url: string, init: RequestInit): Promise<Response> {
    const method = init.method ?? 'GET';
    const retryingFetch = fetchRetry(deps.fetch);
    const response: Response = await retryingFetch(url, {
      ...init,
      retryDelay: (attempt: number) => retryDelay(attempt),
      retryOn: (attempt: number, error: Error | null, res: Response | null) =>
        attempt < MAX_RETRIES &&
        RETRY_METHODS.has(method) &&
        (error ? !isAbort(error) : res !== null && RETRY_STATUSES.has(res.status)),
    });
    if (!response.ok) throw new ApiError(await appErrorOfResponse(response));
    return response;
  }

  function cancellable<T>(run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const controller = new AbortController();
    // redux-saga calls [CANCEL] when the calling saga is cancelled (takeLatest, logout): abort the fetch.
    return Object.assign(run(controller.signal), { [CANCEL]: () => controller.abort() });
  }

  return {
    send(operation, call, endpoint) {
      const { url, init } = operationRequest(operation, call, { baseUrl: endpoint.baseUrl, token: endpoint.token, readCookie: deps.readCookie });
      return cancellable(async (signal) => {
        const response = await request(url, { ...init, signal });
        return (await parse(operation, response)) as ResponseOf<typeof operation>;
      });
    },
    getJson(url) {
      return cancellable(async (signal) => {
        const response = await request(url, { method: 'GET', headers: { Accept: 'application/json' }, signal });
        return (await response.json()) as unknown;
      });
    },
  };
}

async function parse(operation: AnyOperation, response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  if (operation.response === 'text') return response.text();
  if (operation.response === 'pdf' || operation.response === 'zip' || operation.response === 'file') return response.blob();
  return response.json();
}

