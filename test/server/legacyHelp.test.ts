/**
 * The web help: every screen of the product has a help page or section that the index links to,
 * every link inside the help leads somewhere, the pages are well-formed HTML with one h1, headings
 * in order and no script, and the numbers it states come from the server's settings.
 */
import { writeFile, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { DEFAULT_LEGACY, legacyPagePath } from '../../src/contract/legacyPages';
import { SCREENS } from '../../src/contract';
import { PERMISSION_DESCRIPTIONS, PERMISSIONS, ROLE_PERMISSIONS, ROLE_TITLES, ROLES } from '../../src/domain/permissions';
import { bcp47, DEFAULT_LOCALE, type Locale, SUPPORTED_LOCALES } from '../../src/domain/locale';
import { HELP_BASE_PATH, HELP_INDEX_PATH, helpLink, helpPath } from '../../src/server/legacy/help/helpPaths';
import { HELP_TRANSLATIONS, helpLocales } from '../../src/server/legacy/help/helpTranslations';
import { HELP_CHROME_TEXT } from '../../src/server/legacy/help/i18n/helpChromeText';
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

/**
 * The route patterns of the SPA: the screens of the contract, which the SPA's routes are made of
 * (test/app/featureModules.test.ts checks that every screen is routed and nothing else).
 */
const spaRoutePatterns = (): string[] => SCREENS.map((screen) => screen.pattern);

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

/** The help's file names in one folder. */
const helpFiles = (): string[] => ['index.html', ...HELP_TOPICS.map((topic) => `${topic.slug}.html`)];

/**
 * Every help document by its address inside the help (`index.html`, `de-DE/index.html`): the
 * unprefixed US English ones and those of every offered locale, fetched without a session.
 */
async function helpDocuments(): Promise<Map<string, string>> {
  const folders = ['', ...helpLocales().map((locale) => `${bcp47(locale)}/`)];
  const documents = new Map<string, string>();
  for (const folder of folders) {
    for (const file of helpFiles()) {
      const response = await get(`${HELP_BASE_PATH}${folder}${file}`);
      expect({ file: folder + file, status: response.statusCode }).toEqual({ file: folder + file, status: 200 });
      documents.set(folder + file, response.body);
    }
  }
  return documents;
}

/** The locale of a help document by its address: its folder's, US English when unprefixed. */
const documentLocale = (file: string): Locale => helpLocales().find((locale) => file.startsWith(`${bcp47(locale)}/`)) ?? DEFAULT_LOCALE;

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
    // SCREENS is what the SPA's routes are made of and what its Help link reads.
    expect(new Set(spaRoutePatterns()).size).toBe(SCREENS.length);
    for (const { pattern, help: target } of SCREENS) {
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
      ...spaRoutePatterns().map((pattern): HelpScreen => ({ kind: 'spa', pattern })),
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
        const indexLinksIt = indexLinks.has(helpLink(topic.slug, section.id)) || (topic.sections.length === 1 && indexLinks.has(helpLink(topic.slug)));
        return hasSection && indexLinksIt;
      });
      if (linked.length === 0) uncovered.push(screenKey(screen));
    }
    expect(uncovered).toEqual([]);
  });

  it('describes no screen that does not exist', async () => {
    const existing = new Set([
      ...spaRoutePatterns().map((pattern) => `spa ${pattern}`),
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
      const locale = documentLocale(file);
      expect(all.find((element) => element.tagName === 'html')?.attrs).toContainEqual({ name: 'lang', value: bcp47(locale) });
      const title = all.find((element) => element.tagName === 'title');
      expect(title && textOf(title)).toMatch(new RegExp(`^Q-global \\| ${HELP_CHROME_TEXT[locale].pageTitle('')}\\S`));
      const skips = all.filter((element) => element.tagName === 'a' && [HELP_CHROME_TEXT[locale].skipToText, HELP_CHROME_TEXT[locale].skipToContents].includes(textOf(element)));
      const target = (skips[0] && attr(skips[0], 'href'))?.slice(1);
      expect({ file, skips: skips.length, target: all.some((element) => attr(element, 'id') === target) }).toEqual({ file, skips: 1, target: true });
      const ids = all.map((element) => attr(element, 'id')).filter((id) => id !== undefined);
      expect({ file, duplicateIds: ids.filter((id, index) => ids.indexOf(id) !== index) }).toEqual({ file, duplicateIds: [] });
    }
  });

  it('spells "license" the US English way on every English page', async () => {
    const documents = await helpDocuments();
    const english = [...documents].filter(([file]) => documentLocale(file).startsWith('en_'));
    expect(english.length).toBeGreaterThan(helpFiles().length);
    expect(english.filter(([, html]) => /licence/i.test(html)).map(([file]) => file)).toEqual([]);
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
        const resolved = new URL(href, `http://help.test${HELP_BASE_PATH}${file}`);
        const pathname = resolved.pathname;
        const fragment = resolved.hash === '' ? undefined : resolved.hash.slice(1);
        const target = pathname.startsWith(HELP_BASE_PATH) ? documents.get(pathname.slice(HELP_BASE_PATH.length)) : undefined;
        if (pathname.startsWith(HELP_BASE_PATH)) {
          const hasFragment = fragment === undefined || elements(parse(target ?? '')).some((element) => attr(element, 'id') === fragment);
          if (target === undefined || !hasFragment) broken.push(`${file}: ${href}`);
          continue;
        }
        // The header's "Q-global" opens the SPA, served from its build (the browser tests open it).
        if (pathname === '/') continue;
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

describe('web help in the user\'s language', () => {
  it('is offered in every locale of the platform', () => {
    expect(Object.entries(HELP_TRANSLATIONS).filter(([, translation]) => translation === null).map(([language]) => language)).toEqual([]);
    expect(helpLocales()).toEqual(SUPPORTED_LOCALES);
  });

  it('translates exactly the English pages and sections in every translated language, nothing left over', () => {
    const english = HELP_TOPICS.map((topic) => ({ slug: topic.slug, sections: topic.sections.map((section) => section.id) }));
    for (const [language, translation] of Object.entries(HELP_TRANSLATIONS)) {
      if (translation === null) continue;
      const translated = Object.entries(translation.topics).map(([slug, text]) => ({ slug, sections: Object.keys(text.sections) }));
      const sorted = (pages: typeof english) => pages.map((page) => ({ ...page, sections: [...page.sections].sort() })).sort((a, b) => a.slug.localeCompare(b.slug));
      expect({ language, pages: sorted(translated) }).toEqual({ language, pages: sorted(english) });
    }
  });

  it("sends an unprefixed address to the reader's language folder (the browser keeps the section) and serves US English in place", async () => {
    for (const locale of helpLocales().filter((candidate) => candidate !== DEFAULT_LOCALE)) {
      const response = await test.app.inject({ method: 'GET', url: helpPath('examinees'), headers: { 'accept-language': `${bcp47(locale)},en;q=0.5` } });
      expect({ locale, status: response.statusCode, location: response.headers.location }).toEqual({ locale, status: 302, location: `${HELP_BASE_PATH}${bcp47(locale)}/examinees.html` });
      expect(response.headers.vary).toBe('Accept-Language, Cookie');
      const page = await get(`${HELP_BASE_PATH}${bcp47(locale)}/examinees.html`);
      expect(page.body).toContain(`<html lang="${bcp47(locale)}">`);
    }
    const english = await test.app.inject({ method: 'GET', url: helpPath('examinees'), headers: { 'accept-language': 'en-US,en;q=0.5' } });
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('<html lang="en-US">');
    const unknown = await test.app.inject({ method: 'GET', url: helpPath('examinees'), headers: { 'accept-language': 'ja-JP' } });
    expect(unknown.statusCode).toBe(200);
  });

  it('opens a language folder at its index and answers a missing page there in its language', async () => {
    const locale = helpLocales().find((candidate) => candidate !== DEFAULT_LOCALE) ?? DEFAULT_LOCALE;
    const folder = `${HELP_BASE_PATH}${bcp47(locale)}`;
    for (const url of [folder, `${folder}/`]) {
      const response = await get(url);
      expect({ url, status: response.statusCode, location: response.headers.location }).toEqual({ url, status: 302, location: `${folder}/index.html` });
    }
    const missing = await get(`${folder}/no-such-page.html`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain(`<html lang="${bcp47(locale)}">`);
    expect(missing.body).toContain(HELP_CHROME_TEXT[locale].notFoundTitle);
  });

  it('lists every offered language on every page, naming the one being read', async () => {
    const documents = await helpDocuments();
    for (const [file, html] of documents) {
      const links = elements(parseStrictly(html, file)).filter((element) => element.tagName === 'a' && attr(element, 'hreflang') !== undefined);
      expect({ file, languages: links.map((link) => attr(link, 'hreflang')) }).toEqual({ file, languages: helpLocales().map(bcp47) });
      expect({ file, current: links.filter((link) => attr(link, 'aria-current') === 'true').map((link) => attr(link, 'hreflang')) }).toEqual({
        file,
        current: [bcp47(documentLocale(file))],
      });
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
