/**
 * Validates a request part (path parameters, query or body) with the operation's yup schema,
 * the same schema the SPA's forms use, so both reject the same input with the same message.
 */
import { type AnyObjectSchema, ValidationError } from 'yup';
import type { ProblemFieldError } from '../../contract/problem';
import type { TodayContext } from '../../domain/assessment';

/** A validated part: the cast value, or one error per bad field. */
export type Validated = { ok: true; value: unknown } | { ok: false; errors: ProblemFieldError[] };

/** Today's date on the server clock, `YYYY-MM-DD` (the "not in the future" rules compare against it). */
export function serverToday(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function fieldErrors(error: ValidationError, part: string): ProblemFieldError[] {
  const leaves = error.inner.length > 0 ? error.inner : [error];
  const byField = new Map<string, string>();
  for (const leaf of leaves) {
    const field = leaf.path && leaf.path !== '' ? leaf.path : part;
    // yup's own type errors read like a stack trace ("must be a `number` type, but ..."): say it plainly.
    const message = leaf.type === 'typeError' ? `Enter a valid ${String(leaf.params?.['type'] ?? 'value')}.` : leaf.message;
    if (!byField.has(field)) byField.set(field, message);
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}

/**
 * Validates and casts one part of a request, collecting every bad field (abortEarly false).
 * @param part `params`, `query` or `body`: the field name used when the whole part is wrong.
 * @param today the `today` of the schemas' context (future dates are refused).
 */
export async function validatePart(schema: AnyObjectSchema | undefined, value: unknown, part: string, today: string): Promise<Validated> {
  if (!schema) return { ok: true, value: value ?? {} };
  const context: TodayContext = { today };
  try {
    return { ok: true, value: await schema.validate(value ?? {}, { abortEarly: false, context }) };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: fieldErrors(error, part) };
    throw error;
  }
}
