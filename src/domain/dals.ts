/**
 * DALS, the Dormant Account Lifecycle Status (DESIGN.md §8). The spec names only the flag:
 * "A dllAccount flag, read as the DALS account flag" (spec §3). We define the rest: an account
 * that has been inactive is put in the lifecycle by data-retention staff, with a day on which its
 * data is deleted unless somebody of the account keeps it.
 */
import { type IsoDate, parseIsoDate } from './dates';

// The grace periods (dormant account, self-service deletion) are configured in one place since
// issue #18: domain/retention/retentionPolicy.ts, the server's `config.retention`.

/** The account status answered by accountManagement.getDalsStatus. */
export interface DalsStatus {
  /** The DALS account flag (spec §3): the account is in the dormant lifecycle. */
  dllAccount: boolean;
  /** While `dllAccount`: the day (`YYYY-MM-DD`) the account's data will be deleted; otherwise `null`. */
  deletionDate: IsoDate | null;
  /**
   * Only when an account administrator asked for the account's deletion
   * (account.requestSelfDeletion): the day its data is deleted. Absent otherwise, so answers of
   * accounts without a request are what they were before self-service deletion existed.
   */
  selfDeletionDate?: IsoDate;
}

/** What the SPA tells the users of a dormant account. */
export type DalsNotice =
  | { kind: 'none' }
  /** Deletion is scheduled `daysLeft` days after today (0: today). */
  | { kind: 'scheduled'; deletionDate: IsoDate; daysLeft: number }
  /** The account is dormant but no date is set yet. */
  | { kind: 'dormant' }
  /** An account administrator asked for the account's deletion on `deletionDate`, `daysLeft` days after today (0: today). */
  | { kind: 'deletionRequested'; deletionDate: IsoDate; daysLeft: number };

const dayNumber = (date: IsoDate): number | null => {
  const parts = parseIsoDate(date);
  return parts ? Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000 : null;
};

/**
 * Adds whole days to a calendar date.
 * @returns the ISO date `days` days after `date` (before it when negative).
 * @throws RangeError when `date` is not a real `YYYY-MM-DD` date.
 */
export function addDays(date: IsoDate, days: number): IsoDate {
  const day = dayNumber(date);
  if (day === null) throw new RangeError(`Not a calendar date: ${date}`);
  return new Date((day + days) * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The notice for a DALS status on a day.
 * @param status the answer of accountManagement.getDalsStatus, or `null` when not (yet) known.
 * @param today the user's calendar date.
 * @returns `none` for an active account or an unknown status; `deletionRequested` while an
 *   administrator's deletion request stands (its date is the one that counts, dormant or not);
 *   otherwise the dormant deletion date; each with the whole days left (never negative: a date
 *   already past reads as today).
 */
export function dalsNotice(status: DalsStatus | null, today: IsoDate): DalsNotice {
  const requested = status?.selfDeletionDate === undefined ? null : dayNumber(status.selfDeletionDate);
  const now = dayNumber(today);
  if (status?.selfDeletionDate !== undefined && requested !== null && now !== null) {
    return { kind: 'deletionRequested', deletionDate: status.selfDeletionDate, daysLeft: Math.max(0, requested - now) };
  }
  if (!status?.dllAccount) return { kind: 'none' };
  const deletion = status.deletionDate === null ? null : dayNumber(status.deletionDate);
  if (deletion === null || now === null || status.deletionDate === null) return { kind: 'dormant' };
  return { kind: 'scheduled', deletionDate: status.deletionDate, daysLeft: Math.max(0, deletion - now) };
}
