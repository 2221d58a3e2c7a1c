/**
 * Feedback about the platform (misc.feedbackMetadata, misc.submitFeedback): what a feedback form
 * needs, and the call that stores what the user sent. Rules and limits are in
 * src/domain/feedback.ts; the screens a user may name are listed here, beside the legacy pages'
 * paths they are derived from.
 */
import * as yup from 'yup';
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_LIMITS, type FeedbackCategory, type FeedbackSubmission, feedbackSubmissionSchema } from '../../domain/feedback';
import { PERMISSIONS } from '../../domain/permissions';
import { legacyPagePath } from '../legacyPages';
import { defineOperation } from '../operation';

/** A screen feedback may be about: a route pattern of the platform or a legacy page's path, and its name. */
export interface FeedbackScreen {
  /** A path; a `:name` segment stands for any one segment (`/assessments/:assessmentId`). */
  path: string;
  label: string;
}

/**
 * The screens a user may name, in the order a form lists them: the SPA's routes (the patterns of
 * src/app/routes.tsx, which the contract cannot import) and the legacy pages.
 */
export const FEEDBACK_SCREENS: readonly FeedbackScreen[] = [
  { path: '/examinees', label: 'Examinee list' },
  { path: '/examinees/new', label: 'New examinee' },
  { path: '/examinees/:examineeRecordId', label: 'Examinee details and history' },
  { path: '/assessments', label: 'Assessment list, batch and group reports' },
  { path: '/assessments/:assessmentId', label: 'Item entry, scores and reports' },
  { path: '/assessments/:assessmentId/verify', label: 'Item entry verification' },
  { path: '/deleted-assessments', label: 'Deleted assessments' },
  { path: '/licenses', label: 'Licenses and usage' },
  { path: '/email-templates', label: 'E-mail templates' },
  { path: legacyPagePath('login'), label: 'Sign in and password reset' },
  { path: legacyPagePath('home'), label: 'Home' },
  { path: legacyPagePath('myAccountSettings'), label: 'My account settings' },
  { path: legacyPagePath('manageAccounts'), label: 'Manage accounts' },
  { path: legacyPagePath('resourceLibrary'), label: 'Resource library' },
  { path: legacyPagePath('notifications'), label: 'Notifications' },
  { path: legacyPagePath('help'), label: 'Help' },
];

const segmentsOf = (path: string): string[] => path.split('/').filter((segment) => segment !== '');
const literalSegments = (screen: FeedbackScreen): number => segmentsOf(screen.path).filter((segment) => !segment.startsWith(':')).length;

function matches(pattern: string, path: string): boolean {
  const expected = segmentsOf(pattern);
  const actual = segmentsOf(path);
  return expected.length === actual.length && expected.every((segment, index) => segment.startsWith(':') || segment === actual[index]);
}

/**
 * The listed screen a path belongs to: `/assessments/40` is "Item entry, scores and reports".
 * The query and fragment of `path` are ignored, and a literal segment wins over a `:name` one
 * (`/examinees/new` is the form, not an examinee).
 * @returns the screen, or `null` when the path is of no listed screen.
 */
export function feedbackScreenOf(path: string): FeedbackScreen | null {
  const bare = path.split(/[?#]/)[0] ?? '';
  const candidates = FEEDBACK_SCREENS.filter((screen) => matches(screen.path, bare));
  return [...candidates].sort((a, b) => literalSegments(b) - literalSegments(a))[0] ?? null;
}

/** What misc.feedbackMetadata answers: everything a feedback form shows besides the user's input. */
export interface FeedbackMetadata {
  /** The categories in the order a form lists them, with their names. */
  categories: { value: FeedbackCategory; label: string }[];
  /** The limits of src/domain/feedback.ts (characters and stars). */
  limits: typeof FEEDBACK_LIMITS;
  /** The screens a user may name ({@link FEEDBACK_SCREENS}). */
  screens: FeedbackScreen[];
  /** Where to write to support directly (the server's `FEEDBACK_EMAIL`), or null when none is set. */
  supportEmail: string | null;
}

/** The metadata every caller gets, except the support address, which is the server's setting. */
export const feedbackFormBasics = (): Omit<FeedbackMetadata, 'supportEmail'> => ({
  categories: FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] })),
  limits: FEEDBACK_LIMITS,
  screens: FEEDBACK_SCREENS.map((screen) => ({ ...screen })),
});

/** What misc.submitFeedback answers. */
export interface SubmittedFeedback {
  /** The stored feedback's id, a reference the user may quote to support. */
  id: number;
}

/** What a feedback form needs: categories, limits, screens and the support address. */
export const feedbackMetadata = defineOperation<Record<string, never>, Record<string, never>, undefined, FeedbackMetadata>({
  id: 'misc.feedbackMetadata',
  service: 'misc',
  method: 'GET',
  path: '/feedback/metadata',
  summary: 'What the feedback form needs: the categories with their names, the limits, the screens a user may name and the support e-mail address.',
  // Only those who may send feedback have a form to fill in.
  access: [PERMISSIONS.FEEDBACK_SUBMIT],
  response: 'json',
  audit: 'none',
});

/**
 * Stores feedback with the sender, their account (none for internal staff) and their browser's
 * user agent, with an audit row; answers 201 with its id. Bad input answers 400 naming each field.
 */
export const submitFeedback = defineOperation<Record<string, never>, Record<string, never>, FeedbackSubmission, SubmittedFeedback>({
  id: 'misc.submitFeedback',
  service: 'misc',
  method: 'POST',
  path: '/feedback',
  summary: "Sends feedback about the platform (category, message, optional screen, rating and consent to be contacted); answers the stored feedback's id.",
  access: [PERMISSIONS.FEEDBACK_SUBMIT],
  body: feedbackSubmissionSchema,
  response: 'json',
  responseSchema: yup.object({ id: yup.number().integer().required() }),
  audit: { entity: 'feedback', id: { response: 'id' } },
  successStatus: 201,
});
