/**
 * Feedback about the platform (misc.feedbackMetadata, misc.submitFeedback): what a feedback form
 * needs, and the call that stores what the user sent. Rules and limits are in
 * src/domain/feedback.ts; the screens a user may name are in src/contract/feedbackScreens.ts.
 */
import * as yup from 'yup';
import { type FeedbackCategory, type FeedbackSubmission, feedbackSubmissionSchema } from '../../domain/feedback';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';

/** The answered shape of a {@link FeedbackScreen}. */
const feedbackScreenSchema = yup.object({
  /** A path; a `:name` segment stands for any one segment (`/assessments/:assessmentId`). */
  path: yup.string().required(),
  label: yup.string().defined(),
});

/** A screen feedback may be about: a route pattern of the platform or a legacy page's path, and its name ({@link feedbackScreenSchema}). */
export type FeedbackScreen = yup.InferType<typeof feedbackScreenSchema>;

/** What misc.feedbackMetadata answers: everything a feedback form shows besides the user's input. */
const feedbackMetadataSchema = yup.object({
  /** The categories in the order a form lists them, with their names. */
  categories: yup.array(yup.object({ value: yup.string<FeedbackCategory>().required(), label: yup.string().defined() })).required(),
  /** The limits of src/domain/feedback.ts (FEEDBACK_LIMITS: characters and stars). */
  limits: yup
    .object({
      messageMinLength: yup.number().integer().required(),
      messageMaxLength: yup.number().integer().required(),
      ratingMin: yup.number().integer().required(),
      ratingMax: yup.number().integer().required(),
      screenMaxLength: yup.number().integer().required(),
    })
    .required(),
  /** The screens a user may name (FEEDBACK_SCREENS of src/contract/feedbackScreens.ts). */
  screens: yup.array(feedbackScreenSchema).required(),
  /** Where to write to support directly (the server's `FEEDBACK_EMAIL`), or null when none is set. */
  supportEmail: yup.string().nullable().defined(),
});

/** What misc.feedbackMetadata answers ({@link feedbackMetadataSchema}). */
export type FeedbackMetadata = yup.InferType<typeof feedbackMetadataSchema>;

/** What misc.submitFeedback answers: the stored feedback's id, a reference the user may quote to support. */
const submittedFeedbackSchema = yup.object({ id: yup.number().integer().required() });

/** What misc.submitFeedback answers ({@link submittedFeedbackSchema}). */
export type SubmittedFeedback = yup.InferType<typeof submittedFeedbackSchema>;

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
  responseSchema: feedbackMetadataSchema,
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
  responseSchema: submittedFeedbackSchema,
  audit: { entity: 'feedback', id: { response: 'id' } },
  successStatus: 201,
});
