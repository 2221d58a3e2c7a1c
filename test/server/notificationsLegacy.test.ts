/**
 * The legacy notifications list: it shares the SPA's session, shows the user's own notifications
 * (unread ones marked in words, times in the user's time zone and date format), and its "Mark as
 * read", "Mark all as read" and "Open" forms post with the page's form token and redirect (303);
 * "Open" goes only to a path on this site.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../src/contract/cookies';
import { notifications, users } from '../../src/server/db/schema';
import { NOTIFICATIONS_FORM_COOKIE, UNSAFE_LINK_MESSAGE } from '../../src/server/legacy/notifications/notificationRoutes';
import { apiAs, cookieOf, formBody, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const PAGE = '/legacy/notifications';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

let test: TestApp;
let examiner: TestSession;
let examinerId: number;
let other: TestSession;
let otherId: number;

beforeAll(async () => {
  test = await createTestApp();
  examiner = await signIn(test.app, 'examiner');
  other = await signIn(test.app, 'other');
  const [row] = await test.db.select({ id: users.id }).from(users).where(eq(users.username, 'examiner'));
  if (!row) throw new Error('No examiner.');
  examinerId = row.id;
  const [otherRow] = await test.db.select({ id: users.id }).from(users).where(eq(users.username, 'other'));
  otherId = otherRow?.id ?? 0;
  // Berlin in summer is UTC+2; the date written day first.
  const api = apiAs(test.app, examiner);
  const saved = await api('PUT', '/account/users/self/preferences', { dateFormat: { dateFormatCode: 'dd.MM.yyyy' }, timeZone: { timeZoneCode: 'Europe/Berlin' } });
  expect(saved.statusCode).toBe(200);
});
afterAll(async () => {
  await test.close();
});

/** Stores a notification for the examiner (or `userId`) as a producer would. */
async function stored(values: { title: string; link?: string | null; createdAt?: Date; userId?: number; readAt?: Date | null }): Promise<number> {
  const userId = values.userId ?? examinerId;
  const [owner] = await test.db.select({ accountId: users.accountId }).from(users).where(eq(users.id, userId));
  const [row] = await test.db
    .insert(notifications)
    .values({
      accountId: owner?.accountId ?? -1,
      userId,
      kind: 'reportBatchFinished',
      title: values.title,
      body: `Body of ${values.title}`,
      link: values.link === undefined ? '/assessments' : values.link,
      createdAt: values.createdAt ?? new Date(),
      readAt: values.readAt ?? null,
    })
    .returning({ id: notifications.id });
  if (!row) throw new Error('Nothing stored.');
  return row.id;
}

const openPage = (session: TestSession | null, query = ''): Promise<LightMyRequestResponse> =>
  test.app.inject({ method: 'GET', url: `${PAGE}${query}`, cookies: session ? { [SESSION_COOKIE]: session.sessionCookie } : {} });

/** Opens the page, then posts one of its forms with the page's token (unless `withToken` is false). */
async function post(session: TestSession, path: string, fields: Record<string, string> = {}, withToken = true): Promise<LightMyRequestResponse> {
  const page = await openPage(session);
  const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
  return test.app.inject({
    method: 'POST',
    url: path,
    cookies: { [SESSION_COOKIE]: session.sessionCookie, [NOTIFICATIONS_FORM_COOKIE]: cookieOf(page, NOTIFICATIONS_FORM_COOKIE) ?? '' },
    payload: formBody({ ...(withToken ? { formToken: field } : {}), ...fields }),
    headers: FORM,
  });
}

const readAtOf = async (id: number): Promise<Date | null | undefined> => (await test.db.select({ readAt: notifications.readAt }).from(notifications).where(eq(notifications.id, id)))[0]?.readAt;

describe('the notifications page', () => {
  it('sends a browser without a session to the login page, which returns here', async () => {
    const response = await openPage(null, '?pageRefresh=true');
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/legacy/login?next=%2Flegacy%2Fnotifications');
    const posted = await test.app.inject({ method: 'POST', url: `${PAGE}/read-all`, payload: formBody({}), headers: FORM });
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe('/legacy/login?next=%2Flegacy%2Fnotifications');
  });

  it('shows an empty state to a user without notifications, with the page-refresh flag', async () => {
    const response = await openPage(other, '?pageRefresh=true');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<title>Q-global | Notifications</title>');
    expect(response.body).toContain('There are no notifications yet.');
    expect(response.body).toContain('You have no unread notifications.');
    expect(response.body).not.toContain('Mark all as read');
    expect(response.body).not.toContain('<script');
  });

  it("lists the user's own, newest first, unread ones marked in words, in the user's time zone and date format", async () => {
    await stored({ title: 'Older one', createdAt: new Date('2024-05-01T20:30:00Z'), readAt: new Date('2024-05-02T08:00:00Z') });
    await stored({ title: 'Newer one', createdAt: new Date('2024-06-30T22:15:00Z') });
    await stored({ title: "The other practice's", userId: otherId });
    const response = await openPage(examiner);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body.match(/<h1[ >]/g)).toHaveLength(1);
    expect(body.indexOf('Newer one')).toBeLessThan(body.indexOf('Older one'));
    expect(body).not.toContain("The other practice's");
    // 22:15 UTC on 30 June is 00:15 on 1 July in Berlin.
    expect(body).toContain('<time dateTime="2024-06-30T22:15:00.000Z">01.07.2024 12:15 AM</time>');
    expect(body).toContain('<time dateTime="2024-05-01T20:30:00.000Z">01.05.2024 10:30 PM</time>');
    expect(body).toMatch(/Unread: <\/span>Newer one/);
    expect(body).not.toMatch(/Unread: <\/span>Older one/);
    expect(body).toContain('You have 1 unread notification.');
    expect(body).toContain('Europe/Berlin');
  });

  it('marks one read and comes back with a notice; another user\'s id answers 404 and changes nothing', async () => {
    const id = await stored({ title: 'To be read' });
    // The other user has one too, so that their page has forms (and a form token) to post with.
    await stored({ title: 'Their own', userId: otherId });
    const foreign = await post(other, `${PAGE}/${id}/read`);
    expect(foreign.statusCode).toBe(404);
    expect(await readAtOf(id)).toBeNull();
    expect((await post(examiner, `${PAGE}/nonsense/read`)).statusCode).toBe(404);

    const response = await post(examiner, `${PAGE}/${id}/read`, { page: '1', unread: 'true' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PAGE}?unread=true&done=read`);
    expect(await readAtOf(id)).not.toBeNull();
    expect((await openPage(examiner, '?unread=true&done=read')).body).toContain('The notification was marked as read.');
  });

  it('refuses a post without the form token (403) and changes nothing', async () => {
    const id = await stored({ title: 'Kept unread' });
    const response = await post(examiner, `${PAGE}/${id}/read`, {}, false);
    expect(response.statusCode).toBe(403);
    expect(response.body).toContain('This form has expired. Please try again.');
    expect(await readAtOf(id)).toBeNull();
  });

  it('opens one: marks it read and goes to its link', async () => {
    const id = await stored({ title: 'Batch', link: '/assessments?batch=1' });
    const response = await post(examiner, `${PAGE}/${id}/open`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/assessments?batch=1');
    expect(await readAtOf(id)).not.toBeNull();
    expect((await post(other, `${PAGE}/${id}/open`)).statusCode).toBe(404);
  });

  it.each(['https://evil.example/phish', '//evil.example/phish', '/\\evil.example', 'javascript:alert(1)'])('refuses to open the link %s and leaves it unread', async (link) => {
    const id = await stored({ title: 'Unsafe', link });
    const response = await post(examiner, `${PAGE}/${id}/open`);
    expect(response.statusCode).toBe(400);
    expect(response.headers.location).toBeUndefined();
    expect(response.body).toContain(UNSAFE_LINK_MESSAGE.replace("'", '&#x27;'));
    expect(await readAtOf(id)).toBeNull();
  });

  it('marks all read', async () => {
    const response = await post(examiner, `${PAGE}/read-all`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`${PAGE}?done=allRead`);
    const unread = await test.db.select().from(notifications).where(and(eq(notifications.userId, examinerId), isNull(notifications.readAt)));
    expect(unread).toEqual([]);
    const page = await openPage(examiner, '?done=allRead');
    expect(page.body).toContain('All notifications were marked as read.');
    expect(page.body).toContain('You have no unread notifications.');
  });

  it('pages the list, and sends a page past the end to the last page', async () => {
    for (let index = 0; index < 21; index += 1) await stored({ title: `Paged ${index}`, createdAt: new Date(Date.UTC(2025, 0, 1, 0, index)) });
    const first = await openPage(examiner);
    expect(first.body).toContain('Page 1 of 2');
    expect(first.body).toContain(`href="${PAGE}?page=2"`);
    const second = await openPage(examiner, '?page=2&pageRefresh=true');
    expect(second.body).toContain('Page 2 of 2');
    expect(second.body).toContain(`href="${PAGE}"`);
    const past = await openPage(examiner, '?page=9');
    expect(past.statusCode).toBe(303);
    expect(past.headers.location).toBe(`${PAGE}?page=2`);
    const garbled = await openPage(examiner, '?page=abc');
    expect(garbled.statusCode).toBe(200);
    expect(garbled.body).toContain('Page 1 of 2');
  });
});

describe("the notifications page in the user's language", () => {
  let admin: TestSession;
  let adminId: number;

  beforeAll(async () => {
    admin = await signIn(test.app, 'admin');
    const [row] = await test.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    adminId = row?.id ?? 0;
    const saved = await apiAs(test.app, admin)('PUT', '/account/users/self/preferences', {
      language: { languageCode: 'de' },
      dateFormat: { dateFormatCode: 'dd.MM.yyyy' },
      timeZone: { timeZoneCode: 'Europe/Berlin' },
    });
    expect(saved.statusCode).toBe(200);
  });

  it('speaks German, keeps the notification as written, and writes the time of day the German way', async () => {
    await stored({ title: 'Berichtslauf fertig', createdAt: new Date('2024-06-30T22:15:00Z'), userId: adminId });
    const response = await openPage(admin);
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<html lang="de-DE">');
    expect(body).toContain('<title>Q-global | Benachrichtigungen</title>');
    expect(body).toContain('<h1>Benachrichtigungen</h1>');
    expect(body).toContain('Zum Hauptinhalt springen');
    expect(body).toContain('Sie haben 1 ungelesene Benachrichtigung.');
    expect(body).toContain('Zeiten werden in Ihrer Zeitzone angezeigt (Europe/Berlin).');
    expect(body).toMatch(/Ungelesen: <\/span>Berichtslauf fertig/);
    expect(body).toContain('Body of Berichtslauf fertig');
    expect(body).toContain('<time dateTime="2024-06-30T22:15:00.000Z">01.07.2024 00:15</time>');
    expect(body).toContain('>Öffnen</button>');
    expect(body).toContain('>Als gelesen markieren</button>');
    expect(body).toContain('<button type="submit">Alle als gelesen markieren</button>');
    expect(body).toContain('<nav aria-label="Anzeige"><a href="/legacy/notifications?unread=true">Nur ungelesene anzeigen</a></nav>');
    expect(body).toContain('Zurück zur Startseite');
    expect(body).not.toContain('Mark all as read');
  });

  it('says the expired form, the missing notification and the refused link in German', async () => {
    const expired = await post(admin, `${PAGE}/read-all`, {}, false);
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('<html lang="de-DE">');
    expect(expired.body).toContain('Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.');

    const missing = await post(admin, `${PAGE}/2147483647/read`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="de-DE">');
    expect(missing.body).toContain('<title>Q-global | Benachrichtigung nicht gefunden</title>');
    expect(missing.body).toContain('Diese Benachrichtigung existiert nicht.');
    expect(missing.body).toContain('Zurück zu den Benachrichtigungen');

    const id = await stored({ title: 'Fremder Link', link: 'https://evil.example/phish', userId: adminId });
    const refused = await post(admin, `${PAGE}/${id}/open`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('<html lang="de-DE">');
    expect(refused.body).toContain('<h1>Link nicht geöffnet</h1>');
    expect(refused.body).toContain('Der Link dieser Benachrichtigung führt nicht zu einer Seite dieser Website und wurde daher nicht geöffnet.');
    expect(refused.body).toContain('Zum Hauptinhalt springen');
  });

  it('says what a post did, and the empty list of unread ones, in German', async () => {
    const response = await post(admin, `${PAGE}/read-all`, { unread: 'true' });
    expect(response.statusCode).toBe(303);
    const page = await openPage(admin, '?unread=true&done=allRead');
    expect(page.body).toContain('Alle Benachrichtigungen wurden als gelesen markiert.');
    expect(page.body).toContain('Sie haben keine ungelesenen Benachrichtigungen.');
    expect(page.body).toContain('Alle Benachrichtigungen wurden gelesen.');
    expect(page.body).toContain('Alle Benachrichtigungen anzeigen');
  });
});
