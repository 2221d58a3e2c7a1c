/**
 * @jest-environment node
 */
// Node's fetch Response stands in for the browser's; the client is the real one.
import { playerSaveResponse, playerState } from '../../src/contract/services/player';
import { createPlayerHttp } from '../../src/osa/core/http/playerHttp';
import { ApiError, toAppError } from '../../src/client/appError';

/** A fetch that records its calls and answers `response`. */
function recordingFetch(response: () => Response) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return response();
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe('the player http client', () => {
  it('sends a mutating call as JSON with the page’s cookies, at the services address', async () => {
    const { fetch, calls } = recordingFetch(() => new Response(JSON.stringify({ assessmentId: 41, itemId: 'q1', version: 4 }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const http = createPlayerHttp({ fetch, readCookie: () => undefined });
    const saved = await http.send(playerSaveResponse, { params: { assessmentId: 41, itemId: 'q1' }, body: { value: 2, version: 3 } }, '/qg-services');
    expect(saved).toEqual({ assessmentId: 41, itemId: 'q1', version: 4 });
    expect(calls).toEqual([
      {
        url: '/qg-services/assessment-facade/osa/assessments/41/responses/q1',
        init: {
          method: 'PUT',
          headers: { Accept: 'application/json, application/problem+json', 'Content-Type': 'application/json' },
          credentials: 'same-origin',
          body: JSON.stringify({ value: 2, version: 3 }),
        },
      },
    ]);
  });

  it('sends a GET without a body, and the platform’s CSRF header only on writes where its cookie exists', async () => {
    const { fetch, calls } = recordingFetch(() => new Response('{}', { status: 200 }));
    const http = createPlayerHttp({ fetch, readCookie: (name) => (name === 'XSRF-TOKEN' ? 'csrf-1' : undefined) });
    await http.send(playerState, {}, '/qg-services');
    await http.send(playerSaveResponse, { params: { assessmentId: 41, itemId: 'q1' }, body: { value: null, version: 3 } }, '/qg-services');
    expect(calls[0]?.init).toEqual({ method: 'GET', headers: { Accept: 'application/json, application/problem+json' }, credentials: 'same-origin' });
    expect(calls[1]?.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'csrf-1' });
  });

  it('throws a problem as its code, status and detail; a failed fetch is a network failure', async () => {
    const problem = { type: 'urn:qg:problem:linkNotYetOpen', title: 'This link is not open yet.', status: 403, code: 'linkNotYetOpen', detail: '2030-05-01T08:00:00.000Z' };
    const { fetch } = recordingFetch(() => new Response(JSON.stringify(problem), { status: 403, headers: { 'Content-Type': 'application/problem+json' } }));
    const error: unknown = await createPlayerHttp({ fetch, readCookie: () => undefined }).send(playerState, {}, '/qg-services').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(toAppError(error)).toEqual({ code: 'linkNotYetOpen', message: '2030-05-01T08:00:00.000Z', status: 403, fieldErrors: {}, detail: '2030-05-01T08:00:00.000Z' });
    expect(toAppError(new TypeError('Failed to fetch'))).toMatchObject({ code: 'network', status: 0 });
  });
});
