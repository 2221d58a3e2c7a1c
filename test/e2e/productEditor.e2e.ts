/**
 * Issue #17, the product editor in a real browser: staff start a draft of the GAD-7, add an item
 * to its form and to its total scale, see the draft's test cases fail (the total changed), then
 * remove the item again and see them pass; in a draft of the PHQ-9 they change the feedback
 * report's title. Screenshots in `test-results/screens/editor-*.png`; the editors pass axe.
 */
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, signIn, snapshot } from './support';

const REASON = 'Ticket 4712: trying the product editor.';

/** Starts a draft of `productId` from its published version, on the product's page. */
async function startDraft(staff: Page, productId: string): Promise<void> {
  await staff.goto(`/back-office/products/${productId}`);
  await staff.getByRole('button', { name: /^Start a new draft from version / }).click();
  const dialog = staff.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(staff.getByRole('link', { name: 'Edit the form' })).toBeVisible();
}

/** Saves the part on screen with a reason and waits for "Saved.". */
async function save(staff: Page): Promise<void> {
  await staff.getByRole('textbox', { name: 'Reason', exact: true }).fill(REASON);
  await staff.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(staff.getByText('Saved.')).toBeVisible();
}

/** Opens an editor of the draft from the product's page. */
async function edit(staff: Page, productId: string, link: string): Promise<void> {
  await staff.goto(`/back-office/products/${productId}`);
  await staff.getByRole('link', { name: link }).click();
  await expect(staff.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
}

test('staff add an item to the GAD-7’s form and total, see its test cases fail, remove it again; and retitle the PHQ-9’s feedback report', async ({ page: staff }) => {
  test.setTimeout(180_000);
  await signIn(staff, 'backoffice', 'backoffice-demo');
  await startDraft(staff, 'gad7');

  await edit(staff, 'gad7', 'Edit the form');
  await staff.getByRole('button', { name: 'Add an item' }).click();
  await expect(staff.getByRole('textbox', { name: 'ID 9' })).toHaveValue('item1');
  await staff.getByText('Options of item 9', { exact: true }).click();
  await expect(staff.getByRole('textbox', { name: 'Options of item 9: Label (US English) 1' })).toHaveValue('Not difficult at all');
  await staff.getByRole('textbox', { name: 'Text (US English) 9' }).fill('Feeling tense');
  await save(staff);
  await snapshot(staff, 'editor-form');
  await expectAccessible(staff);

  await edit(staff, 'gad7', 'Edit the scoring');
  const totalItems = staff.getByRole('textbox', { name: 'Items (IDs, comma-separated) 1' });
  await totalItems.fill(`${await totalItems.inputValue()}, item1`);
  await save(staff);
  await staff.goto('/back-office/products/gad7');
  const draft = staff.getByRole('region', { name: /^Draft version / });
  await expect(draft.getByText('Failed').first()).toBeVisible();
  await snapshot(staff, 'editor-failing-draft');

  await edit(staff, 'gad7', 'Edit the scoring');
  await totalItems.fill((await totalItems.inputValue()).replace(', item1', ''));
  await save(staff);
  await edit(staff, 'gad7', 'Edit the form');
  await staff.getByRole('button', { name: 'Remove: Item 9' }).click();
  await save(staff);
  await staff.goto('/back-office/products/gad7');
  await expect(draft.getByText('Passed').first()).toBeVisible();
  await expect(draft.getByText('Failed')).toHaveCount(0);

  await startDraft(staff, 'phq9');
  await edit(staff, 'phq9', 'Edit the feedback report');
  await staff.getByRole('textbox', { name: 'Title (US English)' }).fill('Your PHQ-9 answers');
  await save(staff);
  await snapshot(staff, 'editor-report');
  await expectAccessible(staff);
  await staff.reload();
  await expect(staff.getByRole('textbox', { name: 'Title (US English)' })).toHaveValue('Your PHQ-9 answers');
});
