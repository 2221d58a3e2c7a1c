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
import { MAX_STIMULUS_FILE_BYTES, MAX_STIMULUS_FILES, STIMULUS_FILE_NAME } from '../../domain/live/stimulusBookFiles';
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
  summary: 'Every published stimulus book: its languages, pages, attribution and licence note (for examiners, and for the operator who publishes them).',
  access: [PERMISSIONS.ASSESSMENT_VIEW, PERMISSIONS.PRODUCT_CONFIGURE],
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

/** The base64 text of at most {@link MAX_STIMULUS_FILE_BYTES} bytes (and a little more, so the size is refused by its own rule with its own message). */
const MAX_BASE64_CHARS = Math.ceil((MAX_STIMULUS_FILE_BYTES + 1) / 3) * 4;

/** One image file uploaded with a book (its type and size are checked by the domain's `checkStimulusFile`). */
const uploadedFileSchema = yup.object({
  fileName: yup.string().matches(STIMULUS_FILE_NAME, 'A file name is letters, digits, “_”, “.” and “-”, at most 120 characters.').required(),
  /** The type the file declares (`image/png`); its bytes must be of it. */
  contentType: yup.string().max(100).required(),
  /** The file's bytes, base64. */
  data: yup
    .string()
    .max(MAX_BASE64_CHARS, `A file is at most ${MAX_STIMULUS_FILE_BYTES / 1024 / 1024} MiB.`)
    .matches(/^[A-Za-z0-9+/]*={0,2}$/, 'The file’s data is base64.')
    .required(),
});

/** An image file uploaded with a book ({@link uploadedFileSchema}). */
export type StimulusBookUpload = yup.InferType<typeof uploadedFileSchema>;

/**
 * Body of backOffice.publishStimulusBook: the book's JSON (checked by the domain's
 * `stimulusBookSchema` when it is published, so every error is named), the image files its
 * image blocks name (those not already stored for the book), and why it is published.
 */
const publishBookBodySchema = yup.object({
  book: yup.mixed<StimulusBook>().required('Upload the book’s JSON.'),
  files: yup
    .array(uploadedFileSchema.required())
    .max(MAX_STIMULUS_FILES, `At most ${MAX_STIMULUS_FILES} files are published with a book.`)
    .test('distinct', 'Each file is uploaded once.', (files) => files === undefined || new Set(files.map((file) => file.fileName)).size === files.length)
    .optional(),
  reason: productChangeReasonSchema,
});

/**
 * The largest body of backOffice.publishStimulusBook: its files in base64 (4/3 of their bytes),
 * the most {@link MAX_STIMULUS_FILES} a request may hold within 12 MiB, with the book's JSON.
 */
export const PUBLISH_STIMULUS_BOOK_BODY_LIMIT = 12 * 1024 * 1024;

/** The operator publishes a stimulus book; a newer version replaces the published one (audited with the reason). */
export const publishStimulusBook = defineOperation<Record<string, never>, Record<string, never>, yup.InferType<typeof publishBookBodySchema>, StimulusBookSummary>({
  id: 'backOffice.publishStimulusBook',
  service: 'backOffice',
  method: 'POST',
  path: '/stimulus-books',
  summary:
    'Publishes a stimulus book from its JSON with its image files (PNG, JPEG or WebP, each at most 2 MiB), with a stated reason; a higher version replaces the published book (back office). 400 names what is wrong with the book; 422 names an image block without its file, or a file refused; 409 when the version is not newer.',
  access: [PERMISSIONS.PRODUCT_CONFIGURE],
  body: publishBookBodySchema,
  bodyLimit: PUBLISH_STIMULUS_BOOK_BODY_LIMIT,
  response: 'json',
  responseSchema: stimulusBookSummarySchema,
  successStatus: 201,
  audit: { entity: 'stimulusBook', id: { response: 'id' }, reason: 'reason' },
});

/** The signed query of a stimulus book file's address (content.stimulusBookFile). */
const fileQuerySchema = yup.object({
  /** When the address stops working, Unix seconds. */
  expires: yup.number().integer().min(0).required(),
  /** base64url HMAC-SHA256 of the book, the file and the expiry with the server's key. */
  signature: yup.string().max(100).required(),
});

/**
 * An image file of a published stimulus book, at the signed address a stimulus page's content
 * gives (`files`): public, since the examiner's `<img>` carries no bearer token and the examinee
 * has only the live cookie; the signature and its expiry are the credential. A wrong, expired or
 * other file's signature answers the same 404 as a file that does not exist.
 */
export const stimulusBookFile = defineOperation<{ bookId: string; fileName: string }, yup.InferType<typeof fileQuerySchema>, undefined, Blob>({
  id: 'content.stimulusBookFile',
  service: 'content',
  method: 'GET',
  path: '/stimulus-books/{bookId}/files/{fileName}',
  summary: "A stimulus book's image file at the signed address of a page's content (valid at least 12 hours; ETag is its SHA-256).",
  access: 'public',
  params: yup.object({ bookId: yup.string().max(80).required(), fileName: yup.string().max(120).required() }),
  query: fileQuerySchema,
  response: 'file',
  audit: 'none',
});

export { SCREENS } from './stimulusBookScreens';
