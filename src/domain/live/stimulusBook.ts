/**
 * Stimulus books (issue #20): content the examinee sees during a live session, in pages, per
 * language, published by the operator. A product's items can name the page they show
 * (productUi.stimBookPayload). Shipped books: the oral reading fluency passages and an item card
 * book per shipped self-report form, made from the form's own published text in each language it
 * carries (never machine-translated).
 */
import * as yup from 'yup';
import { SUPPORTED_LOCALES, type Locale } from '../locale';

/**
 * One block of a page, rendered large on the examinee's screen:
 * - `heading` and `text`: a title and a paragraph;
 * - `passage`: a reading passage, its words counted for oral reading fluency;
 * - `image`: a file of the book (`fileName`, served by content.stimulusBookFile) with its alternative text;
 * - `options`: the response options of an item card, as a list.
 */
export type StimulusBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string }
  | { kind: 'passage'; text: string }
  | { kind: 'image'; fileName: string; alt: string }
  | { kind: 'options'; options: string[] };

/** A page of a book in one language. `id` is the same in every language of the book. */
export interface StimulusPage {
  id: string;
  title: string;
  blocks: StimulusBlock[];
}

/** A book's content in one language. */
export interface StimulusBookEdition {
  title: string;
  pages: StimulusPage[];
}

/**
 * A stimulus book as published: its id, the product it belongs to (`null` for a book of its own),
 * its editions per language, where its content comes from, and its licence note.
 */
export interface StimulusBook {
  /** Stable id, lower case with dashes (`orf-passages`). */
  id: string;
  productId: string | null;
  /** Version of the content; a new version is published as a whole. */
  version: number;
  editions: Partial<Record<Locale, StimulusBookEdition>>;
  /** Where the content comes from, shown with it (for item cards, the form's attribution). */
  attribution: string;
  licenseNote: string;
}

/** Ids of books and pages: lower case letters, digits and dashes. */
const ID = /^[a-z0-9][a-z0-9-]{0,79}$/;

const blockSchema = yup
  .mixed<StimulusBlock>()
  .required()
  .test('block', 'A block is a heading, text, passage, image or options with its content.', (block) => {
    if (typeof block !== 'object' || block === null) return false;
    switch (block.kind) {
      case 'heading':
      case 'text':
      case 'passage':
        return typeof block.text === 'string' && block.text.trim().length > 0;
      case 'image':
        return typeof block.fileName === 'string' && /^[\w.-]{1,120}$/.test(block.fileName) && typeof block.alt === 'string' && block.alt.trim().length > 0;
      case 'options':
        return Array.isArray(block.options) && block.options.length > 0 && block.options.every((option) => typeof option === 'string');
      default:
        return false;
    }
  });

const pageSchema = yup.object({
  id: yup.string().matches(ID, 'A page id is lower case letters, digits and dashes.').required(),
  title: yup.string().defined(),
  blocks: yup.array(blockSchema).min(1, 'A page has at least one block.').required(),
});

const editionSchema = yup.object({
  title: yup.string().trim().required('An edition has a title.'),
  pages: yup.array(pageSchema).min(1, 'A book has at least one page.').required(),
});

/**
 * yup schema of a {@link StimulusBook}: every edition has the same page ids in the same order, and
 * only supported locales appear.
 */
export const stimulusBookSchema: yup.Schema<StimulusBook> = yup
  .object({
    id: yup.string().matches(ID, 'A book id is lower case letters, digits and dashes.').required(),
    productId: yup.string().nullable().defined(),
    version: yup.number().integer().min(1).required(),
    editions: yup
      .object()
      .required()
      .test('editions', 'A book has at least one edition, in supported languages, each with a title and pages.', (editions) => {
        const entries = Object.entries(editions ?? {});
        return entries.length > 0 && entries.every(([locale, edition]) => (SUPPORTED_LOCALES as readonly string[]).includes(locale) && editionSchema.isValidSync(edition));
      }),
    attribution: yup.string().defined(),
    licenseNote: yup.string().defined(),
  })
  .test('samePages', 'Every edition of a book has the same pages in the same order.', (book) => {
    const ids = Object.values(book.editions as Record<string, StimulusBookEdition>).map((edition) => edition.pages.map((page) => page.id).join(' '));
    return ids.every((list) => list === ids[0]);
  }) as unknown as yup.Schema<StimulusBook>;

/** The locales a book is published in. */
export const bookLocales = (book: Pick<StimulusBook, 'editions'>): Locale[] => SUPPORTED_LOCALES.filter((locale) => book.editions[locale] !== undefined);

/** The words of a passage as the examiner marks them: split on white space, punctuation kept with its word. */
export const passageWords = (text: string): string[] => text.split(/\s+/).filter((word) => word.length > 0);
