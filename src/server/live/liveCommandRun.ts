/**
 * A command from a live screen, decided and persisted (issue #20): in ONE transaction in the
 * session's account scope (and the caller's legitimate interest) the session's row is locked, its
 * log folded (from the snapshot the previous command kept, {@link sessionState}), the command decided by the domain's {@link decideLiveCommand}, and the events it
 * answers appended together with their side effects and the audit row:
 * - `item.answered` saves the response on the assessment through assessment.save's own code
 *   (validation, status, version, verification);
 * - `orf.recorded` saves `wordsRead`, `errors` and, where the product has the item, `seconds`, and
 *   scores the assessment (the score of record, as assessment.save with status `scored`);
 * - `session.ended` marks the session ended.
 * The append keeps the state after the events as the session's snapshot, in the same statement.
 * The events reach the screens through the bus once the transaction commits (the sender's own
 * screen too: that is its acknowledgement). A refusal changes nothing and answers the sender only.
 */
import type { AdministrationDetails } from '../../domain/assessment';
import type { LiveEventBody } from '../../domain/live/liveEvents';
import { decideLiveCommand, type LiveCommand } from '../../domain/live/liveCommands';
import type { LiveServerMessage } from '../../domain/live/liveProtocol';
import type { LiveRole } from '../../domain/live/liveSession';
import type { Responses } from '../../domain/scoring/scoreTypes';
import { type AuditActor, recordAudit } from '../audit/auditLog';
import type { TransactionScope } from '../db/accountScope';
import type { Db } from '../db/client';
import { HttpProblem } from '../http/problems';
import type { Actor } from '../services/actor';
import { requireAssessment, saveAssessment } from '../services/assessments/service';
import type { LiveContent } from './liveContent';
import { sessionFacts } from './liveFacts';
import { sessionState } from './liveHub';
import { inLiveScope, type LiveTransaction } from './liveScope';

/** Who sends a command: the socket's participant and how it acts on the account. */
export interface LiveSender {
  scope: TransactionScope;
  sessionId: number;
  role: LiveRole;
  participantId: number;
  /** The examiner's user id; `null` on the examinee's side. */
  userId: number | null;
  ip: string;
}

/** The audit action of a live command. */
export const LIVE_COMMAND_AUDIT_ACTION = 'prosa.liveCommand';

/** A save's responses with one item changed (`null` removes its answer). */
function withAnswer(responses: Responses, itemId: string, value: number | null): Responses {
  const next: Responses = { ...responses };
  if (value === null) delete next[itemId];
  else next[itemId] = value;
  return next;
}

/** Saves responses on an assessment through assessment.save (same checks, status, version and verification). */
async function saveResponses(
  run: LiveTransaction,
  actor: Actor,
  assessmentId: number,
  change: (responses: Responses, itemIds: ReadonlySet<string>) => Responses,
  status: 'inProgress' | 'scored',
  now: Date,
  administration: Partial<AdministrationDetails> = {},
): Promise<void> {
  const stored = await requireAssessment(run.tx, actor.accountId, assessmentId, true);
  const product = await run.productOf(stored);
  await saveAssessment(
    run.tx,
    actor,
    assessmentId,
    {
      version: stored.version,
      responses: change(stored.responses, new Set(product.items.map((item) => item.id))),
      administrationDate: stored.administrationDate,
      examinerId: stored.examinerId,
      administration: { ...stored.administration, ...administration },
      // Any status but `scored` is derived from the responses by the save.
      status,
    },
    now,
  );
}

/** The side effect of one persisted event on the assessment or the session. */
async function sideEffect(run: LiveTransaction, actor: Actor, event: LiveEventBody, end: () => Promise<void>, now: Date): Promise<void> {
  switch (event.type) {
    case 'item.answered':
      return saveResponses(run, actor, event.assessmentId, (responses) => withAnswer(responses, event.itemId, event.value), 'inProgress', now);
    case 'orf.recorded':
      return saveResponses(
        run,
        actor,
        event.assessmentId,
        (responses, itemIds) => ({ ...responses, wordsRead: event.wordsRead, errors: event.errors, ...(itemIds.has('seconds') ? { seconds: event.seconds } : {}) }),
        'scored',
        now,
        { ...(event.grade !== undefined ? { grade: event.grade } : {}), ...(event.season !== undefined ? { season: event.season } : {}) },
      );
    case 'session.ended':
      return end();
    default:
      return undefined;
  }
}

/**
 * Decides and persists a command (see the module comment).
 * @returns `null` when it was accepted (its events follow through the bus), else the `refused`
 *   message for the sender.
 */
export async function runLiveCommand(db: Db, content: LiveContent, sender: LiveSender, command: LiveCommand, now: Date): Promise<LiveServerMessage | null> {
  try {
    return await inLiveScope(db, sender.scope, sender.userId, async (run) => {
      const session = await run.repos.liveRuntime.session(sender.sessionId, { forUpdate: true });
      if (!session) return { type: 'refused', code: 'ended', message: 'The session is no longer there.' };
      const state = await sessionState(run.repos, session);
      const facts = await sessionFacts(run, session, command, content);
      const decision = decideLiveCommand(state, sender.role, command, facts, now);
      if (!decision.ok) return { type: 'refused', code: decision.code, message: decision.message };
      if (decision.events.length === 0) return null;
      // Saves are made by the examiner; the examinee's side saves on the session examiner's behalf (its audit row names no user).
      const saverId = sender.userId ?? session.examinerId;
      if (saverId === null) throw new Error(`Live session ${session.id} has no examiner.`);
      const actor: Actor = { userId: saverId, accountId: session.accountId, ip: sender.ip };
      // The state folded under the row lock is the head: the append keeps the state after its events as the snapshot.
      await run.repos.liveEvents.append(session.id, decision.events, sender.role, sender.participantId, now, { state });
      for (const event of decision.events) await sideEffect(run, actor, event, () => run.repos.liveRuntime.end(session.id, now), now);
      const auditActor: AuditActor = { userId: sender.userId, accountId: session.accountId, ip: sender.ip };
      await recordAudit(run.tx, auditActor, { action: LIVE_COMMAND_AUDIT_ACTION, entity: 'session', entityId: session.id }, now);
      return null;
    });
  } catch (error) {
    // A save's own refusal (an answer the item does not take, responses that cannot be scored): nothing was written.
    if (error instanceof HttpProblem) return { type: 'refused', code: 'invalid', message: error.message };
    throw error;
  }
}
