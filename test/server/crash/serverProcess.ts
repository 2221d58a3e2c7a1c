/**
 * A server in a child process (crashableServer.ts) that a test can kill with SIGKILL, and an
 * HTTP client that signs in to it as a browser does.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { CSRF_COOKIE, SESSION_COOKIE } from '../../../src/contract/cookies';
import type { Assessment } from '../../../src/domain/assessment';
import type { Examinee } from '../../../src/domain/examinee';
import { signInOverHttp } from '../../support/httpSignIn';
import { examineeBody, phq9Responses } from '../support/fixtures';

/** How a process ended. */
export interface Ending {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** A running server process. */
export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** The port it listens on (127.0.0.1). */
  port: number;
  /** Resolves once the process has printed a line matching `pattern` (printed before or after the call). */
  printed(pattern: RegExp): Promise<void>;
  /** Resolves when the process has ended, with its exit code or the signal that ended it. */
  ended: Promise<Ending>;
  /** Ends the process at once, as a power cut or the kernel's OOM killer would, and waits for its end. */
  kill(): Promise<void>;
  /** Stops the process gracefully (SIGTERM) and waits for its end. */
  stop(): Promise<void>;
}

const SCRIPT = path.join(__dirname, 'crashableServer.ts');

const ended = (child: ChildProcess): Promise<void> =>
  child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((resolve) => child.once('exit', () => resolve()));

/**
 * Starts the server with `env` added to this process's environment (DATABASE_URL or DATA_DIR).
 * @throws Error with the child's output when it exits before listening.
 */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    cwd: path.join(__dirname, '../../..'),
    env: { ...process.env, ...env, NODE_ENV: 'test' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const ending = new Promise<Ending>((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  const printed = (pattern: RegExp) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return;
        child.stdout?.off('data', check);
        resolve();
      };
      child.stdout?.on('data', check);
      void ending.then(() => reject(new Error(`The server ended without printing ${pattern}:\n${output}`)));
      check();
    });
  return new Promise((resolve, reject) => {
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (port === undefined) return;
      resolve({
        child,
        baseUrl: `http://127.0.0.1:${port}`,
        port: Number(port),
        printed,
        ended: ending,
        kill: async () => {
          child.kill('SIGKILL');
          await ended(child);
        },
        stop: async () => {
          child.kill('SIGTERM');
          await ended(child);
        },
      });
    });
    child.once('exit', (code) => reject(new Error(`The server exited (${code}) before listening:\n${output}`)));
  });
}

/** A signed-in API client: `call(method, path under /qg-services, body?, headers?)`. */
export type ApiClient = (method: string, url: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;

/**
 * Signs in through the login form (password `<userName>-demo`) and answers an API client that
 * sends what the SPA sends: the bearer token, the session and CSRF cookies, the CSRF header.
 * @throws Error when the sign-in does not set the cookies.
 */
export async function signInOver(baseUrl: string, userName: string): Promise<ApiClient> {
  const { token, sessionCookie: session, xsrf } = await signInOverHttp(baseUrl, userName);
  return (method, url, body, headers = {}) =>
    fetch(`${baseUrl}/qg-services${url}`, {
      method,
      headers: {
        authorization: `Bearer ${decodeURIComponent(token)}`,
        cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${xsrf}`,
        'x-xsrf-token': decodeURIComponent(xsrf),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
}

/** Creates a scored PHQ-9 of a new examinee, as the examiner. */
export async function scoredAssessment(api: ApiClient): Promise<Assessment> {
  const examinerId = ((await (await api('GET', '/account/users/self/preferences')).json()) as { userId: number }).userId;
  const examinee = (await (await api('POST', '/assessment-facade/examinees', examineeBody())).json()) as Examinee;
  const created = (await (
    await api('POST', '/assessment-facade/assessments', { examineeRecordId: examinee.id, productId: 'phq9', administrationDate: '2024-05-06', examinerId })
  ).json()) as Assessment;
  const saved = await api('PUT', `/assessment-facade/assessments/${created.id}`, {
    version: created.version,
    responses: phq9Responses([1, 2, 1, 0, 3, 1, 2, 1, 0], 2),
    administrationDate: '2024-05-06',
    examinerId,
    status: 'scored',
  });
  if (saved.status !== 200) throw new Error(`Saving the assessment answered ${saved.status}: ${await saved.text()}`);
  return (await saved.json()) as Assessment;
}
