/**
 * The audit row of a read, handed to the statement that does the read so that both go to the
 * database together (issue #21): a read of examinee data is audited without a round trip of its
 * own. The row still commits in the read's transaction, before the answer is sent; when no
 * statement takes it, the operation pipeline writes it after the handler as before.
 */
import type { AuditRow } from '../db/platform/auditLog';

/** An audit row a read may write in its own statement. */
export interface CarriedAudit {
  readonly row: AuditRow;
  /** Called by the statement that wrote {@link row}, once it has run. */
  written(): void;
}

/** An audit row to carry, and whether a statement wrote it. */
export function carryAudit(row: AuditRow): { audit: CarriedAudit; wasWritten: () => boolean } {
  let written = false;
  return {
    audit: {
      row,
      written: () => {
        written = true;
      },
    },
    wasWritten: () => written,
  };
}
