/**
 * The content seam of live sessions (issue #20, l-common.md "Content seam"): what a live step shows
 * in the session's language, and whether a stimulus page exists. The realtime hub calls these two
 * functions for every push and every (re)join; productUi.dynamicContent and productUi.stimBookPayload
 * answer the same content to the examiner's screen, so both screens show the same words.
 *
 * A form's own text (instructions, items, options, passages) is the rights holder's: it is shown
 * in the session's locale when the form carries that translation, else in US English
 * (itemLanguages.ts `formTextLocale`), never machine-translated. A stimulus book is shown in the
 * edition the locale reads (bookEdition.ts), or not at all.
 */
import { editionFor } from '../../../domain/live/bookEdition';
import { pageFileNames } from '../../../domain/live/stimulusBookFiles';
import type { LiveStep, StepContent } from '../../../domain/live/liveSession';
import type { LiveSessionState } from '../../../domain/live/liveState';
import type { Locale } from '../../../domain/locale';
import type { ItemDefinition, LocalizedText, ProductDefinition } from '../../../domain/product/productDefinition';
import { formTextLocale } from '../../../domain/product/itemLanguages';
import type { Db } from '../../db/client';
import { stimulusBookStore } from '../../db/platform/stimulusBooks';
import { type AccountScope, repositories } from '../../db/repositories';
import type { AssessmentRow } from '../../db/repositories/assessments';
import { HttpProblem, notFound } from '../../http/problems';
import { productOfAssessment } from '../products/service';
import type { StimulusFileAddresses } from './stimulusFileAddress';

/** What {@link stepContent} needs besides the database and the account. */
export interface StepContentRequest {
  /** The session's language. */
  locale: Locale;
  step: LiveStep;
  /** The session's answers so far (per assessment id, per item id); an item not in it shows the assessment's saved response. */
  answers: LiveSessionState['answers'];
  /** Reads an assessment's product version (the live hub's cache of published versions); default: from `db`. */
  productOf?: (assessment: { id: number; productId: string; productVersion: number }) => Promise<ProductDefinition>;
}

/** A form's text in the locale the form is shown in for `locale`. */
const formText = (product: ProductDefinition, text: LocalizedText, locale: Locale): string => text[formTextLocale(product.languages, locale)] ?? text.en_us;

async function assessmentOf(db: Db, scope: AccountScope, request: StepContentRequest, assessmentId: number): Promise<{ row: AssessmentRow; product: ProductDefinition }> {
  const row = await repositories(db, scope).assessments.find(assessmentId);
  if (!row) throw notFound('The assessment');
  return { row, product: await (request.productOf ?? ((assessment) => productOfAssessment(db, assessment)))(row) };
}

function itemContent(product: ProductDefinition, item: ItemDefinition, answer: number | null, locale: Locale): StepContent {
  return {
    kind: 'item',
    productName: product.name,
    number: item.number,
    itemCount: product.items.length,
    stem: formText(product, product.instructions, locale),
    text: formText(product, item.text, locale),
    options: item.type === 'choice' ? item.options.map((option) => ({ value: option.value, label: formText(product, option.label, locale) })) : [],
    min: item.type === 'numeric' ? item.min : null,
    max: item.type === 'numeric' ? item.max : null,
    answer,
  };
}

/**
 * The page `pageId` of the published book `bookId` as the examinee's screen shows it, with the
 * signed address of each image file its blocks name.
 * @throws HttpProblem notFound when the book or the page is not published, or the book has no edition the locale reads.
 */
export async function stimulusContent(db: Db, bookId: string, pageId: string, locale: Locale, files: StimulusFileAddresses): Promise<StepContent> {
  const published = await stimulusBookStore(db).find(bookId);
  if (!published) throw notFound('The stimulus book');
  const edition = editionFor(published.book, locale);
  if (!edition) throw new HttpProblem('notFound', `The stimulus book ${bookId} is not published in ${locale}.`);
  const index = edition.pages.findIndex((page) => page.id === pageId);
  const page = edition.pages[index];
  if (!page) throw notFound('The stimulus page');
  const addresses = Object.fromEntries(pageFileNames(page).map((fileName) => [fileName, files.addressOf(bookId, fileName)]));
  return { kind: 'stimulus', bookTitle: edition.title, page, pageNumber: index + 1, pageCount: edition.pages.length, files: addresses };
}

/**
 * A live step's content in the session's language.
 * @param scope the session's account: an assessment of another account is not found.
 * @param files signs the addresses of a stimulus page's image files.
 * @throws HttpProblem notFound for an assessment, item, passage, book or page that does not
 *   exist (in the account), or a book without an edition for the locale.
 */
export async function stepContent(db: Db, scope: AccountScope, request: StepContentRequest, files: StimulusFileAddresses): Promise<StepContent> {
  const { step, locale } = request;
  switch (step.kind) {
    case 'waiting':
    case 'ended':
      return { kind: step.kind };
    case 'stimulus':
      return stimulusContent(db, step.bookId, step.pageId, locale, files);
    case 'instructions': {
      const { product } = await assessmentOf(db, scope, request, step.assessmentId);
      return { kind: 'instructions', productName: product.name, text: formText(product, product.instructions, locale) };
    }
    case 'item': {
      const { row, product } = await assessmentOf(db, scope, request, step.assessmentId);
      const item = product.items.find((candidate) => candidate.id === step.itemId);
      if (!item) throw notFound('The item');
      const live = request.answers[String(step.assessmentId)];
      const answer = live && step.itemId in live ? (live[step.itemId] ?? null) : (row.responses[step.itemId] ?? null);
      return itemContent(product, item, answer, locale);
    }
    case 'passage': {
      const { product } = await assessmentOf(db, scope, request, step.assessmentId);
      const passage = product.passages.find((candidate) => candidate.id === step.passageId);
      if (!passage) throw notFound('The passage');
      return { kind: 'passage', title: passage.title, text: formText(product, passage.text, locale), wordCount: passage.wordCount };
    }
  }
}

/** Whether the published book `bookId` has the page `pageId` in the edition `locale` reads (decideLiveCommand's `hasStimulusPage`). */
export async function hasStimulusPage(db: Db, bookId: string, pageId: string, locale: Locale): Promise<boolean> {
  const published = await stimulusBookStore(db).find(bookId);
  const edition = published ? editionFor(published.book, locale) : null;
  return edition?.pages.some((page) => page.id === pageId) ?? false;
}
