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
