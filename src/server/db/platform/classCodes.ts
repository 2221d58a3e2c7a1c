/**
 * Finding a class session code's link by the code's hash (issue #19): like a link's token, the
 * look-up happens before the account is known (the student has no account, the code tells it),
 * so it is not account-scoped; the player then continues on the link's account.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { groupAssignmentCodes } from '../schema';

/** Whether a link is a class session's (a student's code opens it on a shared classroom device). */
export async function isClassSessionLink(db: Db, linkId: number): Promise<boolean> {
  const [row] = await db.select({ linkId: groupAssignmentCodes.linkId }).from(groupAssignmentCodes).where(eq(groupAssignmentCodes.linkId, linkId)).limit(1);
  return row !== undefined;
}

/** The link a code (its hex SHA-256) opens, or `null` for an unknown code. */
export async function linkIdOfCodeHash(db: Db, codeHash: string): Promise<number | null> {
  const [row] = await db.select({ linkId: groupAssignmentCodes.linkId }).from(groupAssignmentCodes).where(eq(groupAssignmentCodes.codeHash, codeHash));
  return row?.linkId ?? null;
}
