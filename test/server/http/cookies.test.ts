import { parseCookieHeader, serializeCookie } from '../../../src/server/http/cookies';

describe('parseCookieHeader', () => {
  it('reads name=value pairs, decoding values and keeping the first of duplicate names', () => {
    expect(parseCookieHeader('a=1; b=hello%20world; a=2; c="quoted"; bad; =x; d=%E0%A4%A')).toEqual({
      a: '1',
      b: 'hello world',
      c: 'quoted',
      d: '%E0%A4%A',
    });
    expect(parseCookieHeader(undefined)).toEqual({});
  });

  it('cannot be used to reach the object prototype', () => {
    const cookies = parseCookieHeader('__proto__=x; constructor=y');
    expect(Object.getPrototypeOf(cookies)).toBeNull();
    expect(cookies['constructor']).toBe('y');
  });
});

describe('serializeCookie', () => {
  it('writes the attributes and encodes the value', () => {
    expect(serializeCookie('XSRF-TOKEN', 'a b;c', { path: '/', sameSite: 'lax', httpOnly: true, secure: true })).toBe(
      'XSRF-TOKEN=a%20b%3Bc; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
    expect(serializeCookie('gone', '', { maxAge: 0, path: '/' })).toBe('gone=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/');
  });

  it('refuses names and paths that would break the header', () => {
    expect(() => serializeCookie('a;b', 'x')).toThrow();
    expect(() => serializeCookie('a', 'x', { path: '/;Domain=evil' })).toThrow();
  });
});
