/**
 * The Content-Security-Policy (src/server/http/contentSecurityPolicy.ts) through the whole app:
 * the SPA's and the player's index.html carry a fresh nonce per answer, on every script tag and
 * in a `script-src 'nonce-…' 'strict-dynamic'` policy; every other answer (legacy pages, JSON,
 * files) has a policy without script. Both: `base-uri 'none'`, `object-src 'none'`,
 * `frame-ancestors 'none'`, nothing inline.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

// As HtmlWebpackPlugin writes them (minified: attribute quotes dropped).
const SPA_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Q-global</title><link rel=icon href=/favicon.svg>' +
  '<script defer src=/static/js/runtime.1.js></script><script defer src=/static/js/main.1.js></script>' +
  '<link href=/static/css/main.1.css rel=stylesheet></head><body><div id=root></div></body></html>';
const PLAYER_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><base href=/osa/><title>Questionnaire</title><link rel=icon href=favicon.svg>' +
  '<script defer src=static/js/runtime.2.js></script><script defer src=static/js/main.2.js></script>' +
  '<link href=static/css/main.2.css rel=stylesheet></head><body><div id=root></div></body></html>';

let root: string;
let test: TestApp;
beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'qg-csp-'));
  for (const [dir, html] of [['app', SPA_HTML], ['osa', PLAYER_HTML]] as const) {
    mkdirSync(path.join(root, dir, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(root, dir, 'index.html'), html);
    writeFileSync(path.join(root, dir, 'static', 'js', 'main.1.js'), 'main();');
  }
  test = await createTestApp({ spaDir: path.join(root, 'app') });
});
afterAll(async () => {
  await test.close();
  rmSync(root, { recursive: true, force: true });
});

/** The one Content-Security-Policy header of an answer, as directive name to its sources. */
function policyOf(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

const scriptTags = (html: string): string[] => html.match(/<script\b[^>]*>/gi) ?? [];
const page = (url: string) => test.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

/** Checks the directives both policies share. */
function expectCommon(policy: Map<string, string[]>): void {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('base-uri')).toEqual(["'none'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('style-src')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect([...policy.values()].flat().filter((source) => /unsafe/.test(source))).toEqual([]);
}

describe.each([
  ['the SPA at /', '/'],
  ['the SPA at /index.html', '/index.html'],
  ['the SPA on one of its routes', '/examinees/12'],
  ['the player', '/osa'],
  ['the player with a slash', '/osa/'],
])('%s', (_label, url) => {
  it('carries a fresh nonce on every script tag and in script-src with strict-dynamic', async () => {
    const [first, second] = [await page(url), await page(url)];
    const nonces = [first, second].map((response) => {
      expect(response.statusCode).toBe(200);
      const policy = policyOf(response);
      expectCommon(policy);
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc).toHaveLength(2);
      expect(scriptSrc[1]).toBe("'strict-dynamic'");
      const nonce = /^'nonce-([A-Za-z0-9+/]{22}==)'$/.exec(scriptSrc[0] ?? '')?.[1];
      expect(nonce).toBeDefined();
      // Every script tag, and nothing else, carries it: no script runs without it.
      const tags = scriptTags(response.body);
      expect(tags).toHaveLength(2);
      for (const tag of tags) expect(tag).toContain(` nonce="${nonce}"`);
      expect(response.body.split(`nonce="${nonce}"`)).toHaveLength(3);
      // No <base> element (base-uri 'none' would refuse it).
      expect(response.body).not.toMatch(/<base\b/i);
      return nonce;
    });
    expect(nonces[0]).not.toBe(nonces[1]);
  });
});

it('makes the player’s file addresses absolute under its address', async () => {
  const body = (await page('/osa')).body;
  expect(body).toContain('src="/osa/static/js/runtime.2.js"');
  expect(body).toContain('href="/osa/static/css/main.2.css"');
  expect(body).toContain('href="/osa/favicon.svg"');
});

it.each([
  ['a legacy page', '/legacy/login'],
  ['a service answer', '/qg-services/account/users/self/role'],
  ['the configuration', '/assets/config/config.json'],
  ['a file of the SPA', '/static/js/main.1.js'],
])('allows no script at all on %s', async (_label, url) => {
  const response = await page(url);
  const policy = policyOf(response);
  expectCommon(policy);
  expect(policy.get('script-src')).toEqual(["'none'"]);
});
