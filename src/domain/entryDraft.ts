/**
 * Item entry drafts: what an examiner typed on an assessment and has not saved yet, kept on their
 * own device so that a reload, a closed tab or a lost session loses nothing. A draft is only ever
 * restored onto the version of the assessment it was typed on; the server's copy is never
 * overwritten without a save.
 */
import { SEASONS, type AdministrationDetails } from './assessment';
import type { Responses } from './scoring/scoreTypes';

/** How long a draft is kept on the device before it is dropped unread, in days. */
export const ENTRY_DRAFT_MAX_AGE_DAYS = 14;

/** One unsaved item entry. Plain JSON: it is stored as text and travels in actions. */
export interface EntryDraft {
  assessmentId: number;
  /** The assessment version the entry was typed on (see `Assessment.version`). */
  baseVersion: number;
  responses: Responses;
  /** What was typed in numeric items, exactly as typed, by response key. */
  numberTexts: Record<string, string>;
  administration: AdministrationDetails;
  /** When the draft was last written, ISO 8601 UTC. */
  savedAt: string;
}

/** The storage key of a user's draft of one assessment (drafts never cross users on a shared device). */
export const entryDraftKey = (userId: number, assessmentId: number): string => `qg.entryDraft.${userId}.${assessmentId}`;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const isResponses = (value: unknown): value is Responses =>
  isRecord(value) && Object.values(value).every((entry) => entry === null || (typeof entry === 'number' && Number.isFinite(entry)));

const isTexts = (value: unknown): value is Record<string, string> => isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');

const isAdministration = (value: unknown): value is AdministrationDetails =>
  isRecord(value) &&
  (value.grade === undefined || (typeof value.grade === 'number' && Number.isInteger(value.grade))) &&
  (value.season === undefined || (SEASONS as readonly unknown[]).includes(value.season)) &&
  (value.comparisonGroupId === undefined || typeof value.comparisonGroupId === 'string');

/**
 * Reads a stored draft.
 * @param text what storage held (any text: another release's format, a hand edit, nothing)
 * @returns the draft, or `null` when the text is not a draft of this shape
 */
export function parseEntryDraft(text: string | null): EntryDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  const { assessmentId, baseVersion, responses, numberTexts, administration, savedAt } = value;
  if (typeof assessmentId !== 'number' || typeof baseVersion !== 'number' || typeof savedAt !== 'string' || Number.isNaN(Date.parse(savedAt))) return null;
  if (!isResponses(responses) || !isTexts(numberTexts) || !isAdministration(administration)) return null;
  return { assessmentId, baseVersion, responses, numberTexts, administration, savedAt };
}

/** What becomes of a stored draft when its assessment is opened. */
export type DraftDecision = 'restore' | 'stale' | 'expired' | 'none';

/**
 * Decides what to do with a draft when the assessment is opened: `restore` it when it was typed
 * on the version the server has now; `stale` when the assessment was saved since (on another
 * device or tab), so restoring would undo that save; `expired` when older than
 * {@link ENTRY_DRAFT_MAX_AGE_DAYS}; `none` when there is no draft of this assessment.
 * @param now the current instant, ISO 8601
 */
export function decideEntryDraft(draft: EntryDraft | null, assessment: { id: number; version: number }, now: string): DraftDecision {
  if (!draft || draft.assessmentId !== assessment.id) return 'none';
  if (Date.parse(now) - Date.parse(draft.savedAt) > ENTRY_DRAFT_MAX_AGE_DAYS * 86_400_000) return 'expired';
  return draft.baseVersion === assessment.version ? 'restore' : 'stale';
}
