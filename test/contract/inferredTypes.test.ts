/**
 * The contract's request and response types are inferred from its schemas: no operation of
 * src/contract/services names a hand-written type for its query, body or answer (an interface,
 * an inline `{ ... }`, an alias that is not a `yup.InferType`), nor an interface for its path
 * parameters, except the types listed in KEPT, each kept for a stated reason with a compile-time
 * agreement check. A new twin of a schema fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import type { SERVICES as SERVICE_MODULES } from '../../src/contract';
import type { AnyOperation, BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../src/contract/operation';
import type { Agreed } from '../../src/contract/schemaAgreement';

/** `true` when `T` is `any`. */
type IsAny<T> = 0 extends 1 & T ? true : false;

/** `true` when `any` is found in `T` at any depth (to 8 levels, through arrays; functions and files are not looked into). */
type AnyIn<T, Depth extends unknown[] = []> =
  IsAny<T> extends true
    ? true
    : Depth['length'] extends 8
      ? false
      : T extends Blob | ((...args: never[]) => unknown)
        ? false
        : T extends readonly (infer E)[]
          ? AnyIn<E, [...Depth, unknown]>
          : T extends object
            ? { [K in keyof T]-?: AnyIn<T[K], [...Depth, unknown]> } extends { [K in keyof T]-?: false }
              ? false
              : true
            : false;

/** The operations a service module exports. */
type OperationsOf<M> = M extends unknown ? { [K in keyof M]: M[K] extends AnyOperation ? (IsAny<M[K]> extends true ? never : M[K]) : never }[keyof M] : never;

/** Every shape of every operation: its path parameters, query, body and answer. */
type Shapes<O> = O extends unknown ? ParamsOf<O> | QueryOf<O> | BodyOf<O> | ResponseOf<O> : never;

/**
 * An inferred type has no `any` in it (checked when compiling): a schema built by a generic
 * helper can lose its item type (`yup.array(item)` of an unknown `item` infers `any[]`), which
 * would let every use of the type compile.
 */
type _NoAnyInOperations = Agreed<[AnyIn<Shapes<OperationsOf<(typeof SERVICE_MODULES)[number]>>>] extends [false] ? true : false>;

const SERVICES_DIR = path.resolve(__dirname, '../../src/contract/services');

/** The hand-kept types an operation may name, and what keeps each from drifting from its schema. */
const KEPT: Readonly<Record<string, string>> = {
  Assessment: 'domain entity; assessmentRecordSchema is typed yup.ObjectSchema<Assessment>',
  Examinee: 'domain entity; examineeRecordSchema is typed yup.ObjectSchema<Examinee>',
  ExamineeInput: "domain type; examineeRecordSchema (examineeInputSchema's fields) is typed by Examinee, which extends it",
  AccountItem: 'domain type; its answer schema is typed yup.ObjectSchema<AccountItem>',
  AgeCheck: 'domain type; ageCheckSchema is typed yup.ObjectSchema<AgeCheck>',
  DalsStatus: 'domain type; dalsStatusSchema is typed yup.ObjectSchema<DalsStatus>',
  FeatureLicense: 'domain type; featureLicenseSchema is typed yup.ObjectSchema<FeatureLicense>',
  FeedbackSubmission: 'domain type; feedbackSubmissionSchema is typed yup.ObjectSchema<FeedbackSubmission>',
  KeepAliveStatus: 'domain type; keepAliveStatusSchema is typed yup.ObjectSchema<KeepAliveStatus>',
  PreferencesUpdate: 'domain type; preferencesUpdateSchema is typed yup.ObjectSchema<PreferencesUpdate>',
  RemoteLinkInput: 'domain type (sent in part); remoteLinkInputSchema is typed yup.ObjectSchema<RemoteLinkInput>',
  ResourceSearch: 'domain type; resourceSearchSchema is typed yup.ObjectSchema<ResourceSearch>',
  ScoreResult: "domain type with a tuple (a scale's range) its schema reads as an array; checked by SchemaWrites",
  UserIdentity: 'domain union (account or internal user) its one object schema cannot state; checked by SchemaWrites',
  GracefulCreateResult: 'a union (created or warnings) its one object schema cannot state; checked by SchemaWrites',
  LiveEvent: "domain union of a live session's event kinds (domain/live/liveEvents.ts) its one object schema cannot state; the log's rows are written only from decided events",
  SessionRequest: "sessionInputSchema's inferred type with its defaulted fields optional (what a client may leave out); Pick and Partial of SessionInput, so it cannot drift",
  ProductProgress: 'domain type (domain/progress.ts); productProgressSchema is typed yup.ObjectSchema<ProductProgress>',
  FhirSearchQuery: "a FHIR search's repeatable parameters, named per resource type; each search schema's inferred type is checked to extend it (services/fhir.ts)",
  StepContent: "domain union of a live step's kinds (domain/live/liveSession.ts) its one object schema cannot state; stepContentSchema is yup.mixed<StepContent> checked for its kind",
};

const POSITIONS = ['params', 'query', 'body', 'response'] as const;

/** What is hand-written in one type argument of an operation: the names or texts found, empty when all is inferred. */
function handWritten(node: ts.TypeNode, position: (typeof POSITIONS)[number], checker: ts.TypeChecker): string[] {
  if (node.kind === ts.SyntaxKind.UndefinedKeyword || node.kind === ts.SyntaxKind.StringKeyword) return [];
  if (ts.isArrayTypeNode(node)) return handWritten(node.elementType, position, checker);
  // Path parameters written inline are allowed; an inline query, body or answer twins its schema.
  if (ts.isTypeLiteralNode(node)) return position === 'params' ? [] : [node.getText()];
  if (!ts.isTypeReferenceNode(node)) return [node.getText()];
  const name = node.typeName.getText();
  if (name === 'yup.InferType' || name === 'Blob' || node.getText() === 'Record<string, never>') return [];
  if (name === 'Partial') return (node.typeArguments ?? []).flatMap((argument) => handWritten(argument, position, checker));
  let symbol = checker.getSymbolAtLocation(node.typeName);
  if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
  const declaration = symbol?.declarations?.[0];
  if (declaration && ts.isTypeAliasDeclaration(declaration) && /\byup\.InferType</.test(declaration.type.getText())) return [];
  return [name];
}

/** The operations of the services, and what each names by hand, by position. */
function scanOperations(): { operations: string[]; found: { operation: string; position: string; type: string }[] } {
  const files = fs
    .readdirSync(SERVICES_DIR)
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.join(SERVICES_DIR, file));
  const program = ts.createProgram(files, {
    noEmit: true,
    noLib: true,
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
  });
  const checker = program.getTypeChecker();
  const operations: string[] = [];
  const found: { operation: string; position: string; type: string }[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} was not read`);
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'defineOperation') {
        const declaration = node.parent;
        const operation = `${path.basename(file, '.ts')}.${ts.isVariableDeclaration(declaration) ? declaration.name.getText() : '?'}`;
        operations.push(operation);
        (node.typeArguments ?? []).forEach((argument, index) => {
          const position = POSITIONS[index];
          if (!position) throw new Error(`${operation}: more type arguments than ${POSITIONS.join(', ')}`);
          for (const type of handWritten(argument, position, checker)) found.push({ operation, position, type });
        });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { operations, found };
}

const { operations, found } = scanOperations();

it('reads every operation of the services', () => {
  expect(operations.length).toBeGreaterThan(90);
  expect(operations).toContain('licensing.usageLedger');
});

it('names no hand-written query, body or answer type but those kept with an agreement check', () => {
  expect(found.filter((entry) => !(entry.type in KEPT))).toEqual([]);
});

it('keeps no type on the list that no operation names any more', () => {
  const named = new Set(found.map((entry) => entry.type));
  expect(Object.keys(KEPT).filter((type) => !named.has(type))).toEqual([]);
});
