/**
 * No input answers 500: every operation of the contract gets arbitrary bodies, query strings and
 * path parameters (fast-check), from a user whose role may call it, and every answer is below 500.
 * The bodies mix the operation's own field names with keys named like Object.prototype members
 * (`constructor`, `toString`) and values of every JSON kind; queries repeat parameters.
 */
import { OUT_OF_RANGE_MESSAGE } from '../../src/server/http/problems';
import fc from 'fast-check';
import { OPERATIONS } from '../../src/contract';
import { type AnyOperation, DEFAULT_CONTEXT_ROOT, SERVICE_PREFIXES } from '../../src/contract/operation';
import { ROLE_PERMISSIONS, ROLES, type RoleName } from '../../src/domain/permissions';
import { headersOf, signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(300_000);

/** A demo user of each role (password `<name>-demo`). */
const DEMO_USER: Readonly<Record<RoleName, string>> = {
  examiner: 'examiner',
  teacher: 'teacher',
  accountAdministrator: 'admin',
  accountUser: 'user',
  backOffice: 'backoffice',
  dataRetention: 'retention',
};

/** Runs per operation: enough to meet each kind of bad value, few enough for the suite's time. */
const RUNS = 30;

/** Keys no request has, that plain-object lookups resolve to Object.prototype's members. */
const PROTOTYPE_KEYS = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf'];

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ loginRateLimitPerMinute: 100_000 });
});
afterAll(async () => {
  await test.close();
});

/** The role whose demo user may call the operation (the first in the catalogue's order), or the examiner for open operations. */
function callerOf(operation: AnyOperation): RoleName {
  if (operation.access === 'public' || operation.access === 'signedIn') return 'examiner';
  const permissions = operation.access;
  return ROLES.find((role) => ROLE_PERMISSIONS[role].some((permission) => permissions.includes(permission))) ?? 'examiner';
}

/** The field names of a part's schema, if it has one. */
const fieldNames = (schema: AnyOperation['body']): string[] => (schema ? Object.keys(schema.fields) : []);

/** A JSON value of any kind, shallow enough to keep a run short. */
const jsonValue = fc.jsonValue({ maxDepth: 2 });

/** A body: any JSON, or an object of the operation's fields and prototype-named keys with values of any kind. */
function bodyOf(operation: AnyOperation): fc.Arbitrary<unknown> {
  const keys = [...fieldNames(operation.body), ...PROTOTYPE_KEYS, 'unknownField'];
  return fc.oneof(jsonValue, fc.dictionary(fc.constantFrom(...keys), jsonValue, { maxKeys: 6 }));
}

/** A query string of the operation's parameters (and others), some given more than once. */
function queryOf(operation: AnyOperation): fc.Arbitrary<string> {
  const keys = [...fieldNames(operation.query), ...PROTOTYPE_KEYS, 'unknown'];
  const value = fc.oneof(fc.string({ maxLength: 12 }), fc.integer().map(String), fc.constantFrom('', 'true', '-1', '1e309', 'NaN', '[]', '{}'));
  return fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 6 }).map((pairs) => new URLSearchParams(pairs).toString());
}

/** The operation's path with each `{name}` filled with an id that may exist, or any text. */
function pathOf(operation: AnyOperation): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const segment = fc.oneof(fc.integer({ min: 1, max: 3 }).map(String), fc.integer().map(String), fc.string({ minLength: 1, maxLength: 10 }));
  return fc.tuple(...names.map(() => segment)).map((values) => {
    let index = 0;
    const filled = operation.path.replace(/\{\w+\}/g, () => encodeURIComponent(values[index++] ?? '1'));
    return `${DEFAULT_CONTEXT_ROOT}${SERVICE_PREFIXES[operation.service]}${filled}`;
  });
}

describe('arbitrary input to every operation', () => {
  // A fresh sign-in per operation: one that signs out or changes the password must not leave the next to a 401.
  const sessionFor = (operation: AnyOperation): Promise<TestSession> => signIn(test.app, DEMO_USER[callerOf(operation)]);

  it.each(OPERATIONS.map((operation) => [operation.id, operation] as const))('%s never answers 5xx', async (_id, operation) => {
    const session = await sessionFor(operation);
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(pathOf(operation), queryOf(operation), bodyOf(operation), async (path, query, body) => {
        const hasBody = operation.method !== 'GET' && operation.method !== 'DELETE';
        const response = await test.app.inject({
          method: operation.method,
          url: query === '' ? path : `${path}?${query}`,
          headers: { ...headersOf(session), 'idempotency-key': crypto.randomUUID(), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          ...(hasBody ? { payload: JSON.stringify(body) } : {}),
        });
        if (response.statusCode >= 500) failures.push(`${operation.method} ${path}?${query} ${JSON.stringify(body)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
        return response.statusCode < 500;
      }),
      { numRuns: RUNS, seed: 20261125 },
    );
    expect(failures).toEqual([]);
  });
});

describe('the inputs that once answered 500', () => {
  const call = async (method: 'GET' | 'POST', url: string, payload?: string) => {
    const session = await signIn(test.app, 'examiner');
    return test.app.inject({
      method,
      url: `/qg-services/assessment-facade${url}`,
      headers: { ...headersOf(session), 'idempotency-key': crypto.randomUUID(), 'content-type': 'application/json' },
      ...(payload !== undefined ? { payload } : {}),
    });
  };
  const fieldsOf = (body: string): string[] => (JSON.parse(body) as { errors: { field: string }[] }).errors.map((error) => error.field);

  it('answers a key named like an Object.prototype member with a 400 naming it', async () => {
    for (const key of ['constructor', 'toString']) {
      const response = await call('POST', '/examinees', JSON.stringify({ [key]: 1, examineeId: 'PROTO-1', firstName: 'A', lastName: 'B', birthDate: '2000-01-01', sex: 'female' }));
      expect({ key, status: response.statusCode, fields: fieldsOf(response.body) }).toEqual({ key, status: 400, fields: [key] });
    }
  });

  it('answers an object or a list where a text is expected with a 400 naming the field', async () => {
    for (const firstName of [{ a: 1 }, ['a']]) {
      const response = await call('POST', '/examinees', JSON.stringify({ examineeId: 'OBJ-1', firstName, lastName: 'B', birthDate: '2000-01-01', sex: 'female' }));
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response.body)).toContain('firstName');
    }
  });

  it('answers a query parameter given twice with a 400 asking for it once', async () => {
    const response = await call('GET', '/examinees?page=1&page=2');
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ errors: [{ field: 'page', message: 'Give this parameter once.' }] });
  });

  it('answers an id beyond what the database stores with a 400, not a 500', async () => {
    const tooLarge = await call('GET', '/examinees/3000000000');
    expect(tooLarge.statusCode).toBe(400);
    expect(JSON.parse(tooLarge.body)).toMatchObject({ code: 'validation', detail: OUT_OF_RANGE_MESSAGE });
  });
});
