/**
 * Stimulus books and live content (issue #20): the published books (content service) and the
 * content of a live step in a language (product-ui service), as the examiner's screen previews it
 * and the examinee's screen shows it. The operator publishes books through the back office.
 */
import * as yup from 'yup';
import type { StepContent } from '../../domain/live/liveSession';
import type { StimulusBook } from '../../domain/live/stimulusBook';
import { productChangeReasonSchema } from '../../domain/product/productLifecycle';
import { type Locale, SUPPORTED_LOCALES } from '../../domain/locale';
import { PERMISSIONS } from '../../domain/permissions';
import { defineOperation } from '../operation';

/** The answered shape of a {@link StimulusBookSummary}. */
const stimulusBookSummarySchema = yup.object({
  id: yup.string().required(),
  /** The product the book belongs to; `null` for a book of its own. */
  productId: yup.string().nullable().defined(),
  version: yup.number().integer().required(),
  /** The languages it is published in. */
  locales: yup.array(yup.string<Locale>().required()).required(),
  /** Its title in US English, or its first language. */
  title: yup.string().defined(),
  pageCount: yup.number().integer().required(),
  attribution: yup.string().defined(),
  licenseNote: yup.string().defined(),
  publishedAt: yup.string().required(),
});

/** A published stimulus book as listed ({@link stimulusBookSummarySchema}). */
export type StimulusBookSummary = yup.InferType<typeof stimulusBookSummarySchema>;

/** Every published stimulus book. */
export const publishedStimulusBooks = defineOperation<Record<string, never>, Record<string, never>, undefined, StimulusBookSummary[]>({
  id: 'content.publishedStimulusBooks',
  service: 'content',
  method: 'GET',
  path: '/stimulus-books',
  summary: 'Every published stimulus book: its languages, pages, attribution and licence note.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  response: 'json',
  responseSchema: yup.array(stimulusBookSummarySchema).required(),
  audit: 'none',
});

/** The answered shape of a {@link StimulusBookIndex}. */
const stimulusBookIndexSchema = yup.object({
  id: yup.string().required(),
  productId: yup.string().nullable().defined(),
  title: yup.string().defined(),
  attribution: yup.string().defined(),
  pages: yup.array(yup.object({ id: yup.string().required(), title: yup.string().defined() })).required(),
});

/** A book's pages in one language, for stepping through it ({@link stimulusBookIndexSchema}). */
export type StimulusBookIndex = yup.InferType<typeof stimulusBookIndexSchema>;

const localeParams = yup.object({ locale: yup.mixed<Locale>().oneOf([...SUPPORTED_LOCALES], 'Choose one of the supported languages.').required() });

/** The books published in a language, with their pages' titles. */
export const stimulusBooksByLanguage = defineOperation<{ locale: Locale }, Record<string, never>, undefined, StimulusBookIndex[]>({
  id: 'content.stimulusBooksByLanguage',
  service: 'content',
  method: 'GET',
  path: '/stimulus-books/languages/{locale}',
  summary: 'The stimulus books published in a language, each with its pages in order.',
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: localeParams,
  response: 'json',
  responseSchema: yup.array(stimulusBookIndexSchema).required(),
  audit: 'none',
});

const STEP_KINDS: readonly string[] = ['waiting', 'instructions', 'item', 'stimulus', 'passage', 'ended'];

/**
 * A step's content: a union of the step kinds (domain/live/liveSession.ts `StepContent`) that one
 * object schema cannot state; the answer is built by the server from the domain type and checked
 * here for its kind.
 */
const stepContentSchema = yup
  .mixed<StepContent>()
  .required()
  .test('kind', 'Not the content of a live step.', (content) => typeof content === 'object' && content !== null && STEP_KINDS.includes(content.kind));

const pageParams = yup.object({ bookId: yup.string().max(80).required(), pageId: yup.string().max(80).required() });

/** A stimulus page's content in a language, as the examinee's screen shows it. */
export const stimBookPayload = defineOperation<{ bookId: string; pageId: string }, yup.InferType<typeof localeParams>, undefined, StepContent>({
  id: 'productUi.stimBookPayload',
  service: 'productUi',
  method: 'GET',
  path: '/stimulus-books/{bookId}/pages/{pageId}',
  summary: "A published stimulus book page's content in a language (the examinee's screen shows exactly this).",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: pageParams,
  query: localeParams,
  response: 'json',
  responseSchema: stepContentSchema,
  audit: 'none',
});

/** Which content of an assessment's product: its instructions, one item, or one passage. */
const dynamicContentQuerySchema = yup.object({
  kind: yup.string<'instructions' | 'item' | 'passage'>().oneOf(['instructions', 'item', 'passage']).required(),
  itemId: yup.string().max(100).optional(),
  passageId: yup.string().max(100).optional(),
  locale: yup.mixed<Locale>().oneOf([...SUPPORTED_LOCALES], 'Choose one of the supported languages.').required(),
});

/** An assessment's live content (instructions, an item with its options and answer, or a passage) in a language. */
export const dynamicContent = defineOperation<{ assessmentId: number }, yup.InferType<typeof dynamicContentQuerySchema>, undefined, StepContent>({
  id: 'productUi.dynamicContent',
  service: 'productUi',
  method: 'GET',
  path: '/assessments/{assessmentId}/content',
  summary: "The content of an assessment's product as a live step shows it: the instructions, one item with its options and current answer, or one passage, in a language.",
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: yup.object({ assessmentId: yup.number().integer().positive().required() }),
  query: dynamicContentQuerySchema,
  response: 'json',
  responseSchema: stepContentSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});

/**
 * Body of backOffice.publishStimulusBook: the book's JSON (checked by the domain's
 * `stimulusBookSchema` when it is published, so every error is named) and why it is published.
 */
const publishBookBodySchema = yup.object({
  book: yup.mixed<StimulusBook>().required('Upload the book’s JSON.'),
  reason: productChangeReasonSchema,
});

/** The operator publishes a stimulus book; a newer version replaces the published one (audited with the reason). */
export const publishStimulusBook = defineOperation<Record<string, never>, Record<string, never>, yup.InferType<typeof publishBookBodySchema>, StimulusBookSummary>({
  id: 'backOffice.publishStimulusBook',
  service: 'backOffice',
  method: 'POST',
  path: '/stimulus-books',
  summary: 'Publishes a stimulus book from its JSON, with a stated reason; a higher version replaces the published book (back office). 422 names what is wrong with the book; 409 when the version is not newer.',
  access: [PERMISSIONS.PRODUCT_CONFIGURE],
  body: publishBookBodySchema,
  response: 'json',
  responseSchema: stimulusBookSummarySchema,
  successStatus: 201,
  audit: { entity: 'stimulusBook', id: { response: 'id' }, reason: 'reason' },
});
