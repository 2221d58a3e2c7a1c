import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

// The browser check of the CSP with nonces (src/server/http/contentSecurityPolicy.ts):
// the SPA boots, loads a lazy route and another language's catalogue chunk (webpack inserts
// those scripts, admitted by 'strict-dynamic'), and the player boots, all without one CSP
// violation. Chromium reports each violation on the console ("... violates the following Content
// Security Policy directive ...").

/** Collects the page's CSP violations and uncaught errors from now on. */
function watchViolations(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text());
  });
  page.on('pageerror', (error) => seen.push(`page error: ${error.message}`));
  return seen;
}

/** The nonce of a page's policy and of its script tags. */
async function noncesOf(page: Page, url: string): Promise<{ policy: string | undefined; tags: (string | null)[] }> {
  const response = await page.goto(url);
  const header = (await response?.allHeaders())?.['content-security-policy'] ?? '';
  const policy = /'nonce-([^']+)'/.exec(header)?.[1];
  const tags = await page.locator('script[defer]').evaluateAll((scripts) => scripts.map((script) => (script as HTMLScriptElement).nonce || script.getAttribute('nonce')));
  return { policy, tags };
}

test('the SPA boots, loads a lazy route and a language chunk, with no CSP violation', async ({ page }) => {
  const violations = watchViolations(page);
  await signIn(page, 'examiner', 'examiner-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  // Every script the server wrote carries this answer's nonce (a browser hides it from getAttribute, not from .nonce).
  const { policy, tags } = await noncesOf(page, '/examinees');
  expect(policy).toBeTruthy();
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.filter((nonce) => nonce !== policy)).toEqual([]);
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  // A code-split route.
  await page.getByRole('link', { name: 'New examinee' }).click();
  await expect(page.getByLabel('Examinee ID')).toBeVisible();

  // Another language: its catalogue is a chunk of its own; back to English, as the seed had it.
  const picker = () => page.getByRole('banner').getByRole('button', { name: /Language|Sprache/ });
  await picker().click();
  await page.getByRole('listbox').getByRole('option', { name: 'Deutsch', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Abmelden' })).toBeVisible();
  await picker().click();
  await page.getByRole('listbox').getByRole('option', { name: 'English (United States)', exact: true }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the player boots with no CSP violation', async ({ page }) => {
  const violations = watchViolations(page);
  // No token: the player starts and says the link does not work.
  await page.goto('/osa');
  await expect(page.locator('#root *').first()).toBeVisible();
  expect(violations).toEqual([]);
});
