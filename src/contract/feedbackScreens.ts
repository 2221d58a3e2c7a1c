/**
 * The screens feedback may be about (misc.feedbackMetadata): every screen of the SPA, as its
 * capability declares it (src/contract/screen.ts), then the legacy pages.
 */
import { FEEDBACK_CATEGORIES, FEEDBACK_CATEGORY_LABELS, FEEDBACK_LIMITS } from '../domain/feedback';
import { SCREENS } from './index';
import { legacyPagePath } from './legacyPages';
import { mostSpecific } from './screen';
import type { FeedbackMetadata, FeedbackScreen } from './services/feedback';

/** The legacy pages a user may name, by their US English names. */
const LEGACY_SCREENS: readonly FeedbackScreen[] = [
  { path: legacyPagePath('login'), label: 'Sign in and password reset' },
  { path: legacyPagePath('home'), label: 'Home' },
  { path: legacyPagePath('myAccountSettings'), label: 'My account settings' },
  { path: legacyPagePath('manageAccounts'), label: 'Manage accounts' },
  { path: legacyPagePath('resourceLibrary'), label: 'Resource library' },
  { path: legacyPagePath('notifications'), label: 'Notifications' },
  { path: legacyPagePath('help'), label: 'Help' },
];

/** The screens a user may name, in the order a form lists them, each by its US English name. */
export const FEEDBACK_SCREENS: readonly FeedbackScreen[] = [...SCREENS.map((screen) => ({ path: screen.pattern, label: screen.name.en_us })), ...LEGACY_SCREENS];

/**
 * The listed screen a path belongs to: `/assessments/40` is "Item entry, scores and reports".
 * The query and fragment of `path` are ignored, and a literal segment wins over a `:name` one
 * (`/examinees/new` is the form, not an examinee).
 * @returns the screen, or `null` when the path is of no listed screen.
 */
export function feedbackScreenOf(path: string): FeedbackScreen | null {
  return mostSpecific(FEEDBACK_SCREENS.map((screen) => ({ pattern: screen.path, screen })), path)?.screen ?? null;
}

/** The metadata every caller gets, except the support address, which is the server's setting. */
export const feedbackFormBasics = (): Omit<FeedbackMetadata, 'supportEmail'> => ({
  categories: FEEDBACK_CATEGORIES.map((value) => ({ value, label: FEEDBACK_CATEGORY_LABELS[value] })),
  limits: FEEDBACK_LIMITS,
  screens: FEEDBACK_SCREENS.map((screen) => ({ ...screen })),
});
