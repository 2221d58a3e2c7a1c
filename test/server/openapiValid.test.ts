/**
 * The served OpenAPI document is valid OpenAPI 3.1: checked by @readme/openapi-parser against
 * the official OAS 3.1 JSON schema (all errors, not the first) and its spec-level rules (path
 * parameters, duplicate operation ids…). It documents every operation of the contract at its
 * method and path, with its success response.
 */
import { compileErrors, validate } from '@readme/openapi-parser';
import { OPERATIONS } from '../../src/contract';
import { type AnyOperation, SERVICE_PREFIXES } from '../../src/contract/operation';
import { createTestApp, type TestApp } from './support/testApp';

jest.setTimeout(60_000);

type Response = { description: string; content?: Record<string, { schema?: unknown }> };
type OpenApi = {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, Response> }>>;
};

const CONTEXT_ROOT = '/qg-services';

/** The media type of the success answer of operations that do not answer JSON. */
const MEDIA_TYPES = { text: 'text/plain', pdf: 'application/pdf', zip: 'application/zip', file: 'application/octet-stream' } as const;

let test: TestApp;
let document: OpenApi;
beforeAll(async () => {
  test = await createTestApp();
  const response = await test.app.inject({ method: 'GET', url: `${CONTEXT_ROOT}/openapi.json` });
  expect(response.statusCode).toBe(200);
  document = response.json<OpenApi>();
});
afterAll(() => test.close());

/**
 * Every error and warning the validator reports for `api`, as readable text ('' when valid).
 * Only internal references are followed: the document has no others.
 */
async function validationReport(api: object): Promise<string> {
  const result = await validate(structuredClone(api) as Parameters<typeof validate>[0], { resolve: { external: false } });
  const report = result.valid ? '' : compileErrors(result);
  const warnings = result.warnings.map((warning) => warning.message).join('\n');
  return [report, warnings].filter(Boolean).join('\n');
}

const documentedPath = (operation: AnyOperation): string => `${CONTEXT_ROOT}${SERVICE_PREFIXES[operation.service]}${operation.path}`;

const documented = (operation: AnyOperation) => document.paths[documentedPath(operation)]?.[operation.method.toLowerCase()];

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    expect(document.openapi).toMatch(/^3\.1\./);
    expect(await validationReport(document)).toBe('');
  });

  it('is checked by a validator that reports every error', async () => {
    // Two responses without their required description: both are reported.
    const broken = structuredClone(document);
    const all = Object.values(broken.paths).flatMap((item) => Object.entries(item));
    // The validator reports the same error of two operations of one method once: the second is of another method.
    const firstEntry = all[0];
    const secondEntry = all.filter(([method]) => method !== firstEntry?.[0]).at(-1);
    const [first, second] = [firstEntry?.[1], secondEntry?.[1]];
    // Each gets its own copy: the document may share one response object between operations.
    for (const operation of [first, second]) {
      if (!operation) throw new Error('The document has fewer than two operations.');
      const { description: _dropped, ...rest } = operation.responses['500'] as Response;
      operation.responses['500'] = rest as Response;
    }
    const report = await validationReport(broken);
    expect(report.match(/must have required property 'description'/g)).toHaveLength(2);
  });

  it('documents every operation of the contract at its method and path', () => {
    const missing = OPERATIONS.filter((operation) => documented(operation)?.operationId !== operation.id).map(
      (operation) => `${operation.id}: ${operation.method} ${documentedPath(operation)}`,
    );
    expect(missing).toEqual([]);
    expect(Object.values(document.paths).flatMap((item) => Object.keys(item))).toHaveLength(OPERATIONS.length);
  });

  it('documents the success response of every operation, with a JSON schema when it answers JSON', () => {
    // The contract carries no runtime schema of its answers (only a phantom type), so a JSON answer
    // is documented with the empty schema `{}` today; this checks that one is there, not its shape.
    const problems: string[] = [];
    for (const operation of OPERATIONS) {
      const status = String(operation.successStatus ?? 200);
      const success = documented(operation)?.responses[status];
      if (!success) {
        problems.push(`${operation.id}: no ${status} response`);
      } else if (status === '204') {
        if (success.content !== undefined) problems.push(`${operation.id}: a 204 response with content`);
      } else if (operation.response === 'json') {
        const schema = success.content?.['application/json']?.schema;
        if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) problems.push(`${operation.id}: no application/json schema`);
      } else if (!success.content?.[MEDIA_TYPES[operation.response]]) {
        problems.push(`${operation.id}: no ${MEDIA_TYPES[operation.response]} content`);
      }
    }
    expect(problems).toEqual([]);
  });
});
