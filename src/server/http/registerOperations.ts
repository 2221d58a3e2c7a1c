/**
 * Registers one Fastify route per contract operation, at `{contextRoot}{servicePrefix}{path}`.
 * Every route runs the same pipeline, in this order:
 * 1. authentication (401 `unauthenticated`) unless the operation is public;
 * 2. CSRF for methods other than GET and HEAD when the caller is signed in or sends the session
 *    cookie (403 `csrf`);
 * 3. the operation's permission check with hasAuthority (403 `forbidden`);
 * 4. validation of path parameters, query and body with the operation's yup schemas, every bad
 *    field named (400 `validation`);
 * 5. for a write (POST, PUT, PATCH, DELETE), one transaction (http/unitOfWork.ts) holding the
 *    Idempotency-Key claim (replay, or 422 `idempotencyConflict`), the handler and its answer;
 *    a handler bound with handlePrepared first reads and computes outside it (a report renders
 *    holding no transaction) and writes in it;
 * 6. the handler's answer, sent with the operation's success status and written through the
 *    contract's response schema where it has one (http/responseSerializer.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER } from '../../contract/cookies';
import { type AnyOperation, DEFAULT_CONTEXT_ROOT, SERVICE_PREFIXES } from '../../contract/operation';
import { PROBLEM_CONTENT_TYPE, type ProblemFieldError } from '../../contract/problem';
import { hasAuthority } from '../../domain/permissions';
import { authenticate, csrfTokenValid, hasSessionCookie, presentedAccessToken, sessionIdFromCookie } from '../auth/authenticate';
import type { Principal } from '../auth/principal';
import type { AppContext } from '../context';
import { MAX_IDEMPOTENCY_KEY_LENGTH } from './idempotency';
import { contentDisposition } from './contentDisposition';
import { type BoundHandler, isFileAnswer, type OperationInput } from './operationHandler';
import { type AuditedCall, auditCall, auditCrossAccountProbe, auditDenial, auditRowBeforeAnswer, isDenial } from './operationAudit';
import { carryAudit } from '../audit/carriedAudit';
import { auditInterestDenial } from './interestDenial';
import { HttpProblem, inputProblemOf } from './problems';
import { responseSerializer } from './responseSerializer';
import { runRead, runWrite, type WriteKey, type WriteOutcome } from './unitOfWork';
import { opensInOneRoundTrip } from '../db/scopedTransaction';
import type { TransactionScope } from '../db/accountScope';
import { repositories } from '../db/repositories';
import { serverToday, validatePart } from './validation';

/** The Fastify path of an operation: `{contextRoot}{prefix}{path}` with `{name}` written `:name`. */
export const routePath = (operation: AnyOperation, contextRoot: string = DEFAULT_CONTEXT_ROOT): string =>
  `${contextRoot}${SERVICE_PREFIXES[operation.service]}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function checkCsrf(context: AppContext, request: FastifyRequest, user: Principal | null): void {
  if (!UNSAFE_METHODS.has(request.method)) return;
  // A signed-in caller is bound to its session; an anonymous one only when it sends the session
  // cookie (a forged or foreign cookie binds to nothing and fails).
  const sessionId = user ? user.sessionId : hasSessionCookie(request) ? (sessionIdFromCookie(context, request) ?? '') : null;
  if (sessionId !== null && !csrfTokenValid(context, request, sessionId)) throw new HttpProblem('csrf');
}

async function validateInput(operation: AnyOperation, request: FastifyRequest, now: Date): Promise<OperationInput<AnyOperation>> {
  const today = serverToday(now);
  const parts = [
    await validatePart(operation.params, request.params, 'params', today),
    await validatePart(operation.query, request.query, 'query', today),
    await validatePart(operation.body, request.body, 'body', today),
  ] as const;
  const errors: ProblemFieldError[] = parts.flatMap((part) => (part.ok ? [] : part.errors));
  if (errors.length > 0) throw new HttpProblem('validation', errors.map((error) => `${error.field}: ${error.message}`).join(' '), errors);
  const [params, query, body] = parts.map((part) => (part.ok ? part.value : undefined));
  return { params, query, body: operation.body ? body : undefined };
}

/** Whether the request's If-None-Match names `etag` (a weak comparison, RFC 9110 §13.1.2). */
function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  return header !== undefined && header.split(',').some((candidate) => [etag, `W/${etag}`, '*'].includes(candidate.trim()));
}

function sendAnswer(operation: AnyOperation, request: FastifyRequest, reply: FastifyReply, answer: unknown, serialize: (answer: unknown) => string): FastifyReply {
  if (isFileAnswer(answer)) {
    reply.header('cache-control', answer.cacheControl ?? 'private, no-store');
    if (answer.etag !== undefined) {
      reply.header('etag', answer.etag);
      if (notModified(request, answer.etag)) return reply.code(304).send();
    }
    return reply
      .code(200)
      .header('content-disposition', contentDisposition(answer.fileName, answer.disposition ?? 'attachment'))
      .type(answer.contentType)
      .send(answer.bytes);
  }
  const status = operation.successStatus ?? 200;
  if (status === 204) return reply.code(204).send();
  if (operation.response === 'text') return reply.code(status).type('text/plain; charset=utf-8').send(String(answer));
  return reply.code(status).type('application/json; charset=utf-8').send(serialize(answer));
}

/** The request's parts as they came, for the audit row of a call refused before validation. */
const rawInput = (request: FastifyRequest): Partial<OperationInput<AnyOperation>> => ({ params: request.params, query: request.query, body: request.body });

/**
 * Audits a refused or failed call (the write rolled back: its own row); never hides the refusal.
 * A denial by a security control is audited for every operation (operationAudit.ts auditDenial);
 * a 404 also probes whether the record is another account's (auditCrossAccountProbe), or the
 * caller's account's but outside their legitimate interest (interestDenial.ts).
 */
async function auditRefusal(
  context: AppContext,
  operation: AnyOperation,
  audited: AuditedCall,
  input: Partial<OperationInput<AnyOperation>>,
  error: unknown,
): Promise<void> {
  const code = error instanceof HttpProblem ? error.code : 'error';
  try {
    if (isDenial(code)) await auditDenial(context.db, operation, audited, input, code, error instanceof HttpProblem ? error.auditSubject : null);
    else await auditCall(context.db, operation, audited, input, null, code);
    // A 404 on another account's record is a denial too; the answer stays the same plain 404.
    if (code === 'notFound') await auditCrossAccountProbe(context.db, operation, audited, input);
    // So is a 404 on a record of the caller's own account outside their legitimate interest.
    if (code === 'notFound') await auditInterestDenial(context.db, operation, audited, input);
  } catch {
    // The database failing is what the error handler answers; the audit row is lost with it.
  }
}

function sendEarlier(reply: FastifyReply, start: Extract<WriteOutcome, { kind: 'earlier' }>['start']): FastifyReply {
  if (start.kind === 'mismatch') throw new HttpProblem('idempotencyConflict');
  if (start.status === 204) return reply.code(204).header('idempotent-replayed', 'true').send();
  return reply
    .code(start.status)
    .header('idempotent-replayed', 'true')
    .type(start.status >= 400 ? PROBLEM_CONTENT_TYPE : 'application/json; charset=utf-8')
    .send(start.body);
}

/**
 * The account a signed-in call's transaction is limited to (row-level security): the caller's own,
 * internal staff's included, so that no query reaches another account's rows by accident; staff
 * enter other accounts only through their audited cross-account scope (http/crossAccount.ts).
 * A caller limited to their legitimate interest (a teacher) is narrowed to it as well.
 * `null` for an anonymous call (the player and sign-in find their account by a secret first).
 */
export const accountScopeOf = (user: Principal | null): TransactionScope | null =>
  user ? { accountId: user.accountId, interestUserId: user.limitedToInterest ? user.userId : null } : null;

/** The caller's Idempotency-Key of a write, checked; `null` without one (or for an anonymous caller). */
function writeKeyOf(request: FastifyRequest, user: Principal | null): WriteKey | null {
  const key = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
  if (!user || typeof key !== 'string' || key === '') return null;
  if (key.length > MAX_IDEMPOTENCY_KEY_LENGTH) {
    const message = `Must be at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters.`;
    throw new HttpProblem('validation', message, [{ field: IDEMPOTENCY_HEADER, message }]);
  }
  return { user, key };
}

/** What a write's preparation made, or what it threw. */
type Prepared = { failed: false; value: unknown } | { failed: true; error: unknown };

/**
 * Runs a write's preparation ({@link BoundHandler.prepare}) outside its unit of work; each of its
 * reads is a read transaction of the caller's account.
 */
async function prepareWrite(
  context: AppContext,
  handler: BoundHandler,
  input: OperationInput<AnyOperation>,
  user: Principal | null,
  ip: string,
  now: Date,
  accountScope: TransactionScope | null,
): Promise<Prepared> {
  if (!handler.prepare || !user) return { failed: true, error: new Error(`${handler.operation.id} has no preparation for this caller.`) };
  const scope = { accountId: user.accountId, userId: user.userId };
  try {
    const value = await handler.prepare(input, {
      user,
      ip,
      now,
      context,
      read: (run) => runRead(context, accountScope, (scoped) => run(scoped.db, repositories(scoped.db, scope))),
    });
    return { failed: false, value };
  } catch (error) {
    return { failed: true, error };
  }
}

/**
 * Registers the route of every operation (see the module comment).
 * @param operations the contract's operations (OPERATIONS).
 * @param handlers one bound handler per operation.
 * @throws Error at start-up when an operation has no handler, or a handler no operation, or two
 *   handlers claim one operation: the server never starts with part of the contract missing.
 */
export function registerOperations(
  app: FastifyInstance,
  context: AppContext,
  operations: readonly AnyOperation[],
  handlers: readonly BoundHandler[],
  contextRoot: string = DEFAULT_CONTEXT_ROOT,
): void {
  const byId = new Map<string, BoundHandler>();
  for (const handler of handlers) {
    if (byId.has(handler.operation.id)) throw new Error(`Two handlers for ${handler.operation.id}.`);
    byId.set(handler.operation.id, handler);
  }
  const missing = operations.filter((operation) => !byId.has(operation.id)).map((operation) => operation.id);
  if (missing.length > 0) throw new Error(`No handler for: ${missing.join(', ')}.`);
  const unknown = [...byId.keys()].filter((id) => !operations.some((operation) => operation.id === id));
  if (unknown.length > 0) throw new Error(`Handlers for operations not in the contract: ${unknown.join(', ')}.`);

  for (const operation of operations) {
    const handler = byId.get(operation.id) as BoundHandler;
    const serialize = responseSerializer(operation);
    app.route({
      method: operation.method,
      url: routePath(operation, contextRoot),
      ...(handler.rateLimit ? { config: { rateLimit: handler.rateLimit } } : {}),
      ...(operation.bodyLimit ? { bodyLimit: operation.bodyLimit } : {}),
      // A throttled call (429, refused by @fastify/rate-limit before the handler) is a denial too.
      onError: async (request, _reply, error) => {
        if (error.statusCode !== 429) return;
        const audited: AuditedCall = { user: null, ip: request.ip, requestId: request.id, now: context.clock() };
        await auditRefusal(context, operation, audited, rawInput(request), new HttpProblem('rateLimited'));
      },
      handler: async (request, reply) => {
        const now = context.clock();
        const user = operation.access === 'public' ? null : await authenticate(context, request);
        const audited: AuditedCall = { user, ip: request.ip, requestId: request.id, now };
        if (operation.access !== 'public' && !user) {
          const refusal = new HttpProblem('unauthenticated');
          // A presented token that does not authenticate is audited; a call with no credential at
          // all (a plain anonymous request, a bot) is not, so it cannot flood the log.
          if (presentedAccessToken(request) !== null) await auditRefusal(context, operation, audited, rawInput(request), refusal);
          throw refusal;
        }
        let input: OperationInput<AnyOperation> | null = null;
        try {
          checkCsrf(context, request, user);
          if (Array.isArray(operation.access) && !hasAuthority(user?.permissions, operation.access)) throw new HttpProblem('forbidden');
          const valid = await validateInput(operation, request, now);
          input = valid;
          const accountScope = accountScopeOf(user);
          if (!UNSAFE_METHODS.has(request.method) && handler.usesDatabase === false) {
            // Answered from the principal (handleFromPrincipal): nothing to read, nothing to audit.
            const answer = await handler.run(valid, { user, ip: request.ip, now, request, reply, context, db: context.db });
            return sendAnswer(operation, request, reply, answer, serialize);
          }
          if (!UNSAFE_METHODS.has(request.method)) {
            // A read's audit row, when known before the answer, goes to the database with the
            // statement that opens a customer's transaction (db/scopedTransaction.ts), else may go
            // with the read's own statement (audit/carriedAudit.ts); otherwise it is written here.
            const before = auditRowBeforeAnswer(operation, audited, valid);
            const opening = before !== null && accountScope !== null && opensInOneRoundTrip(context.db) ? [before] : [];
            const answer = await runRead(
              context,
              accountScope,
              async (scoped) => {
                const carried = before && opening.length === 0 ? carryAudit(before) : null;
                const read = await handler.run(valid, { user, ip: request.ip, now, request, reply, context: scoped, db: scoped.db, audit: carried?.audit ?? null });
                if (opening.length === 0 && !carried?.wasWritten()) await auditCall(scoped.db, operation, audited, valid, read, 'ok');
                return read;
              },
              opening,
            );
            return sendAnswer(operation, request, reply, answer, serialize);
          }
          const prepared = handler.prepare ? await prepareWrite(context, handler, valid, user, request.ip, now, accountScope) : null;
          const outcome = await runWrite(
            context,
            request,
            writeKeyOf(request, user),
            accountScope,
            async (scoped) => {
              // A failed preparation fails here, after the key's claim: a retry is answered alike.
              if (prepared?.failed) throw prepared.error;
              const answer = await handler.run(valid, { user, ip: request.ip, now, request, reply, context: scoped, db: scoped.db }, prepared?.value);
              await auditCall(scoped.db, operation, audited, valid, answer, 'ok');
              return answer;
            },
            (answer) => ({ status: operation.successStatus ?? 200, body: serialize(answer) }),
          );
          if (outcome.kind === 'refused') throw outcome.problem;
          if (outcome.kind === 'answered') return sendAnswer(operation, request, reply, outcome.answer, serialize);
          if (outcome.start.kind === 'replay') {
            const replayed = outcome.start.status < 400 ? (JSON.parse(outcome.start.body) as unknown) : null;
            await auditCall(context.db, operation, audited, valid, replayed, 'replayed');
          }
          return sendEarlier(reply, outcome.start);
        } catch (raised) {
          const error = inputProblemOf(raised);
          await auditRefusal(context, operation, audited, input ?? rawInput(request), error);
          throw error;
        }
      },
    });
  }
}
