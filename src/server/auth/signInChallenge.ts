/**
 * The half-done sign-in between a right password and the second step: a ticket, not a session.
 * No session, token or cookie of the platform exists until the second step succeeds.
 *
 * The ticket is `<accountId>.<userId>.<random>` (256 random bits); the user's row keeps only the
 * SHA-256 of the random part and when it stops working ({@link SIGN_IN_CHALLENGE_MINUTES}). It is
 * bound to the user (the ids only find the row; the hash must match), works until it is used
 * once, expires, or a lock ends it, and a new password entry replaces it.
 */
import { timingSafeEqual } from 'node:crypto';
import { SIGN_IN_CHALLENGE_MINUTES } from '../../domain/twoStep';
import type { Db } from '../db/client';
import { repositories } from '../db/repositories';
import { randomToken, sha256 } from './signedValues';

/** The largest id of an `integer` column. */
const MAX_ID = 2_147_483_647;

/** The ids a ticket names and its secret part. */
export interface TicketParts {
  accountId: number;
  userId: number;
  secret: string;
}

/**
 * Opens a half-done sign-in for `user` in `tx` (replacing any earlier one).
 * @returns the ticket to hand to the browser (in the second step's form).
 */
export async function openChallenge(tx: Db, user: { userId: number; accountId: number }, now: Date): Promise<string> {
  const secret = randomToken();
  const expiresAt = new Date(now.getTime() + SIGN_IN_CHALLENGE_MINUTES * 60_000);
  await repositories(tx, { accountId: user.accountId, userId: user.userId }).twoStep.setChallenge({ hash: sha256(secret), expiresAt });
  return `${user.accountId}.${user.userId}.${secret}`;
}

/** The parts of a ticket, or `null` when it is not shaped like one. */
export function readTicket(ticket: string): TicketParts | null {
  const match = /^(\d{1,10})\.(\d{1,10})\.([A-Za-z0-9_-]{43})$/.exec(ticket);
  if (!match) return null;
  const accountId = Number(match[1]);
  const userId = Number(match[2]);
  // Ids are PostgreSQL integers: a larger number would be a database error, not an unknown ticket.
  if (accountId > MAX_ID || userId > MAX_ID) return null;
  return { accountId, userId, secret: match[3] ?? '' };
}

/** Whether `secret` is the open challenge of a user row at `now` (hashes compared in constant time). */
export function challengeMatches(row: { signInChallengeHash: string | null; signInChallengeExpiresAt: Date | null }, secret: string, now: Date): boolean {
  if (row.signInChallengeHash === null || row.signInChallengeExpiresAt === null || now >= row.signInChallengeExpiresAt) return false;
  const stored = Buffer.from(row.signInChallengeHash);
  const presented = Buffer.from(sha256(secret));
  return stored.length === presented.length && timingSafeEqual(stored, presented);
}
