/**
 * The permission matrix: every guarded operation of the contract answers 403 `forbidden` to a
 * signed-in user whose role holds none of the permissions it accepts, and its success status to
 * a user holding one, with real inputs. The operations open to the public or to any signed-in
 * user are an explicit, reviewed list, so a route cannot lose its guard unnoticed.
 */
import type { LightMyRequestResponse } from 'fastify';
import { OPERATIONS } from '../../src/contract';
import { type AnyOperation, operationPath } from '../../src/contract/operation';
import type { UserIdentity } from '../../src/domain/identity';
import { hasAuthority, type PermissionName } from '../../src/domain/permissions';
import { DEMO_USERS, MATRIX_CASES, type MatrixUser, type MatrixRequest } from './support/permissionMatrixCases';
import { useDataManagementDatabase } from './support/permissionMatrixDataManagement';
import { useRosterImportDatabase } from './support/permissionMatrixRosterImports';
import { createClosingAccount, demoClinicId } from './support/permissionMatrixAccounts';
import { type Api, buildMatrixWorld, type MatrixWorld } from './support/permissionMatrixWorld';
import { apiAs, signIn } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';
import { enrolUser } from './support/twoStep';

jest.setTimeout(180_000);

/**
 * The operations without a permission, each with the reason it has none. A route that drops its
 * permission list shows up here as an unreviewed change.
 */
const OPEN_OPERATIONS: Readonly<Record<string, { access: 'public' | 'signedIn'; why: string }>> = {
  'keepAlive.token': { access: 'public', why: 'exchanges a refresh token, which is itself the credential' },
  'assessment.osaOpen': { access: 'public', why: 'the examinee player: the link token is the credential' },
  'assessment.osaOpenCode': { access: 'public', why: 'the examinee player: a class session code is the credential, like a link token' },
  'assessment.osaState': { access: 'public', why: 'the examinee player: the link cookie is the credential' },
  'assessment.osaLaunchNotification': { access: 'public', why: 'the examinee player: the link cookie is the credential' },
  'assessment.osaSaveResponse': { access: 'public', why: 'the examinee player: the link cookie is the credential' },
  'assessment.osaSubmit': { access: 'public', why: 'the examinee player: the link cookie is the credential' },
  'prosa.liveOpen': { access: 'public', why: "a live session's examinee page: the live link token is the credential" },
  'prosa.liveState': { access: 'public', why: "a live session's examinee page: the live cookie is the credential" },
  'content.stimulusBookFile': { access: 'public', why: "a stimulus book's image for a plain <img>: the address's expiring HMAC signature is the credential" },
  'account.getSelfPreferences': { access: 'signedIn', why: "the caller's own identity" },
  'account.updateSelfPreferences': { access: 'signedIn', why: "the caller's own preferences" },
  'account.getSelfRole': { access: 'signedIn', why: "the caller's own role" },
  'account.changePassword': { access: 'signedIn', why: "the caller's own password" },
  'accountManagement.getDalsStatus': { access: 'signedIn', why: "the caller's account's dormancy notice, shown to every user" },
  'accountManagement.keepAccount': { access: 'signedIn', why: 'any user of a dormant account may keep it' },
  'keepAlive.ping': { access: 'signedIn', why: "extends the caller's own session" },
  'keepAlive.signOut': { access: 'signedIn', why: "ends the caller's own session" },
  'assessment.examiners': { access: 'signedIn', why: "the examiner pick-list every screen with an examiner field shows" },
  'account.examiners': { access: 'signedIn', why: 'the same examiner pick-list under the account service' },
  'account.getAccountItems': { access: 'signedIn', why: "the account's labels, which every screen shows" },
  'notifications.list': { access: 'signedIn', why: "the caller's own notifications" },
  'notifications.markRead': { access: 'signedIn', why: "one of the caller's own notifications; another user's answers 404" },
  'notifications.markAllRead': { access: 'signedIn', why: "the caller's own notifications" },
  'util.domainByType': { access: 'signedIn', why: 'platform value lists (sex, grade, ...) every signed-in screen may offer; no account data' },
};

type Guarded = AnyOperation & { access: readonly PermissionName[] };
const isGuarded = (operation: AnyOperation): operation is Guarded => Array.isArray(operation.access);
const GUARDED = OPERATIONS.filter(isGuarded);

let test: TestApp;
let world: MatrixWorld;
const apis = new Map<MatrixUser, Api>();
const identities = new Map<MatrixUser, UserIdentity>();

const apiOf = (user: MatrixUser): Api => {
  const api = apis.get(user);
  if (!api) throw new Error(`${user} is not signed in.`);
  return api;
};

/** The call of `operation` with `request`'s inputs, as `user`. */
function call(operation: AnyOperation, user: MatrixUser, request: MatrixRequest): Promise<LightMyRequestResponse> {
  const query = request.query ? `?${new URLSearchParams(Object.entries(request.query).map(([name, value]) => [name, String(value)])).toString()}` : '';
  return apiOf(user)(operation.method, `${operationPath(operation, request.params)}${query}`, request.body);
}

async function signInAs(user: MatrixUser, userName: string, password?: string): Promise<void> {
  const api = apiAs(test.app, await signIn(test.app, userName, password));
  apis.set(user, api);
  identities.set(user, (await api('GET', '/account/users/self/preferences?addOnPermissions=true')).json<UserIdentity>());
}

beforeAll(async () => {
  test = await createTestApp();
  const closing = await createClosingAccount(test.db);
  await useDataManagementDatabase(test.db);
  useRosterImportDatabase(test.db);
  // Only the users the cases name sign in: each sign-in hashes a password.
  const named = new Set(Object.values(MATRIX_CASES).flatMap((entry) => [entry.deniedTo, entry.grantedTo]));
  for (const user of DEMO_USERS.filter((demo) => named.has(demo))) await signInAs(user, user);
  await signInAs('closer', closing.userName, closing.password);
  world = await buildMatrixWorld({ examiner: apiOf('examiner'), admin: apiOf('admin'), backOffice: apiOf('backoffice'), demoClinicId: await demoClinicId(test.db), closingAccountId: closing.accountId, db: test.db,
    enrolTwoStep: (userName, password) => enrolUser(test, userName, password),
  });
});
afterAll(async () => {
  await test?.close();
});

describe('the guards of the contract', () => {
  it('has a matrix case for exactly the guarded operations', () => {
    expect(Object.keys(MATRIX_CASES).sort()).toEqual(GUARDED.map((operation) => operation.id).sort());
  });

  it('leaves open only the reviewed public and signed-in operations', () => {
    const open = OPERATIONS.filter((operation) => !isGuarded(operation)).map((operation) => [operation.id, operation.access]);
    const reviewed = Object.entries(OPEN_OPERATIONS).map(([id, { access }]) => [id, access]);
    expect(Object.fromEntries(open)).toEqual(Object.fromEntries(reviewed));
  });
});

describe.each(GUARDED.map((operation) => [operation.id, operation] as const))('%s', (id, operation) => {
  const matrixCase = MATRIX_CASES[id];

  it('is refused to a role without its permissions and granted to a role with one', async () => {
    if (!matrixCase) throw new Error(`No matrix case for ${id}.`);
    const { deniedTo, grantedTo } = matrixCase;
    // The table's choice of users is checked against the identities the server hands out, so a
    // change of a role's permissions cannot turn a case into one that proves nothing.
    expect(hasAuthority(identities.get(deniedTo)?.permissions, operation.access)).toBe(false);
    expect(hasAuthority(identities.get(grantedTo)?.permissions, operation.access)).toBe(true);

    const request = await matrixCase.request(world);
    const refused = await call(operation, deniedTo, request);
    if (operation.service === 'fhir') {
      // The FHIR endpoint answers its errors as OperationOutcomes (docs/fhir.md).
      expect(refused.headers['content-type']).toContain('application/fhir+json');
      expect({ status: refused.statusCode, body: refused.json<unknown>() }).toMatchObject({ status: 403, body: { resourceType: 'OperationOutcome', issue: [{ code: 'forbidden' }] } });
    } else {
      expect(refused.headers['content-type']).toContain('application/problem+json');
      expect({ status: refused.statusCode, body: refused.json<unknown>() }).toMatchObject({ status: 403, body: { status: 403, code: 'forbidden' } });
    }

    const granted = await call(operation, grantedTo, request);
    expect({ status: granted.statusCode, body: granted.statusCode >= 400 ? granted.body : '' }).toEqual({ status: operation.successStatus ?? 200, body: '' });
  });
});
