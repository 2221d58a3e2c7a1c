/**
 * The data-retention staff's own settings (issue #18; table `retention_staff_settings`, platform
 * data: a staff member belongs to the operator, not to a customer account): the e-mail alerts each
 * receives and whether they may delete accounts. A staff member without a row has the defaults
 * (no alerts, no privilege).
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { retentionStaffSettings } from '../schema';

/** A staff member's settings. */
export interface RetentionStaffSettingsRow {
  userId: number;
  emailAlerts: string[];
  mayDelete: boolean;
  updatedBy: number | null;
  updatedAt: Date;
}

/** The settings of the staff members `userIds` that have a row. */
export async function staffSettings(db: Db, userIds: readonly number[]): Promise<RetentionStaffSettingsRow[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: retentionStaffSettings.userId,
      emailAlerts: retentionStaffSettings.emailAlerts,
      mayDelete: retentionStaffSettings.mayDelete,
      updatedBy: retentionStaffSettings.updatedBy,
      updatedAt: retentionStaffSettings.updatedAt,
    })
    .from(retentionStaffSettings)
    .where(inArray(retentionStaffSettings.userId, [...userIds]));
}

/** Stores `userId`'s chosen e-mail alerts (their own change) at `now`. */
export async function saveEmailAlerts(db: Db, userId: number, alerts: readonly string[], now: Date): Promise<void> {
  await db
    .insert(retentionStaffSettings)
    .values({ userId, emailAlerts: [...alerts], updatedBy: userId, updatedAt: now })
    .onConflictDoUpdate({ target: retentionStaffSettings.userId, set: { emailAlerts: [...alerts], updatedBy: userId, updatedAt: now } });
}

/** Gives or takes `userId`'s privilege to delete accounts, changed by `changedBy` at `now`. */
export async function saveMayDelete(db: Db, userId: number, mayDelete: boolean, changedBy: number, now: Date): Promise<void> {
  await db
    .insert(retentionStaffSettings)
    .values({ userId, mayDelete, updatedBy: changedBy, updatedAt: now })
    .onConflictDoUpdate({ target: retentionStaffSettings.userId, set: { mayDelete, updatedBy: changedBy, updatedAt: now } });
}

/** Whether `userId` was given the privilege to delete accounts (the deletion operations check it with the role's permission). */
export async function mayDeleteAccounts(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ mayDelete: retentionStaffSettings.mayDelete }).from(retentionStaffSettings).where(eq(retentionStaffSettings.userId, userId));
  return row?.mayDelete ?? false;
}
