/**
 * Local development (config.json's `local` section): tokens come from the configuration instead
 * of a sign-in. Spec §5: "A local-development configuration must have a non-blank access token.
 * Otherwise the error 'Local Development: OAuth token is missing or blank. Please check your
 * config file in the assets folder.' is raised. If the local refresh token is blank, the access
 * token is used as the refresh token." Spec §9: "Local-development token cookies expire in 1 hour."
 */
import { fail, ok, type Result } from './result';

/** The exact error of a local-development configuration without a token (spec §5). */
export const LOCAL_TOKEN_MISSING =
  'Local Development: OAuth token is missing or blank. Please check your config file in the assets folder.';

/** Local-development token cookies expire after one hour (spec §9), in milliseconds. */
export const LOCAL_COOKIE_LIFETIME_MS = 60 * 60 * 1000;

/** The `local` section of config.json. */
export interface LocalDevelopmentConfig {
  enabled: boolean;
  token: string;
  refreshToken: string;
}

const blank = (value: string | null | undefined): boolean => !value || value.trim() === '';

/**
 * The token pair of a local-development configuration.
 * @returns the access token and the refresh token (the access token when the refresh token is
 *   blank), or the error `localTokenMissing` with the exact message of spec §5.
 */
export function localDevelopmentTokens(local: LocalDevelopmentConfig): Result<{ token: string; refreshToken: string }> {
  if (blank(local.token)) return fail({ code: 'localTokenMissing', message: LOCAL_TOKEN_MISSING });
  return ok({ token: local.token, refreshToken: blank(local.refreshToken) ? local.token : local.refreshToken });
}
