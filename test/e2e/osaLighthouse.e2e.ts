/**
 * The examinee player scores 100 for accessibility in Lighthouse (the npm package, in Debian's
 * chromium), on a real link of a real PHQ-9: its instructions page (a navigation: the token is
 * exchanged on load), a question page after Start, with an answer saved, and the review page
 * (snapshots of the same page, as a respondent reaches them).
 */
import { expect, type Page, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { startFlow } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { api, examineeWithPhq9, FACADE, signIn } from './support';

/** Creates an examinee with a PHQ-9 and a remote link to it; answers the link's address with its token. */
async function phq9Link(page: Page): Promise<string> {
  const { assessmentId } = await examineeWithPhq9(page, { examineeId: `LH-${Date.now()}`, firstName: 'Noor', lastName: 'Haddad', birthDate: '1990-02-11', sex: 'female' });
  const created = await api<{ url: string }>(page, 'POST', `${FACADE}/assessments/${assessmentId}/qosa-links`, {});
  return created.url;
}

test('the examinee player scores 100 for accessibility in Lighthouse', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  await signIn(page, 'examiner', 'examiner-demo');
  const url = new URL(await phq9Link(page), baseURL).toString();
  expect(url).toMatch(/\/osa#[\w-]{43}$/);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const examinee = await browser.newPage();
    const flow = await startFlow(examinee, { config: { extends: 'lighthouse:default', settings: { onlyCategories: ['accessibility'] } } });

    await flow.navigate(url, { name: 'Instructions' });
    await examinee.waitForSelector('xpath/.//h1[contains(., "(PHQ-9)")]');
    // The token left the address bar at once.
    expect(examinee.url()).not.toContain('#');

    await examinee.locator('button[type="submit"]').click();
    await examinee.waitForSelector('xpath/.//h1[text()="Question 1 of 10"]');
    await examinee.locator('input[type="radio"][value="1"]').click();
    await examinee.waitForSelector('xpath/.//p[@role="status" and text()="Saved"]');
    await flow.snapshot({ name: 'Question' });

    for (let item = 2; item <= 10; item += 1) {
      await examinee.locator('button[type="submit"]').click();
      await examinee.waitForSelector(`xpath/.//h1[text()="Question ${item} of 10"]`);
    }
    await examinee.locator('button[type="submit"]').click();
    await examinee.waitForSelector('xpath/.//h1[text()="Check your answers"]');
    await flow.snapshot({ name: 'Review' });

    const result = await flow.createFlowResult();
    const scores = result.steps.map((step) => ({
      step: step.name,
      accessibility: step.lhr.categories['accessibility']?.score,
      failing: Object.values(step.lhr.audits)
        .filter((audit) => audit.scoreDisplayMode === 'binary' && audit.score === 0)
        .map((audit) => audit.id),
    }));
    expect(scores).toEqual([
      { step: 'Instructions', accessibility: 1, failing: [] },
      { step: 'Question', accessibility: 1, failing: [] },
      { step: 'Review', accessibility: 1, failing: [] },
    ]);
  } finally {
    await browser?.disconnect();
    chrome.kill();
  }
});
