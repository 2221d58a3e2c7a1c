/**
 * Two servers on one database, the examiner connected to one and the examinee to the other:
 * pushes, answers and signalling cross between them only through the database's LISTEN/NOTIFY.
 *
 * On PostgreSQL (TEST_DATABASE_URL) they are two real OS processes (`npx tsx src/server/main.ts`,
 * as `npm start` runs it) on a fresh database of this file; the test reaches them only over HTTP
 * and WebSocket, and writes the session's rows straight into the database. On PGlite, which one
 * process opens, they are two server instances in this jest process (each its own hub and bus)
 * sharing the embedded instance.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/server/app';
import { keysFromSecret } from '../../src/server/auth/keys';
import { type Database, openPostgres, pgliteDatabase } from '../../src/server/db/client';
import { assessments } from '../../src/server/db/schema';
import { examineeSocket, examinerSocket, is, makeLiveWorld } from './support/liveWorld';
import { signIn, type TestSession } from './support/session';
import { testConfig } from './support/testApp';
import { openWorkerPglite } from './support/workerPglite';
import { signInOverHttp } from '../support/httpSignIn';
import { freePort, type ServerProcess, startServerProcess } from '../support/serverProcess';

// A process start (tsx compiling the server, migrating, seeding, on the first start building the
// SPA) takes 10-40 s on a loaded machine; the hooks and the test get room for that.
const START_TIMEOUT_MS = 240_000;
jest.setTimeout(600_000);

const adminUrl = process.env['TEST_DATABASE_URL'];
const dbName = `qg_test_live2_${process.pid}_${randomBytes(3).toString('hex')}`;
const jwtSecret = 'live-two-processes-secret-0123456789abcdef';

/** What the test needs of the two servers, whichever kind they are. */
interface Servers {
  /** `ws://` bases of the first and the second server. */
  bases: [string, string];
  /** A database handle of this jest process (on PGlite, the first instance's). */
  db: Database;
  /** What makeLiveWorld signs the live cookie with. */
  cookieSigner: FastifyInstance | Buffer;
  /** Signs the demo examiner in on the first server. */
  signInExaminer(): Promise<TestSession>;
  close(): Promise<void>;
}

let servers: Servers | undefined;

async function admin(statement: string): Promise<void> {
  if (!adminUrl) return;
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Signs in over HTTP; the sockets present only the access token. */
async function examinerOverHttp(base: string): Promise<TestSession> {
  const { token } = await signInOverHttp(base, 'examiner');
  return { token, refreshToken: '', sessionCookie: '', xsrf: '' };
}

/** Two `npm start` processes on a fresh PostgreSQL database. */
async function startProcesses(url: string): Promise<Servers> {
  await admin(`CREATE DATABASE "${dbName}"`);
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${dbName}`;
  const processes: ServerProcess[] = [];
  let db: Database | undefined;
  const close = async (): Promise<void> => {
    await Promise.all(processes.map((server) => server.stop()));
    await db?.close();
    await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
  };
  try {
    // One after the other: the first process migrates and seeds the fresh database (and builds the
    // SPA if it is missing); two starting at once would wait on each other's startup lock anyway.
    for (let index = 0; index < 2; index++) {
      const port = await freePort();
      const server = startServerProcess(port, {
        DATABASE_URL: databaseUrl.toString(),
        PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
        // The sockets and the API are what this test needs; building the SPA here would cost minutes.
        BUILD_SPA: 'false',
        JWT_SECRET: jwtSecret,
        RENDER_THREADS: '1',
      });
      processes.push(server);
      await server.ready(START_TIMEOUT_MS);
    }
    db = await openPostgres(databaseUrl.toString(), 2);
  } catch (error) {
    await close();
    throw error;
  }
  const [first, second] = processes.map((server) => `ws://127.0.0.1:${server.port}`);
  if (!first || !second) throw new Error('Two processes expected.');
  return {
    bases: [first, second],
    db,
    cookieSigner: (await keysFromSecret(Buffer.from(jwtSecret, 'utf8'))).cookie,
    signInExaminer: () => examinerOverHttp(first.replace(/^ws/, 'http')),
    close,
  };
}

/** Two server instances in this process, sharing the embedded PGlite instance. */
async function startInstances(): Promise<Servers> {
  const client = await openWorkerPglite();
  // The embedded database is closed once, by the first instance.
  const databases = [pgliteDatabase(client), { ...pgliteDatabase(client), close: async () => undefined }];
  const apps: FastifyInstance[] = [];
  const bases: string[] = [];
  for (const database of databases) {
    const app = await buildApp({ config: testConfig({ jwtSecret }), database });
    apps.push(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    bases.push(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
  const [first, second] = bases;
  const [firstApp] = apps;
  const [firstDatabase] = databases;
  if (!first || !second || !firstApp || !firstDatabase) throw new Error('Two instances expected.');
  return {
    bases: [first, second],
    db: firstDatabase,
    cookieSigner: firstApp,
    signInExaminer: () => signIn(firstApp, 'examiner'),
    close: async () => {
      for (const app of [...apps].reverse()) await app.close();
    },
  };
}

beforeAll(async () => {
  servers = adminUrl ? await startProcesses(adminUrl) : await startInstances();
}, 2 * START_TIMEOUT_MS + 60_000);
afterAll(async () => {
  await servers?.close();
}, 120_000);

it(`crosses push, answer and signalling between two ${adminUrl ? 'processes' : 'instances'}`, async () => {
  if (!servers) throw new Error('The servers did not start.');
  const { bases, db, cookieSigner } = servers;
  const [firstBase, secondBase] = bases;
  const world = await makeLiveWorld(cookieSigner, db.db, new Date());
  const teacher = examinerSocket(firstBase, world.sessionId, await servers.signInExaminer());
  await teacher.next(is.welcome);
  const child = examineeSocket(secondBase, world.cookie);
  await child.next(is.welcome);
  // The examiner hears of the examinee's join, which happened on the other server.
  await teacher.next(is.event('participant.joined'), 1);

  const phq9 = world.assessments['phq9'] ?? 0;
  teacher.send({ type: 'show', step: { kind: 'item', assessmentId: phq9, itemId: 'phq9_4' } });
  expect((await child.next(is.event('step.shown'))).content).toMatchObject({ kind: 'item', number: 4 });

  child.send({ type: 'answer', assessmentId: phq9, itemId: 'phq9_4', value: 3 });
  expect((await teacher.next(is.event('item.answered'))).event).toMatchObject({ itemId: 'phq9_4', value: 3, by: 'examinee' });
  const [row] = await db.db.select({ responses: assessments.responses }).from(assessments).where(eq(assessments.id, phq9));
  expect(row?.responses).toEqual({ phq9_4: 3 });

  teacher.send({ type: 'signal', data: { kind: 'offer', sdp: 'v=0 offer' } });
  expect(await child.next(is.signal)).toMatchObject({ from: 'examiner', data: { kind: 'offer', sdp: 'v=0 offer' } });
  child.send({ type: 'signal', data: { kind: 'media', audio: true, video: false } });
  expect(await teacher.next(is.signal)).toMatchObject({ from: 'examinee', data: { kind: 'media', audio: true, video: false } });
  await Promise.all([teacher.close(), child.close()]);
});
