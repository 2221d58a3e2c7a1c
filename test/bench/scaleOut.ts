/**
 * Scale-out (issue #21): throughput of the identity call served by one `npm start` process and by
 * two on one PostgreSQL database behind a round-robin proxy (test/support/roundRobinProxy.ts, in
 * this process). The proxy costs a hop of its own, so one process is measured both directly and
 * behind it: two processes compare with one behind the same proxy. Run by run.ts when
 * BENCH_DATABASE_URL is set; the processes run on a scratch database made there.
 */
import autocannon from 'autocannon';
import { cookieName, OAUTH_TOKEN_COOKIE } from '../../src/contract/cookies';
import { createScratchPostgres } from '../server/support/scratchPostgres';
import { startRoundRobinProxy } from '../support/roundRobinProxy';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess';
import type { BenchRow } from './table';

const IDENTITY = '/qg-services/account/users/self/preferences?addOnPermissions=true';
const START_TIMEOUT_MS = 240_000;

/** The value of a cookie among a response's Set-Cookie headers. */
function setCookie(response: Response, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const at = pair?.indexOf('=') ?? -1;
    if (pair && at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/** The demo examiner's access token, signed in through the login form over HTTP as a browser does. */
async function examinerToken(base: string): Promise<string> {
  const page = await fetch(`${base}/legacy/login`);
  const formToken = /name="formToken" value="([^"]+)"/.exec(await page.text())?.[1];
  const formCookie = setCookie(page, 'qg_login_form');
  if (!formToken || !formCookie) throw new Error('The login page has no form token.');
  const response = await fetch(`${base}/legacy/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `qg_login_form=${formCookie}` },
    body: new URLSearchParams({ userName: 'examiner', password: 'examiner-demo', formToken }).toString(),
  });
  const token = setCookie(response, cookieName(OAUTH_TOKEN_COOKIE, false));
  if (response.status !== 303 || !token) throw new Error(`The examiner's sign-in failed: ${response.status}`);
  return token;
}

/**
 * Loads the identity call for `seconds` with `connections` connections: through one process
 * directly, one behind the proxy, and two behind it.
 * @param adminUrl a PostgreSQL server where a scratch database may be made (BENCH_DATABASE_URL).
 * @returns three rows: requests per second, p50/p99 latency in ms, and how the requests were shared.
 */
export async function benchScaleOut(seconds: number, connections: number, adminUrl: string): Promise<BenchRow[]> {
  const scratch = await createScratchPostgres(adminUrl, 'qg_bench_scale');
  const servers: ServerProcess[] = [];
  const rows: BenchRow[] = [];
  try {
    const env = { DATABASE_URL: scratch.url, BUILD_SPA: 'false', RENDER_THREADS: '1', TRUST_PROXY: 'true' };
    const ports = [await freePort(), await freePort()];
    servers.push(...ports.map((port) => startServerProcess(port, env)));
    await Promise.all(servers.map((server) => server.ready(START_TIMEOUT_MS)));
    const token = await examinerToken(`http://127.0.0.1:${ports[0]}`);
    const load = async (base: string) =>
      autocannon({ url: `${base}${IDENTITY}`, connections, duration: seconds, headers: { authorization: `Bearer ${token}` } });
    const row = (name: string, result: autocannon.Result, shared: string): BenchRow => ({
      measure: `Scale-out: identity, ${name}`,
      value: `${Math.round(result.requests.average)} req/s; p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
      detail: `PostgreSQL, ${connections} connections, ${seconds} s, ${result.non2xx} non-2xx, ${result.errors} errors${shared}`,
    });

    rows.push(row('one process, direct', await load(`http://127.0.0.1:${ports[0]}`), ''));
    for (const backends of [ports.slice(0, 1), ports]) {
      const proxy = await startRoundRobinProxy(backends);
      try {
        const result = await load(proxy.url);
        rows.push(row(`${backends.length === 1 ? 'one process' : 'two processes'} behind the round-robin proxy`, result, `; served ${proxy.served().join(' / ')}`));
      } finally {
        await proxy.close();
      }
    }
    return rows;
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await scratch.drop();
  }
}
