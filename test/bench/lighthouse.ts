/**
 * Lighthouse's mobile preset (simulated slow 4G and a 4× slower CPU) on the SPA's first screens,
 * signed in, in a fresh browser: the real server on an in-memory embedded database serving the
 * SPA already built (this bench builds nothing), the demo examiner signed in through the login
 * page, then a cold load of the examinees screen and of an assessment's page.
 *
 * Chromium is CHROMIUM_PATH or /usr/bin/chromium; without it the rows say so.
 * `npx tsx test/bench/lighthouse.ts [spaDir]` runs it alone (the SPA in dist/app by default).
 * LIGHTHOUSE_JSON_DIR=<folder> keeps each run's Lighthouse report there (`<screen>-<run>.json`),
 * to read where the main thread's time went (`bootup-time`, `mainthread-work-breakdown`,
 * `long-tasks`).
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import type { Result } from 'lighthouse';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/client';
import { examineeBody } from '../server/support/fixtures';
import { apiAs, selfUserId, signIn } from '../server/support/session';
import type { BenchRow } from './table';

/** What one Lighthouse run of a page measured. */
interface PageMeasure {
  /** The performance score, 0-100. */
  score: number;
  /** Largest Contentful Paint and Total Blocking Time, in ms (simulated). */
  lcpMs: number;
  tbtMs: number;
  /** Bytes of JavaScript transferred (compressed as served) while the page loaded, and how many scripts. */
  scriptBytes: number;
  scripts: number;
}

const CHROMIUM = process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium';
const DEMO_EXAMINER = { userName: 'examiner', password: 'examiner-demo' };
const JSON_DIR = process.env['LIGHTHOUSE_JSON_DIR'];

/** Signs the browser in through the legacy login page, as a user does; the SPA's cookies are then set. */
async function signInBrowser(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/legacy/login`, { waitUntil: 'load' });
  await page.type('input[name="userName"]', DEMO_EXAMINER.userName);
  await page.type('input[name="password"]', DEMO_EXAMINER.password);
  await Promise.all([page.waitForNavigation({ waitUntil: 'load' }), page.click('button[type="submit"]')]);
  if (page.url().includes('/legacy/login')) throw new Error('The demo examiner could not sign in.');
}

/**
 * Lighthouse's command line, run by plain Node: Lighthouse sends some of its own functions' text
 * to the page, so it must not be loaded through this bench's TypeScript loader (which adds helpers
 * the page does not have).
 */
const LIGHTHOUSE_CLI = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli', 'index.js');

/**
 * One cold Lighthouse navigation of `url` (its default, mobile preset; performance only) in a new
 * tab of the browser at `port`. Lighthouse clears the HTTP cache first and keeps the cookies, so it
 * is a signed-in cold load.
 * @param keepAs where to write the report's JSON too, if anywhere.
 */
async function measure(port: number, url: string, keepAs?: string): Promise<PageMeasure> {
  const { NODE_OPTIONS: _loader, ...env } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [LIGHTHOUSE_CLI, url, `--port=${port}`, '--only-categories=performance', '--output=json', '--output-path=stdout', '--quiet'],
    { env, maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as Result;
  if (keepAs) writeFileSync(keepAs, stdout);
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  return {
    score: Math.round((lhr.categories['performance']?.score ?? 0) * 100),
    lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts: scripts.length,
  };
}

/** {@link measure}, once more when Lighthouse fails to record the load (it asks for that itself). */
async function measureWithRetry(port: number, url: string, keepAs?: string): Promise<PageMeasure> {
  try {
    return await measure(port, url, keepAs);
  } catch {
    return measure(port, url, keepAs);
  }
}

/** The run with the median score of `runs` (Lighthouse's own advice for noisy machines). */
function median(runs: readonly PageMeasure[]): PageMeasure {
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

/**
 * Runs Lighthouse `runs` times on each screen, each in a fresh browser profile with an empty
 * cache, and reports the median run's score, LCP, TBT and the JavaScript it transferred.
 * @param spaDir the built SPA to serve (dist/app by default).
 */
export async function benchLighthouse(runs: number, spaDir = loadConfig({}).spaDir): Promise<BenchRow[]> {
  const label = (screen: string) => `Lighthouse mobile: ${screen}`;
  if (!existsSync(path.join(spaDir, 'index.html'))) {
    return [{ measure: label('SPA'), value: 'not built', detail: `no ${spaDir}/index.html: run npm run build first` }];
  }
  if (!existsSync(CHROMIUM)) return [{ measure: label('SPA'), value: 'no browser', detail: `no Chromium at ${CHROMIUM}` }];

  const database = await openPglite(null);
  const config = { ...loadConfig({}), spaDir, loginRateLimitPerMinute: 1000, logLevel: 'warn' as const };
  const app = await buildApp({ config, database, logger: false });
  try {
    // An assessment to open: a PHQ-9 of a new examinee of the demo examiner's account.
    const api = apiAs(app, await signIn(app, DEMO_EXAMINER.userName));
    const examiner = await selfUserId(api);
    const examinee = (await api('POST', '/assessment-facade/examinees', examineeBody({ examineeId: 'LH-1', firstName: 'Noor', lastName: 'Haddad' }))).json<{ id: number }>();
    const created = await api('POST', '/assessment-facade/assessments', {
      examineeRecordId: examinee.id,
      productId: 'phq9',
      administrationDate: new Date().toISOString().slice(0, 10),
      examinerId: examiner,
    });
    if (created.statusCode >= 300) throw new Error(`Could not create the assessment: ${created.statusCode} ${created.body}`);
    const assessmentId = created.json<{ id: number }>().id;

    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const screens = [
      { name: 'examinees screen', url: `${address}/examinees` },
      { name: 'assessment page', url: `${address}/assessments/${assessmentId}` },
    ];
    const measured = new Map<string, PageMeasure[]>(screens.map((screen) => [screen.name, []]));
    if (JSON_DIR) mkdirSync(JSON_DIR, { recursive: true });
    for (let run = 0; run < runs; run += 1) {
      for (const screen of screens) {
        // A fresh profile per run (chrome-launcher makes a new user data folder): nothing cached.
        const chrome = await chromeLauncher.launch({
          chromePath: CHROMIUM,
          chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
        });
        let browser: Browser | undefined;
        try {
          browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
          const page = await browser.newPage();
          await signInBrowser(page, address);
          await page.goto('about:blank');
          const keepAs = JSON_DIR ? path.join(JSON_DIR, `${screen.name.replace(/\W+/g, '-')}-${run + 1}.json`) : undefined;
          measured.get(screen.name)?.push(await measureWithRetry(chrome.port, screen.url, keepAs));
        } finally {
          await browser?.disconnect();
          chrome.kill();
        }
      }
    }
    return screens.map((screen) => {
      const result = median(measured.get(screen.name) ?? []);
      return {
        measure: label(screen.name),
        value: `performance ${result.score}; LCP ${(result.lcpMs / 1000).toFixed(1)} s, TBT ${Math.round(result.tbtMs)} ms`,
        detail: `median of ${runs}, signed in, fresh profile; JS transferred ${(result.scriptBytes / 1024).toFixed(1)} kB in ${result.scripts} scripts`,
      };
    });
  } finally {
    await app.close();
  }
}

if (require.main === module) {
  const spaDir = process.argv[2];
  benchLighthouse(Number(process.env['LIGHTHOUSE_RUNS'] ?? 1), spaDir ? path.resolve(spaDir) : undefined).then(
    (rows) => rows.forEach((row) => console.log(`| ${row.measure} | ${row.value} | ${row.detail} |`)),
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
