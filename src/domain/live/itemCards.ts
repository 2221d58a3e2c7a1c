/**
 * The shipped stimulus books (issue #20, "Ship real open content"), made from the shipped product
 * definitions so they say exactly what the forms say:
 * - an item-card book per self-report form: a first page with the form's instructions, then one
 *   page per item with its text and response options, in every language the form carries (the
 *   rights holder's published translations listed in `languages`; never machine-translated);
 * - the oral reading fluency passages, one page per passage, in the languages they are written in.
 * Each book carries its product's attribution and licence note, and its product's version.
 */
import { DEFAULT_LOCALE, type Locale } from '../locale';
import type { ChoiceItem, LocalizedText, ProductDefinition } from '../product/productDefinition';
import type { StimulusBook, StimulusBookEdition, StimulusPage } from './stimulusBook';

/** The id of the instructions page of an item-card book. */
export const INSTRUCTIONS_PAGE_ID = 'instructions';

/** The id of the oral reading fluency passages book. */
export const ORF_PASSAGES_BOOK_ID = 'orf-passages';

/** The page id of an item card: `item-<number>` (the item's number on the form). */
export const itemCardPageId = (itemNumber: number): string => `item-${itemNumber}`;

/** The id of a product's item-card book: its id with dashes, `-item-cards` (`ipip-bffm50-item-cards`). */
export const itemCardBookId = (productId: string): string => `${productId.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-item-cards`;

/** A self-report form: every item is a choice the examinee answers (not a count the examiner enters, not an essay). */
export const isSelfReportForm = (product: Pick<ProductDefinition, 'items'>): boolean =>
  product.items.length > 0 && product.items.every((item) => item.type === 'choice');

/**
 * The text in `locale`, which the form lists in `languages` (itemLanguages.ts checks every listed
 * language is whole).
 * @throws Error when the text lacks it: a shipped form must not show another language's words.
 */
function own(text: LocalizedText, locale: Locale, where: string): string {
  const value = text[locale]?.trim();
  if (!value) throw new Error(`${where} has no ${locale} text, though the form lists ${locale}.`);
  return value;
}

function cardEdition(product: ProductDefinition, locale: Locale): StimulusBookEdition {
  const items = product.items.filter((item): item is ChoiceItem => item.type === 'choice');
  const instructions: StimulusPage = {
    id: INSTRUCTIONS_PAGE_ID,
    title: product.code,
    blocks: [
      { kind: 'heading', text: product.code },
      { kind: 'text', text: own(product.instructions, locale, `${product.id} instructions`) },
    ],
  };
  const cards = items.map(
    (item): StimulusPage => ({
      id: itemCardPageId(item.number),
      title: `${product.code} ${item.number}`,
      blocks: [
        { kind: 'heading', text: own(item.text, locale, `${product.id} item ${item.id}`) },
        { kind: 'options', options: item.options.map((option) => own(option.label, locale, `${product.id} item ${item.id} option ${option.value}`)) },
      ],
    }),
  );
  return { title: product.name, pages: [instructions, ...cards] };
}

/**
 * A self-report form's item-card book.
 * @throws Error when the product is not a self-report form, or a listed language lacks a text.
 */
export function itemCardBook(product: ProductDefinition): StimulusBook {
  if (!isSelfReportForm(product)) throw new Error(`${product.id} is not a self-report form; it has no item cards.`);
  const locales = product.languages.includes(DEFAULT_LOCALE) ? product.languages : [DEFAULT_LOCALE, ...product.languages];
  return {
    id: itemCardBookId(product.id),
    productId: product.id,
    version: product.version,
    editions: Object.fromEntries(locales.map((locale) => [locale, cardEdition(product, locale)])),
    attribution: product.attribution,
    licenseNote: product.licenseNote,
  };
}

/**
 * The oral reading fluency passages as a book: one page per passage (its title and the passage
 * block), in each language every passage is written in.
 * @throws Error when the product has no passages.
 */
export function passagesBook(product: ProductDefinition): StimulusBook {
  if (product.passages.length === 0) throw new Error(`${product.id} has no passages.`);
  const locales = product.languages.filter((locale) => product.passages.every((passage) => passage.text[locale]?.trim()));
  const edition = (locale: Locale): StimulusBookEdition => ({
    title: product.name,
    pages: product.passages.map((passage) => ({
      id: passage.id.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      title: passage.title,
      blocks: [
        { kind: 'heading', text: passage.title },
        { kind: 'passage', text: own(passage.text, locale, `${product.id} passage ${passage.id}`) },
      ],
    })),
  });
  return {
    id: ORF_PASSAGES_BOOK_ID,
    productId: product.id,
    version: product.version,
    editions: Object.fromEntries(locales.map((locale) => [locale, edition(locale)])),
    attribution: product.attribution,
    licenseNote: product.licenseNote,
  };
}

/** Every shipped book made from the shipped products: the ORF passages and one item-card book per self-report form. */
export function shippedStimulusBooks(products: readonly ProductDefinition[]): StimulusBook[] {
  return products.flatMap((product) => {
    if (product.id === 'orf' && product.passages.length > 0) return [passagesBook(product)];
    return isSelfReportForm(product) ? [itemCardBook(product)] : [];
  });
}
