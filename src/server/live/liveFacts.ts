/**
 * The facts a live command is decided against (domain/live/liveCommands.ts): the session's
 * assessments with their items' allowed answers and their reading passages' word counts, read
 * from each assessment's own product version (through the database's cache of published
 * versions), and whether a stimulus page exists.
 */
import type { LiveAssessmentFacts, LiveCommand, LiveItemFacts, LiveSessionFacts } from '../../domain/live/liveCommands';
import type { ProductDefinition } from '../../domain/product/productDefinition';
import type { LiveSessionRow } from '../db/repositories/liveSessionRuntime';
import type { LiveContent } from './liveContent';
import type { LiveTransaction } from './liveScope';

/** The answers each item of a product takes (essay items are not answered on a live screen). */
export function itemFacts(product: ProductDefinition): Record<string, LiveItemFacts> {
  const items: Record<string, LiveItemFacts> = {};
  for (const item of product.items) {
    if (item.type === 'choice') items[item.id] = { values: item.options.map((option) => option.value), min: null, max: null };
    else if (item.type === 'numeric') items[item.id] = { values: null, min: item.min, max: item.max };
  }
  return items;
}

/**
 * Whether a command names an assessment (a `show` through its step): the rules look assessments
 * up only by the id a command names, so a command that names none is decided without them.
 */
export function namesAssessment(command: LiveCommand): boolean {
  return command.type === 'show' ? 'assessmentId' in command.step : 'assessmentId' in command;
}

/**
 * The facts of a session for one command. Only a `show` of a stimulus page asks the content
 * whether the page exists (the only question the rules ask of it), and only a command that names
 * an assessment reads the session's assessments (a push of the waiting page or a stimulus page
 * does not).
 * An assessment takes answers until it is scored: the examinee may change an answer after the
 * last one (the status `complete` is derived from the answers, as assessment.save derives it).
 */
export async function sessionFacts(run: LiveTransaction, session: LiveSessionRow, command: LiveCommand, content: LiveContent): Promise<LiveSessionFacts> {
  const rows = namesAssessment(command) ? await run.repos.liveRuntime.assessmentsOf(session.id) : [];
  const assessments: LiveAssessmentFacts[] = [];
  for (const row of rows) {
    const product = await run.productOf(row);
    assessments.push({
      assessmentId: row.id,
      answerable: row.status !== 'scored',
      items: itemFacts(product),
      passages: Object.fromEntries(product.passages.map((passage) => [passage.id, passage.wordCount])),
    });
  }
  const stimulus = command.type === 'show' && command.step.kind === 'stimulus' ? command.step : null;
  const pageExists = stimulus ? await content.hasStimulusPage(run.tx, stimulus.bookId, stimulus.pageId, session.locale) : false;
  return {
    assessments,
    hasStimulusPage: (bookId, pageId) => pageExists && stimulus !== null && stimulus.bookId === bookId && stimulus.pageId === pageId,
  };
}
