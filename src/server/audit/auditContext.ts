/**
 * The request (or background job) an audit row belongs to, carried implicitly through the
 * asynchronous calls of its work (node:async_hooks AsyncLocalStorage), so that every row names
 * it, those written deep in a service or an authentication step included, without threading an
 * id through every signature (issue #16: every audit row carries the request id).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const current = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Runs `work` as part of the request or job `requestId`: audit rows written inside it, at any
 * depth, carry that id.
 * @param requestId the request's id (Fastify's `request.id`), or `job:<queue>:<job id>` for a job.
 */
export const runInAuditContext = <T>(requestId: string, work: () => T): T => current.run({ requestId }, work);

/** The id of the request or job being served here, or `null` outside any (start-up, tests). */
export const currentRequestId = (): string | null => current.getStore()?.requestId ?? null;

/**
 * Serves every request of `app` in its audit context. From `preHandler` on (after the body is
 * parsed, whose stream callbacks would leave the context), so the handler and everything it
 * calls writes the request's id.
 */
export function registerAuditContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => runInAuditContext(request.id, done));
}
