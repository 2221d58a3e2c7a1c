/**
 * The steps of a live session as the examiner's screen lists them (issue #20), and the facts the
 * domain's `decideLiveCommand` needs, built from the session's assessments and the stimulus books.
 * Pure: the screen asks the same rules the server decides with, so it disables what would be refused.
 */
import type { AssessmentDetails } from '../../../contract/services/assessments';
import type { StimulusBookIndex } from '../../../contract/services/stimulusBooks';
import { decideLiveCommand, type LiveCommand, type LiveSessionFacts } from '../../../domain/live/liveCommands';
import { type LiveStep, sameStep } from '../../../domain/live/liveSession';
import type { LiveSessionState } from '../../../domain/live/liveState';
import type { Locale } from '../../../domain/locale';
import { textIn } from '../../../domain/product/localizedText';

/** An item of an assessment as the examiner's list shows it. */
export interface LivePlanItem {
  id: string;
  number: number;
  text: string;
  /** Option values and labels; empty for a numeric item. */
  options: { value: number; label: string }[];
  min: number | null;
  max: number | null;
}

/** One assessment of the session with what can be shown of it, in the session's language. */
export interface LiveAssessmentPlan {
  assessmentId: number;
  productName: string;
  /** The assessment's status: answers change only while `draft` or `inProgress`. */
  status: string;
  items: LivePlanItem[];
  passages: { id: string; title: string; text: string; wordCount: number }[];
  /** Administration facts the product's norms need that the assessment does not have yet (ORF: grade, season). */
  administrationMissing: ('grade' | 'season')[];
  /**
   * The product's shortest probe that is scored, in seconds, with the product's reason (ORF: 30,
   * a `minimum` constraint on the `seconds` item); `null` when the product sets none.
   */
  minimumSeconds: { value: number; message: string } | null;
}

/** A step of the session's list: what it shows and the words that name it. */
export interface ListedStep {
  key: string;
  step: LiveStep;
  assessmentId: number;
  kind: 'instructions' | 'item' | 'passage';
  /** The item's number, or the passage's title. */
  label: string;
}

/** The plan of one assessment from its details (the product definition), in the session's language. */
export function planOf(details: AssessmentDetails, locale: Locale): LiveAssessmentPlan {
  const product = details.product;
  const items = product.items
    .filter((item) => item.type === 'choice' || item.type === 'numeric')
    .map((item) => ({
      id: item.id,
      number: item.number,
      text: textIn(item.text, locale),
      options: item.type === 'choice' ? item.options.map((option) => ({ value: option.value, label: textIn(option.label, locale) })) : [],
      min: item.type === 'numeric' ? item.min : null,
      max: item.type === 'numeric' ? item.max : null,
    }));
  // A reading probe is given from its passages; its items (words read, errors) are the examiner's entries, not screens.
  const shownItems = product.passages.length > 0 ? [] : items;
  return {
    assessmentId: details.assessment.id,
    productName: product.name,
    status: details.assessment.status,
    items: shownItems,
    passages: product.passages.map((passage) => ({ id: passage.id, title: passage.title, text: textIn(passage.text, locale), wordCount: passage.wordCount })),
    administrationMissing: product.administrationFields.filter((field) => details.assessment.administration?.[field] === undefined),
    minimumSeconds: minimumSecondsOf(product.constraints),
  };
}

/** The `minimum` constraint on the seconds read, which the save of a recorded probe enforces. */
function minimumSecondsOf(constraints: AssessmentDetails['product']['constraints']): LiveAssessmentPlan['minimumSeconds'] {
  const minimum = constraints.find((constraint) => constraint.kind === 'minimum' && constraint.item === 'seconds');
  return minimum?.kind === 'minimum' ? { value: minimum.value, message: minimum.message } : null;
}

/** The session's steps in order: per assessment its instructions, each item, then its passages. */
export function sessionSteps(plans: readonly LiveAssessmentPlan[]): ListedStep[] {
  return plans.flatMap((plan) => [
    { key: `${plan.assessmentId}:instructions`, step: { kind: 'instructions', assessmentId: plan.assessmentId }, assessmentId: plan.assessmentId, kind: 'instructions', label: '' } satisfies ListedStep,
    ...plan.items.map(
      (item): ListedStep => ({ key: `${plan.assessmentId}:item:${item.id}`, step: { kind: 'item', assessmentId: plan.assessmentId, itemId: item.id }, assessmentId: plan.assessmentId, kind: 'item', label: String(item.number) }),
    ),
    ...plan.passages.map(
      (passage): ListedStep => ({
        key: `${plan.assessmentId}:passage:${passage.id}`,
        step: { kind: 'passage', assessmentId: plan.assessmentId, passageId: passage.id },
        assessmentId: plan.assessmentId,
        kind: 'passage',
        label: passage.title,
      }),
    ),
  ]);
}

/** The facts of the rules: the session's assessments' items and passages, and the books' pages. */
export function liveFacts(plans: readonly LiveAssessmentPlan[], books: readonly StimulusBookIndex[]): LiveSessionFacts {
  return {
    assessments: plans.map((plan) => ({
      assessmentId: plan.assessmentId,
      answerable: plan.status === 'draft' || plan.status === 'inProgress',
      items: Object.fromEntries(plan.items.map((item) => [item.id, { values: item.options.length > 0 ? item.options.map((option) => option.value) : null, min: item.min, max: item.max }])),
      passages: Object.fromEntries(plan.passages.map((passage) => [passage.id, passage.wordCount])),
    })),
    hasStimulusPage: (bookId, pageId) => books.some((book) => book.id === bookId && book.pages.some((page) => page.id === pageId)),
  };
}

/**
 * Whether the server would act on a command now: accepted with something to persist (showing the
 * page already shown is accepted but changes nothing, so its button is disabled too).
 */
export function commandAllowed(state: LiveSessionState | null, command: LiveCommand, facts: LiveSessionFacts): boolean {
  if (!state) return false;
  // The clock only measures a stopped probe's seconds, which the server records; whether a command is taken does not depend on it.
  const decision = decideLiveCommand(state, 'examiner', command, facts, new Date(0));
  return decision.ok && (decision.events.length > 0 || command.type === 'orf.stop');
}

/** The index of the shown step in the list; -1 when it is not one of them (a stimulus page, waiting). */
export const shownIndex = (steps: readonly ListedStep[], shown: LiveStep): number => steps.findIndex((listed) => sameStep(listed.step, shown));

/** The step before and after the shown one (the first step when none of the list is shown). */
export function neighbours(steps: readonly ListedStep[], shown: LiveStep): { previous: LiveStep | null; next: LiveStep | null } {
  const index = shownIndex(steps, shown);
  if (index < 0) return { previous: null, next: steps[0]?.step ?? null };
  return { previous: steps[index - 1]?.step ?? null, next: steps[index + 1]?.step ?? null };
}
