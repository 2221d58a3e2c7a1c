import { LOCAL_COOKIE_LIFETIME_MS, LOCAL_TOKEN_MISSING, localDevelopmentTokens } from '../../src/domain/localDevelopment';

describe('local-development configuration (spec §5)', () => {
  it('raises the exact error for a blank access token', () => {
    for (const token of ['', '   ']) {
      expect(localDevelopmentTokens({ enabled: true, token, refreshToken: 'r' })).toEqual({
        ok: false,
        error: {
          code: 'localTokenMissing',
          message: 'Local Development: OAuth token is missing or blank. Please check your config file in the assets folder.',
        },
      });
    }
    expect(LOCAL_TOKEN_MISSING).toBe('Local Development: OAuth token is missing or blank. Please check your config file in the assets folder.');
  });

  it('uses the access token as refresh token when that is blank', () => {
    expect(localDevelopmentTokens({ enabled: true, token: 'access', refreshToken: ' ' })).toEqual({ ok: true, value: { token: 'access', refreshToken: 'access' } });
    expect(localDevelopmentTokens({ enabled: true, token: 'access', refreshToken: 'refresh' })).toEqual({ ok: true, value: { token: 'access', refreshToken: 'refresh' } });
  });

  it('gives the token cookies one hour (spec §9)', () => {
    expect(LOCAL_COOKIE_LIFETIME_MS).toBe(3_600_000);
  });
});
