import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

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

/** Picks a language in the header's language picker. */
async function chooseLanguage(page: Page, current: RegExp, language: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: current }).click();
  // The popover's listbox: a report-language <select> on the page lists the same names.
  await page.getByRole('listbox').getByRole('option', { name: language, exact: true }).click();
}

// The browser test: switch the language to German and see German text and de_de formats.
// The teacher demo user is used, and left in English with US formats, because the server is shared by the run.
test('a user switches the platform to German and sees German text, dates and numbers', async ({ page }) => {
  await signIn(page, 'teacher', 'teacher-demo');
  await expect(page.getByRole('heading', { level: 1, name: 'Examinees' })).toBeVisible();
  await putPreferences(page, {
    dateFormat: { dateFormatCode: 'dd.MM.yyyy', dateFormatName: 'TT.MM.JJJJ' },
    numberFormat: { decimalSeparator: ',', groupingSeparator: '.' },
    timeZone: { timeZoneCode: 'Europe/Berlin', timeZoneName: 'Berlin' },
  });

  try {
    await chooseLanguage(page, /Language/, 'Deutsch');
    await expect(page.getByRole('heading', { level: 1, name: 'Testpersonen' })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Abmelden' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'Testpersonen' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page).toHaveTitle('Q-global | Testpersonen');
    await expect(page.getByLabel('Sortieren nach')).toBeVisible();
    await snapshot(page, 'language-01-examinees-de');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Testperson anlegen' }).click();
    const examineeId = `DE-${Date.now()}`;
    await page.getByLabel('Testperson-ID').fill(examineeId);
    await page.getByLabel('Vorname', { exact: true }).fill('Lena');
    await page.getByLabel('Nachname', { exact: true }).fill('Schmidt');
    await page.getByLabel('Geburtsdatum').fill('2009-04-17');
    await page.getByLabel('Geschlecht').selectOption({ label: 'Weiblich' });
    await page.getByRole('button', { name: 'Testperson speichern' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Schmidt, Lena' })).toBeVisible();
    await expect(page.locator('.facts')).toContainText('17.04.2009');
    await expect(page.getByRole('heading', { name: 'Bisherige Testungen' })).toBeVisible();

    // The list shows the date of birth by the user's date format, and the last change in Berlin time.
    await page.getByRole('link', { name: 'Testpersonen' }).first().click();
    await page.getByLabel('Suchen').fill(examineeId);
    const row = page.getByRole('row', { name: /Schmidt, Lena/ });
    await expect(row).toContainText('17.04.2009');
    await expect(row).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expect(row).toContainText('Weiblich');

    // Score a PHQ-9 and generate its report: scores, dates and the report size in German formats.
    await row.getByRole('link', { name: 'Schmidt, Lena' }).click();
    await page.getByRole('button', { name: 'Neue Testung' }).click();
    await page.getByLabel('Testform').selectOption({ label: 'PHQ-9' });
    await page.getByRole('button', { name: 'Testung anlegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'PHQ-9 — Schmidt, Lena' })).toBeVisible();
    await expect(page.getByText(/^Durchgeführt am \d{2}\.\d{2}\.\d{4}$/)).toBeVisible();
    const entry = page.getByRole('region', { name: 'Item-Eingabe', exact: true });
    await entry.getByRole('radiogroup', { name: /^Item 1\b/ }).getByRole('radio').first().focus();
    for (const key of ['1', '1', '1', '1', '1', '1', '1', '1']) await page.keyboard.press(key);
    await page.keyboard.press('7');
    await expect(page.getByText('Drücken Sie 0, 1, 2 oder 3 für Item 9.')).toBeVisible();
    await page.keyboard.press('0');
    const scores = page.getByRole('region', { name: 'Werte', exact: true });
    await expect(scores).toContainText('Gesamt 8');
    await expect(scores).toContainText(/\d+ von \d+ Items beantwortet/);
    await page.getByRole('button', { name: 'Auswerten' }).click();
    const record = page.getByRole('region', { name: 'Gültige Auswertung', exact: true });
    await expect(record).toContainText(/Ausgewertet am \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await page.getByRole('button', { name: 'Auswertungsbericht erstellen' }).click();
    const reports = page.getByRole('region', { name: 'Berichtsverlauf', exact: true });
    await expect(reports.getByRole('link', { name: 'Herunterladen' })).toHaveCount(1);
    // A decimal comma: the report's size in kilobytes, one decimal.
    await expect(reports.getByRole('cell', { name: /^\d+,\d kB$/ })).toBeVisible();
    await snapshot(page, 'language-02-assessment-de');
    await expectAccessible(page);

    await chooseLanguage(page, /Sprache/, 'English (United States)');
    await expect(page.getByRole('region', { name: 'Report history', exact: true })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
  } finally {
    // Leave the shared server's teacher as the seed made them: English, US formats, New York time.
    await putPreferences(page, {
      language: { languageCode: 'en_us', languageName: 'English' },
      dateFormat: { dateFormatCode: 'MM/dd/yyyy', dateFormatName: 'MM/dd/yyyy' },
      numberFormat: { decimalSeparator: '.', groupingSeparator: ',', numberFormatCode: 'en_us', numberFormatName: '1,234.56' },
      timeZone: { timeZoneCode: 'America/New_York', timeZoneName: 'Eastern Time (US & Canada)' },
    });
  }
});
