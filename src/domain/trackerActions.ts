/**
 * What back-office staff may change from the assessment tracker (issue #17: "a status update with
 * a reason — reopen a submitted remote assessment, expire a link, mark an e-mail's delivery
 * resolved — goes through the same domain rules as the customer's own actions"). Each rule is
 * built on the existing ones: a link's state is `linkStateAt` and whether it still takes answers
 * is `linkAcceptsAnswers` (remoteLink.ts), as for the examiner's revoke and the player.
 */
import type { AssessmentStatus } from './assessment';
import type { EmailState } from './email';
import { type LinkKind, type LinkLifecycle, linkAcceptsAnswers, linkStateAt } from './remoteLink';

/** The status updates: reopen a submitted remote assessment, expire a link now, mark a failed e-mail delivery resolved. */
export const TRACKER_ACTIONS = ['reopen', 'expireLink', 'resolveEmail'] as const;
/** One value of {@link TRACKER_ACTIONS}. */
export type TrackerAction = (typeof TRACKER_ACTIONS)[number];

/** A refusal of an action, or `null` when it is open. */
export type Refusal = string | null;

/** A link as the rules read it. */
export interface ActionLink extends LinkLifecycle {
  id: number;
  kind: LinkKind;
}

/** The facts that decide whether an assessment may be reopened. */
export interface ReopenFacts {
  status: AssessmentStatus;
  deleted: boolean;
  /** Reports ever generated on it, deleted ones included. */
  reportCount: number;
  /** The links of the assessment (its own and its session's). */
  links: readonly ActionLink[];
}

/**
 * The link a reopened assessment is answered through again: the newest remote link (highest id)
 * of the assessment. In-person links are launched by the examiner, not answered remotely.
 */
export function reopenLink(links: readonly ActionLink[]): ActionLink | null {
  return [...links].filter((link) => link.kind === 'remote').sort((a, b) => b.id - a.id)[0] ?? null;
}

/**
 * Whether a submitted remote assessment may go back to in progress, so that its link can be
 * answered again: it is not deleted; it was submitted (complete or scored); it has a remote link
 * that is completed or still takes answers and has not expired or been revoked by `now`; and no
 * report was ever generated on it (a report is an immutable record of the score a reopening
 * would throw away, and was paid for).
 * @returns the refusal's message, or `null` when the assessment may be reopened.
 */
export function reopenRefusal(facts: ReopenFacts, now: Date): Refusal {
  if (facts.deleted) return 'This assessment is deleted; it cannot be reopened.';
  if (facts.status !== 'complete' && facts.status !== 'scored') return 'Only a submitted assessment can be reopened.';
  const link = reopenLink(facts.links);
  if (!link) return 'Only an assessment answered through a remote link can be reopened.';
  if (facts.reportCount > 0) return 'A report was generated on this assessment; it cannot be reopened.';
  const stored = link.state === 'completed' ? 'inProgress' : link.state;
  if (!linkAcceptsAnswers(linkStateAt({ state: stored, expiresAt: link.expiresAt }, now))) {
    return 'The link of this assessment has expired or was revoked; the examiner can send a new link instead.';
  }
  return null;
}

/**
 * Whether a link may be expired now: only while it could still be opened and answered (the
 * examiner's revoke follows the same rule).
 */
export function expireRefusal(link: LinkLifecycle, now: Date): Refusal {
  return linkAcceptsAnswers(linkStateAt(link, now)) ? null : 'This link is already completed, expired or revoked.';
}

/** An e-mail's delivery as the rule reads it. */
export interface DeliveryFacts {
  state: EmailState;
  /** When staff marked its failed delivery resolved; `null` while not. */
  resolvedAt: string | null;
}

/** Whether a message's failed delivery may be marked resolved: it failed for good and is not marked yet. */
export function resolveRefusal(delivery: DeliveryFacts): Refusal {
  if (delivery.state !== 'failed') return 'Only an e-mail whose delivery failed can be marked resolved.';
  return delivery.resolvedAt === null ? null : 'This e-mail’s failed delivery is already marked resolved.';
}
