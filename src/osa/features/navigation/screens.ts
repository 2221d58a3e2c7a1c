/**
 * The player's screens as pure functions of the link's state: pages of items, the resume point,
 * and where Next, Back and a submission lead.
 */
import type { PlayerAssessment, PlayerItem, PlayerState } from '../../../contract/services/player';
import { displayedResponses } from '../answers/answersSelectors';
import type { QueuedAnswer } from '../answers/answersSlice';
import type { Screen } from './navigationSlice';

/** A form's items in pages of `form.itemsPerPage` (at least 1). */
export function pagesOf(assessment: PlayerAssessment): PlayerItem[][] {
  const size = Math.max(1, assessment.form.itemsPerPage);
  const pages: PlayerItem[][] = [];
  for (let start = 0; start < assessment.form.items.length; start += size) pages.push(assessment.form.items.slice(start, start + size));
  return pages;
}

/** The page that shows `itemId` (0 when the form has no such item). */
export const pageOfItem = (assessment: PlayerAssessment, itemId: string): number =>
  Math.max(0, pagesOf(assessment).findIndex((page) => page.some((item) => item.id === itemId)));

/** The first item without an answer, optional items included (a resume starts there), or null when all are answered. */
export const firstUnansweredItem = (assessment: PlayerAssessment, responses: Record<string, number>): PlayerItem | null =>
  assessment.form.items.find((item) => responses[item.id] === undefined) ?? null;

/** The required items without an answer: the review page lists them, and the form cannot be submitted until there are none. */
export const unansweredRequired = (assessment: PlayerAssessment, responses: Record<string, number>): PlayerItem[] =>
  assessment.form.items.filter((item) => !item.optional && responses[item.id] === undefined);

/** The first form still open, if any. */
export const firstOpenAssessment = (player: PlayerState): PlayerAssessment | null =>
  player.assessments.find((assessment) => assessment.status === 'open') ?? null;

/**
 * Where a respondent resumes: the instructions until the link was launched; then the first
 * unanswered item of the first open form (its instructions first when it is a later form of a
 * session not begun yet), its review page when every item has an answer, and the thank-you
 * page when no form is open.
 */
export function resumeScreen(player: PlayerState, queue: readonly QueuedAnswer[]): Screen {
  const assessment = firstOpenAssessment(player);
  if (!assessment) return { kind: 'thanks' };
  const { assessmentId } = assessment;
  const responses = displayedResponses(assessment.responses, queue, assessmentId);
  const begun = Object.keys(responses).length > 0;
  const laterForm = player.assessments.indexOf(assessment) > 0;
  if (!player.link.launched || (laterForm && !begun)) return { kind: 'instructions', assessmentId };
  const item = firstUnansweredItem(assessment, responses);
  return item ? { kind: 'page', assessmentId, page: pageOfItem(assessment, item.id) } : { kind: 'review', assessmentId };
}

/** Where a form starts after its instructions: the page of its first unanswered item, or its review page. */
export function startScreen(assessment: PlayerAssessment, queue: readonly QueuedAnswer[]): Screen {
  const item = firstUnansweredItem(assessment, displayedResponses(assessment.responses, queue, assessment.assessmentId));
  return item ? { kind: 'page', assessmentId: assessment.assessmentId, page: pageOfItem(assessment, item.id) } : { kind: 'review', assessmentId: assessment.assessmentId };
}

/** Where Next leads from a page: the next page, or the review page after the last. */
export function nextScreen(assessment: PlayerAssessment, screen: Screen): Screen {
  if (screen.kind !== 'page') return screen;
  return screen.page + 1 < pagesOf(assessment).length
    ? { kind: 'page', assessmentId: assessment.assessmentId, page: screen.page + 1 }
    : { kind: 'review', assessmentId: assessment.assessmentId };
}

/** Where Back leads: the previous page, the instructions from the first page, the last page from the review page. */
export function previousScreen(assessment: PlayerAssessment, screen: Screen): Screen {
  const { assessmentId } = assessment;
  if (screen.kind === 'review') return { kind: 'page', assessmentId, page: Math.max(0, pagesOf(assessment).length - 1) };
  if (screen.kind !== 'page') return screen;
  return screen.page > 0 ? { kind: 'page', assessmentId, page: screen.page - 1 } : { kind: 'instructions', assessmentId };
}

/** After a submission: the next open form's instructions, or the thank-you page. */
export function screenAfterSubmit(player: PlayerState): Screen {
  const next = firstOpenAssessment(player);
  return next ? { kind: 'instructions', assessmentId: next.assessmentId } : { kind: 'thanks' };
}
