/**
 * The platform's configuration through the API (issue #17): config.json is stored as versions
 * (seeded from the file), read with its history, changed only against its schema, with a reason
 * and from the current version (409 on a stale edit), audited, rolled back as a new version, and
 * served at once by the configuration route and the services that read it. Customers never reach
 * it. The two-process case is in platformConfigurationInstances.test.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { JsonConfig } from '../../src/contract/services/platformConfiguration';
import { auditLog } from '../../src/server/db/schema';
import { SEED_AUTHOR } from '../../src/server/services/platformConfiguration/currentAppConfig';
import { examineeBody } from './support/fixtures';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let staff: Api;
let admin: Api;
let examiner: Api;

const SHIPPED = JSON.parse(readFileSync(path.resolve('config/config.json'), 'utf8')) as Record<string, Record<string, unknown>>;
const REASON = 'Ticket 4711: the warning shows too late for slow readers.';
const URL = '/back-office/json-config';

/** The shipped document with the keep-alive warning's lead changed. */
const withWarningLead = (seconds: number) => ({ ...SHIPPED, qgServices: { ...SHIPPED['qgServices'], keepAlive: { warningLeadSeconds: seconds, pingIntervalSeconds: 60 } } });

const read = async (query = ''): Promise<JsonConfig> => {
  const response = await staff('GET', `${URL}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<JsonConfig>();
};
const served = async () => (await test.app.inject({ method: 'GET', url: '/assets/config/config.json' })).json<Record<string, unknown>>();
const save = (body: Record<string, unknown>) => staff('POST', URL, { reason: REASON, ...body });

beforeAll(async () => {
  test = await createTestApp();
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
});
afterAll(async () => {
  await test?.close();
});

// The tests run in order: each starts from the version the one before left current.
describe('config.json as stored versions', () => {
  it('seeds version 1 from the file on the first start and serves it', async () => {
    const config = await read();
    expect(config.currentVersion).toBe(1);
    expect(config.version).toMatchObject({ version: 1, userName: SEED_AUTHOR, restoredFrom: null, config: SHIPPED });
    expect(config.history).toEqual([expect.objectContaining({ version: 1, userName: SEED_AUTHOR })]);
    expect(await served()).toEqual(SHIPPED);
  });

  it('saves a change as the next version with who, when and why, audited, and serves it at once', async () => {
    const response = await save({ basedOnVersion: 1, config: withWarningLead(300) });
    expect(response.statusCode).toBe(201);
    const config = response.json<JsonConfig>();
    expect(config.currentVersion).toBe(2);
    expect(config.version).toMatchObject({ version: 2, userName: 'Bob Backoffice', reason: REASON, restoredFrom: null, config: withWarningLead(300) });
    expect(config.history.map((entry) => entry.version)).toEqual([2, 1]);
    expect(Date.parse(config.history[0]?.at ?? '')).not.toBeNaN();
    expect(await served()).toEqual(withWarningLead(300));
    const audited = await test.db
      .select({ entityId: auditLog.entityId, outcome: auditLog.outcome, reason: auditLog.reason })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'backOffice.updateJsonConfig'), eq(auditLog.entity, 'appConfig')));
    expect(audited).toEqual([{ entityId: '2', outcome: 'ok', reason: REASON }]);
  });

  it('keeps the keys in the order they were written', async () => {
    expect(Object.keys(await served())).toEqual(Object.keys(SHIPPED));
    expect(Object.keys(((await served())['qgServices'] ?? {}) as object)).toEqual(Object.keys(SHIPPED['qgServices'] ?? {}));
  });

  it('refuses an edit made from an older version (409) and stores nothing', async () => {
    const response = await save({ basedOnVersion: 1, config: withWarningLead(200) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict' });
    expect((await read()).currentVersion).toBe(2);
    expect(await served()).toEqual(withWarningLead(300));
  });

  it('refuses a document that breaks the schema, naming the path of each problem', async () => {
    const broken = { ...withWarningLead(300), qgServices: { host: '', contextRoot: 'qg-services', keepAlive: { warningLeadSeconds: 0 } }, qosa: { url: 'osa' }, colour: 'blue' };
    const response = await save({ basedOnVersion: 2, config: broken });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    const fields = response.json<{ errors: { field: string }[] }>().errors.map((error) => error.field).sort();
    expect(fields).toEqual(['config.colour', 'config.qgServices.contextRoot', 'config.qgServices.keepAlive.warningLeadSeconds', 'config.qosa.url']);
    expect((await read()).currentVersion).toBe(2);
  });

  it('refuses a change without a proper reason, or one that changes nothing', async () => {
    const short = await staff('POST', URL, { basedOnVersion: 2, config: withWarningLead(240), reason: 'because' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ errors: { field: string }[] }>().errors.map((error) => error.field)).toEqual(['reason']);
    const same = await save({ basedOnVersion: 2, config: withWarningLead(300) });
    expect(same.statusCode).toBe(400);
    const neither = await save({ basedOnVersion: 2 });
    const both = await save({ basedOnVersion: 2, config: withWarningLead(240), restoreVersion: 1 });
    expect([neither.statusCode, both.statusCode]).toEqual([400, 400]);
    expect((await read()).currentVersion).toBe(2);
  });

  it('reads one version by its number, and answers 404 for one that does not exist', async () => {
    expect((await read('?version=1')).version).toMatchObject({ version: 1, config: SHIPPED });
    expect((await read('?version=1')).currentVersion).toBe(2);
    const missing = await staff('GET', `${URL}?version=99`);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toContain('application/problem+json');
  });

  it('rolls back by saving an older version’s content as a new version', async () => {
    const missing = await save({ basedOnVersion: 2, restoreVersion: 99 });
    expect(missing.statusCode).toBe(404);
    const response = await save({ basedOnVersion: 2, restoreVersion: 1 });
    expect(response.statusCode).toBe(201);
    const config = response.json<JsonConfig>();
    expect(config.version).toMatchObject({ version: 3, restoredFrom: 1, reason: REASON, config: SHIPPED });
    expect(config.history.map((entry) => [entry.version, entry.restoredFrom])).toEqual([
      [3, 1],
      [2, null],
      [1, null],
    ]);
    expect(await served()).toEqual(SHIPPED);
  });

  it('is what the services read: the e-mail page sees a video service once it is configured', async () => {
    const examinee = (await examiner('POST', '/assessment-facade/examinees', examineeBody())).json<{ id: number }>();
    const page = async () => (await examiner('GET', `/assessment-facade/examinees/${examinee.id}/email-page`)).json<{ videoServiceConfigured: boolean }>();
    expect((await page()).videoServiceConfigured).toBe(false);
    const response = await save({ basedOnVersion: 3, config: { ...SHIPPED, externalHosts: { videoService: 'https://video.example.org' } } });
    expect(response.statusCode).toBe(201);
    expect((await page()).videoServiceConfigured).toBe(true);
  });

  it('is what the web help states: the session-timeout warning’s lead follows the configuration', async () => {
    const help = async () => (await test.app.inject({ method: 'GET', url: '/legacy/help/sessions.html' })).body;
    const before = await help();
    expect(before).toContain('<p>2 minutes before the session would end');
    const response = await save({ basedOnVersion: (await read()).currentVersion, config: withWarningLead(420) });
    expect(response.statusCode).toBe(201);
    const after = await help();
    expect(after).not.toEqual(before);
    expect(after).toContain('<p>7 minutes before the session would end');
  });

  it('never lets a version be changed or removed: the database refuses it', async () => {
    await expect(test.db.execute(sql`UPDATE app_config_versions SET reason = 'rewritten history' WHERE version = 1`)).rejects.toThrow();
    await expect(test.db.execute(sql`DELETE FROM app_config_versions WHERE version = 1`)).rejects.toThrow();
    expect((await read('?version=1')).version.reason).not.toBe('rewritten history');
  });
});

describe('who may', () => {
  it.each([
    ['the account administrator', () => admin],
    ['an examiner', () => examiner],
  ])('refuses %s both operations (403), and stores nothing', async (_who, api) => {
    const before = (await read()).currentVersion;
    const reading = await api()('GET', URL);
    const saving = await api()('POST', URL, { basedOnVersion: before, reason: REASON, config: withWarningLead(100) });
    expect([reading.statusCode, saving.statusCode]).toEqual([403, 403]);
    expect(saving.json()).toMatchObject({ code: 'forbidden' });
    expect((await read()).currentVersion).toBe(before);
  });

  it('keeps no account in the table: it is the platform’s, not a customer’s', async () => {
    const columns = await test.db.execute<{ column_name: string }>(sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'app_config_versions'`);
    expect((columns as unknown as { rows: { column_name: string }[] }).rows.map((row) => row.column_name)).not.toContain('account_id');
  });
});
