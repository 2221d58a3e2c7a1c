/**
 * Examinee records: create, read, update, list, id uniqueness, validation, tenancy, permissions
 * and the audit trail.
 */
import type { Page } from '../../src/contract/types';
import type { Examinee } from '../../src/domain/examinee';
import { createTestApp, type TestApp } from './support/testApp';
import { examineeBody } from './support/fixtures';
import { apiAs, headersOf, signIn } from './support/session';

jest.setTimeout(60_000);

let test: TestApp;
let examiner: ReturnType<typeof apiAs>;
let other: ReturnType<typeof apiAs>;
let accountUser: ReturnType<typeof apiAs>;
beforeAll(async () => {
  test = await createTestApp();
  examiner = apiAs(test.app, await signIn(test.app, 'examiner'));
  other = apiAs(test.app, await signIn(test.app, 'other'));
  accountUser = apiAs(test.app, await signIn(test.app, 'user'));
});
afterAll(async () => {
  await test.close();
});

const EXAMINEES = '/assessment-facade/examinees';

async function createExaminee(overrides: Parameters<typeof examineeBody>[0] = {}): Promise<Examinee> {
  const response = await examiner('POST', EXAMINEES, examineeBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json<Examinee>();
}

describe('create and read', () => {
  it('creates an examinee in the caller account and reads it back', async () => {
    const body = examineeBody({ firstName: '  Mia ', customField2: 'Room 4' });
    const created = await examiner('POST', EXAMINEES, { ...body, accountId: 999, id: 5, unexpected: 'ignored' });
    expect(created.statusCode).toBe(201);
    const examinee = created.json<Examinee>();
    expect(examinee).toMatchObject({ ...body, firstName: 'Mia', customField2: 'Room 4', customField1: '', customField3: '' });
    expect(examinee.accountId).not.toBe(999);
    expect(examinee).not.toHaveProperty('unexpected');
    const read = await examiner('GET', `${EXAMINEES}/${examinee.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(examinee);
  });

  it('answers 400 naming every bad field, and stores nothing', async () => {
    const before = (await examiner('GET', `${EXAMINEES}?pageSize=100`)).json<Page<Examinee>>().total;
    const response = await examiner('POST', EXAMINEES, {
      examineeId: 'bad id!',
      firstName: '',
      lastName: 'x'.repeat(101),
      birthDate: '2023-02-30',
      sex: 'unknown',
      email: 'not-an-email',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/application\/problem\+json/);
    const problem = response.json<{ code: string; errors: { field: string; message: string }[] }>();
    expect(problem.code).toBe('validation');
    expect(problem.errors.map((error) => error.field).sort()).toEqual(['birthDate', 'email', 'examineeId', 'firstName', 'lastName', 'sex']);
    expect(problem.errors.find((error) => error.field === 'birthDate')?.message).toBe('Enter a real date as YYYY-MM-DD.');
    expect((await examiner('GET', `${EXAMINEES}?pageSize=100`)).json<Page<Examinee>>().total).toBe(before);
  });

  it('refuses a birth date in the future', async () => {
    const response = await examiner('POST', EXAMINEES, examineeBody({ birthDate: '2999-01-01' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [{ field: 'birthDate', message: 'The date of birth cannot be in the future.' }] });
  });

  it('answers 400 for a malformed JSON body and for a bad path parameter, without internals', async () => {
    const malformed = await test.app.inject({
      method: 'POST',
      url: `/qg-services${EXAMINEES}`,
      headers: { ...headersOf(await signIn(test.app, 'examiner')), 'content-type': 'application/json' },
      payload: '{"examineeId":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(malformed.body).not.toMatch(/node_modules|at .*\.js:\d+/);
    const badId = await examiner('GET', `${EXAMINEES}/abc`);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ errors: [{ field: 'examineeRecordId' }] });
  });

  it('answers 409 duplicate naming examineeId when the id is taken in the account, but not in another account', async () => {
    const first = await createExaminee({ examineeId: 'DUP-1' });
    const duplicate = await examiner('POST', EXAMINEES, examineeBody({ examineeId: 'DUP-1' }));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({ code: 'duplicate', errors: [{ field: 'examineeId' }] });
    expect((await other('POST', EXAMINEES, examineeBody({ examineeId: 'DUP-1' }))).statusCode).toBe(201);
    const unique = await examiner('GET', `${EXAMINEES}/id-unique?examineeId=DUP-1`);
    expect(unique.json()).toEqual({ unique: false });
    expect((await examiner('GET', `${EXAMINEES}/id-unique?examineeId=DUP-1&excludeRecordId=${first.id}`)).json()).toEqual({ unique: true });
    expect((await examiner('GET', `${EXAMINEES}/id-unique?examineeId=FREE-1`)).json()).toEqual({ unique: true });
    expect((await examiner('GET', `${EXAMINEES}/id-unique`)).statusCode).toBe(400);
  });
});

describe('examinee ids without regard to case', () => {
  it('refuses an id that differs from a taken one only by case, and keeps each id as typed', async () => {
    const first = await createExaminee({ examineeId: 'new-001' });
    expect(first.examineeId).toBe('new-001');
    const upper = await examiner('POST', EXAMINEES, examineeBody({ examineeId: 'NEW-001' }));
    expect(upper.statusCode).toBe(409);
    expect(upper.json()).toMatchObject({ code: 'duplicate', errors: [{ field: 'examineeId' }] });
    expect((await examiner('GET', `${EXAMINEES}/id-unique?examineeId=New-001`)).json()).toEqual({ unique: false });
    expect((await examiner('GET', `${EXAMINEES}/id-unique?examineeId=NEW-001&excludeRecordId=${first.id}`)).json()).toEqual({ unique: true });

    // The record itself may change the case of its own id.
    const recased = await examiner('PUT', `${EXAMINEES}/${first.id}`, examineeBody({ examineeId: 'NEW-001' }));
    expect(recased.statusCode).toBe(200);
    expect(recased.json()).toMatchObject({ examineeId: 'NEW-001' });
    const second = await createExaminee({ examineeId: 'new-002' });
    expect((await examiner('PUT', `${EXAMINEES}/${second.id}`, examineeBody({ examineeId: 'new-001' }))).statusCode).toBe(409);
    // Another account's ids are its own.
    expect((await other('POST', EXAMINEES, examineeBody({ examineeId: 'new-001' }))).statusCode).toBe(201);
  });
});

describe('update', () => {
  it('updates the fields, and refuses a duplicate examinee id', async () => {
    const examinee = await createExaminee();
    const taken = await createExaminee();
    const updated = await examiner('PUT', `${EXAMINEES}/${examinee.id}`, examineeBody({ examineeId: examinee.examineeId, lastName: 'Renamed' }));
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ id: examinee.id, lastName: 'Renamed', examineeId: examinee.examineeId });
    const duplicate = await examiner('PUT', `${EXAMINEES}/${examinee.id}`, examineeBody({ examineeId: taken.examineeId }));
    expect(duplicate.statusCode).toBe(409);
    expect((await examiner('GET', `${EXAMINEES}/${examinee.id}`)).json()).toMatchObject({ lastName: 'Renamed' });
  });
});

describe('list', () => {
  it('searches id, first and last name case-insensitively, sorts and pages', async () => {
    await createExaminee({ examineeId: 'ZQ-100', firstName: 'Quentin', lastName: 'Zabaleta' });
    await createExaminee({ examineeId: 'ZQ-200', firstName: 'Zoe', lastName: 'Quill' });
    await createExaminee({ examineeId: 'AB-300', firstName: 'Anna', lastName: 'Zquarto' });
    const byName = (await examiner('GET', `${EXAMINEES}?search=zQu&sort=lastName`)).json<Page<Examinee>>();
    expect(byName.items.map((item) => item.lastName)).toEqual(['Zquarto']);
    const byId = (await examiner('GET', `${EXAMINEES}?search=zq-&sort=-examineeId`)).json<Page<Examinee>>();
    expect(byId.items.map((item) => item.examineeId)).toEqual(['ZQ-200', 'ZQ-100']);
    const wildcard = (await examiner('GET', `${EXAMINEES}?search=%25`)).json<Page<Examinee>>();
    expect(wildcard.total).toBe(0);

    const all = (await examiner('GET', EXAMINEES)).json<Page<Examinee>>();
    expect(all.pageSize).toBe(20);
    expect(all.page).toBe(1);
    const page2 = (await examiner('GET', `${EXAMINEES}?page=2&pageSize=2&sort=lastName`)).json<Page<Examinee>>();
    const page1 = (await examiner('GET', `${EXAMINEES}?page=1&pageSize=2&sort=lastName`)).json<Page<Examinee>>();
    expect(page2.total).toBe(all.total);
    expect(page2.items).toHaveLength(2);
    expect(page1.items.map((item) => item.id)).not.toContain(page2.items[0]?.id);
    const bad = await examiner('GET', `${EXAMINEES}?page=0&pageSize=500&sort=age`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { field: string }[] }>().errors.map((error) => error.field).sort()).toEqual(['page', 'pageSize', 'sort']);
  });

  it("never lists another account's examinees", async () => {
    await createExaminee({ examineeId: 'ONLY-DEMO', lastName: 'Demoonly' });
    const seen = (await other('GET', `${EXAMINEES}?search=Demoonly`)).json<Page<Examinee>>();
    expect(seen.total).toBe(0);
  });
});

describe('tenancy and permissions', () => {
  it("answers 404 for another account's examinee exactly as for a missing one, on read and write", async () => {
    const examinee = await createExaminee();
    const missing = await other('GET', `${EXAMINEES}/999999`);
    const foreign = await other('GET', `${EXAMINEES}/${examinee.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(missing.json());
    expect((await other('PUT', `${EXAMINEES}/${examinee.id}`, examineeBody())).statusCode).toBe(404);
    expect((await other('GET', `${EXAMINEES}/${examinee.id}/forms`)).statusCode).toBe(404);
    expect((await other('GET', `${EXAMINEES}/${examinee.id}/history`)).statusCode).toBe(404);
    expect((await examiner('GET', `${EXAMINEES}/${examinee.id}`)).json()).toMatchObject({ lastName: examinee.lastName });
  });

  it('answers 403 when an account user (view only) creates or updates', async () => {
    const response = await accountUser('POST', EXAMINEES, examineeBody());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'forbidden' });
    const examinee = await createExaminee();
    expect((await accountUser('PUT', `${EXAMINEES}/${examinee.id}`, examineeBody())).statusCode).toBe(403);
    expect((await accountUser('GET', `${EXAMINEES}/${examinee.id}`)).statusCode).toBe(200);
  });

  it('answers 403 to internal users, who hold no examinee permissions', async () => {
    const backOffice = apiAs(test.app, await signIn(test.app, 'backoffice'));
    expect((await backOffice('GET', EXAMINEES)).statusCode).toBe(403);
  });
});

describe('forms and history', () => {
  it('answers the examinee with every product as a form', async () => {
    const examinee = await createExaminee();
    const response = await examiner('GET', `${EXAMINEES}/${examinee.id}/forms`);
    expect(response.statusCode).toBe(200);
    const body = response.json<{ examinee: Examinee; forms: { id: string; code: string; itemCount: number }[] }>();
    expect(body.examinee.id).toBe(examinee.id);
    // The reading fluency probe (ages 5-13) is not a form for this adult examinee.
    expect(body.forms.map((form) => form.code).sort()).toEqual(['CES-D', 'DASS-21', 'GAD-7', 'IPIP-50', 'K10', 'PCL-5', 'PHQ-15', 'PHQ-9', 'WHO-5']);
    expect(body.forms.find((form) => form.id === 'phq9')?.itemCount).toBe(10);
  });
});
