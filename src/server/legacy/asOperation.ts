/**
 * A legacy page that does what a contract operation does (my account's password form, the user
 * form, the feedback form) runs it as that operation's unit of work: one transaction with the
 * operation's audit row, written from its contract declaration as for the API call.
 */
import type { FastifyRequest } from 'fastify';
import type { AnyOperation } from '../../contract/operation';
import type { Principal } from '../auth/principal';
import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { auditCall, type AuditedCall } from '../http/operationAudit';
import type { OperationInput } from '../http/operationHandler';
import { HttpProblem } from '../http/problems';

/** The audited call of a legacy request, by a signed-in user. */
export const legacyCall = (context: AppContext, request: FastifyRequest, principal: Principal): AuditedCall => ({
  user: principal,
  ip: request.ip,
  requestId: request.id,
  now: context.clock(),
});

/**
 * Runs `run` in one transaction with the operation's audit row.
 * @param input the operation's input as the page understood it (where the audited id is read).
 * @param outcomeOf the outcome of an answer that is a refusal the page shows (its writes kept).
 * @throws what `run` throws, after the rollback and an audit row with the problem's code; a
 *   refusal that keeps its writes (a wrong current password, http/problems.ts) after the commit
 *   of those writes and of the audit row, as the operation's unit of work does.
 */
export async function asOperation<T>(
  context: AppContext,
  request: FastifyRequest,
  principal: Principal,
  operation: AnyOperation,
  input: Partial<OperationInput<AnyOperation>>,
  run: (db: Db) => Promise<T>,
  outcomeOf: (answer: T) => string = () => 'ok',
): Promise<T> {
  const audited = legacyCall(context, request, principal);
  let outcome: { ok: true; value: T } | { ok: false; problem: HttpProblem };
  try {
    outcome = await context.db.transaction(async (tx) => {
      let result: T;
      try {
        result = await run(tx);
      } catch (error) {
        if (!(error instanceof HttpProblem) || !error.keepsWrites) throw error;
        await auditCall(tx, operation, audited, input, null, error.code);
        return { ok: false as const, problem: error };
      }
      await auditCall(tx, operation, audited, input, result, outcomeOf(result));
      return { ok: true as const, value: result };
    });
  } catch (error) {
    await auditCall(context.db, operation, audited, input, null, error instanceof HttpProblem ? error.code : 'error').catch(() => undefined);
    throw error;
  }
  if (!outcome.ok) throw outcome.problem;
  return outcome.value;
}
