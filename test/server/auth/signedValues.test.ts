import { randomBytes } from 'node:crypto';
import {
  createCsrfToken,
  createFormToken,
  readSessionCookie,
  signSessionId,
  verifyCsrfToken,
  verifyFormToken,
} from '../../../src/server/auth/signedValues';
import { hashPassword, UNKNOWN_USER_HASH, verifyPassword } from '../../../src/server/auth/passwords';

const key = randomBytes(32);
const otherKey = randomBytes(32);

describe('CSRF tokens', () => {
  it('verify only for the session and key they were made for', () => {
    const token = createCsrfToken(key, 'session-1');
    expect(verifyCsrfToken(key, 'session-1', token)).toBe(true);
    expect(verifyCsrfToken(key, 'session-2', token)).toBe(false);
    expect(verifyCsrfToken(otherKey, 'session-1', token)).toBe(false);
    expect(verifyCsrfToken(key, 'session-1', `${token}x`)).toBe(false);
    expect(verifyCsrfToken(key, 'session-1', 'garbage')).toBe(false);
    expect(createCsrfToken(key, 'session-1')).not.toBe(token);
  });
});

describe('session cookie', () => {
  it('round-trips the session id and refuses a tampered one', () => {
    const value = signSessionId(key, 'abc.def');
    expect(readSessionCookie(key, value)).toBe('abc.def');
    expect(readSessionCookie(key, value.replace('abc', 'abd'))).toBeNull();
    expect(readSessionCookie(otherKey, value)).toBeNull();
    expect(readSessionCookie(key, undefined)).toBeNull();
  });
});

describe('login form token', () => {
  it('needs the cookie and the signed field to match', () => {
    const token = createFormToken(key);
    expect(verifyFormToken(key, token.cookie, token.field)).toBe(true);
    expect(verifyFormToken(key, createFormToken(key).cookie, token.field)).toBe(false);
    expect(verifyFormToken(key, token.cookie, `${token.cookie}.x`)).toBe(false);
    expect(verifyFormToken(key, undefined, token.field)).toBe(false);
  });

  it("keeps the browser's cookie, so a form opened in a second tab leaves the first tab's form valid", () => {
    const first = createFormToken(key);
    const second = createFormToken(key, first.cookie);
    expect(second.cookie).toBe(first.cookie);
    expect(verifyFormToken(key, second.cookie, first.field)).toBe(true);
    expect(verifyFormToken(key, second.cookie, second.field)).toBe(true);
    // A cookie that is not one of ours is replaced, not signed.
    expect(createFormToken(key, 'not ours').cookie).not.toBe('not ours');
  });
});

describe('passwords', () => {
  it('verify the right password only, and never the unknown-user hash', async () => {
    const hash = await hashPassword('examiner-demo');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('examiner-demo', hash)).toBe(true);
    expect(await verifyPassword('examiner-demo ', hash)).toBe(false);
    expect(await verifyPassword('', UNKNOWN_USER_HASH)).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});
