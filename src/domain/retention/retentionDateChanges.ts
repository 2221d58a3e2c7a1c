/**
 * Data-retention staff's changes of an account's deletion date (issue #18: "extending a grace
 * period or changing a deletion date with a reason"). The rules are ours:
 *
 * - A dormant account's grace period may only be extended: the new `dll_deletion_date` is later
 *   than the current one. Bringing deletion forward would shorten the notice the administrators
 *   were given (the notices announced a date); the daily job sends the notices for the new date.
 * - A self-service deletion request's date may be postponed by staff, never brought forward: an
 *   earlier date needs the administrator's consent, which staff cannot give for them (the
 *   administrator can withdraw the request and ask again).
 * - Either new date is after today and at most {@link MAX_DATE_CHANGE_DAYS} days after it, so a
 *   case is never parked indefinitely (a hold is the tool for that, and it is visible as one).
 *
 * Pure: the server reads the account and applies the outcome.
 */
import { addDays } from '../dals';
import type { IsoDate } from '../dates';
import { fail, ok, type Result } from '../result';
import { daysBetween, type RetentionState } from './accountLifecycle';

/** The furthest a changed deletion date may lie, in days after today. */
export const MAX_DATE_CHANGE_DAYS = 365;

/** Why a date change is refused. */
export type DateChangeRefusalCode = 'notDormant' | 'noDeletionRequest' | 'notLater' | 'notAfterToday' | 'tooFar';

/** What a date change is checked against: the account's state and its current date. */
export interface DateChangeFacts {
  state: RetentionState;
  /** The date now in force: the dormant deletion date or the request's date; null when none. */
  currentDate: IsoDate | null;
}

/** The latest date a change may set, from `today`. */
export const latestChangeDate = (today: IsoDate): IsoDate => addDays(today, MAX_DATE_CHANGE_DAYS);

function checkNewDate(currentDate: IsoDate, newDate: IsoDate, today: IsoDate): Result<IsoDate, { code: DateChangeRefusalCode; message: string }> {
  if (daysBetween(currentDate, newDate) <= 0) return fail({ code: 'notLater', message: `The new date must be later than the current date, ${currentDate}.` });
  if (daysBetween(today, newDate) <= 0) return fail({ code: 'notAfterToday', message: 'The new date must be after today.' });
  if (daysBetween(today, newDate) > MAX_DATE_CHANGE_DAYS) return fail({ code: 'tooFar', message: `The new date may be at most ${MAX_DATE_CHANGE_DAYS} days from today (${latestChangeDate(today)}).` });
  return ok(newDate);
}

/**
 * Extends a dormant account's grace period to `newDate`.
 * @returns the date to store, or why not: the account is not dormant (an account on hold keeps its date, a
 *   deleted one has none), or the date is not later than the current one, not after today, or too far.
 */
export function gracePeriodExtension(facts: DateChangeFacts, newDate: IsoDate, today: IsoDate): Result<IsoDate, { code: DateChangeRefusalCode; message: string }> {
  if (facts.state !== 'dormant' || facts.currentDate === null) return fail({ code: 'notDormant', message: 'Only a dormant account’s grace period can be extended.' });
  return checkNewDate(facts.currentDate, newDate, today);
}

/**
 * Moves a self-service deletion request's date to `newDate` (later only: bringing it forward needs
 * the administrator's consent).
 * @returns the date to store, or why not: no request stands, or the date is not later, not after today, or too far.
 */
export function deletionDatePostponement(facts: DateChangeFacts, newDate: IsoDate, today: IsoDate): Result<IsoDate, { code: DateChangeRefusalCode; message: string }> {
  if (facts.state !== 'deletionRequested' || facts.currentDate === null) return fail({ code: 'noDeletionRequest', message: 'The account has no deletion request whose date could be changed.' });
  return checkNewDate(facts.currentDate, newDate, today);
}
