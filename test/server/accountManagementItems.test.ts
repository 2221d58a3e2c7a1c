/**
 * The account's setting items (account.getAccountItems, account.putAccountItem), the examiner
 * list of the account service, and self-service deletion (account.requestSelfDeletion) with its
 * date in accountManagement.getDalsStatus.
 */
import { and, eq } from 'drizzle-orm';
import type { AccountItem } from '../../src/domain/accountItems';
import { addDays } from '../../src/domain/dals';
import { DEFAULT_RETENTION_POLICY } from '../../src/domain/retention/retentionPolicy';
import type { AccountUserIdentity } from '../../src/domain/identity';
import { accounts, auditLog } from '../../src/server/db/schema';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

type Api = ReturnType<typeof apiAs>;

let test: TestApp;
let admin: Api;
let examiner: Api;
let accountUser: Api;
let other: Api;
let demoAccountId: number;
let otherAccountId: number;

const SELF = '/account/users/self/preferences?addOnPermissions=true';
const items = (accountId: number) => `/account/accounts/${accountId}/items`;
const item = (accountId: number, id: string) => `${items(accountId)}/${id}`;
const accountIdOf = async (api: Api) => (await api('GET', SELF)).json<{ accountId: number }>().accountId;

beforeAll(async () => {
  test = await createTestApp();
  admin = apiAs(test.app, await signIn(test.app, 'admin'));
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  accountUser = apiAs(test.app, await signIn(test.app, 'user'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  demoAccountId = await accountIdOf(admin);
  otherAccountId = await accountIdOf(other);
});
afterAll(async () => {
  await test.close();
});

describe('account.getAccountItems', () => {
  it('answers every item to any user of the account, defaults first', async () => {
    const response = await accountUser('GET', items(demoAccountId));
    expect(response.statusCode).toBe(200);
    const answer = response.json<AccountItem[]>();
    expect(answer.map((entry) => entry.id)).toEqual([
      'examineeLabel',
      'examinerLabel',
      'customField1Label',
      'customField2Label',
      'customField3Label',
      'customField4Label',
      'itemEntryVerificationCode',
      'administratorsRequireTwoStep',
      'legitimateInterestForExaminers',
    ]);
    expect(answer.find((entry) => entry.id === 'examinerLabel')).toMatchObject({ value: 'Examiner', defaultValue: 'Examiner' });
  });

  it("answers 404 for another account's items, as if it did not exist", async () => {
    const response = await other('GET', items(demoAccountId));
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await admin('GET', items(otherAccountId))).statusCode).toBe(404);
  });

  it('answers 404 to internal staff, whose organisation has no setting items', async () => {
    const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
    expect((await backOffice('GET', items(await accountIdOf(backOffice)))).statusCode).toBe(404);
  });
});

describe('account.putAccountItem', () => {
  it('stores the trimmed value, answers it as text, audits it, and the identity shows it', async () => {
    const response = await admin('PUT', item(demoAccountId, 'examineeLabel'), { value: '  Student ' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('Student');
    const labels = (await examiner('GET', SELF)).json<AccountUserIdentity>().accountLabels;
    expect(labels).toMatchObject({ examinee: 'Student', examiner: 'Examiner' });
    const read = (await accountUser('GET', items(demoAccountId))).json<AccountItem[]>();
    expect(read.find((entry) => entry.id === 'examineeLabel')?.value).toBe('Student');
    const audit = await test.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'account.putAccountItem'), eq(auditLog.entityId, 'examineeLabel')));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.accountId).toBe(demoAccountId);
  });

  it('sets a custom field name and the verification code, which the identity carries', async () => {
    expect((await admin('PUT', item(demoAccountId, 'customField2Label'), { value: 'Grade' })).body).toBe('Grade');
    expect((await admin('PUT', item(demoAccountId, 'itemEntryVerificationCode'), { value: 'IEV-7' })).body).toBe('IEV-7');
    const identity = (await accountUser('GET', SELF)).json<AccountUserIdentity>();
    expect(identity.accountLabels.customField2).toBe('Grade');
    expect(identity.itemEntryVerificationCode).toBe('IEV-7');
    expect((await admin('PUT', item(demoAccountId, 'itemEntryVerificationCode'), { value: '' })).body).toBe('');
    expect((await accountUser('GET', SELF)).json<AccountUserIdentity>().itemEntryVerificationCode).toBe('');
  });

  it.each([
    ['examinerLabel', '   ', 'The examiner label cannot be blank.'],
    ['customField1Label', 'x'.repeat(41), 'The name of custom field 1 may have at most 40 characters.'],
    ['itemEntryVerificationCode', 'has spaces', 'The item entry verification code may hold only letters, digits, "-" and "_", and must start and end with a letter or digit.'],
  ])('answers 400 naming the item %s for a bad value, and stores nothing', async (id, value, message) => {
    const before = (await admin('GET', items(demoAccountId))).json<AccountItem[]>();
    const response = await admin('PUT', item(demoAccountId, id), { value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation', errors: [{ field: id, message }] });
    expect((await admin('GET', items(demoAccountId))).json()).toEqual(before);
  });

  it('answers 400 for a body without a value, and 404 for an unknown item', async () => {
    expect((await admin('PUT', item(demoAccountId, 'examineeLabel'), {})).statusCode).toBe(400);
    expect((await admin('PUT', item(demoAccountId, 'favouriteColour'), { value: 'blue' })).statusCode).toBe(404);
  });

  it('answers 403 without ACCOUNT_SETTINGS_EDIT (examiner, account user, internal staff)', async () => {
    for (const api of [examiner, accountUser, apiAs(test.app, await signIn(test.app, 'backoffice'))]) {
      const response = await api('PUT', item(demoAccountId, 'examineeLabel'), { value: 'Client' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'forbidden' });
    }
    expect((await examiner('GET', SELF)).json<AccountUserIdentity>().accountLabels.examinee).toBe('Student');
  });

  it("answers 404 for another account's item and changes nothing there", async () => {
    const response = await admin('PUT', item(otherAccountId, 'examineeLabel'), { value: 'Patient' });
    expect(response.statusCode).toBe(404);
    expect((await other('GET', SELF)).json<AccountUserIdentity>().accountLabels.examinee).toBe('Examinee');
  });
});

describe('account.examiners', () => {
  it('answers the same list as assessment.examiners', async () => {
    const viaAccount = await accountUser('GET', '/account/examiners');
    expect(viaAccount.statusCode).toBe(200);
    expect(viaAccount.json()).toEqual((await accountUser('GET', '/assessment-facade/examiners')).json());
    expect(viaAccount.json<unknown[]>().length).toBeGreaterThan(0);
    expect(viaAccount.json()).not.toEqual((await other('GET', '/account/examiners')).json());
  });
});

describe('account.requestSelfDeletion', () => {
  const deletion = (accountId: number) => `/account/accounts/${accountId}/self-deletion`;
  /** The demo administrator's own password: asking for the deletion is a sensitive change. */
  const CONFIRMED = { currentPassword: 'admin-demo' };
  const STATUS = '/account-management/dals-status';

  it('answers 403 without ACCOUNT_SETTINGS_EDIT and 404 for another account', async () => {
    expect((await examiner('POST', deletion(demoAccountId), { currentPassword: 'examiner-demo' })).statusCode).toBe(403);
    expect((await admin('POST', deletion(otherAccountId), CONFIRMED)).statusCode).toBe(404);
    const [row] = await test.db.select().from(accounts).where(eq(accounts.id, otherAccountId));
    expect(row?.selfDeletionDate).toBeNull();
  });

  it('leaves the DALS answer as it was while nothing is asked', async () => {
    expect((await examiner('GET', STATUS)).json()).toEqual({ dllAccount: false, deletionDate: null });
  });

  it('records the request with a date a grace period after today, and answers the same date when asked again', async () => {
    const utcDay = () => test.clock.now().toISOString().slice(0, 10);
    const dayBefore = utcDay();
    const first = await admin('POST', deletion(demoAccountId), CONFIRMED);
    expect(first.statusCode).toBe(200);
    // The request may straddle midnight UTC: either day is the request's day.
    const expected = first.json<{ selfDeletionDate: string }>().selfDeletionDate;
    expect([dayBefore, utcDay()].map((day) => addDays(day, DEFAULT_RETENTION_POLICY.selfDeletionGraceDays))).toContain(expected);

    const requestedBy = await selfId(admin);

    // Days later (the sessions have ended by then: sign in again), the date stays where it was.
    test.clock.advanceMinutes(3 * 24 * 60);
    const adminLater = apiAs(test.app, await signIn(test.app, 'admin'));
    const again = await adminLater('POST', deletion(demoAccountId), CONFIRMED);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());

    const [row] = await test.db.select().from(accounts).where(eq(accounts.id, demoAccountId));
    expect(row).toMatchObject({ selfDeletionDate: expected, selfDeletionRequestedBy: requestedBy });
    const audit = await test.db.select().from(auditLog).where(eq(auditLog.action, 'account.requestSelfDeletion'));
    // Both requests are on record (the refused ones of the other tests too, with their outcome).
    expect(audit.filter((row) => row.outcome === 'ok').map((row) => row.userId)).toEqual([requestedBy, requestedBy]);
    const examinerLater = apiAs(test.app, await signIn(test.app, 'examiner'));
    expect((await examinerLater('GET', STATUS)).json()).toEqual({ dllAccount: false, deletionDate: null, selfDeletionDate: expected });
  });
});

async function selfId(api: Api): Promise<number> {
  return (await api('GET', SELF)).json<{ userId: number }>().userId;
}
