/**
 * A form in its publisher's translation: the examiner makes a PHQ-9 link in French, and the
 * respondent reads the Pfizer "French for France" text; a German examiner enters the PHQ-9 in
 * its German (PHQ-D) text, and a Swedish one in English, told there is no published translation.
 */
import { expect, test } from '@playwright/test';
import { api, examineeWithPhq9, signIn, snapshot } from './support';

test('a French PHQ-9 link shows the publisher\'s French text, and item entry shows the German or the English text with a note', async ({ page, browser }) => {
  await signIn(page, 'examiner', 'examiner-demo');
  const { assessmentId } = await examineeWithPhq9(page, { examineeId: `LANG-${Date.now()}`, firstName: 'Léa', lastName: 'Laurent', birthDate: '1988-03-02', sex: 'female', email: 'lea@example.org' });
  await page.goto(`/assessments/${assessmentId}`);
  const panel = page.getByRole('region', { name: 'Remote administration', exact: true });
  await panel.getByRole('button', { name: 'Create link' }).click();
  await panel.getByRole('combobox', { name: 'Language of the questionnaire' }).selectOption({ label: 'Français (France)' });
  await expect(panel.getByText(/exist only in English/)).toBeHidden();
  await panel.getByRole('button', { name: 'Create the link' }).click();
  const address = await panel.getByRole('region', { name: 'The new link', exact: true }).getByRole('textbox', { name: 'Address of the link' }).inputValue();

  const respondent = await browser.newContext();
  const player = await respondent.newPage();
  await player.goto(address);
  await expect(player.getByText('Au cours des 2 dernières semaines, selon quelle fréquence avez-vous été gêné(e) par les problèmes suivants ?')).toBeVisible();
  await player.getByRole('button', { name: 'Commencer' }).click();
  await expect(player.getByText('Peu d’intérêt ou de plaisir à faire les choses')).toBeVisible();
  await expect(player.getByRole('radio', { name: 'Plusieurs jours' })).toBeVisible();
  // In the page's language: no part of the form is marked as English.
  await expect(player.locator('main [lang="en-US"]')).toHaveCount(0);
  await snapshot(player, 'phq9-french-item');
  await respondent.close();

  await api(page, 'PUT', '/qg-services/account/users/self/preferences', { language: { languageCode: 'de' } });
  await page.reload();
  const entry = page.getByRole('region', { name: 'Item-Eingabe', exact: true });
  await expect(entry.getByText('Wenig Interesse oder Freude an Ihren Tätigkeiten')).toBeVisible();
  await expect(entry.getByText(/auf Englisch angezeigt/)).toBeHidden();

  await api(page, 'PUT', '/qg-services/account/users/self/preferences', { language: { languageCode: 'sv' } });
  await page.reload();
  const swedish = page.getByRole('region', { name: 'Inmatning av uppgifter', exact: true });
  await expect(swedish.getByText('Little interest or pleasure in doing things')).toHaveAttribute('lang', 'en-US');
  await expect(swedish.getByText(/visas på engelska/)).toBeVisible();
  await api(page, 'PUT', '/qg-services/account/users/self/preferences', { language: { languageCode: 'en' } });
});
