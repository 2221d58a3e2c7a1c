import { decodeBase64Utf8, encodeBase64Utf8 } from '../../src/domain/base64';
import { decodeRedirect, encodeRedirect } from '../../src/domain/redirect';

describe('the stored redirect (spec §4: saved base64-encoded, decoded when read)', () => {
  it('is plain base64 of the route', () => {
    expect(encodeRedirect('/assessments/34?tab=scores')).toBe(Buffer.from('/assessments/34?tab=scores').toString('base64'));
    expect(decodeRedirect(encodeRedirect('/assessments/34?tab=scores'))).toBe('/assessments/34?tab=scores');
  });

  it('keeps any text of a route through UTF-8', () => {
    const route = '/examinees?search=Ø Ærø 漢字';
    expect(decodeBase64Utf8(encodeBase64Utf8(route))).toBe(route);
    expect(decodeRedirect(encodeRedirect(route))).toBe(route);
  });

  it('reads base64url too', () => {
    expect(decodeBase64Utf8(Buffer.from('?>?>', 'utf8').toString('base64url'))).toBe('?>?>');
  });

  it('never leads off the site, and ignores a value that is not base64', () => {
    expect(decodeRedirect(encodeRedirect('https://evil.example/'))).toBeNull();
    expect(decodeRedirect(encodeRedirect('//evil.example/'))).toBeNull();
    expect(decodeRedirect('%%%')).toBeNull();
  });
});
