/**
 * The legacy pages look like the platform: the SPA's design tokens in their stylesheet, the SPA's
 * header with its "Q-global" link, and the SPA's icon.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HELP_INDEX_PATH } from '../../src/server/legacy/help/helpPaths';
import { LEGACY_FAVICON, LEGACY_STYLESHEET } from '../../src/server/legacy/legacyAssets';
import { LOGIN_PATH } from '../../src/server/legacy/paths';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const SPA = path.join(__dirname, '../../src/app');

describe('legacy look', () => {
  it("serves a stylesheet that starts with the SPA's own design tokens and styles its header", async () => {
    const response = await test.app.inject({ method: 'GET', url: LEGACY_STYLESHEET });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    const tokens = await readFile(path.join(SPA, 'styles', 'tokens.css'), 'utf8');
    expect(response.body.startsWith(tokens)).toBe(true);
    expect(tokens).toMatch(/--accent: #[0-9a-f]{6};/);
    expect(response.body).toMatch(/\.app-header \{ background: var\(--header\);/);
    expect(response.body).toMatch(/body \{[^}]*font-family: var\(--font\);/);
  });

  it("serves the SPA's icon", async () => {
    const response = await test.app.inject({ method: 'GET', url: LEGACY_FAVICON });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.body).toBe(await readFile(path.join(SPA, 'favicon.svg'), 'utf8'));
  });

  it("gives every legacy page the platform's header, icon and stylesheet", async () => {
    for (const url of [LOGIN_PATH, HELP_INDEX_PATH]) {
      const page = await test.app.inject({ method: 'GET', url });
      expect({ url, status: page.statusCode }).toEqual({ url, status: 200 });
      expect(page.body).toContain(`<link rel="icon" href="${LEGACY_FAVICON}" type="image/svg+xml"/>`);
      expect(page.body).toContain(`<link rel="stylesheet" href="${LEGACY_STYLESHEET}"/>`);
      expect(page.body).toContain('<header class="app-header"><div class="app-header__inner"><a class="brand" href="/">Q-global</a></div></header>');
    }
  });

  it("answers a legacy address with no page in the browser's language", async () => {
    const missing = await test.app.inject({ method: 'GET', url: '/legacy/no-such-page', headers: { 'accept-language': 'de-DE' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="de-DE">');
    expect(missing.body).toContain('<h1>Seite nicht gefunden</h1>');
    const english = await test.app.inject({ method: 'GET', url: '/legacy/no-such-page' });
    expect(english.body).toContain('<h1>Page not found</h1>');
  });
});
