/**
 * What surrounds the services: the OpenAPI document, config.json, the SPA's files and page
 * fallback, security headers, and problem details for unknown routes and server errors.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { OPERATIONS } from '../../src/contract';
import { installErrorHandlers } from '../../src/server/http/errorHandler';
import { HttpProblem } from '../../src/server/http/problems';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
const spaDir = mkdtempSync(path.join(os.tmpdir(), 'qg-spa-'));
beforeAll(async () => {
  mkdirSync(path.join(spaDir, 'static'));
  writeFileSync(path.join(spaDir, 'index.html'), '<!DOCTYPE html><title>SPA</title><div id="root"></div>');
  writeFileSync(path.join(spaDir, 'static', 'main.abc123.js'), 'console.log("spa");');
  test = await createTestApp({ spaDir });
});
afterAll(async () => {
  await test.close();
  rmSync(spaDir, { recursive: true, force: true });
});

type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; requestBody?: { content: Record<string, { schema: Record<string, unknown> }> }; parameters: { name: string; in: string; required: boolean }[]; security: unknown[]; responses: Record<string, unknown> }>>;
  components: { securitySchemes: Record<string, unknown> };
};

describe('OpenAPI', () => {
  it('lists every operation of the contract with its id, method and path', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/qg-services/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<OpenApi>();
    expect(document.openapi).toBe('3.1.0');
    const operations = Object.entries(document.paths).flatMap(([route, item]) =>
      Object.entries(item).map(([method, operation]) => ({ route, method, id: operation.operationId })),
    );
    expect(operations.map((operation) => operation.id).sort()).toEqual(OPERATIONS.map((operation) => operation.id).sort());
    expect(operations).toContainEqual({ route: '/qg-services/assessment-facade/examinees/{examineeRecordId}', method: 'put', id: 'assessment.updateExaminee' });
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual(['bearerAuth', 'cookieAuth']);
  });

  it('converts the yup schemas into parameters and request bodies', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/qg-services/openapi.json' })).json<OpenApi>();
    const create = document.paths['/qg-services/assessment-facade/examinees']?.['post'];
    const schema = create?.requestBody?.content['application/json']?.schema as {
      required: string[];
      properties: Record<string, Record<string, unknown>>;
    };
    expect(schema.required.sort()).toEqual(['birthDate', 'examineeId', 'firstName', 'lastName', 'sex']);
    expect(schema.properties['examineeId']).toMatchObject({ type: 'string', maxLength: 50 });
    expect(schema.properties['sex']).toMatchObject({ enum: ['female', 'male', 'other', 'unspecified'] });
    expect(schema.properties['email']).toMatchObject({ type: 'string', format: 'email' });
    expect(create?.responses).toHaveProperty('409');
    const list = document.paths['/qg-services/assessment-facade/examinees']?.['get'];
    expect(list?.parameters).toContainEqual({ name: 'pageSize', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100 } });
    const get = document.paths['/qg-services/assessment-facade/examinees/{examineeRecordId}']?.['get'];
    expect(get?.parameters).toContainEqual({ name: 'examineeRecordId', in: 'path', required: true, schema: { type: 'integer', exclusiveMinimum: 0 } });
    expect(document.paths['/qg-services/keep-alive/token']?.['post']?.security).toEqual([]);
  });
});

describe('static files', () => {
  it('serves config.json uncached', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/assets/config/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toHaveProperty('qgServices.contextRoot', '/qg-services');
  });

  it("serves the SPA's files, and index.html for its page addresses", async () => {
    const asset = await test.app.inject({ method: 'GET', url: '/static/main.abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const page = await test.app.inject({ method: 'GET', url: '/examinees/12?tab=history', headers: { accept: 'text/html,application/xhtml+xml' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect(page.headers['cache-control']).toBe('no-cache');
    const root = await test.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    expect(root.body).toContain('<title>SPA</title>');
  });

  it('answers 404 problem details for unknown service routes, even for a browser', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/qg-services/nothing-here', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(response.json()).toMatchObject({ code: 'notFound', status: 404 });
    const missingAsset = await test.app.inject({ method: 'GET', url: '/static/missing.js', headers: { accept: '*/*' } });
    expect(missingAsset.statusCode).toBe(404);
  });

  it('answers an HTML page for unknown legacy pages, and sends legacy home without a session to sign in', async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/legacy/nowhere', headers: { accept: 'text/html' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    const home = await test.app.inject({ method: 'GET', url: '/legacy/home?pageRefresh=true' });
    expect(home.statusCode).toBe(303);
    expect(home.headers.location).toBe('/legacy/login?next=%2Flegacy%2Fhome');
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy without script and no framing (the legacy pages have none)', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/legacy/login' });
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'self'",
      "script-src 'none'",
      "img-src 'self' data: blob:",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks service answers as not to be stored', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/qg-services/account/users/self/role' });
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('error handler', () => {
  it('hides the details of server errors and keeps problems as they are', async () => {
    const app = Fastify();
    installErrorHandlers(app, [async () => false]);
    app.get('/qg-services/boom', async () => {
      throw new Error('secret database detail at /srv/app/db.ts:12');
    });
    app.get('/qg-services/gone', async () => {
      throw new HttpProblem('notFound', 'The examinee was not found.');
    });
    app.get('/legacy/boom', async () => {
      throw new Error('secret');
    });
    const boom = await app.inject({ method: 'GET', url: '/qg-services/boom' });
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toEqual({
      type: 'urn:qg:problem:internal',
      title: 'Something went wrong on our side. Nothing was saved.',
      status: 500,
      code: 'internal',
    });
    expect((await app.inject({ method: 'GET', url: '/qg-services/gone' })).json()).toMatchObject({ status: 404, detail: 'The examinee was not found.' });
    const legacy = await app.inject({ method: 'GET', url: '/legacy/boom' });
    expect(legacy.statusCode).toBe(500);
    expect(legacy.body).not.toContain('secret');
    await app.close();
  });
});
