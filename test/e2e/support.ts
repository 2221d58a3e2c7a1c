import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { DEMO_STAFF_TOTP_SECRET } from '../../src/server/db/seed';

/**
 * Signs in through the legacy login page and waits for the SPA. The demo internal staff must use
 * two-step sign-in: their second step gets the current code of the seeded demo key.
 */
export async function signIn(page: Page, userName: string, password: string): Promise<void> {
  await page.goto('/');
  await expect(page).toHaveURL(/\/legacy\/login/);
  await page.getByLabel('User name').fill(userName);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (userName === 'backoffice' || userName === 'retention') {
    await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
    await answerSecondStep(page);
  }
  await expect(page).not.toHaveURL(/\/legacy\/login/);
}

/**
 * Answers the second step of sign-in with the demo staff's current code. The browser tests share
 * one server, and a code is accepted once (RFC 6238 §5.2): when another test signed the same user
 * in within this 30-second step, the code is refused as used, so this waits for the next step and
 * answers its code.
 */
export async function answerSecondStep(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await page.getByLabel('Code', { exact: true }).fill(generateSync({ secret: DEMO_STAFF_TOTP_SECRET }));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForLoadState();
    if (!/\/legacy\/login/.test(page.url())) return;
    await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
  }
}

/** Fails on any WCAG 2.x A/AA violation axe finds on the page as it is. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`);
  expect(summary).toEqual([]);
}

/** Saves a screenshot of the page under test-results, for people to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** The port of the SMTP server the e-mail tests start; playwright.config.ts points the app server's SMTP_URL at it. */
export const SMTP_PORT = Number(process.env.E2E_PORT ?? 8181) + 2;

/** The assessment facade's base path, for tests that set up their data through the API. */
export const FACADE = '/qg-services/assessment-facade';

/** Calls the API as the SPA does: the bearer token from its cookie, the CSRF header, an idempotency key on writes. */
export async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { authorization: `Bearer ${value('qg_oauth_token')}`, 'x-xsrf-token': value('XSRF-TOKEN'), 'idempotency-key': crypto.randomUUID() },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** The signed-in user's id, as the SPA reads it (an assessment's examiner). */
export async function selfUserId(page: Page): Promise<number> {
  return (await api<{ userId: number }>(page, 'GET', '/qg-services/account/users/self/preferences?addOnPermissions=true')).userId;
}

/** An examinee for {@link createExaminee}: the fields a test cares about; the others are empty. */
export interface NewExaminee {
  examineeId: string;
  firstName: string;
  lastName: string;
  /** `YYYY-MM-DD`. */
  birthDate: string;
  sex: 'female' | 'male';
  email?: string;
  customField1?: string;
}

/** Creates an examinee through the API. @returns the examinee's record id. */
export async function createExaminee(page: Page, examinee: NewExaminee): Promise<number> {
  const created = await api<{ id: number }>(page, 'POST', `${FACADE}/examinees`, {
    middleName: '',
    email: '',
    customField1: '',
    customField2: '',
    customField3: '',
    customField4: '',
    ...examinee,
  });
  return created.id;
}

/**
 * Creates an examinee and a PHQ-9 for them dated today, with the signed-in user as examiner,
 * through the API: for tests about what comes after (remote links, the player).
 */
export async function examineeWithPhq9(page: Page, examinee: NewExaminee): Promise<{ examineeRecordId: number; assessmentId: number }> {
  const examinerId = await selfUserId(page);
  const examineeRecordId = await createExaminee(page, examinee);
  const assessment = await api<{ id: number }>(page, 'POST', `${FACADE}/assessments`, {
    examineeRecordId,
    productId: 'phq9',
    administrationDate: new Date().toISOString().slice(0, 10),
    examinerId,
  });
  return { examineeRecordId, assessmentId: assessment.id };
}

/** What {@link scoredClass} makes: `count` examinees of one class, each with one scored assessment. */
export interface ScoredClass {
  className: string;
  count: number;
  productId: string;
  /** The examinees' shared last name; their first names are Pupil1, Pupil2 and so on. */
  lastName: string;
  /** The item responses of the assessment of examinee `index` (1 to `count`). */
  responses: (index: number) => Record<string, number>;
}

/**
 * Creates a class of examinees (custom field 1) with a scored assessment each, through the API:
 * tests about batches and group reports need many scored assessments, and entering them by hand
 * would be most of their time.
 */
export async function scoredClass(page: Page, { className, count, productId, lastName, responses }: ScoredClass): Promise<void> {
  const examinerId = await selfUserId(page);
  const today = new Date().toISOString().slice(0, 10);
  for (let index = 1; index <= count; index += 1) {
    const examineeRecordId = await createExaminee(page, {
      examineeId: `${className}-${index}`,
      firstName: `Pupil${index}`,
      lastName,
      birthDate: '2008-03-14',
      sex: index % 2 ? 'female' : 'male',
      customField1: className,
    });
    const created = await api<{ id: number; version: number }>(page, 'POST', `${FACADE}/assessments`, {
      examineeRecordId,
      productId,
      administrationDate: today,
      examinerId,
    });
    await api(page, 'PUT', `${FACADE}/assessments/${created.id}`, {
      version: created.version,
      responses: responses(index),
      administrationDate: today,
      examinerId,
      status: 'scored',
    });
  }
}

/** Who a test creates through the screens: the new-examinee form's fields (sex Female). */
export interface ScreenExaminee {
  examineeId: string;
  firstName: string;
  lastName: string;
  /** ISO date, YYYY-MM-DD. */
  birthDate: string;
}

/**
 * Creates `examinee` through the screens, from the examinee list, and a PHQ-9 for them; ends on
 * the new assessment's page.
 */
export async function newPhq9For(page: Page, examinee: ScreenExaminee): Promise<void> {
  const name = `${examinee.lastName}, ${examinee.firstName}`;
  await page.getByRole('link', { name: 'New examinee' }).click();
  await page.getByLabel('Examinee ID').fill(examinee.examineeId);
  await page.getByLabel('First name').fill(examinee.firstName);
  await page.getByLabel('Last name').fill(examinee.lastName);
  await page.getByLabel('Date of birth').fill(examinee.birthDate);
  await page.getByLabel('Sex').selectOption({ label: 'Female' });
  await page.getByRole('button', { name: 'Save examinee' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'New assessment' }).click();
  await page.getByLabel('Form').selectOption({ label: 'PHQ-9' });
  await page.getByRole('button', { name: 'Create assessment' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `PHQ-9 — ${name}` })).toBeVisible();
}

/** {@link newPhq9For} the examinee Noor Haddad. */
export async function newPhq9ForNoorHaddad(page: Page, examineeId: string, birthDate: string): Promise<void> {
  await newPhq9For(page, { examineeId, firstName: 'Noor', lastName: 'Haddad', birthDate });
}

/** Enters item values by keyboard in an item-entry region, from item 1 on, one key per item. */
export async function keyInItems(page: Page, entry: Locator, keys: readonly string[]): Promise<void> {
  await entry.getByRole('radiogroup', { name: /^Item 1\b/ }).getByRole('radio').first().focus();
  for (const key of keys) await page.keyboard.press(key);
}
