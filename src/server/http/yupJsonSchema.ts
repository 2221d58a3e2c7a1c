/**
 * JSON Schema (2020-12, as OpenAPI 3.1 uses it) from a yup schema's `describe()`, so the
 * published API documents exactly the rules the server validates with. Custom `test()`s cannot
 * be expressed and are left out; everything yup describes structurally is kept.
 */
import { isSchema, type SchemaDescription, type SchemaFieldDescription, type SchemaInnerTypeDescription, type SchemaObjectDescription } from 'yup';

/** A JSON Schema document (the subset this module writes). */
export type JsonSchema = { [keyword: string]: unknown };

type Params = Record<string, unknown>;

const isDescription = (field: SchemaFieldDescription): field is SchemaDescription => 'tests' in field;

function paramsOf(description: SchemaDescription, name: string): Params | undefined {
  const test = description.tests.find((candidate) => candidate.name === name);
  return test ? ((test.params ?? {}) as Params) : undefined;
}

function numberKeywords(description: SchemaDescription): JsonSchema {
  const schema: JsonSchema = { type: paramsOf(description, 'integer') ? 'integer' : 'number' };
  for (const name of ['min', 'max']) {
    const params = paramsOf(description, name);
    if (!params) continue;
    // yup writes positive()/moreThan() as a "min" test with `more`, negative()/lessThan() as "max" with `less`.
    if (typeof params['min'] === 'number') schema['minimum'] = params['min'];
    if (typeof params['max'] === 'number') schema['maximum'] = params['max'];
    if (typeof params['more'] === 'number') schema['exclusiveMinimum'] = params['more'];
    if (typeof params['less'] === 'number') schema['exclusiveMaximum'] = params['less'];
  }
  return schema;
}

function stringKeywords(description: SchemaDescription): JsonSchema {
  const schema: JsonSchema = { type: 'string' };
  const min = paramsOf(description, 'min')?.['min'];
  const max = paramsOf(description, 'max')?.['max'];
  const length = paramsOf(description, 'length')?.['length'];
  const regex = paramsOf(description, 'matches')?.['regex'];
  if (typeof min === 'number') schema['minLength'] = min;
  if (typeof max === 'number') schema['maxLength'] = max;
  if (typeof length === 'number') Object.assign(schema, { minLength: length, maxLength: length });
  if (regex instanceof RegExp) schema['pattern'] = regex.source;
  if (paramsOf(description, 'email')) schema['format'] = 'email';
  if (paramsOf(description, 'url')) schema['format'] = 'uri';
  if (paramsOf(description, 'uuid')) schema['format'] = 'uuid';
  return schema;
}

function typeKeywords(field: SchemaFieldDescription): JsonSchema {
  if (!isDescription(field)) return {};
  switch (field.type) {
    case 'string':
      return stringKeywords(field);
    case 'number':
      return numberKeywords(field);
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date-time' };
    case 'object':
      return objectSchema(field as SchemaObjectDescription);
    case 'array': {
      const inner = (field as SchemaInnerTypeDescription).innerType;
      const schema: JsonSchema = { type: 'array' };
      if (inner && !Array.isArray(inner)) schema['items'] = fieldSchema(inner);
      const min = paramsOf(field, 'min')?.['min'];
      const max = paramsOf(field, 'max')?.['max'];
      if (typeof min === 'number') schema['minItems'] = min;
      if (typeof max === 'number') schema['maxItems'] = max;
      return schema;
    }
    default:
      // `mixed` says nothing about the type; its oneOf (an enum) is added below.
      return {};
  }
}

/** The JSON Schema of one described field: type keywords, `enum` from oneOf, null when nullable. */
export function fieldSchema(field: SchemaFieldDescription): JsonSchema {
  const schema = typeKeywords(field);
  if (!isDescription(field)) return schema;
  const values = field.oneOf.filter((value) => value !== undefined);
  if (values.length > 0) schema['enum'] = field.nullable ? [...values, null] : values;
  if (field.nullable && typeof schema['type'] === 'string') schema['type'] = [schema['type'], 'null'];
  if (field.label) schema['title'] = field.label;
  if (field.default !== undefined && typeof field.default !== 'function') schema['default'] = field.default;
  return schema;
}

/** Whether a described field must be present (`required()` or `defined()`). */
export const isRequired = (field: SchemaFieldDescription): boolean => isDescription(field) && !field.optional;

/**
 * The JSON Schema of a described object: properties, and `required` for the fields that must be
 * present; `additionalProperties` for a map whose keys are data (`meta({ values })`, see
 * `recordSchemaOf` of src/contract/responseSchemas.ts).
 */
export function objectSchema(description: SchemaObjectDescription): JsonSchema {
  const fields = Object.entries(description.fields ?? {});
  const schema: JsonSchema = { type: 'object' };
  const values: unknown = description.meta?.['values'];
  if (isSchema(values)) schema['additionalProperties'] = fieldSchema(values.describe());
  if (fields.length > 0) {
    schema['properties'] = Object.fromEntries(fields.map(([name, field]) => [name, fieldSchema(field)]));
    const required = fields.filter(([, field]) => isRequired(field)).map(([name]) => name);
    if (required.length > 0) schema['required'] = required;
  }
  return schema;
}
