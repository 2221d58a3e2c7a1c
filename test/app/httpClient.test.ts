/**
 * @jest-environment node
 */
// Node's fetch Response/Headers stand in for the browser's; the client is the real one.
import { CANCEL } from 'redux-saga';
import { ApiError, toAppError } from '../../src/client/appError';
import { createHttpClient, MAX_RETRIES } from '../../src/app/core/http/httpClient';
import { account, assessments, examinees } from '../../src/contract';
import { EMPTY_EXAMINEE } from '../../src/domain/examinee';

type FetchArgs = [input: string, init: RequestInit];

function fakeFetch(...answers: (Response | Error)[]) {
  const calls: FetchArgs[] = [];
  const fetch = jest.fn(async (input: string, init: RequestInit) => {
    calls.push([input, init]);
    const answer = answers.length > 1 ? answers.shift() : answers[0];
    if (!answer) throw new Error('no answer');
    if (answer instanceof Error) throw answer;
    return answer.clone();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': type } });

const endpoint = { baseUrl: '/qg-services', token: 'tok' };
const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

describe('http client', () => {
  it('builds the URL from the contract and sends the bearer token', async () => {
    const { fetch, calls } = fakeFetch(json({ unique: true }));
    const http = createHttpClient({ fetch, readCookie: () => 'csrf', retryDelayMs: () => 0 });
    await expect(http.send(examinees.examineeIdUnique, { query: { examineeId: 'S 1' } }, endpoint)).resolves.toEqual({ unique: true });
    const [url, init] = calls[0]!;
    expect(url).toBe('/qg-services/assessment-facade/examinees/id-unique?examineeId=S+1');
    expect(init.method).toBe('GET');
    expect(headersOf(init).Authorization).toBe('Bearer tok');
    // GET carries no CSRF header.
    expect(headersOf(init)['X-XSRF-TOKEN']).toBeUndefined();
  });

  it('copies the XSRF-TOKEN cookie on non-GET relative requests and sends the Idempotency-Key on POST', async () => {
    const { fetch, calls } = fakeFetch(json({ id: 1 }, 201));
    const http = createHttpClient({ fetch, readCookie: (name) => (name === 'XSRF-TOKEN' ? 'csrf-value' : undefined), retryDelayMs: () => 0 });
    await http.send(examinees.createExaminee, { body: EMPTY_EXAMINEE, idempotencyKey: 'key-1' }, endpoint);
    const [url, init] = calls[0]!;
    expect(url).toBe('/qg-services/assessment-facade/examinees');
    expect(headersOf(init)['X-XSRF-TOKEN']).toBe('csrf-value');
    expect(headersOf(init)['Idempotency-Key']).toBe('key-1');
    expect(headersOf(init)['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init.body))).toEqual(EMPTY_EXAMINEE);
  });

  it('sends the Idempotency-Key on a PUT given one too, so a retried save is replayed', async () => {
    const { fetch, calls } = fakeFetch(json({ id: 34 }));
    const http = createHttpClient({ fetch, readCookie: () => undefined, retryDelayMs: () => 0 });
    const body = { version: 1, responses: {}, administration: {}, administrationDate: '2024-05-01', examinerId: 7, status: 'inProgress' as const };
    await http.send(assessments.saveAssessment, { params: { assessmentId: 34 }, body, idempotencyKey: 'save-1' }, endpoint);
    expect(calls[0]![1].method).toBe('PUT');
    expect(headersOf(calls[0]![1])['Idempotency-Key']).toBe('save-1');
  });

  it('does not send the CSRF cookie to another origin', async () => {
    const { fetch, calls } = fakeFetch(json({ token: 'a', refreshToken: 'b' }));
    const http = createHttpClient({ fetch, readCookie: () => 'csrf-value', retryDelayMs: () => 0 });
    await http.send(account.keepAliveToken, { body: { refreshToken: 'r' } }, { baseUrl: 'https://api.example.org/qg-services', token: null });
    expect(headersOf(calls[0]![1])['X-XSRF-TOKEN']).toBeUndefined();
    expect(headersOf(calls[0]![1]).Authorization).toBeUndefined();
  });

  it('retries GET on 502/503/504 and network errors, with backoff', async () => {
    const { fetch, calls } = fakeFetch(json({}, 503), new TypeError('Failed to fetch'), json({}, 504), json({ examinee: 1 }));
    const delays: number[] = [];
    const http = createHttpClient({ fetch, readCookie: () => undefined, retryDelayMs: (attempt) => (delays.push(attempt), 0) });
    await expect(http.send(examinees.loadExamineeAndForms, { params: { examineeRecordId: 3 } }, endpoint)).resolves.toEqual({ examinee: 1 });
    expect(calls).toHaveLength(4);
    expect(delays).toEqual([0, 1, 2]);
  });

  it(`gives up after ${MAX_RETRIES} retries`, async () => {
    const { fetch, calls } = fakeFetch(json({}, 503));
    const http = createHttpClient({ fetch, readCookie: () => undefined, retryDelayMs: () => 0 });
    const failure = await http.send(examinees.examineeHistory, { params: { examineeRecordId: 3 } }, endpoint).catch((error: unknown) => error);
    expect(calls).toHaveLength(MAX_RETRIES + 1);
    expect(toAppError(failure)).toMatchObject({ status: 503 });
  });

  it('never retries a POST', async () => {
    const { fetch, calls } = fakeFetch(json({}, 503));
    const http = createHttpClient({ fetch, readCookie: () => undefined, retryDelayMs: () => 0 });
    await expect(http.send(examinees.createExaminee, { body: EMPTY_EXAMINEE, idempotencyKey: 'k' }, endpoint)).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('turns problem details into an ApiError with field errors', async () => {
    const problem = {
      type: 'urn:qg:problem:validation',
      title: 'The request has invalid fields.',
      status: 400,
      code: 'validation',
      errors: [
        { field: 'birthDate', message: 'The date of birth cannot be in the future.' },
        { field: 'birthDate', message: 'second message' },
      ],
    };
    const { fetch } = fakeFetch(json(problem, 400, 'application/problem+json'));
    const http = createHttpClient({ fetch, readCookie: () => undefined, retryDelayMs: () => 0 });
    const failure = await http.send(examinees.createExaminee, { body: EMPTY_EXAMINEE, idempotencyKey: 'k' }, endpoint).catch((error: unknown) => error);
    expect(toAppError(failure)).toEqual({
      code: 'validation',
      message: 'The request has invalid fields.',
      status: 400,
      fieldErrors: { birthDate: 'The date of birth cannot be in the future.' },
    });
  });

  it('reports a 401 without a body by its status', async () => {
    const { fetch } = fakeFetch(new Response('', { status: 401 }));
    const http = createHttpClient({ fetch, readCookie: () => undefined, retryDelayMs: () => 0 });
    const failure = await http.send(assessments.loadAssessmentDetails, { params: { assessmentId: 1 } }, endpoint).catch((error: unknown) => error);
    expect(toAppError(failure)).toMatchObject({ code: 'unauthenticated', status: 401 });
  });

  it('aborts the fetch when the calling saga is cancelled', async () => {
    let signal: AbortSignal | undefined;
    const fetch = ((_input: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))));
    }) as unknown as typeof globalThis.fetch;
    const http = createHttpClient({ fetch, readCookie: () => undefined, retryDelayMs: () => 0 });
    const pending = http.send(examinees.examineeHistory, { params: { examineeRecordId: 3 } }, endpoint);
    (pending as unknown as Record<string, () => void>)[CANCEL]!();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(signal?.aborted).toBe(true);
  });

  it('maps a network failure to a serializable network error', () => {
    expect(toAppError(new TypeError('Failed to fetch'))).toMatchObject({ code: 'network', status: 0, fieldErrors: {} });
  });
});
