/**
 * The web help: every screen of the product has a help page or section that the index links to,
 * every link inside the help leads somewhere, the pages are well-formed HTML with one h1, headings
 * in order and no script, and the numbers it states come from the server's settings.
 */
import { readFile, writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { DEFAULT_LEGACY, legacyPagePath } from '../../src/contract/legacyPages';
import { SCREEN_HELP } from '../../src/contract/screenHelp';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS, ROLE_PERMISSIONS, ROLE_TITLES, ROLES } from '../../src/domain/permissions';
import { HELP_BASE_PATH, HELP_INDEX_PATH, helpPath } from '../../src/server/legacy/help/helpPaths';
import type { HelpScreen } from '../../src/server/legacy/help/helpTopic';
import { HELP_TOPICS } from '../../src/server/legacy/help/helpTopics';
import { SESSION_COOKIE } from '../../src/contract/cookies';
import { signIn } from './support/session';
import { createTestApp, testConfig, type TestApp } from './support/testApp';
import { durationText, helpFacts } from '../../src/server/legacy/help/helpFacts';

jest.setTimeout(60_000);

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);

/** Every element of a tree, in document order. */
function elements(node: Node): Element[] {
  const own = isElement(node) ? [node] : [];
  return [...own, ...childrenOf(node).flatMap(elements)];
}

/** The text of a node and its descendants, entities decoded. */
const textOf = (node: Node): string => ('value' in node && node.nodeName === '#text' ? node.value : childrenOf(node).map(textOf).join(''));

const attr = (element: Element, name: string): string | undefined => element.attrs.find((a) => a.name === name)?.value;

/** Parses a document, failing on any parse error (unclosed or misnested elements, bad attributes). */
function parseStrictly(html: string, where: string): DefaultTreeAdapterMap['document'] {
  const errors: string[] = [];
  const document = parse(html, { sourceCodeLocationInfo: true, onParseError: (error) => errors.push(`${error.code} at ${error.startOffset}`) });
  expect({ where, errors }).toEqual({ where, errors: [] });
  // The tokenizer's errors miss misnesting (a <div> inside a <p>): the parser then repairs the
  // tree with elements of its own, so the tree has more elements than the markup has start tags.
  const startTags = (html.match(/<[a-zA-Z][a-zA-Z0-9]*[\s/>]/g) ?? []).length;
  expect({ where, elements: elements(document).length }).toEqual({ where, elements: startTags });
  return document;
}

/** The route patterns of the SPA's route table, read from its source (it cannot load in node: it imports the views). */
async function spaRoutePatterns(): Promise<string[]> {
  const file = await readFile(path.join(__dirname, '../../src/app/routes.tsx'), 'utf8');
  const start = file.indexOf('export const ROUTES');
  const source = file.slice(start, file.indexOf('\n];', start));
  expect(start).toBeGreaterThanOrEqual(0);
  const patterns = [...source.matchAll(/\bpattern:\s*'([^']+)'/g)].map((match) => match[1] ?? '');
  // Guards the parse itself: a route written another way would otherwise go unnoticed.
  expect(patterns).toHaveLength((source.match(/\bpattern:/g) ?? []).length);
  expect(patterns.length).toBeGreaterThan(0);
  return patterns;
}

const screenKey = (screen: HelpScreen): string =>
  screen.kind === 'spa' ? `spa ${screen.pattern}` : screen.kind === 'legacy' ? `legacy ${screen.page}` : 'player';

let test: TestApp;
let adminCookie: string;
beforeAll(async () => {
  test = await createTestApp();
  adminCookie = (await signIn(test.app, 'admin')).sessionCookie;
});
afterAll(async () => {
  await test.close();
});

const get = (url: string, cookies: Record<string, string> = {}) => test.app.inject({ method: 'GET', url, cookies });

/** Every help document by file name, fetched through the server without a session. */
async function helpDocuments(): Promise<Map<string, string>> {
  const files = ['index.html', ...HELP_TOPICS.map((topic) => `${topic.slug}.html`)];
  const documents = new Map<string, string>();
  for (const file of files) {
    const response = await get(`${HELP_BASE_PATH}${file}`);
    expect({ file, status: response.statusCode }).toEqual({ file, status: 200 });
    documents.set(file, response.body);
  }
  return documents;
}

describe('web help', () => {
  it('is served at the help page of the legacy table without a session, briefly cacheable, with the page-refresh flag ignored', async () => {
    const plain = await get(HELP_INDEX_PATH);
    const refreshed = await get(`${HELP_INDEX_PATH}?${DEFAULT_LEGACY.pageRefreshParam}=true`);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/html/);
    expect(plain.headers['cache-control']).toBe('public, max-age=300');
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.body).toBe(plain.body);
    expect(plain.body).toContain('<title>Q-global | Help: Contents</title>');
  });

  it('sends the help folder to its index', async () => {
    for (const url of [HELP_BASE_PATH, HELP_BASE_PATH.slice(0, -1)]) {
      const response = await get(url);
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe(HELP_INDEX_PATH);
    }
  });

  it('answers an unknown help page with a 404 page that links to the index', async () => {
    for (const url of [`${HELP_BASE_PATH}no-such-page.html`, `${HELP_BASE_PATH}examinees`, `${HELP_BASE_PATH}deeper/examinees.html`]) {
      const response = await get(`${url}?pageRefresh=true`);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const links = elements(parseStrictly(response.body, url)).filter((element) => element.tagName === 'a');
      expect(links.map((link) => attr(link, 'href'))).toContain(HELP_INDEX_PATH);
    }
  });

  it("opens from the SPA's Help link at the section about the screen the user is on", async () => {
    // SCREEN_HELP is the table the SPA's Help link reads: one entry per route, most specific first.
    expect(SCREEN_HELP.map((entry) => entry.pattern)).toEqual(await spaRoutePatterns());
    for (const { pattern, target } of SCREEN_HELP) {
      const [file, sectionId] = target.split('#');
      const topic = HELP_TOPICS.find((candidate) => `${candidate.slug}.html` === file);
      const section = topic?.sections.find((candidate) => candidate.id === sectionId);
      expect({ pattern, describes: section?.screens.some((screen) => screen.kind === 'spa' && screen.pattern === pattern) ?? false }).toEqual({ pattern, describes: true });
      const page = await get(`${HELP_BASE_PATH}${file}?pageRefresh=true`);
      expect({ pattern, status: page.statusCode }).toEqual({ pattern, status: 200 });
      expect(page.body).toContain(`id="${sectionId}"`);
    }
  });

  it('has, for every screen of the SPA, every legacy page and the examinee player, a section that the index links to', async () => {
    const documents = await helpDocuments();
    const indexLinks = new Set(
      elements(parseStrictly(documents.get('index.html') ?? '', 'index.html'))
        .filter((element) => element.tagName === 'a')
        .map((link) => attr(link, 'href')),
    );
    const screens: HelpScreen[] = [
      ...(await spaRoutePatterns()).map((pattern): HelpScreen => ({ kind: 'spa', pattern })),
      ...(Object.keys(DEFAULT_LEGACY.pages) as (keyof typeof DEFAULT_LEGACY.pages)[]).map((page): HelpScreen => ({ kind: 'legacy', page })),
      { kind: 'player' },
    ];
    const uncovered: string[] = [];
    for (const screen of screens) {
      const covering = HELP_TOPICS.flatMap((topic) =>
        topic.sections.filter((section) => section.screens.some((described) => screenKey(described) === screenKey(screen))).map((section) => ({ topic, section })),
      );
      const linked = covering.filter(({ topic, section }) => {
        const page = parseStrictly(documents.get(`${topic.slug}.html`) ?? '', topic.slug);
        const hasSection = elements(page).some((element) => attr(element, 'id') === section.id);
        const indexLinksIt = indexLinks.has(helpPath(topic.slug, section.id)) || (topic.sections.length === 1 && indexLinks.has(helpPath(topic.slug)));
        return hasSection && indexLinksIt;
      });
      if (linked.length === 0) uncovered.push(screenKey(screen));
    }
    expect(uncovered).toEqual([]);
  });

  it('describes no screen that does not exist', async () => {
    const existing = new Set([
      ...(await spaRoutePatterns()).map((pattern) => `spa ${pattern}`),
      ...Object.keys(DEFAULT_LEGACY.pages).map((page) => `legacy ${page}`),
      'player',
    ]);
    const described = HELP_TOPICS.flatMap((topic) => topic.sections.flatMap((section) => section.screens.map(screenKey)));
    expect(described.filter((key) => !existing.has(key))).toEqual([]);
  });

  it('has one h1, headings in order, a skip link to an existing target, the help title and no script on every page', async () => {
    for (const [file, html] of await helpDocuments()) {
      const all = elements(parseStrictly(html, file));
      expect({ file, scripts: all.filter((element) => element.tagName === 'script').length }).toEqual({ file, scripts: 0 });
      expect(html).not.toMatch(/\son[a-z]+=/i);
      const levels = all.filter((element) => /^h[1-6]$/.test(element.tagName)).map((element) => Number(element.tagName.slice(1)));
      expect({ file, h1: levels.filter((level) => level === 1).length, first: levels[0] }).toEqual({ file, h1: 1, first: 1 });
      const skipped = levels.filter((level, index) => index > 0 && level > (levels[index - 1] ?? 1) + 1);
      expect({ file, skipped }).toEqual({ file, skipped: [] });
      const title = all.find((element) => element.tagName === 'title');
      expect(title && textOf(title)).toMatch(/^Q-global \| Help: \S/);
      const skip = all.find((element) => element.tagName === 'a' && textOf(element).startsWith('Skip to'));
      const target = (skip && attr(skip, 'href'))?.slice(1);
      expect({ file, target: all.some((element) => attr(element, 'id') === target) }).toEqual({ file, target: true });
      const ids = all.map((element) => attr(element, 'id')).filter((id) => id !== undefined);
      expect({ file, duplicateIds: ids.filter((id, index) => ids.indexOf(id) !== index) }).toEqual({ file, duplicateIds: [] });
    }
  });

  it('spells "license" the US English way on every page', async () => {
    const documents = await helpDocuments();
    expect([...documents].filter(([, html]) => /licence/i.test(html)).map(([file]) => file)).toEqual([]);
  });

  it('has no internal link that does not resolve', async () => {
    const documents = await helpDocuments();
    const broken: string[] = [];
    for (const [file, html] of documents) {
      const hrefs = elements(parseStrictly(html, file))
        .filter((element) => element.tagName === 'a')
        .map((link) => attr(link, 'href') ?? '');
      for (const href of hrefs) {
        if (/^[a-z]+:/i.test(href)) continue;
        const [pathname = '', fragment] = href.startsWith('#') ? [`${HELP_BASE_PATH}${file}`, href.slice(1)] : href.split('#');
        const target = pathname.startsWith(HELP_BASE_PATH) ? documents.get(pathname.slice(HELP_BASE_PATH.length)) : undefined;
        if (pathname.startsWith(HELP_BASE_PATH)) {
          const hasFragment = fragment === undefined || elements(parse(target ?? '')).some((element) => attr(element, 'id') === fragment);
          if (target === undefined || !hasFragment) broken.push(`${file}: ${href}`);
          continue;
        }
        // Links out of the help go to the other legacy pages, which need a session.
        const response = await get(pathname, { [SESSION_COOKIE]: adminCookie });
        if (response.statusCode !== 200) broken.push(`${file}: ${href} (${response.statusCode})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('lists every permission with its description and the roles that bundle it, from the permission catalogue', async () => {
    const page = parseStrictly((await get(helpPath('getting-started'))).body, 'getting-started');
    const rows = elements(page)
      .filter((element) => element.tagName === 'tr')
      .map((row) => elements(row).filter((cell) => cell.tagName === 'td' || cell.tagName === 'th').map(textOf));
    for (const permission of Object.values(PERMISSIONS)) {
      const row = rows.find((cells) => cells[0] === permission);
      expect(row?.[1]).toBe(PERMISSION_DESCRIPTIONS[permission]);
      for (const role of ROLES) {
        expect({ permission, role, listed: (row?.[2] ?? '').includes(ROLE_TITLES[role]) }).toEqual({
          permission,
          role,
          listed: ROLE_PERMISSIONS[role].includes(permission),
        });
      }
    }
  });
});

describe('web help facts', () => {
  let configured: TestApp;
  beforeAll(async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'qg-help-'));
    const appConfigFile = path.join(directory, 'config.json');
    await writeFile(appConfigFile, JSON.stringify({ qgServices: { host: '', contextRoot: '/qg-services', keepAlive: { warningLeadSeconds: 90 } } }));
    configured = await createTestApp({ sessionIdleMinutes: 20, sessionAbsoluteHours: 9, appConfigFile });
  });
  afterAll(async () => {
    await configured.close();
  });

  it("states the session limits of the server's settings and the warning's lead of its config.json", async () => {
    const response = await configured.app.inject({ method: 'GET', url: helpPath('sessions') });
    const text = textOf(parseStrictly(response.body, 'sessions')).replace(/\s+/g, ' ');
    expect(text).toContain('after 20 minutes without activity');
    expect(text).toContain('9 hours after you signed in');
    expect(text).toContain('90 seconds before the session would end');
  });

  it('is served at the help page of the legacy table', () => {
    expect(HELP_INDEX_PATH).toBe(legacyPagePath('help'));
  });

  it("states the warning's lead as the SPA applies it: never more than half the idle limit", () => {
    const keepAlive = { qgServices: { host: '', contextRoot: '/qg-services', keepAlive: { warningLeadSeconds: 120 } } };
    expect(helpFacts(testConfig({ sessionIdleSeconds: 60 }), keepAlive)).toMatchObject({ idleLimitSeconds: 60, warningLeadSeconds: 30 });
    expect(helpFacts(testConfig({ sessionIdleMinutes: 30, sessionIdleSeconds: null }), {})).toMatchObject({ idleLimitSeconds: 1800, warningLeadSeconds: 120 });
    expect([durationText(1800), durationText(60), durationText(90), durationText(1)]).toEqual(['30 minutes', '1 minute', '90 seconds', '1 second']);
  });
});
