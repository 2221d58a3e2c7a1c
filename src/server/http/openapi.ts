/**
 * The OpenAPI 3.1 document of the services, generated from the contract's operations: one
 * operation per contract row with its id, method, path, summary, parameters and request body
 * (JSON Schema from the yup schemas), success and problem responses, and security.
 */
import { CSRF_COOKIE, CSRF_HEADER, HOST_COOKIE_PREFIX, IDEMPOTENCY_HEADER, OAUTH_TOKEN_COOKIE } from '../../contract/cookies';
import { type AnyOperation, DEFAULT_CONTEXT_ROOT, SERVICE_PREFIXES } from '../../contract/operation';
import { PROBLEM_CONTENT_TYPE, PROBLEMS, problemType } from '../../contract/problem';
import { responseJsonSchema } from './responseSerializer';
import { fieldSchema, isRequired, type JsonSchema, objectSchema } from './yupJsonSchema';

/** An OpenAPI document (kept loose: it is only serialized). */
export type OpenApiDocument = { openapi: '3.1.0' } & Record<string, unknown>;

const PROBLEM_SCHEMA: JsonSchema = {
  type: 'object',
  required: ['type', 'title', 'status', 'code'],
  properties: {
    type: { type: 'string', description: `\`${problemType('validation').replace('validation', '{code}')}\`` },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    instance: { type: 'string' },
    code: { type: 'string', enum: Object.keys(PROBLEMS) },
    errors: {
      type: 'array',
      items: { type: 'object', required: ['field', 'message'], properties: { field: { type: 'string' }, message: { type: 'string' } } },
    },
  },
};

const problemResponse = (description: string) => ({
  description,
  content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: '#/components/schemas/Problem' } } },
});

function parameters(operation: AnyOperation): JsonSchema[] {
  const list: JsonSchema[] = [];
  const params = operation.params ? objectSchema(operation.params.describe()) : null;
  for (const [name, schema] of Object.entries((params?.['properties'] as Record<string, JsonSchema> | undefined) ?? {})) {
    list.push({ name, in: 'path', required: true, schema });
  }
  if (operation.query) {
    for (const [name, field] of Object.entries(operation.query.describe().fields)) {
      list.push({ name, in: 'query', required: isRequired(field), schema: fieldSchema(field) });
    }
  }
  if (operation.method !== 'GET') {
    list.push({
      name: CSRF_HEADER,
      in: 'header',
      required: operation.access !== 'public',
      description: `The value of the ${CSRF_COOKIE} cookie. Required when signed in or when the session cookie is sent.`,
      schema: { type: 'string' },
    });
  }
  if (operation.method === 'POST' && operation.access !== 'public') {
    list.push({
      name: IDEMPOTENCY_HEADER,
      in: 'header',
      required: false,
      description: 'Applies the request once per user and key; a retry answers the first answer.',
      schema: { type: 'string', maxLength: 200 },
    });
  }
  return list;
}

function successContent(operation: AnyOperation): Record<string, unknown> | undefined {
  if (operation.successStatus === 204) return undefined;
  if (operation.response === 'pdf') return { 'application/pdf': { schema: { type: 'string', contentMediaType: 'application/pdf' } } };
  if (operation.response === 'file') return { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } };
  if (operation.response === 'zip') return { 'application/zip': { schema: { type: 'string', contentMediaType: 'application/zip' } } };
  if (operation.response === 'text') return { 'text/plain': { schema: { type: 'string' } } };
  return { 'application/json': { schema: responseJsonSchema(operation) ?? {} } };
}

function responses(operation: AnyOperation): Record<string, unknown> {
  const content = successContent(operation);
  const answers: Record<string, unknown> = {
    [String(operation.successStatus ?? 200)]: { description: operation.summary, ...(content ? { content } : {}) },
    '400': problemResponse(PROBLEMS.validation.title),
  };
  if (operation.access !== 'public') answers['401'] = problemResponse(PROBLEMS.unauthenticated.title);
  if (operation.access !== 'public' || operation.method !== 'GET') answers['403'] = problemResponse(`${PROBLEMS.forbidden.title} / ${PROBLEMS.csrf.title}`);
  if (operation.params) answers['404'] = problemResponse(PROBLEMS.notFound.title);
  if (operation.method !== 'GET') answers['409'] = problemResponse(`${PROBLEMS.conflict.title} / ${PROBLEMS.duplicate.title}`);
  if (operation.method === 'POST') answers['422'] = problemResponse(PROBLEMS.idempotencyConflict.title);
  answers['500'] = problemResponse(PROBLEMS.internal.title);
  return answers;
}

function pathItemOperation(operation: AnyOperation): Record<string, unknown> {
  return {
    operationId: operation.id,
    summary: operation.summary,
    tags: [operation.service],
    security: operation.access === 'public' ? [] : [{ bearerAuth: [] }, { cookieAuth: [] }],
    ...(Array.isArray(operation.access) ? { 'x-permissions': operation.access } : {}),
    parameters: parameters(operation),
    ...(operation.body
      ? { requestBody: { required: true, content: { 'application/json': { schema: objectSchema(operation.body.describe()) } } } }
      : {}),
    responses: responses(operation),
  };
}

/**
 * Builds the OpenAPI document of `operations`.
 * @param contextRoot the services' context root (paths are written under it).
 */
export function buildOpenApiDocument(operations: readonly AnyOperation[], contextRoot: string = DEFAULT_CONTEXT_ROOT): OpenApiDocument {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of operations) {
    const path = `${contextRoot}${SERVICE_PREFIXES[operation.service]}${operation.path}`;
    paths[path] = { ...paths[path], [operation.method.toLowerCase()]: pathItemOperation(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Q-global services',
      version: '1.0.0',
      description:
        'Assessment platform services. Errors are RFC 9457 problem details. Sign in at /legacy/login; ' +
        `send the access token as a bearer header (or the ${OAUTH_TOKEN_COOKIE} cookie) and, on requests other than GET, ` +
        `the ${CSRF_COOKIE} cookie's value in the ${CSRF_HEADER} header. Served over https, every session cookie's name ` +
        `carries the ${HOST_COOKIE_PREFIX} prefix (${HOST_COOKIE_PREFIX}${OAUTH_TOKEN_COOKIE}).`,
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Problem: PROBLEM_SCHEMA },
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        cookieAuth: { type: 'apiKey', in: 'cookie', name: OAUTH_TOKEN_COOKIE },
      },
    },
  };
}
