/**
 * A live oral reading fluency probe (issue #20): the child reads the passage on their screen, the
 * examiner marks each word read in error and the last word read, and a 60-second timer bounds it.
 * WCPM = words read − errors for a full minute (Hasbrouck & Tindal 2017 procedure); a probe stopped
 * early is prorated to a minute, round_half_up((words read − errors) × 60 / seconds), a convention
 * the instrument file records as not Hasbrouck & Tindal's own, and the result says so.
 */

/** The standard probe: one minute (Hasbrouck & Tindal 2017). */
export const ORF_PROBE_SECONDS = 60;

/** What the examiner marked on their copy of the passage. Word indexes are 0-based into {@link passageWords}. */
export interface OrfMarks {
  /** Indexes of words read in error (a word read incorrectly, omitted, or supplied after 3 seconds). */
  errorWordIndexes: readonly number[];
  /** Index of the last word the child reached; `null` until marked. */
  lastWordIndex: number | null;
}

/** The result of a probe. */
export interface OrfProbeResult {
  /** Words the child reached: the last word's index + 1. */
  wordsRead: number;
  /** Error marks on words up to the last word read (marks beyond it are ignored). */
  errors: number;
  wordsCorrect: number;
  /** Seconds read, whole: 60 for a full probe. */
  seconds: number;
  /** Words correct per minute, prorated when `seconds` < 60. */
  wcpm: number;
  /** Words correct / words read, as a percentage with one decimal; `null` when no word was read. */
  accuracy: number | null;
  /** The probe was stopped before the minute and its WCPM is prorated. */
  prorated: boolean;
}

/** Half away from zero, as the instrument file's `round_half_up`. */
const roundHalfUp = (value: number): number => Math.floor(value + 0.5);

/**
 * The probe's result from the examiner's marks and the seconds read.
 * @param wordCount the passage's number of words.
 * @param elapsedSeconds seconds from the timer's start to its stop, capped at 60; fractions are
 *   rounded half up to whole seconds, and at least 1.
 * @returns `null` while the last word read is not marked.
 * @throws RangeError when the last word is outside the passage.
 */
export function orfProbeResult(wordCount: number, marks: OrfMarks, elapsedSeconds: number): OrfProbeResult | null {
  if (marks.lastWordIndex === null) return null;
  if (!Number.isInteger(marks.lastWordIndex) || marks.lastWordIndex < 0 || marks.lastWordIndex >= wordCount) {
    throw new RangeError(`The last word read (${marks.lastWordIndex}) is outside the passage of ${wordCount} words.`);
  }
  const last = marks.lastWordIndex;
  const wordsRead = last + 1;
  const errors = new Set(marks.errorWordIndexes.filter((index) => index >= 0 && index <= last)).size;
  const wordsCorrect = wordsRead - errors;
  const seconds = Math.max(1, Math.min(ORF_PROBE_SECONDS, roundHalfUp(elapsedSeconds)));
  const prorated = seconds < ORF_PROBE_SECONDS;
  const wcpm = prorated ? roundHalfUp((wordsCorrect * ORF_PROBE_SECONDS) / seconds) : wordsCorrect;
  const accuracy = wordsRead === 0 ? null : Math.round((wordsCorrect / wordsRead) * 1000) / 10;
  return { wordsRead, errors, wordsCorrect, seconds, wcpm, accuracy, prorated };
}
