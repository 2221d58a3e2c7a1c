/**
 * The time rules of a live session's appointment (issue #20): the lengths the setup offers and
 * when the examinee's live link opens and expires. Pure.
 */

/** Appointment lengths the setup form offers, in minutes (the contract allows 10–240). */
export const LIVE_DURATIONS_MINUTES: readonly number[] = [30, 45, 60, 90, 120];

/** Hours before the appointment a live link opens: the examinee may check the camera and wait. */
export const LIVE_LINK_OPENS_HOURS_BEFORE = 1;

/** Hours after the appointment ends that a live link still opens (a late or repeated session). */
export const LIVE_LINK_EXPIRES_HOURS_AFTER_END = 24;

const HOUR_MS = 3_600_000;

/**
 * The window of a live session's link: it opens {@link LIVE_LINK_OPENS_HOURS_BEFORE} hour before
 * `scheduledAt` and expires {@link LIVE_LINK_EXPIRES_HOURS_AFTER_END} hours after the appointment
 * ends (`scheduledAt` + `durationMinutes`).
 */
export function liveLinkWindow(scheduledAt: Date, durationMinutes: number): { opensAt: Date; expiresAt: Date } {
  const endsAt = scheduledAt.getTime() + durationMinutes * 60_000;
  return { opensAt: new Date(scheduledAt.getTime() - LIVE_LINK_OPENS_HOURS_BEFORE * HOUR_MS), expiresAt: new Date(endsAt + LIVE_LINK_EXPIRES_HOURS_AFTER_END * HOUR_MS) };
}

/**
 * The name the examinee's side has in a session, as the examiner sees it: the examinee's first
 * name, or "Parent of <first name>" when a parent sits with the child (any other respondent is
 * named by the examinee's first name too).
 */
export const liveParticipantName = (respondent: string, examineeFirstName: string): string =>
  respondent === 'parent' ? `Parent of ${examineeFirstName}` : examineeFirstName;
