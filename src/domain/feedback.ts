/**
 * Feedback a user sends about the platform (misc.feedbackMetadata, misc.submitFeedback): its
 * categories, its limits and the one yup schema of a submission, shared by the service and every
 * form that sends one. The spec names the two calls only; the categories and limits are ours
 * (the screens feedback may be about are paths, listed by src/contract/services/feedback.ts).
 */
import * as yup from 'yup';

/** What a piece of feedback is about. */
export const FEEDBACK_CATEGORIES = ['problem', 'suggestion', 'question', 'praise'] as const;

/** One category of {@link FEEDBACK_CATEGORIES}. */
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

/** Each category as a form offers it (English: the legacy pages and the back office read it). */
export const FEEDBACK_CATEGORY_LABELS: Readonly<Record<FeedbackCategory, string>> = {
  problem: 'Something does not work',
  suggestion: 'A suggestion',
  question: 'A question',
  praise: 'Something works well',
};

/** Whether a text is one of {@link FEEDBACK_CATEGORIES}. */
export const isFeedbackCategory = (value: string): value is FeedbackCategory => (FEEDBACK_CATEGORIES as readonly string[]).includes(value);

/**
 * The limits of a submission. Lengths count characters (UTF-16 code units, as browsers'
 * `maxlength` does) after trimming; the rating is a whole number of stars.
 */
export const FEEDBACK_LIMITS = {
  /** A message shorter than this says too little to act on. */
  messageMinLength: 10,
  messageMaxLength: 5000,
  /** 1 is poor, 5 excellent; the rating is optional. */
  ratingMin: 1,
  ratingMax: 5,
  /** The screen is a path of the platform (`/assessments/40`) or a legacy page. */
  screenMaxLength: 300,
} as const;

/** A submission, as the form and the API send it. */
export interface FeedbackSubmission {
  category: FeedbackCategory;
  /** What the user has to say, trimmed ({@link FEEDBACK_LIMITS} bounds its length). */
  message: string;
  /** The screen it is about (a path of the platform or a legacy page), trimmed; '' when none. */
  screen: string;
  /** 1 to 5, or null when not given. */
  rating: number | null;
  /** The user agrees to be contacted about it. */
  mayContact: boolean;
}

const { messageMinLength, messageMaxLength, ratingMin, ratingMax, screenMaxLength } = FEEDBACK_LIMITS;

/** yup schema of {@link FeedbackSubmission}: the service and the forms reject the same input with the same message. */
export const feedbackSubmissionSchema: yup.ObjectSchema<FeedbackSubmission> = yup.object({
  category: yup
    .mixed<FeedbackCategory>()
    // A form with no radio checked, or a blank select, sends '': that is no choice, not a wrong one.
    .transform((value: unknown) => (value === '' ? undefined : value))
    .required('Choose what your feedback is about.')
    .oneOf(FEEDBACK_CATEGORIES, 'Choose one of the feedback categories.'),
  message: yup
    .string()
    .trim()
    .required('Enter your feedback.')
    .min(messageMinLength, `Write at least ${messageMinLength} characters.`)
    .max(messageMaxLength, `Write at most ${messageMaxLength} characters.`),
  screen: yup.string().trim().max(screenMaxLength, `The screen is at most ${screenMaxLength} characters.`).default(''),
  rating: yup
    .number()
    .typeError(`Choose a rating from ${ratingMin} to ${ratingMax}.`)
    .integer(`Choose a rating from ${ratingMin} to ${ratingMax}.`)
    .min(ratingMin, `Choose a rating from ${ratingMin} to ${ratingMax}.`)
    .max(ratingMax, `Choose a rating from ${ratingMin} to ${ratingMax}.`)
    .nullable()
    .default(null),
  mayContact: yup.boolean().default(false),
});
