/**
 * Sign-in: checks a user name and password and starts a session with its first token pair.
 */
import { eq } from 'drizzle-orm';
import { recordAudit } from '../audit/auditLog';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { issueAccessToken } from './accessTokens';
import type { TokenCookieValues } from './authCookies';
import { sessionLimits } from './authenticate';
import { UNKNOWN_USER_HASH, verifyPassword } from './passwords';
import { createSession } from './sessions';

/** A started session and the values of its cookies. */
export interface SignedIn {
  userId: number;
  accountId: number;
  sessionId: string;
  tokens: TokenCookieValues;
}

/** User names are stored and compared trimmed and in lower case. */
export const normalizeUserName = (userName: string): string => userName.trim().toLowerCase();

/**
 * Signs a user in. Unknown user names and wrong passwords take the same time and give the same
 * answer; both are audited (`auth.signInFailed`), as is success (`auth.signIn`).
 * @returns the session, or `null` when the user name, the password or the user is not valid.
 */
export async function signIn(
  context: AppContext,
  userName: string,
  password: string,
  meta: { ip: string; userAgent: string },
): Promise<SignedIn | null> {
  const name = normalizeUserName(userName);
  const [user] = name === '' ? [] : await context.db.select().from(users).where(eq(users.username, name)).limit(1);
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
  const now = context.clock();
  if (!user || !passwordOk || !user.active) {
    await recordAudit(
      context.db,
      { userId: user?.id ?? null, accountId: user?.accountId ?? null, ip: meta.ip },
      { action: 'auth.signInFailed', entity: 'user', entityId: user?.id ?? null },
      now,
    );
    return null;
  }
  const session = await createSession(context.db, user, meta, now, sessionLimits(context));
  const access = await issueAccessToken(
    context.keys.jwt,
    { userId: user.id, accountId: user.accountId, sessionId: session.sessionId },
    now,
    context.config.accessTokenMinutes,
  );
  await recordAudit(context.db, { userId: user.id, accountId: user.accountId, ip: meta.ip }, { action: 'auth.signIn', entity: 'user', entityId: user.id }, now);
  return {
    userId: user.id,
    accountId: user.accountId,
    sessionId: session.sessionId,
    tokens: {
      accessToken: access.token,
      accessExpiresAt: access.expiresAt,
      refreshToken: session.refreshToken,
      sessionExpiresAt: session.expiresAt,
    },
  };
}
