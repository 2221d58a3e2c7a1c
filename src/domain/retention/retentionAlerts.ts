/**
 * The e-mail alerts data-retention staff may choose to receive (issue #18, "which e-mail alerts
 * staff receive"; dataRetention.updateEmailAlerts). Each staff member keeps their own choice
 * (`retention_staff_settings.email_alerts`); the daily retention job sends each alert to those
 * who chose it.
 */

/** The alert kinds, in the order the settings screen lists them. */
export const RETENTION_ALERTS = ['accountDormant', 'deletionRequested', 'accountDeleted', 'purgeBlocked'] as const;
/** One value of {@link RETENTION_ALERTS}. */
export type RetentionAlert = (typeof RETENTION_ALERTS)[number];

/** What each alert tells, in one line (US English; the screens say it in the user's language). */
export const RETENTION_ALERT_DESCRIPTIONS: Readonly<Record<RetentionAlert, string>> = {
  accountDormant: 'An account became dormant: nobody signed in for the dormant period, and its deletion date is set.',
  deletionRequested: "An account's administrator asked for the account to be deleted.",
  accountDeleted: 'An account was deleted on its deletion date (it can be recovered until it is purged).',
  purgeBlocked: 'An account due to be deleted or purged was not, because of a legal hold or an open access request.',
};

/** Whether `value` is one of {@link RETENTION_ALERTS}. */
export const isRetentionAlert = (value: string): value is RetentionAlert => (RETENTION_ALERTS as readonly string[]).includes(value);

/**
 * The alerts chosen, each once, in the order of {@link RETENTION_ALERTS}; a kind no longer known is
 * left out (a stored choice outlives a renamed alert).
 */
export const normalizedAlerts = (chosen: readonly string[]): RetentionAlert[] => RETENTION_ALERTS.filter((alert) => chosen.includes(alert));
