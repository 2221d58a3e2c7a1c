/**
 * Issue #17, product configuration in a real browser: an examiner scores a PHQ-9 on the published
 * version; back-office staff import a changed PHQ-9 JSON (the "Mild" band renamed "Mild
 * symptoms") as the draft of the next version, see its failing test case block publication, fix
 * the test case, and publish it; the examiner's new PHQ-9 is scored with the new version while the
 * older one keeps its version and band label.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { expectAccessible, keyInItems, newPhq9ForNoorHaddad, signIn, snapshot } from './support';

/** Items 1-5 "several days": a total of 5, the lower edge of "Mild" (the shipped test case mild_edge). */
const KEYS = ['1', '1', '1', '1', '1', '0', '0', '0', '0'];
const REASON = 'Ticket 4711: the publisher renamed the mild band.';

interface ShippedPhq9 {
  version: number;
  bands: { label: string }[];
  feedbackReport: { bandTexts: { band: string }[] };
  translations: Record<string, { bands?: Record<string, Record<string, unknown>> }>;
}
const SHIPPED = JSON.parse(readFileSync(path.join(__dirname, '../../config/products/phq9.json'), 'utf8')) as ShippedPhq9;
/** The version the seed publishes, and the one the import makes. */
const PUBLISHED = SHIPPED.version;
const NEXT = PUBLISHED + 1;

/**
 * The shipped PHQ-9 with its "Mild" band renamed "Mild symptoms" wherever the definition names it
 * (the band, the feedback report's text of it, its translations): the test case mild_edge, which
 * expects "Mild", then fails.
 */
function changedPhq9(): string {
  const rename = (label: string) => (label === 'Mild' ? 'Mild symptoms' : label);
  const translations = Object.fromEntries(
    Object.entries(SHIPPED.translations).map(([locale, words]) => [
      locale,
      { ...words, ...(words.bands ? { bands: Object.fromEntries(Object.entries(words.bands).map(([scale, bands]) => [scale, Object.fromEntries(Object.entries(bands).map(([label, text]) => [rename(label), text]))])) } : {}) },
    ]),
  );
  return JSON.stringify({
    ...SHIPPED,
    bands: SHIPPED.bands.map((band) => ({ ...band, label: rename(band.label) })),
    feedbackReport: { ...SHIPPED.feedbackReport, bandTexts: SHIPPED.feedbackReport.bandTexts.map((text) => ({ ...text, band: rename(text.band) })) },
    translations,
  });
}

test('staff publish a changed PHQ-9 once its test cases pass; new assessments get the new version, older ones keep theirs', async ({ browser }) => {
  test.setTimeout(240_000);
  const examiner = await (await browser.newContext()).newPage();
  await signIn(examiner, 'examiner', 'examiner-demo');
  await newPhq9ForNoorHaddad(examiner, `E2E-PROD-V1-${Date.now()}`, '1990-03-02');
  await keyInItems(examiner, examiner.getByRole('region', { name: 'Item entry', exact: true }), KEYS);
  await examiner.getByRole('button', { name: 'Score', exact: true }).click();
  const firstRecord = examiner.getByRole('region', { name: 'Score of record', exact: true });
  await expect(firstRecord).toContainText('Mild');
  await expect(firstRecord).not.toContainText('Mild symptoms');
  const firstAssessment = examiner.url();

  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'backoffice', 'backoffice-demo');
  await staff.getByRole('link', { name: 'Product configuration' }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Product configuration' })).toBeVisible();
  await expect(staff.getByRole('rowheader', { name: 'PHQ-9', exact: true })).toBeVisible();
  await snapshot(staff, 'products-dashboard');
  await expectAccessible(staff);

  await staff.getByRole('link', { name: 'Import a product' }).click();
  await staff.getByRole('textbox', { name: 'Or paste the JSON' }).fill(changedPhq9());
  await staff.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await snapshot(staff, 'products-import');
  await staff.getByRole('button', { name: 'Import as draft' }).click();

  await expect(staff).toHaveURL(/\/back-office\/products\/phq9$/);
  const draft = staff.getByRole('region', { name: `Draft version ${NEXT}` });
  await expect(draft.getByText('Failed')).toBeVisible();
  await expect(draft).toContainText('scales.total.band: expected "Mild", got "Mild symptoms"');
  await expect(draft.getByRole('button', { name: `Publish version ${NEXT}` })).toBeDisabled();
  await expect(draft).toContainText('Publishing needs every test case to pass; 1 fails.');
  await snapshot(staff, 'products-failing-draft');
  await expectAccessible(staff);

  await draft.getByRole('link', { name: 'Edit the test cases' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: `Test cases of PHQ-9 version ${NEXT}` })).toBeVisible();
  const testCase = staff.getByRole('group', { name: 'Test case mild_edge' });
  const expected = testCase.getByRole('textbox', { name: 'Expected scores, bands and flags (JSON)' });
  await expected.fill((await expected.inputValue()).replace('"band": "Mild"', '"band": "Mild symptoms"'));
  await staff.getByRole('textbox', { name: 'Reason', exact: true }).fill('Ticket 4711: the test case expects the new label.');
  await staff.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(staff.getByText('Saved.')).toBeVisible();
  await snapshot(staff, 'products-test-cases');
  await expectAccessible(staff);

  await staff.getByRole('link', { name: 'PHQ-9 · ' }).click();
  const fixed = staff.getByRole('region', { name: `Draft version ${NEXT}` });
  await expect(fixed.getByText('Failed')).toHaveCount(0);
  await fixed.getByRole('button', { name: `Publish version ${NEXT}` }).click();
  const dialog = staff.getByRole('dialog', { name: `Publish version ${NEXT}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Checked against the publisher’s notice of the new label.');
  await snapshot(staff, 'products-publish');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByText('There is no draft. Start one from a version to change the product.')).toBeVisible();
  const versions = staff.getByRole('region', { name: 'Versions' });
  await expect(versions.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: String(NEXT), exact: true }) })).toContainText('Published');
  await expect(versions.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: String(PUBLISHED), exact: true }) })).toContainText('Superseded');
  await snapshot(staff, 'products-published');
  const publishedRow = versions.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: String(NEXT), exact: true }) });
  const [download] = await Promise.all([staff.waitForEvent('download'), publishedRow.getByRole('link', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toBe(`phq9-v${NEXT}.json`);
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8')) as { version: number; bands: { label: string }[] };
  expect(exported.version).toBe(NEXT);
  expect(exported.bands.map((band) => band.label)).toContain('Mild symptoms');
  await expectAccessible(staff);

  await examiner.goto('/examinees');
  await newPhq9ForNoorHaddad(examiner, `E2E-PROD-V2-${Date.now()}`, '1990-03-02');
  await keyInItems(examiner, examiner.getByRole('region', { name: 'Item entry', exact: true }), KEYS);
  await examiner.getByRole('button', { name: 'Score', exact: true }).click();
  await expect(examiner.getByRole('region', { name: 'Score of record', exact: true })).toContainText('Mild symptoms');
  await snapshot(examiner, 'products-assessment-v2');

  await examiner.goto(firstAssessment);
  const older = examiner.getByRole('region', { name: 'Score of record', exact: true });
  await expect(older).toContainText('Mild');
  await expect(older).not.toContainText('Mild symptoms');
  await snapshot(examiner, 'products-assessment-v1');
});
