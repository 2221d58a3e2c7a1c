/**
 * Issue #20, stimulus book images in a real browser: back-office staff publish a book with a PNG
 * on the Stimulus books screen (a missing image first refused, naming the block), the list shows
 * the book, and the signed address of the page's content loads as an image in the examiner's
 * browser without any credential of its own.
 */
import { expect, test } from '@playwright/test';
import type { StepContent } from '../../src/domain/live/liveSession';
import { pngOf } from '../support/png';
import { api, expectAccessible, signIn, snapshot } from './support';

const REASON = 'Ticket SB-20: the drawings book with its picture.';

test('staff publish a stimulus book with its PNG, and its page’s image loads', async ({ browser }) => {
  const id = `drawings-${Date.now()}`;
  const book = {
    id,
    productId: null,
    version: 1,
    editions: { en_us: { title: 'Drawings', pages: [{ id: 'sun', title: 'The sun', blocks: [{ kind: 'image', fileName: 'sun.png', alt: 'A blue disc' }, { kind: 'text', text: 'What do you see?' }] }] } },
    attribution: 'Drawn for the tests.',
    licenseNote: 'Test content.',
  };
  const staff = await (await browser.newContext()).newPage();
  await signIn(staff, 'backoffice', 'backoffice-demo');
  await staff.getByRole('link', { name: 'Stimulus books' }).first().click();
  await expect(staff.getByRole('heading', { level: 1, name: 'Stimulus books' })).toBeVisible();
  await expect(staff.getByTestId('stimulus-books')).toContainText('orf-passages');

  const [bookInput, imageInput] = [staff.locator('input[type="file"]').nth(0), staff.locator('input[type="file"]').nth(1)];
  await bookInput.setInputFiles({ name: `${id}.json`, mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(book)) });
  await staff.getByRole('textbox', { name: 'Reason' }).fill(REASON);
  await staff.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(staff.getByTestId('publish-problems')).toContainText('book.editions.en_us.pages[0].blocks[0]: The image sun.png is neither uploaded nor stored with the book.');

  await imageInput.setInputFiles({ name: 'sun.png', mimeType: 'image/png', buffer: pngOf(240) });
  await expect(staff.getByTestId('image-file-names')).toContainText('sun.png');
  await staff.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(staff.getByText('Published Drawings, version 1.').first()).toBeVisible();
  await expect(staff.getByRole('row').filter({ hasText: id })).toContainText('Drawings');
  await snapshot(staff, 'stimulus-books');
  await expectAccessible(staff);

  const examiner = await (await browser.newContext()).newPage();
  await signIn(examiner, 'examiner', 'examiner-demo');
  const content = await api<Extract<StepContent, { kind: 'stimulus' }>>(examiner, 'GET', `/qg-services/product-ui/stimulus-books/${id}/pages/sun?locale=en_us`);
  const address = `/qg-services${content.files['sun.png'] ?? ''}`;
  // A plain <img> on another page of the same origin: no bearer token, no cookie it could use.
  const anonymous = await (await browser.newContext()).newPage();
  await anonymous.goto('/legacy/login');
  const width = await anonymous.evaluate(async (src) => {
    const image = new Image();
    image.src = src;
    await image.decode();
    return image.naturalWidth;
  }, address);
  expect(width).toBe(240);
});
