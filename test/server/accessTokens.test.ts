/**
 * The access token (ASVS 5.0 V9.1.1, V9.1.2, V9.2.1, V9.2.3): a JWT is accepted only with the
 * platform's own algorithm and key, issuer and audience, before its expiry, and while the session
 * it names is live. Each case answers 401 like no token at all (fake clock for the expiry).
 */
import { SignJWT } from 'jose';
import { signIn, type TestSession } from './support/session';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(120_000);

const SELF = '/qg-services/account/users/self/preferences?addOnPermissions=true';
const SIGN_OUT = '/qg-services/keep-alive/sign-out';

let test: TestApp;
beforeAll(async () => {
  // The idle limit outlasts the access token, so the token's own expiry is what is tested.
  test = await createTestApp({ accessTokenMinutes: 10, sessionIdleMinutes: 60 });
});
afterAll(async () => {
  await test.close();
});

const statusWith = async (token: string): Promise<number> =>
  (await test.app.inject({ method: 'GET', url: SELF, headers: { authorization: `Bearer ${token}` } })).statusCode;

const part = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The token's header and claims, decoded without any check. */
function decoded(token: string): { header: Record<string, unknown>; claims: Record<string, unknown>; signature: string } {
  const [header = '', claims = '', signature = ''] = token.split('.');
  return {
    header: JSON.parse(Buffer.from(header, 'base64url').toString()) as Record<string, unknown>,
    claims: JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>,
    signature,
  };
}

let session: TestSession;
beforeEach(async () => {
  session = await signIn(test.app, 'examiner');
  expect(await statusWith(session.token)).toBe(200);
});

it('refuses a token whose claims were changed under its signature (another account, another user)', async () => {
  const { header, claims, signature } = decoded(session.token);
  const otherAccount = `${part(header)}.${part({ ...claims, acc: Number(claims['acc']) + 1 })}.${signature}`;
  const otherUser = `${part(header)}.${part({ ...claims, sub: String(Number(claims['sub']) + 1) })}.${signature}`;
  expect(await statusWith(otherAccount)).toBe(401);
  expect(await statusWith(otherUser)).toBe(401);
});

it("refuses an unsigned token (alg none) and one signed with a key that is not the server's", async () => {
  const { claims } = decoded(session.token);
  const unsigned = `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
  const foreignKey = new TextEncoder().encode('a-secret-that-is-not-the-servers-own-32b');
  const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(foreignKey);
  expect(await statusWith(unsigned)).toBe(401);
  expect(await statusWith(foreign)).toBe(401);
});

it('refuses the token after its ten minutes, while the session itself is still live', async () => {
  test.clock.advanceMinutes(9);
  expect(await statusWith(session.token)).toBe(200);
  test.clock.advanceMinutes(2);
  expect(await statusWith(session.token)).toBe(401);
});

it('refuses an unexpired token once its session has ended', async () => {
  const signOut = await test.app.inject({
    method: 'POST',
    url: SIGN_OUT,
    headers: { authorization: `Bearer ${session.token}`, 'x-xsrf-token': session.xsrf },
    cookies: { 'XSRF-TOKEN': session.xsrf, qg_session: session.sessionCookie },
  });
  expect(signOut.statusCode).toBe(204);
  expect(await statusWith(session.token)).toBe(401);
});
