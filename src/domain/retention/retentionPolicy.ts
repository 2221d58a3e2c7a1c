/**
 * The periods of data retention (issue #18), in one place. The spec names only the DALS flag and
 * the data-retention screens; the periods are ours, chosen for schools and clinics that must keep
 * records while a customer uses the platform and not a day longer once they stop: the server reads
 * each from the environment (server config.ts, `RETENTION_*`), with these defaults, listed in the
 * README.
 */

/** The retention periods; every one in whole days except the export link's hours. */
export interface RetentionPolicy {
  /** Days without a sign-in by any user of an account after which the daily job marks it dormant. */
  dormantAfterDays: number;
  /** Days from marking an account dormant to its deletion date (the DALS grace period). */
  dormantGraceDays: number;
  /** Notices before a dormant account's deletion date, in days before it (besides the one when it becomes dormant). */
  noticeDaysBefore: readonly number[];
  /** Days from an administrator's deletion request to the day the account is deleted. */
  selfDeletionGraceDays: number;
  /** Days a deleted account can be recovered before it is purged. */
  recoveryDays: number;
  /** Hours an export's download link works (at most 24). */
  exportLinkHours: number;
}

/**
 * The defaults: dormant after two years without a sign-in (a school year and the next one's
 * re-evaluations); 90 days' grace, so the 30- and 7-day notices come after the first; 30 days to
 * withdraw a deletion request (issue #7) and to recover a deleted account; a download link for
 * 24 hours (issue #18).
 */
export const DEFAULT_RETENTION_POLICY: RetentionPolicy = {
  dormantAfterDays: 730,
  dormantGraceDays: 90,
  noticeDaysBefore: [30, 7],
  selfDeletionGraceDays: 30,
  recoveryDays: 30,
  exportLinkHours: 24,
};

/** The longest an export's download link may work (issue #18: "expires within 24 hours"). */
export const MAX_EXPORT_LINK_HOURS = 24;

/**
 * Why a policy cannot be used, or `null` when it can: every period a positive whole number, the
 * notices inside the grace period, the export link at most 24 hours.
 */
export function retentionPolicyProblem(policy: RetentionPolicy): string | null {
  const periods: [string, number][] = [
    ['dormantAfterDays', policy.dormantAfterDays],
    ['dormantGraceDays', policy.dormantGraceDays],
    ['selfDeletionGraceDays', policy.selfDeletionGraceDays],
    ['recoveryDays', policy.recoveryDays],
    ['exportLinkHours', policy.exportLinkHours],
    ...policy.noticeDaysBefore.map((days, i): [string, number] => [`noticeDaysBefore[${i}]`, days]),
  ];
  const bad = periods.find(([, value]) => !Number.isInteger(value) || value <= 0);
  if (bad) return `${bad[0]} must be a positive whole number; it is ${bad[1]}.`;
  const late = policy.noticeDaysBefore.find((days) => days >= policy.dormantGraceDays);
  if (late !== undefined) return `A notice ${late} days before deletion does not fit a grace period of ${policy.dormantGraceDays} days.`;
  if (policy.exportLinkHours > MAX_EXPORT_LINK_HOURS) return `exportLinkHours must be at most ${MAX_EXPORT_LINK_HOURS}; it is ${policy.exportLinkHours}.`;
  return null;
}
