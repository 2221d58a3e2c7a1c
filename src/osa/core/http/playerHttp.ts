/**
 * The player's http client: URLs from the contract, JSON in and out, the page's own cookies
 * (`credentials: 'same-origin'`: the HttpOnly player cookie), and problem details turned into a
 * thrown {@link PlayerApiError}. It never retries by itself: the sagas decide when to try again
 * (after the browser's `online` event), so an answer is never sent twice out of order.
 */
import { CSRF_COOKIE, CSRF_HEADER } from '../../../contract/cookies';
import { type AnyOperation, type BodyOf, operationPath, type ParamsOf, type ResponseOf } from '../../../contract/operation';
import { PROBLEM_CONTENT_TYPE, PROBLEMS, type ProblemCode, type ProblemDetails } from '../../../contract/problem';
import { PlayerApiError, type PlayerFailure } from './playerFailure';

/** The parts of one call. */
export interface PlayerRequest<O extends AnyOperation> {
  params?: ParamsOf<O>;
  body?: BodyOf<O>;
}

/** The http client the sagas receive from the context. */
export interface PlayerHttp {
  /**
   * Calls a player operation at `baseUrl` (services host plus context root) and answers its parsed JSON.
   * @throws PlayerApiError for an answer that is not a success; TypeError when the server was not reached.
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

const isProblemCode = (code: unknown): code is ProblemCode => typeof code === 'string' && code in PROBLEMS;

async function failureOf(response: Response): Promise<PlayerFailure> {
  const type = response.headers.get('Content-Type') ?? '';
  if (type.includes(PROBLEM_CONTENT_TYPE) || type.includes('application/json')) {
    try {
      const problem = (await response.json()) as Partial<ProblemDetails>;
      if (problem && isProblemCode(problem.code)) return { code: problem.code, status: response.status, detail: problem.detail ?? null };
    } catch {
      // A broken body still has a status to report.
    }
  }
  const known = (Object.keys(PROBLEMS) as ProblemCode[]).find((code) => PROBLEMS[code].status === response.status);
  return { code: known ?? 'unexpected', status: response.status, detail: null };
}

/** Builds the client over a fetch function. */
export function createPlayerHttp(deps: PlayerHttpDeps): PlayerHttp {
  return {
    async send(operation, request, baseUrl) {
      const headers: Record<string, string> = { Accept: `application/json, ${PROBLEM_CONTENT_TYPE}` };
      if (operation.method !== 'GET') {
        headers['Content-Type'] = 'application/json';
        // Only a browser signed in to the platform too (an examiner's own device) has this cookie;
        // the server then asks for it on every write, as it does for the platform.
        const csrf = deps.readCookie(CSRF_COOKIE);
        if (csrf) headers[CSRF_HEADER] = csrf;
      }
      const url = `${baseUrl}${operationPath(operation, request.params ?? {})}`;
      const response = await deps.fetch(url, {
        method: operation.method,
        headers,
        credentials: 'same-origin',
        ...(operation.method !== 'GET' ? { body: JSON.stringify(request.body ?? {}) } : {}),
      });
      if (!response.ok) throw new PlayerApiError(await failureOf(response));
      return (await response.json()) as ResponseOf<typeof operation>;
    },
    async getJson(url) {
      const response = await deps.fetch(url, { headers: { Accept: 'application/json' }, credentials: 'same-origin' });
      if (!response.ok) throw new PlayerApiError(await failureOf(response));
      return (await response.json()) as unknown;
    },
  };
}
