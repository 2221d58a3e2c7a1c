/**
 * How a service implements a contract operation: a typed function from validated input and the
 * caller to the answer. Routes are never written by hand; http/registerOperations.ts derives
 * each from its operation and runs access, CSRF, validation and idempotency before the handler.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AnyOperation, BodyOf, ParamsOf, QueryOf, ResponseOf } from '../../contract/operation';
import type { CarriedAudit } from '../audit/carriedAudit';
import type { Principal } from '../auth/principal';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { enterAccount } from '../db/crossAccountScope';
import { repositories, type Repositories } from '../db/repositories';
import { type CrossAccountAccess, crossAccountAccess } from './crossAccount';

/** Validated (and cast) input of an operation. */
export interface OperationInput<O> {
  params: ParamsOf<O>;
  query: QueryOf<O>;
  body: BodyOf<O>;
}

/** The caller of a public operation, who may not be signed in. */
export interface PublicCall {
  user: Principal | null;
  /** The client's address, for the audit log. */
  ip: string;
  /** The request's time (one clock reading per request). */
  now: Date;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The app's dependencies for this call. For a write (POST, PUT, PATCH, DELETE) its `db` is the
   * operation's one transaction (http/unitOfWork.ts): the handler's writes, the idempotency record
   * and the audit rows commit together or not at all, and jobs it queues are woken after the commit.
   */
  context: AppContext;
  /** `context.db`: the operation's transaction for a write, the database for a read. */
  db: Db;
  /**
   * A read's declared audit row, which the read's statement may write (audit/carriedAudit.ts);
   * absent or `null` when there is none to carry (the pipeline writes it then).
   */
  audit?: CarriedAudit | null;
}

/** The caller of an operation that requires sign-in. */
export interface SignedInCall extends PublicCall {
  user: Principal;
  /** The repositories of the caller's account over `db` (the operation's transaction for a write). */
  repos: Repositories;
}

/** The caller of an operation that reaches all accounts: internal staff. */
export interface StaffCall extends SignedInCall {
  /** The only way to another account's records: explicit, with a stated reason, audited (http/crossAccount.ts). */
  crossAccount: CrossAccountAccess;
}

/** A file answer (the contract's `pdf`, `zip` and `file` responses). */
export interface FileAnswer {
  kind: 'file';
  contentType: string;
  fileName: string;
  bytes: Buffer;
  /** `attachment` (the default) saves the file; `inline` lets the browser show it. */
  disposition?: 'inline' | 'attachment';
  /**
   * A quoted entity tag (RFC 9110 §8.8.3): sent as `ETag`, and a request whose If-None-Match
   * names it is answered 304 without the bytes.
   */
  etag?: string;
  /** The Cache-Control header, where the file may be kept (default `private, no-store`). */
  cacheControl?: string;
}

/** What a handler answers: the operation's response, or a file where the contract says `Blob`. */
export type AnswerOf<O> = ResponseOf<O> extends Blob ? FileAnswer : ResponseOf<O>;

/** A per-route request limit (@fastify/rate-limit), counted per client address. */
export interface RouteRateLimit {
  max: number;
  timeWindow: string;
}

/**
 * The caller of a write's preparation ({@link handlePrepared}): no transaction is open. Reads go
 * through `read`, each in a transaction of the caller's account; what takes long (rendering a
 * PDF) runs between them, holding no connection and no lock.
 */
export interface PreparingCall {
  user: Principal;
  ip: string;
  now: Date;
  /** The app's dependencies, for what is not the database (the renderer). */
  context: Pick<AppContext, 'renderer' | 'clock'>;
  /** Runs `run` in a read transaction of the caller's account, with its repositories. */
  read<T>(run: (db: Db, repos: Repositories) => Promise<T>): Promise<T>;
}

/** A handler bound to its operation, as the registration takes it. */
export interface BoundHandler {
  operation: AnyOperation;
  /**
   * For a write bound with {@link handlePrepared}: runs before the unit of work, and what it
   * answers is `run`'s third argument. What it throws is thrown by `run`, inside the unit of
   * work, so an Idempotency-Key is claimed (or replayed) and a refusal stored as it always is.
   */
  prepare?: (input: OperationInput<AnyOperation>, call: PreparingCall) => Promise<unknown>;
  run(input: OperationInput<AnyOperation>, call: PublicCall, prepared?: unknown): Promise<unknown>;
  /**
   * `false` when the handler answers from the principal alone ({@link handleFromPrincipal}): the
   * registration then opens no transaction for it.
   */
  usesDatabase?: false;
  /** A request limit of the route; answered 429 `rateLimited` before anything else runs. */
  rateLimit?: RouteRateLimit;
}

/**
 * Binds a handler to an operation that requires a signed-in caller.
 * @throws Error at registration (never per request) when the operation is public.
 */
export function handle<O extends AnyOperation>(
  operation: O,
  run: (input: OperationInput<O>, call: SignedInCall) => Promise<AnswerOf<O>>,
): BoundHandler {
  requireOwnAccountOperation(operation);
  return { operation, run: (input, call) => run(input as OperationInput<O>, signedInCall(operation, call)) };
}

/** @throws Error at registration when the operation is public or reaches all accounts. */
function requireOwnAccountOperation(operation: AnyOperation): void {
  if (operation.access === 'public') throw new Error(`${operation.id} is public: bind it with handlePublic.`);
  if (operation.reach === 'allAccounts') throw new Error(`${operation.id} reaches all accounts: bind it with handleAcrossAccounts.`);
}

/** The call as a signed-in handler gets it, with the repositories of the caller's account. */
function signedInCall(operation: AnyOperation, call: PublicCall): SignedInCall {
  // The registration answers 401 before a signed-in handler runs without a user.
  if (!call.user) throw new Error(`${operation.id} ran without a signed-in user.`);
  const scope = { accountId: call.user.accountId, userId: call.user.userId };
  return { ...call, user: call.user, repos: repositories(call.db, scope) };
}

/**
 * Binds a write whose slow part runs before its unit of work: `prepare` reads (in read
 * transactions of the caller's account) and computes, holding no transaction while it computes;
 * `run` then writes in the operation's one transaction, given what `prepare` made, and must
 * check that what it was made from has not changed since.
 * @throws Error at registration when the operation is public, reaches all accounts, or is not a write.
 */
export function handlePrepared<O extends AnyOperation, P>(
  operation: O,
  prepare: (input: OperationInput<O>, call: PreparingCall) => Promise<P>,
  run: (input: OperationInput<O>, call: SignedInCall, prepared: P) => Promise<AnswerOf<O>>,
): BoundHandler {
  requireOwnAccountOperation(operation);
  if (operation.method === 'GET') throw new Error(`${operation.id} is a read: bind it with handle.`);
  return {
    operation,
    prepare: (input, call) => prepare(input as OperationInput<O>, call),
    run: (input, call, prepared) => run(input as OperationInput<O>, signedInCall(operation, call), prepared as P),
  };
}

/** The caller of an operation answered from the principal alone: no database, no repositories. */
export type PrincipalCall = Pick<SignedInCall, 'user' | 'ip' | 'now' | 'request' | 'reply'>;

/**
 * Binds a handler that answers from the signed-in caller's principal alone, read when the request
 * was authenticated (the identity, the role): no transaction is opened for it, and the call it gets
 * has no database, so it cannot read one by mistake.
 * @throws Error at registration when the operation is public, not a GET, or declares an audit row
 *   (which would need the database).
 */
export function handleFromPrincipal<O extends AnyOperation>(operation: O, run: (input: OperationInput<O>, call: PrincipalCall) => Promise<AnswerOf<O>>): BoundHandler {
  if (operation.access === 'public' || operation.method !== 'GET' || operation.audit !== 'none' || operation.reach === 'allAccounts') {
    throw new Error(`${operation.id} cannot be answered from the principal alone: bind it with handle.`);
  }
  return {
    operation,
    usesDatabase: false,
    run: (input, call) => {
      if (!call.user) throw new Error(`${operation.id} ran without a signed-in user.`);
      return run(input as OperationInput<O>, { user: call.user, ip: call.ip, now: call.now, request: call.request, reply: call.reply });
    },
  };
}

/**
 * Binds a handler to an operation that reaches all accounts (the contract's `reach:
 * 'allAccounts'`): internal staff's work. The handler starts, like every other, in the caller's
 * own account; `call.crossAccount` enters a customer account or all of them, audited. The
 * transaction returns to the caller's account before the operation's own audit row is written.
 * @throws Error at registration when the operation does not say it reaches all accounts or is
 *   not guarded by permissions; per request, HttpProblem `forbidden` for a caller who is not staff.
 */
export function handleAcrossAccounts<O extends AnyOperation>(
  operation: O,
  run: (input: OperationInput<O>, call: StaffCall) => Promise<AnswerOf<O>>,
): BoundHandler {
  if (operation.reach !== 'allAccounts') throw new Error(`${operation.id} does not reach all accounts: bind it with handle.`);
  if (!Array.isArray(operation.access)) throw new Error(`${operation.id} reaches all accounts, so it must be guarded by staff permissions.`);
  return {
    operation,
    run: async (input, call) => {
      if (!call.user) throw new Error(`${operation.id} ran without a signed-in user.`);
      const user = call.user;
      const crossAccount = crossAccountAccess(call.db, { staff: user, ip: call.ip, requestId: String(call.request.id), now: call.now });
      const repos = repositories(call.db, { accountId: user.accountId, userId: user.userId });
      const answer = await run(input as OperationInput<O>, { ...call, user, repos, crossAccount });
      await enterAccount(call.db, user.accountId);
      return answer;
    },
  };
}

/** Binds a handler to a public operation (the caller may be anonymous), optionally rate-limited. */
export function handlePublic<O extends AnyOperation>(
  operation: O,
  run: (input: OperationInput<O>, call: PublicCall) => Promise<AnswerOf<O>>,
  options: { rateLimit?: RouteRateLimit } = {},
): BoundHandler {
  return { operation, run: (input, call) => run(input as OperationInput<O>, call), ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) };
}

/** Whether a handler's answer is a file. */
export const isFileAnswer = (value: unknown): value is FileAnswer =>
  typeof value === 'object' && value !== null && (value as Partial<FileAnswer>).kind === 'file';
