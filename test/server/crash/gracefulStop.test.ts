/**
 * SIGTERM drains (issue #16, src/server/shutdown.ts): a report request is held in its render
 * (crashableServer.ts `HOLD_RENDERS`) when the server process gets SIGTERM. The listener closes
 * at once (a new connection is refused) while the request goes on; released, it answers its
 * normal 201 with the charged report; the process then closes the database, releases the lock
 * and exits 0; and after a restart on the same DATA_DIR the report is stored and downloadable.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { scoredAssessment, type ServerProcess, signInOver, startServer } from './serverProcess';

jest.setTimeout(180_000);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'qg-drain-'));
const running: ServerProcess[] = [];
const start = async (env: Record<string, string> = {}): Promise<ServerProcess> => {
  const server = await startServer({ DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
};

afterAll(async () => {
  await Promise.all(running.map((server) => server.kill()));
  rmSync(dataDir, { recursive: true, force: true });
});

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
  // The lock was released: nothing for the next start to take over.
  expect(existsSync(path.join(dataDir, 'server.lock'))).toBe(false);

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
