/**
 * Recognising database errors across drivers (Drizzle wraps the driver's error in `cause`).
 */

function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether an error is a unique-constraint violation (SQLSTATE 23505), e.g. a concurrent duplicate insert. */
export const isUniqueViolation = (error: unknown): boolean => sqlState(error) === '23505';

/**
 * SQLSTATEs of a value the database cannot take as given: a number out of its column's range
 * (22003, e.g. an id beyond a 32-bit integer), text too long for its column (22001), a text that is
 * not of the column's type (22P02) and a date or time out of range (22007, 22008). A request's
 * input is the only source of such a value once the contract has validated its shape.
 */
const INPUT_OUT_OF_RANGE = new Set(['22001', '22003', '22007', '22008', '22P02']);

/** Whether an error is the database refusing an input value (see {@link INPUT_OUT_OF_RANGE}). */
export const isInputOutOfRange = (error: unknown): boolean => INPUT_OUT_OF_RANGE.has(sqlState(error) ?? '');
