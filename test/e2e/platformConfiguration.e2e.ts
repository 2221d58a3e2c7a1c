/**
 * Issue #17, the platform's configuration in a real browser: back-office staff open it from the
 * back office, change the session-timeout warning's lead in config.json with a reason, see the
 * change as the diff of the two versions, and the server serves the new version at
 * /assets/config/config.json at once.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

test('back-office staff change config.json with a reason, see the diff, and the change is served', async ({ browser }) => {
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'backoffice', 'backoffice-demo');
  await expect(staff).toHaveURL(/\/back-office$/);
  await staff.getByRole('link', { name: 'Platform configuration' }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Platform configuration' })).toBeVisible();
  const current = staff.getByRole('heading', { level: 2, name: /^Current configuration: version \d+$/ });
  await expect(current).toBeVisible();
  const version = Number((await current.textContent())?.replace(/\D+/g, ''));
  await expectAccessible(staff);

  const editor = staff.getByRole('textbox', { name: 'Contents of config.json' });
  const text = await editor.inputValue();
  const lead = Number(/"warningLeadSeconds": (\d+)/.exec(text)?.[1]);
  const next = lead === 180 ? 240 : 180;
  await editor.fill(text.replace(/"warningLeadSeconds": \d+/, `"warningLeadSeconds": ${next}`));
  await expect(staff.getByText('The configuration matches the schema.')).toBeVisible();
  await staff.getByRole('textbox', { name: 'Reason for the change' }).fill('Ticket 4711: the warning shows too late for slow readers.');
  await staff.getByRole('button', { name: 'Save as a new version' }).click();
  await expect(staff.getByText(`Saved. Version ${version + 1} is served now.`)).toBeVisible();
  await expect(staff.getByRole('heading', { level: 2, name: `Current configuration: version ${version + 1}` })).toBeVisible();

  const compare = staff.getByRole('region', { name: 'Compare two versions' });
  await expect(compare.getByRole('combobox', { name: 'Older version' })).toHaveValue(String(version));
  await expect(compare.getByRole('combobox', { name: 'Newer version' })).toHaveValue(String(version + 1));
  await compare.getByRole('button', { name: 'Show the differences' }).click();
  const diff = compare.getByRole('region', { name: `Differences from version ${version} to version ${version + 1}` });
  await expect(diff.getByRole('status')).toHaveText('1 line added, 1 line removed.');
  await expect(diff.getByRole('listitem').filter({ hasText: `Removed: "warningLeadSeconds": ${lead},` })).toHaveCount(1);
  await expect(diff.getByRole('listitem').filter({ hasText: `Added: "warningLeadSeconds": ${next},` })).toHaveCount(1);
  await snapshot(staff, 'platform-configuration-diff');
  await expectAccessible(staff);

  const served = await staff.request.get('/assets/config/config.json');
  expect(served.ok()).toBe(true);
  expect(((await served.json()) as { qgServices: { keepAlive: { warningLeadSeconds: number } } }).qgServices.keepAlive.warningLeadSeconds).toBe(next);
});
