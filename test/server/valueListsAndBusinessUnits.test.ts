/**
 * The value lists (util.domainByType) and the business units (businessUnit.*) through the API
 * (issue #17): the lists come from the seeded table in the caller's language and agree with the
 * codes the domain's validation accepts; units own products; a form answers its delivery modes
 * and marketing text; the search filters by mode, unit, audience and age.
 */
import { sql } from 'drizzle-orm';
import type { BusinessUnitView, FormDelivery, FormMarketing } from '../../src/contract/services/businessUnits';
import type { ValueListOption } from '../../src/contract/services/valueLists';
import { VALUE_LIST_CODES, VALUE_LIST_TYPES } from '../../src/domain/valueLists';
import { enterAccountScope } from '../../src/server/db/accountScope';
import { seedDatabase } from '../../src/server/db/seed';
import { demoClinicId } from './support/permissionMatrixAccounts';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp, testConfig } from './support/testApp';

jest.setTimeout(120_000);

type Api = ReturnType<typeof apiAs>;
let test: TestApp;
let examiner: Api;
let teacher: Api;
let staff: Api;

beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  teacher = apiAs(test.app, await signIn(test.app, 'teacher'));
  staff = apiAs(test.app, await signIn(test.app, 'backoffice'));
});
afterAll(async () => {
  await test?.close();
});

describe('util.domainByType', () => {
  it.each(VALUE_LIST_TYPES)('answers the %s list: exactly the codes the domain accepts, in order', async (type) => {
    const response = await examiner('GET', `/util/domains/${type}`);
    expect(response.statusCode).toBe(200);
    const options = response.json<ValueListOption[]>();
    expect(options.map((option) => option.code).sort()).toEqual([...VALUE_LIST_CODES[type]].sort());
    expect(options.map((option) => option.order)).toEqual([...options.map((option) => option.order)].sort((a, b) => a - b));
    expect(options.every((option) => option.label.trim() !== '')).toBe(true);
  });

  it('labels the values in the caller’s language, and any signed-in user may read them', async () => {
    const english = (await examiner('GET', '/util/domains/season')).json<ValueListOption[]>();
    expect(english.map((option) => option.label)).toEqual(['Fall', 'Winter', 'Spring']);
    const session = await signIn(test.app, 'user');
    const user = apiAs(test.app, session);
    expect((await user('PUT', '/account/users/self/preferences', { language: { languageCode: 'de' } })).statusCode).toBe(200);
    const german = (await user('GET', '/util/domains/season')).json<ValueListOption[]>();
    expect(german.map((option) => option.label)).toEqual(['Herbst', 'Winter', 'Frühling']);
    const grades = (await staff('GET', '/util/domains/grade')).json<ValueListOption[]>();
    expect(grades[0]).toEqual({ code: '0', label: 'Kindergarten', order: 0 });
  });

  it('refuses a list that does not exist as bad input, and an anonymous caller', async () => {
    const unknown = await examiner('GET', '/util/domains/shoeSize');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.headers['content-type']).toContain('application/problem+json');
    const anonymous = await test.app.inject({ method: 'GET', url: '/qg-services/util/domains/sex' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('offers no inactive value, and refuses to start while the table and the domain disagree', async () => {
    await test.db.execute(sql`update value_list_entries set active = false where type = 'sex' and code = 'other'`);
    const offered = (await examiner('GET', '/util/domains/sex')).json<ValueListOption[]>();
    expect(offered.map((option) => option.code)).not.toContain('other');
    await test.db.execute(sql`insert into value_list_entries (type, code, position, labels, active) values ('sex', 'unknownSex', 99, '{"en_us":"?"}', true)`);
    // The next start re-seeds from the file (the file's rows are active again) and finds the stray active code.
    await expect(seedDatabase(test.db, testConfig().productsDir)).rejects.toThrow(/sex: the active value unknownSex is not a code the domain accepts/);
    await test.db.execute(sql`delete from value_list_entries where code = 'unknownSex'`);
    await seedDatabase(test.db, testConfig().productsDir);
    expect((await examiner('GET', '/util/domains/sex')).json<ValueListOption[]>().map((option) => option.code)).toEqual(['female', 'male', 'other', 'unspecified']);
  });
});

describe('the platform tables', () => {
  it('are read, never written, inside a customer’s transaction', async () => {
    const clinicId = await demoClinicId(test.db);
    const attempts = [
      sql`update value_list_entries set active = false where type = 'sex'`,
      sql`insert into value_list_entries (type, code, position, labels, active) values ('sex', 'x', 1, '{}', true)`,
      sql`delete from business_units`,
    ];
    for (const attempt of attempts) {
      const write = test.db.transaction(async (tx) => {
        await enterAccountScope(tx, clinicId);
        const read = (await tx.execute(sql`select count(*)::int as n from business_units`)) as unknown as { rows: { n: number }[] };
        expect(read.rows[0]?.n).toBe(2);
        await tx.execute(attempt);
      });
      await expect(write).rejects.toThrow();
    }
    expect((await examiner('GET', '/util/domains/sex')).json<ValueListOption[]>()).toHaveLength(4);
  });
});

describe('businessUnit.*', () => {
  it('getUnit answers a unit in the caller’s language with the products it owns; an unknown unit is 404', async () => {
    const clinical = await examiner('GET', '/business-unit/units/clinical');
    expect(clinical.statusCode).toBe(200);
    const unit = clinical.json<BusinessUnitView>();
    expect(unit.name).toBe('Clinical');
    expect(unit.products.map((product) => product.id)).toEqual(expect.arrayContaining(['phq9', 'gad7', 'who5']));
    expect(unit.products.map((product) => product.id)).not.toContain('orf');
    const education = (await teacher('GET', '/business-unit/units/education')).json<BusinessUnitView>();
    expect(education.products.map((product) => product.id).sort()).toEqual(['orf', 'writing_sample']);
    expect((await examiner('GET', '/business-unit/units/marketing')).statusCode).toBe(404);
    expect((await examiner('GET', '/business-unit/units/Not%20a%20unit')).statusCode).toBe(400);
  });

  it('getForm answers the delivery modes and marketing text; an unknown form is 404', async () => {
    const form = (await examiner('GET', '/business-unit/forms/phq9')).json<FormDelivery>();
    expect(form).toMatchObject({
      productId: 'phq9',
      businessUnit: 'clinical',
      audience: 'clinical',
      deliveryModes: ['manualEntry', 'onScreen', 'remoteLink', 'liveSession'],
      marketing: { measures: 'Depression severity over the last 2 weeks.', ageRange: { minYears: 13, maxYears: 120 }, minutes: null, qualificationLevel: 'B' },
    });
    const orf = (await examiner('GET', '/business-unit/forms/orf')).json<FormDelivery>();
    expect(orf.deliveryModes).toEqual(['manualEntry']);
    expect(orf.marketing?.minutes).toEqual({ min: 1, max: 1 });
    expect((await examiner('GET', '/business-unit/forms/nosuchform')).statusCode).toBe(404);
  });

  it('formDeliverySearch filters by delivery mode, unit, audience and age', async () => {
    const ids = async (query: string) => (await examiner('GET', `/business-unit/forms${query}`)).json<FormDelivery[]>().map((form) => form.productId);
    expect(await ids('')).toHaveLength(11);
    const remote = await ids('?deliveryMode=remoteLink');
    expect(remote).toContain('phq9');
    expect(remote).not.toContain('orf');
    expect(remote).not.toContain('writing_sample');
    expect((await ids('?businessUnit=education')).sort()).toEqual(['orf', 'writing_sample']);
    expect(await ids('?audience=education&deliveryMode=remoteLink')).toEqual([]);
    const child = await ids('?ageYears=8');
    expect(child).toEqual(expect.arrayContaining(['orf', 'writing_sample']));
    expect(child).not.toContain('phq9');
    expect((await examiner('GET', '/business-unit/forms?deliveryMode=carrierPigeon')).statusCode).toBe(400);
    expect((await examiner('GET', '/business-unit/forms?ageYears=-1')).statusCode).toBe(400);
  });

  it('marketingInfo answers the text in the caller’s language', async () => {
    const session = await signIn(test.app, 'admin');
    const admin = apiAs(test.app, session);
    expect((await admin('PUT', '/account/users/self/preferences', { language: { languageCode: 'fr' } })).statusCode).toBe(200);
    const french = (await admin('GET', '/business-unit/forms/phq9/marketing')).json<FormMarketing>();
    expect(french.measures).toBe('Sévérité de la dépression au cours des 2 dernières semaines.');
    expect((await examiner('GET', '/business-unit/forms/phq9/marketing')).json<FormMarketing>().measures).toBe('Depression severity over the last 2 weeks.');
    expect((await examiner('GET', '/business-unit/forms/nosuchform/marketing')).statusCode).toBe(404);
  });

  it('refuses internal staff, who hold no examinee permission', async () => {
    expect((await staff('GET', '/business-unit/forms')).statusCode).toBe(403);
  });
});
