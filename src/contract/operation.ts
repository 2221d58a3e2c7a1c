/**
 * The API as data. Every call of the service catalogue is one {@link Operation}: its id, service,
 * method, path, permission and yup schemas. The SPA's api modules and the server's routes are
 * both derived from these values, so a path, a permission or a validation rule is written once.
 */
import type { AnyObjectSchema, AnySchema } from 'yup';
import type { PermissionName } from '../domain/permissions';

/** Service prefixes under the context root (CATALOGUE.md). */
export const SERVICE_PREFIXES = {
  assessment: '/assessment-facade',
  misc: '/misc',
  account: '/account',
  accountManagement: '/account-management',
  businessUnit: '/business-unit',
  content: '/content',
  util: '/util',
  productUi: '/product-ui',
  prosa: '/prosa-facade',
  keepAlive: '/keep-alive',
  backOffice: '/back-office',
  dataRetention: '/data-retention',
  dataManagement: '/data-management',
  scoring: '/scoring',
  fhir: '/fhir/r4',
} as const;

/** A service of {@link SERVICE_PREFIXES}. */
export type ServiceName = keyof typeof SERVICE_PREFIXES;

/** The default context root of the services (CATALOGUE.md). */
export const DEFAULT_CONTEXT_ROOT = '/qg-services';

/** HTTP methods the contract uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How an answer is read: JSON, plain text (spec §7: putAccountItem answers text), a PDF, a ZIP, or a file of the type it says. */
export type ResponseKind = 'json' | 'text' | 'pdf' | 'zip' | 'file';

/**
 * Where the id of an audited record is found: path parameters (several are joined with `/`), a
 * query or body field, a field of the answer (a dotted path, for a record the call creates), or
 * the caller's own user or account. `null` for lists and searches.
 */
export type AuditIdSource =
  | { params: string | readonly string[] }
  | { query: string }
  | { body: string }
  | { response: string }
  | { caller: 'userId' | 'accountId' }
  | null;

/**
 * What the audit log records of an operation (DESIGN.md §5). The operation pipeline writes one
 * row per call, with the caller, the outcome and the request id, inside the write's transaction.
 * `none`: the call reads or writes no examinee, user or account record (pick lists, the role).
 * `service`: the public player calls, whose account only the service knows once it has read the link.
 */
export type OperationAudit = {
  entity: string;
  id: AuditIdSource;
  /** The body field holding the reason the caller gave for the change; the audit row keeps it (back-office changes). */
  reason?: string;
} | 'none' | 'service';

/**
 * One call of the catalogue. The type parameters are phantom: they carry the shapes of path
 * parameters `P`, query `Q`, body `B` and response `R` to both ends, while the runtime value
 * carries the yup schemas that validate them.
 */
export interface Operation<P = Record<string, never>, Q = Record<string, never>, B = undefined, R = unknown> {
  /** The operation id of CATALOGUE.md (`assessment.createExaminee`). */
  id: string;
  service: ServiceName;
  method: HttpMethod;
  /** Path under the service prefix, OpenAPI style: `/examinees/{examineeRecordId}`. */
  path: string;
  summary: string;
  /**
   * `public`: no sign-in. `signedIn`: any signed-in user. Otherwise the permission names any one
   * of which the caller must hold (the authority check of spec §6).
   */
  access: 'public' | 'signedIn' | readonly PermissionName[];
  params?: AnyObjectSchema;
  query?: AnyObjectSchema;
  body?: AnyObjectSchema;
  response: ResponseKind;
  /**
   * The shape of a JSON answer. The server writes the answer through it, so a field it does not
   * name (a hash, another record's id) never leaves the server, and the OpenAPI document
   * publishes it. Every JSON operation has one, except those that answer 204 (no body is written).
   */
  responseSchema?: AnySchema;
  /** What the audit log records of each call; every operation says so. */
  audit: OperationAudit;
  /**
   * Whose records the operation reaches: the caller's account (the default, every customer
   * operation), or, for internal staff's work (the back office, data retention), any account,
   * each one entered explicitly with a stated reason that the audit log keeps.
   */
  reach?: 'callerAccount' | 'allAccounts';
  /**
   * The largest request body the route takes, in bytes, where it is not the app's default (1 MiB):
   * an upload carrying files. A larger body answers 413 before anything else runs.
   */
  bodyLimit?: number;
  /** Status of a successful answer (200 unless stated). */
  successStatus?: 200 | 201 | 204;
  /** Phantom field, never set: the shapes the type parameters describe. */
  readonly types?: { params: P; query: Q; body: B; response: R };
}

/** Any operation, whatever its shapes. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one place shapes are erased, for tables of operations
export type AnyOperation = Operation<any, any, any, any>;

/** Path parameters of an operation. */
export type ParamsOf<O> = O extends Operation<infer P, unknown, unknown, unknown> ? P : never;
/** Query of an operation. */
export type QueryOf<O> = O extends Operation<unknown, infer Q, unknown, unknown> ? Q : never;
/** Body of an operation. */
export type BodyOf<O> = O extends Operation<unknown, unknown, infer B, unknown> ? B : never;
/** Response of an operation. */
export type ResponseOf<O> = O extends Operation<unknown, unknown, unknown, infer R> ? R : never;

/** Declares an operation with its shapes. */
export const defineOperation = <P = Record<string, never>, Q = Record<string, never>, B = undefined, R = unknown>(
  operation: Operation<P, Q, B, R>,
): Operation<P, Q, B, R> => operation;

/**
 * The path of an operation under the context root, with `{name}` parameters filled in
 * (URI-encoded) from `params`.
 * @throws Error when a parameter named in the path is missing from `params`.
 */
export function operationPath(operation: AnyOperation, params: Record<string, string | number> = {}): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.id}: missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return `${SERVICE_PREFIXES[operation.service]}${path}`;
}
