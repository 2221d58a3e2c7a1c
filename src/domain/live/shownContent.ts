/**
 * What the examinee's screen shows, as both live screens keep it beside the folded session state
 * (issue #20): the examiner's "The examinee sees now" panel and the examinee's own page. The server
 * sends a page's content only with `step.shown`; every other change to the page shown has to be
 * derived from the event here, so both screens derive it the same way.
 */
import type { LiveEvent } from './liveEvents';
import type { LiveStep, StepContent } from './liveSession';

/** Whether the event ends the session for both screens (ended, or cancelled before it began). */
export const endsSession = (event: LiveEvent): boolean => event.type === 'session.ended' || event.type === 'session.cancelled';

/**
 * The content shown after an event has been folded in.
 * - the session ended or was cancelled: `{ kind: 'ended' }`;
 * - the event came with content (`step.shown`): that content;
 * - `item.answered` for the item shown (`step` is that item): the item's content with the new
 *   answer (`null` when the answer was cleared), since a screen that was welcomed on the item
 *   would otherwise keep the answer it had then;
 * - anything else, or an answer to another item: `content` unchanged (the same object).
 * Pure; never mutates `content`.
 * @param content the content shown before the event, `null` before the first welcome
 * @param step the step after the event was folded in (`LiveSessionState.step`)
 * @param event the event just folded in
 * @param eventContent the content the event came with, if any
 */
export function shownContentAfter(content: StepContent | null, step: LiveStep, event: LiveEvent, eventContent?: StepContent): StepContent | null {
  if (endsSession(event)) return { kind: 'ended' };
  if (eventContent) return eventContent;
  if (event.type !== 'item.answered' || content?.kind !== 'item') return content;
  const shown = step.kind === 'item' && step.assessmentId === event.assessmentId && step.itemId === event.itemId;
  return shown && content.answer !== event.value ? { ...content, answer: event.value } : content;
}
