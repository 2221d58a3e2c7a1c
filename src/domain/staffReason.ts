/**
 * Why internal staff reach a customer account's records. Every such access is audited with the
 * reason the staff member states (issue #17: "examinee names and responses stay hidden unless the
 * staff member states a reason, which is audited"); a reason is a sentence a reviewer can check
 * against a support ticket, not a placeholder.
 */
import * as yup from 'yup';

/** The length of a stated reason, in characters after trimming. */
export const STAFF_REASON_LIMITS = { min: 10, max: 500 } as const;

/** A stated reason: trimmed, at least {@link STAFF_REASON_LIMITS}.min and at most .max characters. */
export const staffReasonSchema = yup
  .string()
  .trim()
  .required('State why you need this account’s records.')
  .min(STAFF_REASON_LIMITS.min, `State the reason in at least ${STAFF_REASON_LIMITS.min} characters.`)
  .max(STAFF_REASON_LIMITS.max, `State the reason in at most ${STAFF_REASON_LIMITS.max} characters.`);

/** Which part of the stated-reason rule a reason breaks (see {@link staffReasonProblem}). */
export type StaffReasonProblem = 'required' | 'tooShort' | 'tooLong';

/**
 * Which part of the rule ({@link STAFF_REASON_LIMITS}, counted after trimming) `reason` breaks,
 * or `null` when it holds. The forms show their own translated words per problem, so the rule
 * answers with a kind rather than the schema's English message.
 */
export function staffReasonProblem(reason: string): StaffReasonProblem | null {
  const length = reason.trim().length;
  if (length === 0) return 'required';
  if (length < STAFF_REASON_LIMITS.min) return 'tooShort';
  if (length > STAFF_REASON_LIMITS.max) return 'tooLong';
  return null;
}

/**
 * The reason as it is recorded, or the message of the rule it breaks.
 * @returns `{ ok: true, reason }` (trimmed) or `{ ok: false, message }`.
 */
export function checkStaffReason(reason: string): { ok: true; reason: string } | { ok: false; message: string } {
  try {
    return { ok: true, reason: staffReasonSchema.validateSync(reason) };
  } catch (error) {
    return { ok: false, message: error instanceof yup.ValidationError ? error.message : 'State why you need this account’s records.' };
  }
}
