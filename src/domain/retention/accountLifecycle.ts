/**
 * An account's place in the data-retention lifecycle (issue #18, DESIGN.md §7a, §8): the state
 * the staff's dashboard shows, and the rules of the daily job that moves accounts on. Pure: the
 * server reads the facts (accounts row, last sign-in, notices sent) and applies the outcome.
 *
 * active → dormant (no sign-in for `dormantAfterDays`; deletion date after the grace period,
 * notices at the start and `noticeDaysBefore` days before; "Keep this account" or any sign-in
 * ends it) → deleted (soft: nobody signs in; recoverable for `recoveryDays`) → purged (every row
 * of the account gone, audit rows pseudonymised). An administrator's deletion request
 * (deletionRequested) leads to the same deletion on its date unless withdrawn. A legal hold
 * (onHold) or an open access request stops deletion and purge, and says why.
 */
import { addDays } from '../dals';
import { type IsoDate, parseIsoDate } from '../dates';
import type { RetentionPolicy } from './retentionPolicy';

/** The states of the lifecycle, as the dashboard filters them. */
export const RETENTION_STATES = ['active', 'dormant', 'deletionRequested', 'onHold', 'deleted', 'purged'] as const;
/** One value of {@link RETENTION_STATES}. */
export type RetentionState = (typeof RETENTION_STATES)[number];

/** What the state of an account is made of (the accounts row; a purged account has only its tombstone). */
export interface RetentionFacts {
  /** The DALS flag (spec §3). */
  dllAccount: boolean;
  /** While dormant: the day the account is deleted. */
  dllDeletionDate: IsoDate | null;
  /** While an administrator's deletion request stands: the day the account is deleted. */
  selfDeletionDate: IsoDate | null;
  /** A legal hold's reason while one is set. */
  legalHoldReason: string | null;
  /** When the account was deleted (soft); `null` while it is not. */
  deletedAt: string | null;
  /** Whether only the tombstone is left. */
  purged: boolean;
}

/**
 * The state of an account: purged, then deleted, then on hold (a hold outranks the dates it
 * stops), then deletion requested, then dormant, else active.
 */
export function retentionState(facts: RetentionFacts): RetentionState {
  if (facts.purged) return 'purged';
  if (facts.deletedAt !== null) return 'deleted';
  if (facts.legalHoldReason !== null) return 'onHold';
  if (facts.selfDeletionDate !== null) return 'deletionRequested';
  if (facts.dllAccount) return 'dormant';
  return 'active';
}

const dayNumber = (date: IsoDate): number => {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${date}`);
  return Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000;
};

/** Whole days from `from` to `to` (negative when `to` is earlier). @throws RangeError for a date that is not real. */
export const daysBetween = (from: IsoDate, to: IsoDate): number => dayNumber(to) - dayNumber(from);

/** The UTC calendar day of an instant: the day every retention date counts from. */
export const retentionDay = (at: Date): IsoDate => at.toISOString().slice(0, 10);

/**
 * Whether an active account has gone dormant on `today`: its last sign-in (or its creation when
 * nobody ever signed in) is `dormantAfterDays` or more days ago.
 * @param lastActivity the last sign-in of any of its users, else the account's creation (UTC days).
 */
export const isDormantOn = (lastActivity: IsoDate, today: IsoDate, policy: RetentionPolicy): boolean => daysBetween(lastActivity, today) >= policy.dormantAfterDays;

/** The deletion date of an account marked dormant on `today`. */
export const dormantDeletionDate = (today: IsoDate, policy: RetentionPolicy): IsoDate => addDays(today, policy.dormantGraceDays);

/** The notices of the dormant path: when it starts, and each `noticeDaysBefore`. */
export type DormantNoticeKind = 'dormantStart' | `dormantBefore${number}`;

/** Every notice of the retention path: the dormant path's, and the deletion's own (a request's date reached, an account deleted). */
export type RetentionNoticeKind = DormantNoticeKind | 'selfDeletionRequested' | 'deleted';

/** The notice kind sent `days` days before the deletion date. */
export const noticeBefore = (days: number): DormantNoticeKind => `dormantBefore${days}`;

/**
 * The dormant path's notices due on `today` for an account whose deletion date is
 * `deletionDate`, leaving out those already sent for that date: the start notice always, and each
 * `noticeDaysBefore` notice once its day has come (a job that missed a day still sends it, but
 * only the latest one it missed: the administrator needs the nearest date, not three e-mails).
 */
export function dormantNoticesDue(deletionDate: IsoDate, today: IsoDate, policy: RetentionPolicy, sent: ReadonlySet<string>): DormantNoticeKind[] {
  const due: DormantNoticeKind[] = [];
  if (!sent.has('dormantStart')) due.push('dormantStart');
  const left = daysBetween(today, deletionDate);
  const reached = [...policy.noticeDaysBefore].sort((a, b) => a - b).find((days) => left <= days);
  if (reached !== undefined && !sent.has(noticeBefore(reached)) && !due.includes('dormantStart')) due.push(noticeBefore(reached));
  return due;
}

/** Why an account may not be deleted or purged now, or `null` when it may. */
export type PurgeBlock = { kind: 'legalHold'; reason: string } | { kind: 'openAccessRequest'; requests: number };

/**
 * The block on deleting or purging an account: a legal hold first (its reason), then open access
 * requests (the account's own exports asked for and not yet delivered or expired).
 */
export function purgeBlock(facts: { legalHoldReason: string | null; openAccessRequests: number }): PurgeBlock | null {
  if (facts.legalHoldReason !== null) return { kind: 'legalHold', reason: facts.legalHoldReason };
  if (facts.openAccessRequests > 0) return { kind: 'openAccessRequest', requests: facts.openAccessRequests };
  return null;
}

/** The day a deleted account is purged: `recoveryDays` after the day it was deleted. */
export const purgeDate = (deletedOn: IsoDate, policy: RetentionPolicy): IsoDate => addDays(deletedOn, policy.recoveryDays);

/** Why the daily job deletes an account on a day: its dormant deletion date, or its administrator's requested date. */
export type DeletionCause = 'dormant' | 'selfDeletion';

/**
 * Whether an account not yet deleted is due for deletion on `today`, and why: a requested date
 * that has come first (the administrator's own decision), then a dormant date that has come.
 * @returns the cause, or `null` when no date has come.
 */
export function deletionDueOn(
  facts: Pick<RetentionFacts, 'dllAccount' | 'dllDeletionDate' | 'selfDeletionDate'>,
  today: IsoDate,
): DeletionCause | null {
  if (facts.selfDeletionDate !== null && daysBetween(facts.selfDeletionDate, today) >= 0) return 'selfDeletion';
  if (facts.dllAccount && facts.dllDeletionDate !== null && daysBetween(facts.dllDeletionDate, today) >= 0) return 'dormant';
  return null;
}

/**
 * Whether a sign-in ends an account's dormancy: any sign-in of its users after the moment the
 * account was marked dormant (the sign-in that made it active again is the activity the rule
 * measures; "Keep this account" is the explicit way).
 */
export const activityEndsDormancy = (lastSignIn: Date | null, dormantSince: Date | null): boolean =>
  lastSignIn !== null && dormantSince !== null && lastSignIn.getTime() > dormantSince.getTime();

/** Whether a deleted account can still be recovered on `today`: before its {@link purgeDate}. */
export const recoverableOn = (deletedOn: IsoDate, today: IsoDate, policy: RetentionPolicy): boolean => daysBetween(today, purgeDate(deletedOn, policy)) > 0;
