import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LEGACY } from '../../../src/contract/legacyPages';
import { configuredLegacy, legacyAliases } from '../../../src/server/legacy/configuredAliases';
import { appConfigFromFile } from '../../../src/server/services/platformConfiguration/currentAppConfig';
import { createTestApp, type TestApp } from '../support/testApp';

// Building an app (migrations, seed) takes longer than jest's 5 s on a busy machine.
jest.setTimeout(60_000);

describe('legacy pages at the addresses config.json names', () => {
  it('needs no alias for the shipped configuration, a missing section or another host', async () => {
    expect(legacyAliases(await configuredLegacy(() => appConfigFromFile(path.resolve('config/config.json'))))).toEqual([]);
    expect(legacyAliases(undefined)).toEqual([]);
    expect(legacyAliases({ ...DEFAULT_LEGACY, baseUrl: 'https://legacy.example.org/qg', pages: { ...DEFAULT_LEGACY.pages, home: '/start' } })).toEqual([]);
  });

  it('redirects a renamed page or base URL to the served page', () => {
    expect(legacyAliases({ ...DEFAULT_LEGACY, pages: { ...DEFAULT_LEGACY.pages, myAccountSettings: '/account.html' } })).toEqual([
      { from: '/legacy/account.html', to: '/legacy/my-account' },
    ]);
    const moved = legacyAliases({ ...DEFAULT_LEGACY, baseUrl: '/qg/' });
    expect(moved).toHaveLength(Object.keys(DEFAULT_LEGACY.pages).length);
    expect(moved).toContainEqual({ from: '/qg/login', to: '/legacy/login' });
  });

  describe('on a server', () => {
    let test: TestApp;
    beforeAll(async () => {
      const directory = await mkdtemp(path.join(tmpdir(), 'qg-aliases-'));
      const appConfigFile = path.join(directory, 'config.json');
      await writeFile(appConfigFile, JSON.stringify({ qgLegacy: { ...DEFAULT_LEGACY, pages: { ...DEFAULT_LEGACY.pages, myAccountSettings: '/account.html' } } }));
      test = await createTestApp({ appConfigFile });
    });
    afterAll(async () => test.close());

    it('answers the configured address with the page, keeping the page-refresh flag', async () => {
      const response = await test.app.inject({ method: 'GET', url: '/legacy/account.html?pageRefresh=true' });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/legacy/my-account?pageRefresh=true');
    });
  });
});
