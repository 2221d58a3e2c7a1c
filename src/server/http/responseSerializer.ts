/**
 * Writing an operation's JSON answer through its contract's response schema (fast-json-stringify,
 * compiled once per operation): only the fields the schema names leave the server, whatever else
 * the handler's object held. Operations without a response schema are written as they are.
 */
import fastJson from 'fast-json-stringify';
import type { AnyOperation } from '../../contract/operation';
import { fieldSchema, type JsonSchema } from './yupJsonSchema';

/** The JSON Schema of an operation's answer, or `null` when its contract gives none. */
export const responseJsonSchema = (operation: AnyOperation): JsonSchema | null =>
  operation.responseSchema ? fieldSchema(operation.responseSchema.describe()) : null;

/**
 * The function that writes an operation's JSON answer.
 * @throws Error at registration (never per request) when the schema cannot be compiled.
 */
export function responseSerializer(operation: AnyOperation): (answer: unknown) => string {
  const schema = responseJsonSchema(operation);
  if (schema === null) return (answer) => JSON.stringify(answer ?? null);
  return fastJson(schema);
}
