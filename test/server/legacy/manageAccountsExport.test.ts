/**
 * The "Export this account's data" section of the legacy Manage accounts page (issue #18): the
 * administrator asks for the export (a plain post with the page's form token, run as
 * accountManagement.requestExport with its audit row), is told the link comes by e-mail, and sees
 * earlier requests with their status, in their language; a post without the form token asks for
 * nothing; an examiner cannot post; other accounts' exports are not listed.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../../src/contract/cookies';
import { accountExports, auditLog } from '../../../src/server/db/schema';
import { HELP_BASE_PATH } from '../../../src/server/legacy/help/helpPaths';
import { MANAGE_ACCOUNTS_FORM_COOKIE } from '../../../src/server/legacy/manageAccounts/pageSupport';
import { demoClinicId } from '../support/permissionMatrixAccounts';
import { apiAs, cookieOf, formBody, signIn, type TestSession } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
let admin: TestSession;
let clinicId: number;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin');
  clinicId = await demoClinicId(test.db);
});
afterAll(async () => {
  await test.close();
});

const PAGE = '/legacy/manage-accounts';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const open = (session: TestSession, url: string): Promise<LightMyRequestResponse> => test.app.inject({ method: 'GET', url, cookies: { [SESSION_COOKIE]: session.sessionCookie } });

async function postExport(session: TestSession, withToken = true): Promise<LightMyRequestResponse> {
  const page = await open(session, PAGE);
  const cookie = cookieOf(page, MANAGE_ACCOUNTS_FORM_COOKIE);
  const field = /name="formToken" value="([^"]+)"/.exec(page.body)?.[1];
  return test.app.inject({
    method: 'POST',
    url: `${PAGE}/export`,
    cookies: { [SESSION_COOKIE]: session.sessionCookie, ...(withToken && cookie ? { [MANAGE_ACCOUNTS_FORM_COOKIE]: cookie } : {}) },
    payload: formBody(withToken && field ? { formToken: field } : {}),
    headers: FORM,
  });
}

const clinicExports = () => test.db.select().from(accountExports).where(eq(accountExports.accountId, clinicId));

describe('the export section of Manage accounts', () => {
  it('offers the export, says the link comes by e-mail and lists no request yet', async () => {
    const page = await open(admin, PAGE);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Export this account&#x27;s data');
    expect(page.body).toContain(`action="${PAGE}/export"`);
    expect(page.body).toContain('a download link comes to your e-mail address. The link works once, for 24 hours.');
    expect(page.body).toContain('No export has been made yet.');
  });

  it('asks for nothing without the form token', async () => {
    const refused = await postExport(admin, false);
    expect(refused.statusCode).toBe(303);
    expect(refused.headers.location).toBe(`${PAGE}?export=formExpired#export-title`);
    expect(await clinicExports()).toHaveLength(0);
  });

  it('records the access request with its audit row, confirms it and lists it with its status', async () => {
    const posted = await postExport(admin);
    expect(posted.statusCode).toBe(303);
    expect(posted.headers.location).toBe(`${PAGE}?export=requested#export-title`);
    const rows = await clinicExports();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'accessRequest', reason: null });
    const audit = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'accountManagement.requestExport'), eq(auditLog.entityId, String(rows[0]?.id))));
    expect(audit).toMatchObject([{ accountId: clinicId, outcome: 'ok' }]);
    const page = await open(admin, `${PAGE}?export=requested`);
    expect(page.body).toContain('Your export was requested. The download link will come by e-mail when it is ready.');
    expect(page.body).toContain('<td>An administrator</td>');
    expect(page.body).toMatch(/<td>(Being prepared|Ready)<\/td>/);
  });

  it('speaks the administrator’s language', async () => {
    const api = apiAs(test.app, admin);
    await api('PUT', '/account/users/self/preferences', { language: { languageCode: 'de_de' } });
    const page = await open(admin, PAGE);
    expect(page.body).toContain('Daten dieses Kontos exportieren');
    expect(page.body).toContain('Frühere Exporte');
    await api('PUT', '/account/users/self/preferences', { language: { languageCode: 'en_us' } });
  });

  it('refuses the post to an examiner', async () => {
    const examiner = await signIn(test.app, 'examiner');
    const before = (await clinicExports()).length;
    const refused = await postExport(examiner);
    expect(refused.statusCode).toBe(403);
    expect(await clinicExports()).toHaveLength(before);
  });

  it('is explained in the web help, with the link’s hours', async () => {
    const help = await test.app.inject({ method: 'GET', url: `${HELP_BASE_PATH}manage-accounts.html` });
    expect(help.statusCode).toBe(200);
    expect(help.body).toContain('id="account-export"');
    expect(help.body).toContain('The link works once, for 24 hours, and needs no sign-in');
    const german = await test.app.inject({ method: 'GET', url: `${HELP_BASE_PATH}de-DE/manage-accounts.html` });
    expect(german.body).toContain('Die Daten des Kontos exportieren');
  });
});
