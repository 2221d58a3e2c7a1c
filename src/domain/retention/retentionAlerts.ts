/**
 * The e-mail alerts data-retention staff may choose (retention_staff_settings.email_alerts,
 * dataRetention.updateEmailAlerts): each names an event of the lifecycle (issue #18) that the
 * daily job or a staff action raises. The staff's settings screen lists them from here.
 */

/** Every alert kind, in the order the settings screen lists them. */
export const RETENTION_ALERTS = [
  /** The daily job marked an account dormant (no sign-in for the configured period). */
  'accountDormant',
  /** An account administrator asked for their account's deletion. */
  'deletionRequested',
  /** An account was deleted (soft): on its dormant or requested date, or by staff. */
  'accountDeleted',
  /** An account due for deletion or purge was not deleted: a legal hold or an open access request stops it. */
  'purgeBlocked',
] as const;

/** One value of {@link RETENTION_ALERTS}. */
export type RetentionAlert = (typeof RETENTION_ALERTS)[number];

/** Whether a stored value is a known alert kind (a setting written before a kind was removed is ignored). */
export const isRetentionAlert = (value: string): value is RetentionAlert => (RETENTION_ALERTS as readonly string[]).includes(value);
