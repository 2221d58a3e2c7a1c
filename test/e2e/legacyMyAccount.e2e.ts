import { expect, type Page, test } from '@playwright/test';
import { createExaminee, expectAccessible, signIn, snapshot } from './support';

const PREFERENCES = '/qg-services/account/users/self/preferences';

/** Changes the signed-in user's preferences through the API, as the SPA does (bearer token and CSRF header). */
async function putPreferences(page: Page, body: object): Promise<void> {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const response = await page.request.put(PREFERENCES, {
    data: body,
    headers: { authorization: `Bearer ${value('qg_oauth_token')}`, 'x-xsrf-token': value('XSRF-TOKEN') },
  });
  expect(response.status()).toBe(200);
}

// The browser test: the language and the date format changed on the legacy page, and the SPA follows.
// The examiner is left in English with US formats afterwards, because the server is shared by the run.
test('an examiner changes the language and the date format in my account settings and the platform follows', async ({ page }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  const examineeId = `MA-${Date.now()}`;
  await createExaminee(page, { examineeId, firstName: 'Mia', lastName: 'Account', birthDate: '2011-03-09', sex: 'female' });

  try {
    await page.locator('.user-menu__button').click();
    await page.getByRole('dialog', { name: 'User menu' }).getByRole('link', { name: 'My account settings' }).click();
    await expect(page).toHaveURL(/\/legacy\/my-account\?pageRefresh=true$/);
    await expect(page.getByRole('heading', { level: 1, name: 'My account settings' })).toBeVisible();
    await expectAccessible(page);

    const preferences = page.getByRole('group', { name: 'Preferences' });
    await preferences.getByLabel('Language').selectOption({ label: 'Deutsch' });
    await preferences.getByLabel('Date format').selectOption('dd.MM.yyyy');
    await page.getByRole('button', { name: 'Save the preferences' }).click();
    // The page after saving speaks the language just chosen.
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.getByRole('status')).toHaveText('Ihre Einstellungen wurden gespeichert.');
    await expect(page.getByRole('group', { name: 'Einstellungen' }).getByLabel('Datumsformat')).toHaveValue('dd.MM.yyyy');
    await snapshot(page, 'legacy-my-account-01-saved');

    await page.getByRole('link', { name: 'Zurück zur Testplattform' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Testpersonen' })).toBeVisible();
    await page.getByLabel('Suchen').fill(examineeId);
    await expect(page.getByRole('row', { name: /Account, Mia/ })).toContainText('09.03.2011');
  } finally {
    await putPreferences(page, {
      language: { languageCode: 'en_us', languageName: 'English' },
      dateFormat: { dateFormatCode: 'MM/dd/yyyy', dateFormatName: 'MM/dd/yyyy' },
    });
  }
});
