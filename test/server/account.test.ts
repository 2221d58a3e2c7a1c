/**
 * The identity (self preferences), role, DALS status and examiner pick list.
 */
import type { AccountUserIdentity, UserIdentity } from '../../src/domain/identity';
import { ROLE_PERMISSIONS } from '../../src/domain/permissions';
import { accounts, products, users } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { createTestApp, type TestApp, testConfig } from './support/testApp';
import { apiAs, signIn } from './support/session';

jest.setTimeout(60_000);

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const SELF = '/account/users/self/preferences?addOnPermissions=true';

describe('account.getSelfPreferences', () => {
  it('answers the full identity of an account user, with labels and the verification code', async () => {
    const api = apiAs(test.app, await signIn(test.app, 'user'));
    const response = await api('GET', SELF);
    expect(response.statusCode).toBe(200);
    const identity = response.json<AccountUserIdentity>();
    expect(Object.keys(identity).sort()).toEqual(
      [
        'userId',
        'accountId',
        'userName',
        'title',
        'firstName',
        'lastName',
        'middleName',
        'suffix',
        'email',
        'examiner',
        'showStartingTips',
        'showWarningPopup',
        'defaultExaminerId',
        'phoneNo',
        'permissions',
        'internalUser',
        'preferences',
        'accountLabels',
        'itemEntryVerificationCode',
      ].sort(),
    );
    expect(identity).toMatchObject({
      userName: 'user',
      internalUser: false,
      examiner: false,
      defaultExaminerId: 0,
      accountLabels: { examinee: 'Examinee', examiner: 'Examiner', customField1: 'Custom field 1', customField4: 'Custom field 4' },
      itemEntryVerificationCode: '',
    });
    expect(identity.permissions).toEqual(ROLE_PERMISSIONS.accountUser.map((permissionName) => ({ permissionName })));
    expect(identity.preferences).toEqual({
      dateFormat: { dateFormatName: 'MM/dd/yyyy', dateFormatCode: 'MM/dd/yyyy' },
      numberFormat: { numberFormatName: '1,234.56', numberFormatCode: 'en_us', decimalSeparator: '.', groupingSeparator: ',' },
      timeZone: { timeZoneName: 'Eastern Time (US & Canada)', timeZoneCode: 'America/New_York' },
      language: { languageName: 'English', languageCode: 'en_us' },
      itemEntryAutoAdvance: true,
      showStartingTips: true,
      showWarningPopup: true,
      defaultExaminerId: 0,
      isInternalUser: false,
    });
  });

  it.each(['backoffice', 'retention'])('answers an internal user (%s) without labels or verification code keys', async (userName) => {
    const api = apiAs(test.app, await signIn(test.app, userName));
    const identity = (await api('GET', SELF)).json<UserIdentity>();
    expect(identity.internalUser).toBe(true);
    expect(identity.preferences.isInternalUser).toBe(true);
    expect('accountLabels' in identity).toBe(false);
    expect('itemEntryVerificationCode' in identity).toBe(false);
  });

  it('names the examiner with title and names', async () => {
    const api = apiAs(test.app, await signIn(test.app, 'examiner'));
    expect((await api('GET', SELF)).json()).toMatchObject({ title: 'Dr.', firstName: 'Emma', lastName: 'Examiner', examiner: true });
  });
});

describe('seed', () => {
  it('changes nothing when it runs again (every start runs it)', async () => {
    const count = async () => [
      (await test.db.select().from(accounts)).length,
      (await test.db.select().from(users)).length,
      (await test.db.select().from(products)).length,
    ];
    const before = await count();
    // Eight users: five of the demo clinic (two teachers), two internal staff, Other Practice's examiner.
    // Eleven shipped products: PHQ-9, GAD-7, PHQ-15, CES-D, K10, PCL-5, DASS-21, WHO-5, IPIP-50, the reading fluency probe and the writing sample.
    expect(before).toEqual([3, 8, 11]);
    await seedDatabase(test.db, testConfig().productsDir);
    expect(await count()).toEqual(before);
  });
});

describe('role, DALS status and examiners', () => {
  it('answers the role and whether the user is internal', async () => {
    expect((await apiAs(test.app, await signIn(test.app, 'admin'))('GET', '/account/users/self/role')).json()).toEqual({
      role: 'accountAdministrator',
      internalUser: false,
    });
    expect((await apiAs(test.app, await signIn(test.app, 'backoffice'))('GET', '/account/users/self/role')).json()).toEqual({
      role: 'backOffice',
      internalUser: true,
    });
  });

  it("lists only the caller's account's examiners", async () => {
    const demo = (await apiAs(test.app, await signIn(test.app, 'user'))('GET', '/assessment-facade/examiners')).json<{ name: string }[]>();
    expect(demo.map((option) => option.name).sort()).toEqual(['Dr. Adam Administrator', 'Dr. Emma Examiner', 'Mr. Theo Tutor', 'Ms. Tara Teacher']);
    const other = (await apiAs(test.app, await signIn(test.app, 'other'))('GET', '/assessment-facade/examiners')).json<{ name: string }[]>();
    expect(other.map((option) => option.name)).toEqual(['Dr. Oliver Other']);
  });
});
