/**
 * Validates a request part (path parameters, query or body) with the operation's yup schema,
 * the same schema the SPA's forms use, so both reject the same input with the same message.
 * Whatever a client sends, the answer is the schema's verdict or a 400 naming what is wrong:
 * never a 500 from the validation itself (a key named like an Object.prototype member, an object
 * where a string is expected, a query parameter given twice).
 */
import { type AnyObjectSchema, type AnySchema, ValidationError } from 'yup';
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

/** The message for a key no request has: it names an Object.prototype member, which schemas would mistake for one of theirs. */
export const NOT_A_FIELD = 'Is not a field of this request.';

/** The message for a query parameter given more than once where the operation takes one value. */
export const GIVE_ONCE = 'Give this parameter once.';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of the keys, at any depth, that are names of Object.prototype members (`constructor`,
 * `toString`, `__proto__`...): yup looks fields up in plain objects, where those names resolve to
 * the prototype's functions.
 */
function prototypeKeyPaths(value: unknown, path: string): string[] {
  if (Array.isArray(value)) return value.flatMap((entry, index) => prototypeKeyPaths(entry, `${path}[${index}]`));
  if (!isRecord(value)) return [];
  return Object.keys(value).flatMap((key) => {
    const at = path === '' ? key : `${path}.${key}`;
    return key in Object.prototype ? [at] : prototypeKeyPaths(value[key], at);
  });
}

/** The query parameters given more than once (an array) that the schema takes as one value. */
function repeatedParameters(schema: AnyObjectSchema, value: unknown): string[] {
  if (!isRecord(value)) return [];
  const fields = schema.fields as Record<string, AnySchema | undefined>;
  return Object.keys(value).filter((key) => Array.isArray(value[key]) && Object.hasOwn(fields, key) && fields[key]?.type !== 'array');
}

/**
 * Validates and casts one part of a request, collecting every bad field (abortEarly false).
 * @param part `params`, `query` or `body`: the field name used when the whole part is wrong.
 * @param today the `today` of the schemas' context (future dates are refused).
 */
export async function validatePart(schema: AnyObjectSchema | undefined, value: unknown, part: string, today: string): Promise<Validated> {
  const foreign = prototypeKeyPaths(value, '');
  if (foreign.length > 0) return { ok: false, errors: foreign.map((field) => ({ field, message: NOT_A_FIELD })) };
  if (!schema) return { ok: true, value: value ?? {} };
  if (part === 'query') {
    const repeated = repeatedParameters(schema, value);
    if (repeated.length > 0) return { ok: false, errors: repeated.map((field) => ({ field, message: GIVE_ONCE })) };
  }
  const context: TodayContext = { today };
  try {
    return { ok: true, value: await schema.validate(value ?? {}, { abortEarly: false, context }) };
  } catch (error) {
    if (error instanceof ValidationError) return { ok: false, errors: fieldErrors(error, part) };
    // A transform met a value of the wrong kind (trim() on an object): validating without
    // transforms names the field and its type; the input is the client's mistake either way.
    return { ok: false, errors: await strictErrors(schema, value, part, context) };
  }
}

/** The field errors of a strict validation (no casts or transforms), or one for the whole part. */
async function strictErrors(schema: AnyObjectSchema, value: unknown, part: string, context: TodayContext): Promise<ProblemFieldError[]> {
  try {
    await schema.validate(value ?? {}, { abortEarly: false, context, strict: true });
  } catch (error) {
    if (error instanceof ValidationError) return fieldErrors(error, part);
  }
  return [{ field: part, message: 'Enter valid values.' }];
}
