import { redactTokens, requestLogFields } from '../../src/server/http/logRedaction';

describe('the request log', () => {
  it('never records a token of an address', () => {
    expect(redactTokens('/legacy/reset-password?token=abc_DEF-123')).toBe('/legacy/reset-password?token=[redacted]');
    expect(redactTokens('/x?a=1&token=secret&b=2')).toBe('/x?a=1&token=[redacted]&b=2');
    expect(redactTokens('/legacy/login?next=%2F')).toBe('/legacy/login?next=%2F');
    expect(requestLogFields({ method: 'GET', url: '/legacy/reset-password?token=s3cret', ip: '10.0.0.1' })).toEqual({
      method: 'GET',
      url: '/legacy/reset-password?token=[redacted]',
      remoteAddress: '10.0.0.1',
    });
  });
});
