import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { api, createExaminee, expectAccessible, FACADE, keyInItems, signIn, snapshot } from './support';

// WCAG 2.2 SC 1.4.10 Reflow: every screen of the platform works on a narrow screen without
// scrolling in two directions. Checked at a phone's 390 px and at 200% zoom of a 1280 px window
// (640 × 400 CSS px at device scale 2): the page never scrolls sideways, every control of the
// header can be reached (in view, or behind a visible menu button), and axe finds nothing. Data
// tables may scroll inside their own focusable region; the page may not.

/** The two ways a narrow screen comes about. */
const VIEWS = [
  { name: 'phone', viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 },
  { name: 'zoom200', viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 },
] as const;

/** The header's links, for the administrator, who has every one of them. */
const NAV_LINKS = ['Examinees', 'Assessments', 'Deleted assessments', 'Licenses', 'E-mail templates', 'Home', 'Help'];

/** What the screens show, made once through the API. */
interface Fixture {
  /** An adult with a long name and e-mail address, several assessments and a remote link. */
  examineeRecordId: number;
  examineeId: string;
  examineeName: string;
  /** A PHQ-9 with every item entered and saved, not scored, with a remote link. */
  phq9Id: number;
  /** A scored GAD-7 with a score report in its history. */
  gad7Id: number;
  /** An ORF reading probe of a third grader, with grade, season and counts saved. */
  orfId: number;
  /** The class whose scored PHQ-9s the assessment list's batch and group report select. */
  className: string;
}

let fixture: Fixture;

const SELF = '/qg-services/account/users/self/preferences?addOnPermissions=true';

/** Deletes through the API, as the SPA does (bearer token, CSRF header). */
async function remove(page: Page, path: string): Promise<void> {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const response = await page.request.delete(path, { headers: { authorization: `Bearer ${value('qg_oauth_token')}`, 'x-xsrf-token': value('XSRF-TOKEN') } });
  expect(response.ok(), `DELETE ${path}: ${response.status()}`).toBe(true);
}

/** Makes the data the screens show, as the administrator. */
async function makeFixture(browser: Browser, baseURL: string | undefined): Promise<Fixture> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await signIn(page, 'admin', 'admin-demo');
    const examinerId = (await api<{ userId: number }>(page, 'GET', SELF)).userId;
    const stamp = Date.now().toString(36);
    const administrationDate = new Date().toISOString().slice(0, 10);
    const create = (examineeRecordId: number, productId: string) =>
      api<{ id: number; version: number }>(page, 'POST', `${FACADE}/assessments`, { examineeRecordId, productId, administrationDate, examinerId });
    const save = (assessment: { id: number; version: number }, responses: Record<string, number>, status: 'inProgress' | 'scored', administration?: object) =>
      api(page, 'PUT', `${FACADE}/assessments/${assessment.id}`, { version: assessment.version, responses, administrationDate, examinerId, status, administration });
    const phq9Answers = (values: number[]) => ({ ...Object.fromEntries(values.map((value, item) => [`phq9_${item + 1}`, value])), phq9_difficulty: 1 });

    const examineeId = `RF-${stamp}-WITH-A-LONG-IDENTIFIER`;
    const examineeRecordId = await createExaminee(page, {
      examineeId,
      firstName: 'Valentina',
      lastName: 'Papadopoulou-Richardson',
      birthDate: '1990-06-01',
      sex: 'female',
      email: 'valentina.papadopoulou-richardson@example.org',
    });
    const phq9 = await create(examineeRecordId, 'phq9');
    // A link is for an assessment still to be answered: made before the answers are entered.
    await api(page, 'POST', `${FACADE}/assessments/${phq9.id}/qosa-links`, {});
    await save(phq9, phq9Answers([1, 2, 0, 1, 3, 0, 1, 2, 0]), 'inProgress');
    const gad7 = await create(examineeRecordId, 'gad7');
    await save(gad7, Object.fromEntries([1, 2, 3, 4, 5, 6, 7].map((item) => [`gad7_${item}`, item % 4])), 'scored');
    await api(page, 'POST', `${FACADE}/assessments/${gad7.id}/reports`, { reportType: 'score' });
    const deleted = await create(examineeRecordId, 'who5');
    await remove(page, `${FACADE}/assessments/${deleted.id}`);

    // A third grader's reading probe.
    const reader = await createExaminee(page, {
      examineeId: `RF-${stamp}-ORF`,
      firstName: 'Ari',
      lastName: 'Reader',
      birthDate: `${new Date().getUTCFullYear() - 9}-03-14`,
      sex: 'male',
    });
    const orf = await create(reader, 'orf');
    await save(orf, { wordsRead: 112, errors: 7 }, 'inProgress', { grade: 3, season: 'winter' });

    // A class of three with a scored PHQ-9 each, a batch of their reports and a group report.
    const className = `Class-${stamp}`;
    const classIds: number[] = [];
    for (const index of [1, 2, 3]) {
      const pupil = await createExaminee(page, {
        examineeId: `${className}-${index}`,
        firstName: `Pupil${index}`,
        lastName: 'Reflow',
        birthDate: '2008-03-14',
        sex: index % 2 ? 'female' : 'male',
        customField1: className,
      });
      const assessment = await create(pupil, 'phq9');
      await save(assessment, phq9Answers([1, 2, 1, index, 2, 1, 0, 1, 0]), 'scored');
      classIds.push(assessment.id);
    }
    await api(page, 'POST', `${FACADE}/report-batches`, { selection: { kind: 'assessments', assessmentIds: classIds }, reportType: 'score' });
    await api(page, 'POST', `${FACADE}/group-reports`, { title: `Class ${className}`, productId: 'phq9', selection: { kind: 'assessments', assessmentIds: classIds } });

    return { examineeRecordId, examineeId, examineeName: 'Papadopoulou-Richardson, Valentina', phq9Id: phq9.id, gad7Id: gad7.id, orfId: orf.id, className };
  } finally {
    await context.close();
  }
}

/**
 * The elements that stick out of the viewport on the right and are not clipped by a scrolling
 * ancestor (outermost first): what to fix. An absolutely positioned element escapes every
 * scroller between it and its containing block, so a visually hidden label in a scrolling table
 * can widen the page.
 */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const sticksOut = (element: Element) => element.getBoundingClientRect().right > width + 1;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible';
    // A scroller clips what it contains: an absolutely positioned element only from its containing block up.
    const clipped = (element: HTMLElement) => {
      const absolute = ['absolute', 'fixed'].includes(getComputedStyle(element).position);
      const from = absolute ? element.offsetParent : element.parentElement;
      for (let ancestor = from; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        if (clips(ancestor)) return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (!sticksOut(element) || clipped(element)) continue;
      const parent = element.parentElement;
      if (parent && parent !== document.body && sticksOut(parent) && !clipped(parent)) continue;
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).filter(Boolean) : [];
      out.push(`${[element.tagName.toLowerCase(), ...classes].join('.')} (right edge ${Math.round(element.getBoundingClientRect().right)})`);
    }
    return out;
  });
}

/** Fails when the page scrolls sideways, naming the elements that stick out. */
async function expectNoSidewaysScroll(page: Page, screen: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  const culprits = scrollWidth > innerWidth + 1 ? await overflowing(page) : [];
  expect(scrollWidth, `${screen}: the page is ${scrollWidth} px wide in a ${innerWidth} px viewport: ${culprits.join(', ')}`).toBeLessThanOrEqual(innerWidth + 1);
}

/** Fails unless the element is on screen from left to right. */
async function expectWithinWidth(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  const width = await page.evaluate(() => window.innerWidth);
  expect(box, what).not.toBeNull();
  if (!box) return;
  expect(box.x, `${what}: left edge`).toBeGreaterThanOrEqual(-1);
  expect(box.x + box.width, `${what}: right edge in a ${width} px viewport`).toBeLessThanOrEqual(width + 1);
}

/**
 * Fails unless each of the header's controls (navigation, user menu, language, sign out) is
 * visible and on screen, at once or behind the menu button; leaves the menu as it found it.
 */
async function expectHeaderReachable(page: Page, screen: string): Promise<void> {
  const banner = page.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });
  const folded = await menuButton.isVisible();
  if (folded) {
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectWithinWidth(page, menuButton, `${screen}: the menu button`);
    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  }
  const navigation = banner.getByRole('navigation', { name: 'Main' });
  const controls: [string, Locator][] = [
    ...NAV_LINKS.map((name): [string, Locator] => [name, navigation.getByRole('link', { name, exact: true })]),
    ['the user menu', banner.getByRole('button', { name: /Adam Administrator/ })],
    ['the language picker', banner.getByRole('button', { name: /Language/ })],
    ['Sign out', banner.getByRole('button', { name: 'Sign out' })],
  ];
  for (const [what, control] of controls) {
    await expect(control, `${screen}: ${what}`).toBeVisible();
    await expectWithinWidth(page, control, `${screen}: ${what}`);
  }
  if (folded) {
    await menuButton.click();
    await expect(navigation).toBeHidden();
  }
}

/** Checks a screen as it is: no sideways scroll, the header's controls, axe; and saves a screenshot to look at. */
async function checkScreen(page: Page, view: string, screen: string): Promise<void> {
  await expect(page.getByText('Loading…')).toHaveCount(0);
  await expectNoSidewaysScroll(page, screen);
  await expectHeaderReachable(page, screen);
  await expectAccessible(page);
  await snapshot(page, `reflow-${view}-${screen}`);
}

/** Opens a screen by its address and waits for its heading. */
async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText('Loading…')).toHaveCount(0);
}

/**
 * Follows a link of the header's navigation; where the header folds, from its menu, which closes
 * and keeps the focus on its button.
 */
async function followFromHeader(page: Page, link: string, heading: string): Promise<void> {
  const banner = page.getByRole('banner');
  const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });
  const folded = await menuButton.isVisible();
  if (folded) await menuButton.click();
  await banner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: link, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  if (folded) {
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toBeFocused();
  }
}

test.beforeAll(async ({ browser, baseURL }) => {
  fixture = await makeFixture(browser, baseURL);
});

for (const view of VIEWS) {
  test.describe(`at ${view.name}`, () => {
    // One test sweeps every screen with an accessibility check each: 80-95 s on a quiet CI machine.
    test.describe.configure({ timeout: 240_000 });
    test.use({ viewport: view.viewport, deviceScaleFactor: view.deviceScaleFactor });

    test(`every screen fits ${view.viewport.width} CSS px without sideways scrolling, its header reachable (${view.name})`, async ({ page }) => {
      const check = (screen: string) => checkScreen(page, view.name, screen);
      await signIn(page, 'admin', 'admin-demo');

      await open(page, '/examinees', 'Examinees');
      await check('examinees');
      // The open menu passes axe too, and the user menu and the language list open on screen.
      const banner = page.getByRole('banner');
      const menuButton = banner.getByRole('button', { name: 'Menu', exact: true });
      if (await menuButton.isVisible()) {
        await menuButton.click();
        await expectAccessible(page);
        await snapshot(page, `reflow-${view.name}-menu`);
      }
      await banner.getByRole('button', { name: /Adam Administrator/ }).click();
      const userMenu = page.getByRole('dialog', { name: 'User menu' });
      await expectWithinWidth(page, userMenu, 'the user menu popover');
      await expect(userMenu.getByRole('link', { name: 'My account settings' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(userMenu).toBeHidden();
      await banner.getByRole('button', { name: /Language/ }).click();
      await expectWithinWidth(page, page.getByRole('listbox'), 'the language list');
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      if (await menuButton.isVisible()) {
        // Escape closes the menu back onto its button.
        await banner.getByRole('button', { name: 'Sign out' }).focus();
        await page.keyboard.press('Escape');
        await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
        await expect(menuButton).toBeFocused();
      }

      await open(page, '/examinees/new', 'New examinee');
      await check('new-examinee');

      await open(page, `/examinees/${fixture.examineeRecordId}`, fixture.examineeName);
      await page.getByRole('button', { name: 'New assessment' }).click();
      await expect(page.getByLabel('Form')).toBeVisible();
      await check('examinee');

      await open(page, `/assessments/${fixture.phq9Id}`, `PHQ-9 — ${fixture.examineeName}`);
      await expect(page.getByRole('region', { name: 'Item entry', exact: true })).toBeVisible();
      await check('assessment-phq9');

      await open(page, `/assessments/${fixture.gad7Id}`, `GAD-7 — ${fixture.examineeName}`);
      await expect(page.getByRole('region', { name: 'Report history', exact: true }).getByRole('link', { name: 'Download' })).toHaveCount(1);
      await check('assessment-gad7-scored');

      await open(page, `/assessments/${fixture.orfId}`, 'ORF — Reader, Ari');
      await expect(page.getByRole('region', { name: /^Passage for grade 3/ })).toBeVisible();
      await check('assessment-orf');

      await open(page, `/assessments/${fixture.phq9Id}/verify`, `Item entry verification — PHQ-9 — ${fixture.examineeName}`);
      await check('verification');
      await page.getByRole('button', { name: 'Begin second entry' }).click();
      const second = page.getByRole('region', { name: 'Second entry (blind)', exact: true });
      await keyInItems(page, second, ['1', '2', '0', '1', '2', '0', '1', '2', '0']);
      await page.getByRole('button', { name: 'Compare' }).click();
      await expect(page.getByRole('region', { name: /discrepanc\w*$/ })).toBeVisible();
      await check('verification-discrepancy');
      // Cancelled, the verification is as the other view finds it.
      await page.getByRole('button', { name: 'Cancel verification' }).click();
      await expect(page.getByRole('button', { name: 'Begin second entry' })).toBeVisible();

      await followFromHeader(page, 'Assessments', 'Assessments');
      await expect(page.getByText('Loading…')).toHaveCount(0);
      const searched = page.waitForResponse((response) => response.url().includes(`search=${fixture.className}`));
      await page.getByLabel('Search').fill(fixture.className);
      await searched;
      await expect(page.getByRole('table', { name: 'Assessments matching the filters' }).getByRole('row', { name: new RegExp(fixture.className) })).toHaveCount(3);
      await check('assessments');

      await page.getByRole('checkbox', { name: 'Select every assessment on this page' }).check();
      await page.getByRole('button', { name: 'Generate reports' }).click();
      await expect(page.getByRole('region', { name: 'Generate reports for 3 assessments', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Recent report batches', exact: true })).toBeVisible();
      await check('batch-reports');

      await page.getByRole('button', { name: 'Group report' }).click();
      await expect(page.getByRole('region', { name: 'PHQ-9 group report over 3 assessments', exact: true })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Group reports', exact: true }).getByRole('row', { name: new RegExp(fixture.className) })).toBeVisible();
      await check('group-reports');

      await open(page, '/licenses', /^Licenses/);
      await check('licenses');
      // A table wider than the screen scrolls in its own region, with the keyboard too.
      const ledger = page.getByRole('region', { name: 'Usage ledger Scrollable table', exact: true });
      const overflows = await ledger.evaluate((element) => element.scrollWidth > element.clientWidth);
      if (view.name === 'phone') expect(overflows, 'the usage ledger is wider than a phone').toBe(true);
      if (overflows) {
        await ledger.focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => ledger.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }

      await open(page, '/deleted-assessments', 'Deleted assessments');
      await expect(page.getByRole('row', { name: new RegExp(fixture.examineeId) })).toBeVisible();
      await check('deleted-assessments');

      await open(page, '/email-templates', 'E-mail templates');
      await check('email-templates');

      await open(page, '/no-such-screen', 'Page not found');
      await check('not-found');
    });
  });
}
