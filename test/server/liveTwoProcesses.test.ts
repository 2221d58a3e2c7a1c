/**
 * Two server instances on one database, the examiner connected to one and the examinee to the
 * other: pushes, answers and signalling cross between them only through the database's
 * LISTEN/NOTIFY (each instance has its own hub, its own bus and, on PostgreSQL, its own pool and
 * its own listening connection). On PostgreSQL (TEST_DATABASE_URL) the database is a fresh one of
 * this file; on PGlite, which one process opens, the two instances share the embedded instance.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../../src/server/app';
import { type Database, openPostgres, pgliteDatabase } from '../../src/server/db/client';
import { assessments } from '../../src/server/db/schema';
import { examineeSocket, examinerSocket, is, makeLiveWorld } from './support/liveWorld';
import { signIn } from './support/session';
import { testConfig } from './support/testApp';
import { openWorkerPglite } from './support/workerPglite';

jest.setTimeout(180_000);

const adminUrl = process.env['TEST_DATABASE_URL'];
const dbName = `qg_test_live2_${process.pid}_${randomBytes(3).toString('hex')}`;
let databases: Database[];
let apps: FastifyInstance[];
let bases: string[];

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

async function openTwo(): Promise<Database[]> {
  if (adminUrl) {
    await admin(`CREATE DATABASE "${dbName}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    return [await openPostgres(url.toString(), 4), await openPostgres(url.toString(), 4)];
  }
  const client = await openWorkerPglite();
  // The embedded database is closed once, by the first instance.
  return [pgliteDatabase(client), { ...pgliteDatabase(client), close: async () => undefined }];
}

beforeAll(async () => {
  databases = await openTwo();
  apps = [];
  for (const database of databases) apps.push(await buildApp({ config: testConfig({ jwtSecret: 'live-two-processes-secret-0123456789abcdef' }), database }));
  bases = [];
  for (const app of apps) {
    await app.listen({ port: 0, host: '127.0.0.1' });
    bases.push(`ws://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  }
});
afterAll(async () => {
  for (const app of [...apps].reverse()) await app.close();
  await admin(`DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
});

it('crosses push, answer and signalling between two instances', async () => {
  const [first, second] = apps;
  const [firstBase, secondBase] = bases;
  const firstDb = databases[0]?.db;
  if (!first || !second || !firstBase || !secondBase || !firstDb) throw new Error('Two instances expected.');
  const world = await makeLiveWorld(first, firstDb, new Date());
  const teacher = examinerSocket(firstBase, world.sessionId, await signIn(first, 'examiner'));
  await teacher.next(is.welcome);
  const child = examineeSocket(secondBase, world.cookie);
  await child.next(is.welcome);
  // The examiner hears of the examinee's join, which happened on the other instance.
  await teacher.next(is.event('participant.joined'), 1);

  const phq9 = world.assessments['phq9'] ?? 0;
  teacher.send({ type: 'show', step: { kind: 'item', assessmentId: phq9, itemId: 'phq9_4' } });
  expect((await child.next(is.event('step.shown'))).content).toMatchObject({ kind: 'item', number: 4 });

  child.send({ type: 'answer', assessmentId: phq9, itemId: 'phq9_4', value: 3 });
  expect((await teacher.next(is.event('item.answered'))).event).toMatchObject({ itemId: 'phq9_4', value: 3, by: 'examinee' });
  const [row] = await firstDb.select({ responses: assessments.responses }).from(assessments).where(eq(assessments.id, phq9));
  expect(row?.responses).toEqual({ phq9_4: 3 });

  teacher.send({ type: 'signal', data: { kind: 'offer', sdp: 'v=0 offer' } });
  expect(await child.next(is.signal)).toMatchObject({ from: 'examiner', data: { kind: 'offer', sdp: 'v=0 offer' } });
  child.send({ type: 'signal', data: { kind: 'media', audio: true, video: false } });
  expect(await teacher.next(is.signal)).toMatchObject({ from: 'examinee', data: { kind: 'media', audio: true, video: false } });
  await Promise.all([teacher.close(), child.close()]);
});
