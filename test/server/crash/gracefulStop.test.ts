/**
 * SIGTERM drains (issue #16, src/server/shutdown.ts): a report request is held in its render
 * (crashableServer.ts `HOLD_RENDERS`) when the server process gets SIGTERM. The listener closes
 * at once (a new connection is refused) while the request goes on; released, it answers its
 * normal 201 with the charged report; the process then closes the database (PGlite's close and
 * the DATA_DIR lock's release, or the pool's end) and exits 0; and after a restart the report is
 * stored and downloadable. On the embedded database always, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { createScratchPostgres } from '../support/scratchPostgres';
import { scoredAssessment, type ServerProcess, signInOver, startServer } from './serverProcess';

jest.setTimeout(180_000);

interface Engine {
  env: Record<string, string>;
  /** Whether what a clean close leaves is there: for the embedded database, no lock. */
  closedCleanly(): boolean;
  dispose(): Promise<void>;
}

function pgliteEngine(): Engine {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qg-drain-'));
  return {
    env: { DATA_DIR: dataDir },
    closedCleanly: () => !existsSync(path.join(dataDir, 'server.lock')),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const engines: [string, () => Promise<Engine>][] = [['the embedded database', async () => pgliteEngine()]];
const adminUrl = process.env['TEST_DATABASE_URL'];
if (adminUrl) {
  engines.push([
    'PostgreSQL',
    async () => {
      const scratch = await createScratchPostgres(adminUrl, 'qg_drain');
      // Nothing to see on the server: a process's connections end with it either way. Exit code 0
      // says the close, the pool's end included, went through.
      return { env: { DATABASE_URL: scratch.url }, closedCleanly: () => true, dispose: () => scratch.drop() };
    },
  ]);
}

/** Whether a TCP connection to the port is refused (nothing listens); an accepted one is closed at once. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

async function untilRefused(port: number): Promise<void> {
  for (let tries = 0; tries < 300; tries += 1) {
    if (await refused(port)) return;
    await sleep(50);
  }
  throw new Error(`Port ${port} still accepts connections.`);
}

describe.each(engines)('SIGTERM with a request in flight, on %s', (_name, open) => {
  let engine: Engine;
  const running: ServerProcess[] = [];
  const start = async (env: Record<string, string> = {}): Promise<ServerProcess> => {
    const server = await startServer({ ...engine.env, ...env });
    running.push(server);
    return server;
  };

  beforeAll(async () => {
    engine = await open();
  });
  afterAll(async () => {
    await Promise.all(running.map((server) => server.kill()));
    await engine.dispose();
  });

  it('finishes the request in flight, refuses new connections, closes the database and exits 0; the data is there after a restart', async () => {
    const server = await start({ HOLD_RENDERS: '1' });
    const api = await signInOver(server.baseUrl, 'examiner');
    const assessment = await scoredAssessment(api);

    const inFlight = api('POST', `/assessment-facade/assessments/${assessment.id}/reports`, { reportType: 'score' });
    await server.printed(/render held/);
    server.child.kill('SIGTERM');
    await untilRefused(server.port);

    // The render goes on: the request ends with its normal answer.
    server.child.kill('SIGUSR2');
    const answer = await inFlight;
    expect(answer.status).toBe(201);
    // It also ends its keep-alive connection, which the close would otherwise wait for (72 s).
    expect(answer.headers.get('connection')).toBe('close');
    const report = (await answer.json()) as { id: number; assessmentId: number; reportType: string };
    expect(report).toMatchObject({ assessmentId: assessment.id, reportType: 'score' });

    expect(await server.ended).toEqual({ code: 0, signal: null });
    // The embedded database's lock was released: nothing for the next start to take over.
    expect(engine.closedCleanly()).toBe(true);

    const restarted = await start();
    const again = await signInOver(restarted.baseUrl, 'examiner');
    const history = await again('GET', `/assessment-facade/reports?assessmentId=${assessment.id}`);
    expect(history.status).toBe(200);
    expect(await history.json()).toEqual([report]);
    const pdf = await again('GET', `/assessment-facade/reports/${report.id}/download`);
    expect(pdf.status).toBe(200);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
    await restarted.stop();
    expect(await restarted.ended).toEqual({ code: 0, signal: null });
  });
});
