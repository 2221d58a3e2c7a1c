/**
 * Browser proof of the built-in video of live sessions (issue #20, DESIGN.md section 7): two
 * Chromium contexts with fake camera and microphone, each on a page of the shared video (media
 * I/O, saga, panel) served by this test on http://localhost (a secure context), connected peer to
 * peer through the test's own WebSocket relay on loopback (standing in for the live socket). Each
 * side must RECEIVE the other's live video.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import webpack from 'webpack';
import { WebSocket, WebSocketServer } from 'ws';
import { initialLiveState } from '../../src/domain/live/liveState';
import { expectReceivingVideo, recordPeerConnections, refuseCameraOnce } from './support/liveMedia';

const repository = path.join(__dirname, '../..');
const REMOTE = 'video[data-stream="remote"]';
const LOCAL = 'video[data-stream="local"]';

/** Bundles the test page with the project's Babel configuration. */
function bundle(outputDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const compiler = webpack({
      mode: 'development',
      devtool: false,
      context: repository,
      entry: path.join(__dirname, 'support', 'liveVideoPage.tsx'),
      output: { path: outputDir, filename: 'page.js' },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[jt]sx?$/,
            exclude: /node_modules/,
            use: { loader: 'babel-loader', options: { configFile: path.join(repository, 'babel.config.js'), cacheDirectory: true } },
          },
        ],
      },
      stats: 'errors-only',
    });
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/**
 * The page and the relay: each socket is one side (`?role=`) of one session (`?session=`, one per
 * test); it gets a `welcome`, and each `signal` it sends goes to the other side's sockets of its
 * session as `{ type: 'signal', from, data }`, as the live socket relays it.
 */
function serve(outputDir: string, port: number): Promise<Server> {
  const page = readFileSync(path.join(outputDir, 'page.js'));
  const css = readFileSync(path.join(repository, 'src/client/live/video/liveVideo.css'));
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Live video</title><link rel="stylesheet" href="/video.css"></head><body><div id="root"></div><script src="/page.js"></script></body></html>';
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const [type, body] = url.pathname === '/page.js' ? ['text/javascript', page] : url.pathname === '/video.css' ? ['text/css', css] : ['text/html', html];
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` });
    response.end(body);
  });
  const sockets = new Map<WebSocket, { role: string; session: string }>();
  const relay = new WebSocketServer({ server, path: '/relay' });
  relay.on('connection', (socket, request) => {
    const params = new URL(request.url ?? '', 'http://localhost').searchParams;
    const role = params.get('role') ?? '';
    const session = params.get('session') ?? '';
    sockets.set(socket, { role, session });
    socket.on('close', () => {
      sockets.delete(socket);
      // As the live socket's hub records it: the other side learns that this screen left.
      const left = { type: 'participant.left', participantId: role === 'examiner' ? 1 : 2, role, sequence: Date.now(), at: new Date().toISOString(), by: 'system' };
      for (const [other, to] of sockets) if (to.session === session && other.readyState === WebSocket.OPEN) other.send(JSON.stringify({ type: 'event', event: left }));
    });
    const state = initialLiveState('inProgress', { mode: 'builtIn', url: null });
    socket.send(JSON.stringify({ type: 'welcome', role, participantId: role === 'examiner' ? 1 : 2, state, content: { kind: 'waiting' }, iceServers: [] }));
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; data?: unknown };
      if (message.type !== 'signal') return;
      for (const [other, to] of sockets) {
        if (to.session === session && to.role !== role && other.readyState === WebSocket.OPEN) other.send(JSON.stringify({ type: 'signal', from: role, data: message.data }));
      }
    });
  });
  server.on('close', () => {
    for (const socket of sockets.keys()) socket.terminate();
    relay.close();
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

let server: Server;
const contexts: BrowserContext[] = [];
let origin: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const outputDir = mkdtempSync(path.join(tmpdir(), 'qg-live-video-'));
  await bundle(outputDir);
  server = await serve(outputDir, Number(process.env.E2E_PORT ?? 8181) + 3);
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

test.afterAll(async () => {
  await new Promise((resolve) => {
    server.close(resolve);
    server.closeAllConnections();
  });
});

/** A context granted camera and microphone, its peer connections recorded. */
async function side(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ permissions: ['camera', 'microphone'] });
  contexts.push(context);
  await recordPeerConnections(context);
  return context;
}

async function open(context: BrowserContext, role: 'examiner' | 'examinee'): Promise<Page> {
  const page = await context.newPage();
  const session = encodeURIComponent(test.info().testId);
  const relay = origin.replace(/^http/, 'ws') + `/relay?role=${role}&session=${session}`;
  await page.goto(`${origin}/?role=${role}&relay=${encodeURIComponent(relay)}`);
  return page;
}

test('each side receives the other side’s live video', async ({ browser }) => {
  const examiner = await open(await side(browser), 'examiner');
  const examinee = await open(await side(browser), 'examinee');
  await expectReceivingVideo(examiner, REMOTE);
  await expectReceivingVideo(examinee, REMOTE);
  await expect(examiner.getByRole('status')).toHaveText('Video connected');
  await expect(examinee.getByRole('status')).toHaveText('Video connected');
  await expect(examiner.locator(LOCAL)).toHaveJSProperty('muted', true);
  await expect(examiner.getByRole('region', { name: 'Video' }).getByLabel('Examinee’s video')).toBeVisible();
});

test('camera off and mute reach the other side, and the video comes back', async ({ browser }) => {
  const examiner = await open(await side(browser), 'examiner');
  const examinee = await open(await side(browser), 'examinee');
  await expectReceivingVideo(examiner, REMOTE);
  await examinee.getByRole('button', { name: 'Camera off' }).click();
  await expect(examiner.getByRole('status')).toHaveText('Examinee’s camera is off');
  await examinee.getByRole('button', { name: 'Camera on' }).click();
  await examinee.getByRole('button', { name: 'Mute' }).click();
  await expect(examiner.getByRole('status')).toHaveText('Examinee is muted');
  await expect(examinee.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
  await examinee.getByRole('button', { name: 'Unmute' }).click();
  await expect(examiner.getByRole('status')).toHaveText('Video connected');
  await expectReceivingVideo(examiner, REMOTE);
});

test('a screen that reloads, leaves, or closes and comes back is received again', async ({ browser }) => {
  const examiner = await open(await side(browser), 'examiner');
  const examineeContext = await side(browser);
  const examinee = await open(examineeContext, 'examinee');
  await expectReceivingVideo(examiner, REMOTE);
  await examinee.reload();
  await expectReceivingVideo(examinee, REMOTE);
  await expectReceivingVideo(examiner, REMOTE);
  // The examiner leaves the screen (hangup) and opens it again.
  await examiner.evaluate(() => (window as unknown as { leaveLiveVideo: () => void }).leaveLiveVideo());
  await expect(examinee.getByRole('status')).toHaveText('Waiting for the examiner to join…');
  const again = await open(examiner.context(), 'examiner');
  await expectReceivingVideo(again, REMOTE);
  await expectReceivingVideo(examinee, REMOTE);
  // The examinee closes its tab: no hangup, but the socket tells the examiner that it left.
  await examinee.close();
  await expect(again.getByRole('status')).toHaveText('Waiting for the examinee to join…');
  const back = await open(examineeContext, 'examinee');
  await expectReceivingVideo(again, REMOTE);
  await expectReceivingVideo(back, REMOTE);
});

test('a refused camera says so, the examinee still sees the examiner, and Try again sends its video', async ({ browser }) => {
  const examiner = await open(await side(browser), 'examiner');
  const examineeContext = await side(browser);
  await refuseCameraOnce(examineeContext);
  const examinee = await open(examineeContext, 'examinee');
  await expect(examinee.getByRole('status')).toHaveText('Your browser did not allow the camera or microphone. Allow them in the address bar, then choose Try again.');
  await expectReceivingVideo(examinee, REMOTE);
  await expect(examiner.getByRole('status')).toHaveText('Examinee’s camera is off');
  await examinee.getByRole('button', { name: 'Try again' }).click();
  await expect(examinee.locator(LOCAL)).toBeVisible();
  await expectReceivingVideo(examiner, REMOTE);
  await expect(examiner.getByRole('status')).toHaveText('Video connected');
});
