import { expect, type Page, type Route, test } from '@playwright/test';
import { signIn } from './support';

// Two tabs of a browser without Web Locks refresh their shared pair at the same moment
// (docs/security.md, "Refresh-token rotation with a reuse grace window"): both present the same
// refresh token, and the server must answer both with the same new pair instead of taking the
// second as theft and ending the session. The tabs' clocks are moved on to the refresh, and the
// two refresh requests are held until both have been sent, so they really do overlap.

const TOKEN_PATH = '/qg-services/keep-alive/token';

test('two tabs refreshing with one refresh token at once both stay signed in', async ({ browser }) => {
  const context = await browser.newContext();
  // A browser without Web Locks: nothing keeps the tabs' refreshes apart.
  await context.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'locks', { configurable: true, get: () => undefined });
  });
  const held: Route[] = [];
  const sent: string[] = [];
  const answers: number[] = [];
  await context.route(`**${TOKEN_PATH}`, async (route) => {
    sent.push(String((route.request().postDataJSON() as { refreshToken?: unknown }).refreshToken));
    held.push(route);
    if (held.length === 2) for (const waiting of held.splice(0)) await waiting.continue();
  });
  context.on('response', (response) => {
    if (new URL(response.url()).pathname === TOKEN_PATH) answers.push(response.status());
  });

  // One clock for the context's pages: moved on once, both tabs' timers fire together.
  await context.clock.install();
  const first = await context.newPage();
  await signIn(first, 'examiner', 'examiner-demo');
  await expect(first.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  const second = await context.newPage();
  await second.goto('/examinees');
  await expect(second.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();

  // Both tabs reach the refresh (a minute before the 10-minute access token ends) together, and
  // refresh once: the next is due in nine minutes, not at once.
  await context.clock.fastForward('09:10');
  await expect.poll(() => answers.length, { timeout: 20_000 }).toBe(2);
  await first.waitForTimeout(2_000);
  expect(sent).toHaveLength(2);
  expect(sent[0]).toBe(sent[1]);
  expect(answers).toEqual([200, 200]);

  // The session lives on in both tabs: a reload signs in from the stored pair and lists examinees.
  const stillSignedIn = async (page: Page) => {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
    await expect(page).not.toHaveURL(/\/legacy\/login/);
  };
  await stillSignedIn(first);
  await stillSignedIn(second);
  await context.close();
});
