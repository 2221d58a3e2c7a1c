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
