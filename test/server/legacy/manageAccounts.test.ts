/**
 * The legacy "manage accounts" page: an account administrator lists, creates and edits the
 * account's users and edits its setting items without JavaScript (plain posts, 303 back, the
 * services' refusals as field errors); other roles get 403, another account's user 404.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { SESSION_COOKIE } from '../../../src/contract/cookies';
import { accounts, accountSettings, auditLog, notifications, users } from '../../../src/server/db/schema';
import { MANAGE_ACCOUNTS_FORM_COOKIE } from '../../../src/server/legacy/manageAccounts/pageSupport';
import { apiAs, cookieOf, formBody, signIn, type TestSession } from '../support/session';
import { createTestApp, type TestApp } from '../support/testApp';

jest.setTimeout(120_000);

let test: TestApp;
let admin: TestSession;
beforeAll(async () => {
  test = await createTestApp();
  admin = await signIn(test.app, 'admin');
});
afterAll(async () => {
  await test.close();
});

const PAGE = '/legacy/manage-accounts';
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

const open = (session: TestSession | null, url: string): Promise<LightMyRequestResponse> =>
  test.app.inject({ method: 'GET', url, cookies: session ? { [SESSION_COOKIE]: session.sessionCookie } : {} });

/** Opens `pageUrl`, then posts `fields` to `postUrl` with the page's form token (or the token given). */
async function post(session: TestSession, pageUrl: string, postUrl: string, fields: Record<string, string>, token: { cookie?: string; field?: string } | 'page' = 'page'): Promise<LightMyRequestResponse> {
  const page = await open(session, pageUrl);
  const pageToken = { cookie: cookieOf(page, MANAGE_ACCOUNTS_FORM_COOKIE), field: /name="formToken" value="([^"]+)"/.exec(page.body)?.[1] };
  const used = token === 'page' ? pageToken : token;
  return test.app.inject({
    method: 'POST',
    url: postUrl,
    cookies: { [SESSION_COOKIE]: session.sessionCookie, ...(used.cookie !== undefined ? { [MANAGE_ACCOUNTS_FORM_COOKIE]: used.cookie } : {}) },
    payload: formBody({ ...fields, ...(used.field !== undefined ? { formToken: used.field } : {}) }),
    headers: FORM,
  });
}

const userRow = async (userName: string) => {
  const [row] = await test.db.select().from(users).where(eq(users.username, userName));
  if (!row) throw new Error(`No user ${userName}`);
  return row;
};

/** A user's form fields as the edit form submits them (checkboxes only when checked). */
const userFields = (row: Awaited<ReturnType<typeof userRow>>, changes: Record<string, string | boolean> = {}): Record<string, string> => {
  const all: Record<string, string | boolean> = {
    userName: row.username,
    title: row.title,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    suffix: row.suffix,
    email: row.email,
    phone: row.phone,
    role: row.role,
    examiner: row.examiner,
    active: row.active,
    ...changes,
  };
  return Object.fromEntries(
    Object.entries(all).flatMap(([key, value]) => (typeof value === 'boolean' ? (value ? [[key, 'true']] : []) : [[key, value]])),
  );
};

const NEW_USER = {
  userName: 'nora.new',
  firstName: 'Nora',
  lastName: 'Newcomer',
  email: 'nora@example.org',
  role: 'teacher',
  examiner: 'true',
  active: 'true',
  password: 'a long initial passphrase',
  // The demo administrator's own password: a new user is a sensitive change (auth/reauthenticate.ts).
  currentPassword: 'admin-demo',
};

describe('the manage accounts page', () => {
  it('sends a browser without a session to the login page, which returns here', async () => {
    const page = await open(null, `${PAGE}?pageRefresh=true`);
    expect(page.statusCode).toBe(303);
    expect(page.headers.location).toBe('/legacy/login?next=%2Flegacy%2Fmanage-accounts');
    const edit = await open(null, `${PAGE}/users/new`);
    expect(edit.headers.location).toBe('/legacy/login?next=%2Flegacy%2Fmanage-accounts%2Fusers%2Fnew');
  });

  it('shows the administrator the users, the roles and their permissions, the setting items and the deletion form; the page-refresh flag is ignored', async () => {
    const page = await open(admin, `${PAGE}?pageRefresh=true`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>Q-global | Manage accounts</title>');
    expect(page.body.match(/<h1[ >]/g)).toHaveLength(1);
    const examiner = await userRow('examiner');
    expect(page.body).toContain(`href="/legacy/manage-accounts/users/${examiner.id}"`);
    for (const text of ['Roles and permissions', 'Account administrator', "Manage the account&#x27;s users and their roles.", 'Account settings', 'Request deletion of this account', '30 days']) {
      expect(page.body).toContain(text);
    }
    // Internal staff roles are not an administrator's to give.
    expect(page.body).not.toContain('Back office');
    expect(page.body).not.toContain('<td>backoffice</td>');
    for (const id of ['examineeLabel', 'examinerLabel', 'customField1Label', 'customField4Label', 'itemEntryVerificationCode', 'confirmDeletion', 'filterSearch', 'filterRole', 'filterActive']) {
      expect(page.body).toContain(`for="${id}"`);
      expect(page.body).toContain(`id="${id}"`);
    }
  });

  it('filters the user list by search, role and state, and refuses an unknown role with 400', async () => {
    const teacher = await open(admin, `${PAGE}?search=TEACH`);
    expect(teacher.body).toContain('<td>teacher</td>');
    expect(teacher.body).not.toContain('<td>examiner</td>');
    const readOnly = await open(admin, `${PAGE}?role=accountUser&active=true`);
    expect(readOnly.body).toContain('<td>user</td>');
    expect(readOnly.body).not.toContain('<td>admin</td>');
    const inactive = await open(admin, `${PAGE}?active=false`);
    expect(inactive.body).toContain('No user matches.');
    const refused = await open(admin, `${PAGE}?role=backOffice`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('href="#filterRole"');
  });

  it('pages through the list with the filters kept in the links', async () => {
    const adminRow = await userRow('admin');
    const now = new Date();
    await test.db.insert(users).values(
      Array.from({ length: 21 }, (_, index) => ({
        accountId: adminRow.accountId,
        username: `pager.${String(index).padStart(2, '0')}`,
        passwordHash: adminRow.passwordHash,
        title: '',
        firstName: `P${String(index).padStart(2, '0')}`,
        middleName: '',
        lastName: 'Pager',
        suffix: '',
        email: `pager${index}@example.org`,
        phone: '',
        role: 'accountUser' as const,
        examiner: false,
        active: true,
        internal: false,
        createdAt: now,
        updatedAt: now,
      })),
    );
    const first = await open(admin, `${PAGE}?search=pager&role=accountUser`);
    expect(first.body).toContain('21 users, page 1 of 2.');
    expect(first.body).toContain('<td>pager.19</td>');
    expect(first.body).not.toContain('<td>pager.20</td>');
    expect(first.body).toContain('href="/legacy/manage-accounts?search=pager&amp;role=accountUser&amp;page=2#users">Next page</a>');
    expect(first.body).not.toContain('Previous page');
    const second = await open(admin, `${PAGE}?search=pager&role=accountUser&page=2`);
    expect(second.body).toContain('21 users, page 2 of 2.');
    expect(second.body).toContain('<td>pager.20</td>');
    expect(second.body).toContain('href="/legacy/manage-accounts?search=pager&amp;role=accountUser#users">Previous page</a>');
    expect(second.body).not.toContain('Next page');
  });

  it('answers 403 to an examiner on every page and every post, and to internal staff', async () => {
    const examiner = await signIn(test.app, 'examiner');
    const adminRow = await userRow('admin');
    for (const url of [PAGE, `${PAGE}/users/new`, `${PAGE}/users/${adminRow.id}`]) {
      const page = await open(examiner, url);
      expect(page.statusCode).toBe(403);
      expect(page.body).toContain('account administrators');
    }
    for (const url of [`${PAGE}/items`, `${PAGE}/deletion`, `${PAGE}/users/new`, `${PAGE}/users/${adminRow.id}`]) {
      const response = await post(examiner, '/legacy/my-account', url, { examineeLabel: 'Mallory', confirmDeletion: 'true', ...userFields(adminRow, { active: false }) });
      expect(response.statusCode).toBe(403);
    }
    expect((await userRow('admin')).active).toBe(true);
    // Internal staff hold neither permission: their organisation is not a customer account.
    expect((await open(await signIn(test.app, 'backoffice'), PAGE)).statusCode).toBe(403);
  });
});

describe('users', () => {
  it('creates a user with an initial password, showing the form’s and the service’s refusals as field errors', async () => {
    const invalid = await post(admin, `${PAGE}/users/new`, `${PAGE}/users/new`, { ...NEW_USER, userName: '', firstName: ' ', email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    // A blank user name breaks three rules of the schema; the summary says it once.
    expect(invalid.body.match(/href="#userName"/g)).toHaveLength(1);
    expect(invalid.body).toContain('href="#firstName"');
    expect(invalid.body).toContain('id="email-error"');
    expect(invalid.body).toContain('value="not an address"');

    const weak = await post(admin, `${PAGE}/users/new`, `${PAGE}/users/new`, { ...NEW_USER, password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.body).toContain('href="#password"');
    expect(weak.body).toContain('id="password-error"');

    const taken = await post(admin, `${PAGE}/users/new`, `${PAGE}/users/new`, { ...NEW_USER, userName: 'Examiner' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('id="userName-error"');
    expect(taken.body).toContain('This user name is already taken');

    const created = await post(admin, `${PAGE}/users/new`, `${PAGE}/users/new`, NEW_USER);
    expect(created.statusCode).toBe(303);
    expect(created.headers.location).toBe(`${PAGE}?saved=userCreated`);
    const row = await userRow('nora.new');
    expect(row).toMatchObject({ firstName: 'Nora', lastName: 'Newcomer', role: 'teacher', examiner: true, active: true, accountId: (await userRow('admin')).accountId });
    expect((await open(admin, `${PAGE}?saved=userCreated`)).body).toContain('The user was created.');
    await expect(signIn(test.app, 'nora.new', NEW_USER.password)).resolves.toBeDefined();
  });

  it('edits a user: the form shows every field, a save stores them with an audit row', async () => {
    const row = await userRow('teacher');
    const form = await open(admin, `${PAGE}/users/${row.id}?pageRefresh=true`);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`value="${row.email}"`);
    expect(form.body).toContain('<option value="teacher" selected="">Teacher</option>');
    const saved = await post(admin, `${PAGE}/users/${row.id}`, `${PAGE}/users/${row.id}`, { ...userFields(row, { phone: '+1 555 0100', role: 'examiner', examiner: false }), currentPassword: 'admin-demo' });
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${PAGE}?saved=userUpdated`);
    expect(await userRow('teacher')).toMatchObject({ phone: '+1 555 0100', role: 'examiner', examiner: false, active: true });
    const audits = await test.db.select().from(auditLog).where(and(eq(auditLog.action, 'account.updateUser'), eq(auditLog.entityId, String(row.id))));
    expect(audits).toHaveLength(1);
  });

  it('shows an administrator’s attempt to deactivate or demote themselves as a field error, and changes nothing', async () => {
    const self = await userRow('admin');
    const url = `${PAGE}/users/${self.id}`;
    const deactivated = await post(admin, url, url, userFields(self, { active: false }));
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.body).toContain('href="#active"');
    expect(deactivated.body).toContain('You cannot deactivate your own user.');
    const demoted = await post(admin, url, url, userFields(self, { role: 'examiner' }));
    expect(demoted.statusCode).toBe(409);
    expect(demoted.body).toContain('href="#role"');
    expect(await userRow('admin')).toMatchObject({ role: 'accountAdministrator', active: true });
  });

  it('answers 404 for a user of another account, to a GET and to a post, and changes nothing', async () => {
    const other = await userRow('other');
    const url = `${PAGE}/users/${other.id}`;
    const page = await open(admin, url);
    expect(page.statusCode).toBe(404);
    expect(page.body).not.toContain(other.email);
    const posted = await post(admin, PAGE, url, userFields(other, { firstName: 'Mallory' }));
    expect(posted.statusCode).toBe(404);
    expect((await userRow('other')).firstName).toBe(other.firstName);
    expect((await open(admin, `${PAGE}/users/not-a-number`)).statusCode).toBe(404);
    const search = await open(admin, `${PAGE}?search=other`);
    expect(search.body).toContain('No user matches.');
  });

  it('requires the form token: a missing or forged one answers 403 and stores nothing', async () => {
    const row = await userRow('user');
    const url = `${PAGE}/users/${row.id}`;
    const missing = await post(admin, url, url, userFields(row, { firstName: 'Mallory' }), {});
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toContain('This form has expired. Please try again.');
    const forged = await post(admin, url, url, userFields(row, { firstName: 'Mallory' }), { cookie: 'forged.cookie', field: 'forged.field' });
    expect(forged.statusCode).toBe(403);
    expect((await userRow('user')).firstName).toBe(row.firstName);
  });
});

describe('account settings', () => {
  const itemFields = (changes: Record<string, string> = {}) => ({
    examineeLabel: 'Examinee',
    examinerLabel: 'Examiner',
    customField1Label: 'Custom field 1',
    customField2Label: 'Custom field 2',
    customField3Label: 'Custom field 3',
    customField4Label: 'Custom field 4',
    itemEntryVerificationCode: '',
    ...changes,
  });
  const settings = async () => {
    const admins = await userRow('admin');
    const [row] = await test.db.select().from(accountSettings).where(eq(accountSettings.accountId, admins.accountId));
    return row;
  };

  it('refuses values that break an item’s rule with an error per item (400) and stores none of the form', async () => {
    const before = await settings();
    const refused = await post(admin, PAGE, `${PAGE}/items`, itemFields({ examineeLabel: 'Student', examinerLabel: ' ', itemEntryVerificationCode: 'has spaces' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('href="#examinerLabel"');
    expect(refused.body).toContain('id="itemEntryVerificationCode-error"');
    expect(refused.body).not.toContain('id="examineeLabel-error"');
    expect(refused.body).toContain('value="has spaces"');
    expect(await settings()).toEqual(before);
  });

  it('stores the changed items, audited one by one, and shows them', async () => {
    const saved = await post(admin, PAGE, `${PAGE}/items`, itemFields({ examineeLabel: '  Student ', customField2Label: 'School', itemEntryVerificationCode: 'CHECK-1' }));
    expect(saved.statusCode).toBe(303);
    expect(saved.headers.location).toBe(`${PAGE}?saved=items`);
    const row = await settings();
    expect(row?.labels).toMatchObject({ examinee: 'Student', customField2: 'School', examiner: 'Examiner' });
    expect(row?.itemEntryVerificationCode).toBe('CHECK-1');
    const audited = (await test.db.select({ entityId: auditLog.entityId }).from(auditLog).where(eq(auditLog.action, 'account.putAccountItem'))).map((audit) => audit.entityId).sort();
    expect(audited).toEqual(['customField2Label', 'examineeLabel', 'itemEntryVerificationCode']);
    const page = await open(admin, `${PAGE}?saved=items`);
    expect(page.body).toContain('The account settings were saved.');
    expect(page.body).toContain('value="Student"');
  });

  it('turns the legitimate-interest rule for examiners on with its checkbox, and off when unticked', async () => {
    const page = await open(admin, PAGE);
    expect(page.body).toContain('Examiners and account users see only the examinees of their groups');
    expect(page.body).toContain('name="legitimateInterestForExaminers"');
    const on = await post(admin, PAGE, `${PAGE}/items`, itemFields({ examineeLabel: 'Student', customField2Label: 'School', itemEntryVerificationCode: 'CHECK-1', legitimateInterestForExaminers: 'true' }));
    expect(on.statusCode).toBe(303);
    expect((await settings())?.legitimateInterestForExaminers).toBe(true);
    expect((await open(admin, PAGE)).body).toMatch(/name="legitimateInterestForExaminers"[^>]*checked|checked[^>]*name="legitimateInterestForExaminers"/);
    const off = await post(admin, PAGE, `${PAGE}/items`, itemFields({ examineeLabel: 'Student', customField2Label: 'School', itemEntryVerificationCode: 'CHECK-1' }));
    expect(off.statusCode).toBe(303);
    expect((await settings())?.legitimateInterestForExaminers).toBe(false);
  });

  it('requests the account’s deletion only with the confirmation, then shows the day', async () => {
    const unconfirmed = await post(admin, PAGE, `${PAGE}/deletion`, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('href="#confirmDeletion"');
    const noToken = await post(admin, PAGE, `${PAGE}/deletion`, { confirmDeletion: 'true' }, {});
    expect(noToken.statusCode).toBe(403);
    const adminRow = await userRow('admin');
    const [before] = await test.db.select().from(accounts).where(eq(accounts.id, adminRow.accountId));
    expect(before?.selfDeletionDate).toBeNull();

    const requested = await post(admin, PAGE, `${PAGE}/deletion`, { confirmDeletion: 'true', currentPassword: 'admin-demo' });
    expect(requested.statusCode).toBe(303);
    const [after] = await test.db.select().from(accounts).where(eq(accounts.id, adminRow.accountId));
    expect(after?.selfDeletionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = await open(admin, `${PAGE}?saved=deletion`);
    expect(page.body).toContain('The deletion of this account was requested.');
    expect(page.body).toContain(`(${after?.selfDeletionDate})`);
    expect(page.body).not.toContain('Request deletion of this account');
  });

  it('withdraws the requested deletion with its button: the day is cleared, the administrators are told, and the request form is back', async () => {
    const adminRow = await userRow('admin');
    const [requested] = await test.db.select().from(accounts).where(eq(accounts.id, adminRow.accountId));
    expect(requested?.selfDeletionDate).not.toBeNull();
    const page = await open(admin, PAGE);
    expect(page.body).toContain('action="/legacy/manage-accounts/deletion/withdraw"');
    expect(page.body).toContain('Withdraw the deletion request');

    const noToken = await post(admin, PAGE, `${PAGE}/deletion/withdraw`, {}, {});
    expect(noToken.statusCode).toBe(403);
    const withdrawn = await post(admin, PAGE, `${PAGE}/deletion/withdraw`, {});
    expect(withdrawn.statusCode).toBe(303);
    expect(withdrawn.headers.location).toBe(`${PAGE}?saved=deletionWithdrawn`);
    const [after] = await test.db.select().from(accounts).where(eq(accounts.id, adminRow.accountId));
    expect(after).toMatchObject({ selfDeletionDate: null, selfDeletionRequestedAt: null, selfDeletionRequestedBy: null });
    const audited = await test.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.accountId, adminRow.accountId), eq(auditLog.action, 'accountManagement.withdrawSelfDeletion')));
    expect(audited).toHaveLength(1);
    const notified = await test.db.select({ kind: notifications.kind }).from(notifications).where(and(eq(notifications.userId, adminRow.id), eq(notifications.kind, 'accountDeletionWithdrawn')));
    expect(notified).toHaveLength(1);

    const shown = await open(admin, `${PAGE}?saved=deletionWithdrawn`);
    expect(shown.body).toContain('The deletion request was withdrawn: the account is kept.');
    expect(shown.body).toContain('Request deletion of this account');
    expect(shown.body).not.toContain('Withdraw the deletion request');
  });
});

describe("in the signed-in user's language", () => {
  /** Creates a user of the demo account through the page, signs them in and sets their language. */
  async function speaker(userName: string, role: string, languageCode: string): Promise<TestSession> {
    const created = await post(admin, `${PAGE}/users/new`, `${PAGE}/users/new`, { ...NEW_USER, userName, email: `${userName}@example.org`, role });
    expect(created.statusCode).toBe(303);
    const session = await signIn(test.app, userName, NEW_USER.password);
    const preferences = await apiAs(test.app, session)('PUT', '/account/users/self/preferences', { language: { languageCode } });
    expect(preferences.statusCode).toBe(200);
    return session;
  }

  it('shows the page, the roles, the refused filters and the 403 and 404 pages in it', async () => {
    const greta = await speaker('greta.admin', 'accountAdministrator', 'de');
    const page = await open(greta, PAGE);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="de-DE">');
    expect(page.body).toContain('<title>Q-global | Konten verwalten</title>');
    expect(page.body).toContain('>Zum Hauptinhalt springen</a>');
    for (const text of [
      'Angemeldet als <strong>greta.admin</strong>.',
      'Rollen und Berechtigungen',
      '<th scope="col">Kontoadministration</th>',
      'Die Benutzer des Kontos und ihre Rollen verwalten.',
      '<td>Lehrkraft</td>',
      'aria-label="Benutzer suchen"',
      'Bezeichnung für „Testperson“',
      'Löschung des Kontos',
    ]) {
      expect(page.body).toContain(text);
    }
    expect(page.body).not.toContain('Roles and permissions');

    const refused = await open(greta, `${PAGE}?role=backOffice&page=0`);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('Wählen Sie eine der Rollen des Kontos: Testleitung, Lehrkraft, Kontoadministration, Kontobenutzer.');
    expect(refused.body).toContain('Die Seitenzahl ist ungültig.');

    const missing = await open(greta, `${PAGE}/users/999999`);
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<html lang="de-DE">');
    expect(missing.body).toContain('Dieser Benutzer existiert in Ihrem Konto nicht.');

    const sven = await speaker('sven.examiner', 'examiner', 'sv');
    const forbidden = await open(sven, PAGE);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.body).toContain('<html lang="sv-SE">');
    expect(forbidden.body).toContain('Att hantera konton är till för kontoadministratörer');
  });

  it('says the form’s, the items’ and the service’s refusals in it, and the day of the deletion', async () => {
    const greta = await signIn(test.app, 'greta.admin', NEW_USER.password);
    const newUser = `${PAGE}/users/new`;
    // Greta confirms her changes with her own password.
    const GRETA_USER = { ...NEW_USER, currentPassword: NEW_USER.password };
    const invalid = await post(greta, newUser, newUser, { ...GRETA_USER, userName: '', email: 'not an address' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('<title>Q-global | Neuer Benutzer</title>');
    expect(invalid.body).toContain('<h2 id="error-summary-title">Es ist ein Problem aufgetreten</h2>');
    expect(invalid.body).toContain('Geben Sie einen Benutzernamen ein.');
    expect(invalid.body).toContain('Geben Sie eine gültige E-Mail-Adresse ein.');
    const weak = await post(greta, newUser, newUser, { ...GRETA_USER, userName: 'weak.password', password: 'short' });
    expect(weak.body).toContain('Das neue Passwort muss mindestens 12 Zeichen haben.');
    const taken = await post(greta, newUser, newUser, { ...GRETA_USER, userName: 'examiner' });
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('Dieser Benutzername ist auf der Plattform bereits vergeben. Wählen Sie einen anderen.');
    const expired = await post(greta, newUser, newUser, GRETA_USER, {});
    expect(expired.statusCode).toBe(403);
    expect(expired.body).toContain('Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.');

    const self = await userRow('greta.admin');
    const edit = `${PAGE}/users/${self.id}`;
    const deactivated = await post(greta, edit, edit, userFields(self, { active: false }));
    expect(deactivated.statusCode).toBe(409);
    expect(deactivated.body).toContain('Sie können Ihren eigenen Benutzer nicht deaktivieren.');

    const items = await post(greta, PAGE, `${PAGE}/items`, {
      examineeLabel: 'Examinee',
      examinerLabel: ' ',
      customField1Label: 'x'.repeat(41),
      customField2Label: 'Custom field 2',
      customField3Label: 'Custom field 3',
      customField4Label: 'Custom field 4',
      itemEntryVerificationCode: 'has spaces',
    });
    expect(items.statusCode).toBe(400);
    expect(items.body).toContain('Die Bezeichnung für „Testleitung“ darf nicht leer sein.');
    expect(items.body).toContain('Der Name des benutzerdefinierten Feldes 1 darf höchstens 40 Zeichen haben.');
    expect(items.body).toContain('Der Verifizierungscode für die Item-Eingabe darf nur Buchstaben');

    const unconfirmed = await post(greta, PAGE, `${PAGE}/deletion`, {});
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.body).toContain('Setzen Sie das Häkchen, um zu bestätigen, dass alle Daten dieses Kontos gelöscht werden sollen.');
    expect((await post(greta, PAGE, `${PAGE}/deletion`, { confirmDeletion: 'true', currentPassword: NEW_USER.password })).statusCode).toBe(303);
    const [account] = await test.db.select().from(accounts).where(eq(accounts.id, self.accountId));
    const day = account?.selfDeletionDate ?? '';
    const inWords = new Intl.DateTimeFormat('de-DE', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
    const requested = await open(greta, `${PAGE}?saved=deletion`);
    expect(requested.body).toContain('Die Löschung dieses Kontos wurde beantragt.');
    expect(requested.body).toContain(`Seine Daten werden am <strong>${inWords}</strong> (${day}) gelöscht.`);
  });
});
