import { expect, type Page, test } from '@playwright/test';
import { signIn } from './support';

// Every legacy link of the SPA (spec §2: home, my account settings, manage accounts, resource
// library, notifications list, feedback, help) lands on its own page, with the page-refresh
// flag, still signed in. The administrator is the user who sees every one of them.

/** A link of the SPA and the page it must land on. */
interface LegacyLink {
  /** The link's accessible name in the SPA. */
  name: string;
  /** Where it is: the header's navigation, or the user menu that the user's name opens. */
  place: 'header' | 'userMenu';
  /** The address it must land on, page-refresh flag included. */
  url: RegExp;
  /** The landing page's level-1 heading. */
  heading: string | RegExp;
}

const LINKS: readonly LegacyLink[] = [
  { name: 'Home', place: 'header', url: /\/legacy\/home\?pageRefresh=true$/, heading: 'Home' },
  // Help opens the help of the screen the link was followed from (the examinee list).
  { name: 'Help', place: 'header', url: /\/legacy\/help\/examinees\.html\?pageRefresh=true(#examinee-list)?$/, heading: 'Examinees' },
  { name: 'My account settings', place: 'userMenu', url: /\/legacy\/my-account\?pageRefresh=true$/, heading: 'My account settings' },
  { name: 'Manage accounts', place: 'userMenu', url: /\/legacy\/manage-accounts\?pageRefresh=true$/, heading: 'Manage accounts' },
  { name: 'Resource library', place: 'userMenu', url: /\/legacy\/resource-library\?pageRefresh=true$/, heading: 'Resource library' },
  { name: 'Notifications', place: 'userMenu', url: /\/legacy\/notifications\?pageRefresh=true$/, heading: 'Notifications' },
  // Feedback names the screen it was opened from.
  { name: 'Feedback', place: 'userMenu', url: /\/legacy\/feedback\?pageRefresh=true&screen=%2Fexaminees$/, heading: /feedback/i },
];

/** Follows one link from the SPA's examinee list. */
async function follow(page: Page, link: LegacyLink): Promise<void> {
  await page.goto('/examinees');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  const banner = page.getByRole('banner');
  if (link.place === 'userMenu') {
    await banner.getByRole('button', { name: /Adam Administrator/ }).click();
    await page.getByRole('dialog').getByRole('link', { name: link.name, exact: true }).click();
  } else {
    await banner.getByRole('link', { name: link.name, exact: true }).click();
  }
}

test('every legacy link of the SPA lands on its page with the page-refresh flag', async ({ page }) => {
  await signIn(page, 'admin', 'admin-demo');
  for (const link of LINKS) {
    const landed = page.waitForResponse((response) => link.url.test(response.url()));
    await follow(page, link);
    const response = await landed;
    expect(response.status(), `${link.name}: ${response.url()}`).toBe(200);
    await expect(page, link.name).toHaveURL(link.url);
    await expect(page.getByRole('heading', { level: 1 }), link.name).toHaveText(link.heading);
    // Still signed in: no page sent the browser to the login page.
    await expect(page, link.name).not.toHaveURL(/\/legacy\/login/);
  }
});
