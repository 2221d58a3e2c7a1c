/**
 * Whether a data-retention staff member may delete accounts (retention_staff_settings.may_delete,
 * set by dataRetention.userPrivileges): a platform table, read in the staff member's own
 * transaction before it enters a customer account.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { retentionStaffSettings } from '../schema';

/** Whether `userId`'s settings allow deleting accounts; `false` without settings. */
export async function staffMayDelete(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ mayDelete: retentionStaffSettings.mayDelete }).from(retentionStaffSettings).where(eq(retentionStaffSettings.userId, userId)).limit(1);
  return row?.mayDelete ?? false;
}
