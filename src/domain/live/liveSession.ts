/**
 * Live (telepractice) sessions, issue #20 and DESIGN.md section 7: the examiner and the examinee
 * in different places, the examinee's screen showing what the examiner shows, in real time.
 * A live session is an administration session (`prosa.session`) whose delivery is `live`.
 */
import type { StimulusPage } from './stimulusBook';

/** How a session's assessments reach the respondent: one remote link answered alone, or live with the examiner. */
export const SESSION_DELIVERIES = ['link', 'live'] as const;
/** One of {@link SESSION_DELIVERIES}. */
export type SessionDelivery = (typeof SESSION_DELIVERIES)[number];

/**
 * A live session's lifecycle: planned (`scheduled`), begun by the examiner (`inProgress`, after
 * its licence was validated), `ended` by the examiner, or `cancelled` before it began.
 */
export const LIVE_SESSION_STATUSES = ['scheduled', 'inProgress', 'ended', 'cancelled'] as const;
/** One of {@link LIVE_SESSION_STATUSES}. */
export type LiveSessionStatus = (typeof LIVE_SESSION_STATUSES)[number];

/**
 * The session's video: `builtIn` is one-to-one WebRTC in the browser (our WebSocket carries the
 * signalling), `external` is the account's own video service, whose address the page shows beside
 * the stimulus, `none` is a session held over the telephone or in the same room.
 */
export const VIDEO_MODES = ['builtIn', 'external', 'none'] as const;
/** One of {@link VIDEO_MODES}. */
export type VideoMode = (typeof VIDEO_MODES)[number];

/** Who takes part: the examiner (an account user) or the examinee's side (the examinee, or a parent sitting with a child). */
export const LIVE_ROLES = ['examiner', 'examinee'] as const;
/** One of {@link LIVE_ROLES}. */
export type LiveRole = (typeof LIVE_ROLES)[number];

/**
 * What the examinee's screen shows, as the examiner chose it. Ids only: the content of a step
 * (an item's text and options, a stimulus page, a passage) is resolved for the session's language
 * when it is delivered ({@link StepContent}).
 * - `waiting`: nothing yet (a welcome while the examiner prepares);
 * - `instructions`: the instructions of one of the session's assessments;
 * - `item`: one self-report item of an assessment, which the examinee answers;
 * - `stimulus`: one page of a published stimulus book;
 * - `passage`: an oral reading fluency passage of an assessment's product, read aloud;
 * - `ended`: the session is over.
 */
export type LiveStep =
  | { kind: 'waiting' }
  | { kind: 'instructions'; assessmentId: number }
  | { kind: 'item'; assessmentId: number; itemId: string }
  | { kind: 'stimulus'; bookId: string; pageId: string }
  | { kind: 'passage'; assessmentId: number; passageId: string }
  | { kind: 'ended' };

/** The kinds of {@link LiveStep}. */
export type LiveStepKind = LiveStep['kind'];

/** A response option as the examinee sees it. */
export interface LiveOption {
  value: number;
  label: string;
}

/**
 * The content of a step in the session's language, as both screens render it.
 * `item` carries the examinee's current answer so a reload shows it; a numeric item has
 * `options: []` and its `min`/`max`.
 */
export type StepContent =
  | { kind: 'waiting' }
  | { kind: 'instructions'; productName: string; text: string }
  | {
      kind: 'item';
      productName: string;
      /** The item's number on the form (1-based). */
      number: number;
      itemCount: number;
      /** The form's stem or recall period ("Over the last 2 weeks, how often…"), empty when none. */
      stem: string;
      text: string;
      options: LiveOption[];
      min: number | null;
      max: number | null;
      answer: number | null;
    }
  | {
      kind: 'stimulus';
      bookTitle: string;
      page: StimulusPage;
      pageNumber: number;
      pageCount: number;
      /**
       * The address of each image file the page's blocks name, by file name: a signed path under
       * the services' root (content.stimulusBookFile), which each screen prefixes with its services
       * base URL for a plain `<img src>`; it works without a credential for at least 12 hours.
       */
      files: Record<string, string>;
    }
  | { kind: 'passage'; title: string; text: string; wordCount: number }
  | { kind: 'ended' };

/** Two steps are the same page (a repeated push changes nothing on the examinee's screen). */
export function sameStep(a: LiveStep, b: LiveStep): boolean {
  const fields = (step: LiveStep): readonly unknown[] => {
    switch (step.kind) {
      case 'instructions':
        return [step.assessmentId];
      case 'item':
        return [step.assessmentId, step.itemId];
      case 'stimulus':
        return [step.bookId, step.pageId];
      case 'passage':
        return [step.assessmentId, step.passageId];
      default:
        return [];
    }
  };
  const [left, right] = [fields(a), fields(b)];
  return a.kind === b.kind && left.every((value, index) => value === right[index]);
}
