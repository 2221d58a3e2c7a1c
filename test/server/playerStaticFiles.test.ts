// The server side of the player's files: index.html at the configured address with and without
// a trailing slash, never stored and sending no Referer; its files under it; the SPA unchanged.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { playerIndexHtml, playerPathOf, registerStaticFiles } from '../../src/server/http/staticFiles';
import { appConfigFromFile } from '../../src/server/services/platformConfiguration/currentAppConfig';

let root: string;
let app: FastifyInstance;
let appConfigFile: string;

function writeBuild(dir: string, html: string, asset: [string, string]) {
  mkdirSync(path.join(dir, 'static', 'js'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, asset[0]), asset[1]);
}

async function start(qosaUrl: string | undefined) {
  root = mkdtempSync(path.join(tmpdir(), 'qg-osa-static-'));
  appConfigFile = path.join(root, 'config.json');
  writeFileSync(appConfigFile, JSON.stringify(qosaUrl === undefined ? {} : { qosa: { url: qosaUrl } }));
  writeBuild(path.join(root, 'app'), '<!doctype html><title>SPA</title>', ['static/js/main.1.js', 'spa();']);
  writeBuild(path.join(root, 'osa'), '<!doctype html><html><head><base href=/osa/><title>Questionnaire</title><script defer src=static/js/main.2.js></script></head></html>', [
    'static/js/main.2.js',
    'player();',
  ]);
  app = Fastify();
  const fallback = await registerStaticFiles(app, { spaDir: path.join(root, 'app') }, () => appConfigFromFile(appConfigFile));
  app.setNotFoundHandler(async (request, reply) => ((await fallback(request, reply)) ? reply : reply.code(404).send('not found')));
  await app.ready();
}

afterEach(async () => {
  await app?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the player files', () => {
  it.each(['/osa', '/osa/', '/osa/live', '/osa/live/'])('answer index.html at %s, never stored, with no Referer, its files under the player', async (url) => {
    await start('/osa');
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.body).toMatch(/<script nonce="[^"]+" defer src="\/osa\/static\/js\/main\.2\.js">/);
    expect(response.body).not.toContain('<base');
  });

  it('serve the assets under the player with no Referer, and the SPA stays the SPA', async () => {
    await start('/osa');
    const asset = await app.inject({ method: 'GET', url: '/osa/static/js/main.2.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('player();');
    expect(asset.headers['referrer-policy']).toBe('no-referrer');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/static/js/main.1.js' })).body).toBe('spa();');
    expect((await app.inject({ method: 'GET', url: '/examinees', headers: { accept: 'text/html' } })).body).toContain('<title>SPA</title>');
    // A miss under the player is a miss, not the SPA's page.
    expect((await app.inject({ method: 'GET', url: '/osa/nothing-here', headers: { accept: 'text/html' } })).statusCode).toBe(404);
  });

  it('follow config.json’s qosa URL', async () => {
    await start('/remote/player/');
    const response = await app.inject({ method: 'GET', url: '/remote/player', headers: { accept: 'text/html' } });
    expect(response.body).toContain('src="/remote/player/static/js/main.2.js"');
    expect((await app.inject({ method: 'GET', url: '/remote/player/static/js/main.2.js' })).body).toBe('player();');
  });

  it('move at once when the configuration changes, and keep answering at /osa for links mailed before', async () => {
    await start('/osa');
    expect((await app.inject({ method: 'GET', url: '/p', headers: { accept: 'text/html' } })).body).toContain('<title>SPA</title>');
    writeFileSync(appConfigFile, JSON.stringify({ qosa: { url: '/p' } }));
    const moved = await app.inject({ method: 'GET', url: '/p/', headers: { accept: 'text/html' } });
    expect(moved.body).toContain('src="/p/static/js/main.2.js"');
    expect((await app.inject({ method: 'GET', url: '/p/static/js/main.2.js' })).body).toBe('player();');
    expect((await app.inject({ method: 'GET', url: '/osa', headers: { accept: 'text/html' } })).body).toContain('src="/osa/static/js/main.2.js"');
  });

  it('answer nothing outside the build, nor its index.html as a file', async () => {
    await start('/osa');
    for (const url of ['/osa/..%2fapp%2fstatic%2fjs%2fmain.1.js', '/osa/%2e%2e/config.json', '/osa/index.html', '/osa/static']) {
      expect([url, (await app.inject({ method: 'GET', url })).statusCode]).toEqual([url, 404]);
    }
  });
});

describe('the player path', () => {
  it('defaults to /osa, drops a trailing slash and serves nothing for a player on another host', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'qg-osa-path-'));
    const file = (config: object) => async () => ({ ...config });
    expect(await playerPathOf(file({}))).toBe('/osa');
    expect(await playerPathOf(file({ qosa: { url: '/osa/' } }))).toBe('/osa');
    expect(await playerPathOf(file({ qosa: { url: 'https://player.example.org/osa' } }))).toBeNull();
    expect(playerIndexHtml('<head><base href="/osa/" /><link href=\'./a.css\'><script src=s.js></script><a href="#x"></a><img src="https://e.org/i.png"><img src=/i.png></head>', '/x')).toBe(
      '<head><link href="/x/a.css"><script src="/x/s.js"></script><a href="#x"></a><img src="https://e.org/i.png"><img src=/i.png></head>',
    );
    app = Fastify();
  });
});
