/**
 * Processes started together on one PostgreSQL database (issue #21, scale-out) migrate, seed and
 * grant one after the other (src/server/db/startupLock.ts, as main.ts runs it). The PostgreSQL
 * cases run when TEST_DATABASE_URL is set (always in CI); the embedded database's case always.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { openPostgres } from '../../src/server/db/client';
import { withStartupLock } from '../../src/server/db/startupLock';
import { createScratchPostgres } from './support/scratchPostgres';
import { testConfig } from './support/testApp';

jest.setTimeout(300_000);

const adminUrl = process.env['TEST_DATABASE_URL'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('runs the start alone on the embedded database, which has no other process to wait for', async () => {
  await expect(withStartupLock(null, async () => 'started')).resolves.toBe('started');
  await expect(withStartupLock(null, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
});

if (adminUrl) {
  describe('on PostgreSQL', () => {
    it('lets one start run at a time, the next after the one before, and releases the lock on failure', async () => {
      const scratch = await createScratchPostgres(adminUrl, 'qg_startlock');
      try {
        const spans: { name: string; from: number; to: number }[] = [];
        const start = (name: string) =>
          withStartupLock(scratch.url, async () => {
            const from = Date.now();
            await sleep(300);
            spans.push({ name, from, to: Date.now() });
            return name;
          });
        await expect(Promise.all([start('a'), start('b'), start('c')])).resolves.toEqual(['a', 'b', 'c']);
        spans.sort((x, y) => x.from - y.from);
        for (let index = 1; index < spans.length; index += 1) expect(spans[index]!.from).toBeGreaterThanOrEqual(spans[index - 1]!.to);

        await expect(withStartupLock(scratch.url, () => Promise.reject(new Error('migration failed')))).rejects.toThrow('migration failed');
        await expect(withStartupLock(scratch.url, async () => 'after a failure')).resolves.toBe('after a failure');
      } finally {
        await scratch.drop();
      }
    });

    it('builds two apps started at the same moment on a new database', async () => {
      const scratch = await createScratchPostgres(adminUrl, 'qg_startboth');
      const apps: FastifyInstance[] = [];
      try {
        const results = await Promise.allSettled(
          [0, 1].map(() =>
            withStartupLock(scratch.url, async () => {
              const app = await buildApp({ config: testConfig(), database: await openPostgres(scratch.url, 4), schedules: true });
              apps.push(app);
              return app;
            }),
          ),
        );
        expect(results.map((result) => (result.status === 'rejected' ? String(result.reason) : 'built'))).toEqual(['built', 'built']);
        const probe = await openPostgres(scratch.url, 1);
        try {
          // Seeded once: one demo teacher, one master secret.
          const { rows } = await probe.executeSql("SELECT (SELECT count(*)::int FROM users WHERE username = 'teacher') AS teachers, (SELECT count(*)::int FROM server_secrets) AS secrets");
          expect(rows).toEqual([{ teachers: 1, secrets: expect.any(Number) }]);
          expect(Number(rows[0]?.['secrets'])).toBeGreaterThan(0);
        } finally {
          await probe.close();
        }
        for (const app of apps) expect((await app.inject({ method: 'GET', url: '/assets/config/config.json' })).statusCode).toBe(200);
      } finally {
        for (const app of apps) await app.close();
        await scratch.drop();
      }
    });
  });
}
