/**
 * The rule for a form's languages (spec: instrument text is the rights holder's): a form is offered
 * in a language only when its instructions, every item and every response option exist in it, and
 * the source of that translation is recorded. Item text is never machine-translated; a language
 * without a published translation stays out of `languages`, and the form is shown in US English.
 */
import { DEFAULT_LOCALE, type Locale } from '../locale';
import type { LocalizedText, ProductDefinition } from './productDefinition';

/** The locales a localized text has, besides US English. */
const localesOf = (text: LocalizedText): string[] => Object.keys(text).filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * What is wrong with a product's item languages: a language in `languages` whose text is
 * incomplete or whose source is not recorded, or item text in a language the form does not list.
 * @returns one sentence per problem; empty when every listed language is whole and sourced.
 */
export function itemLanguageProblems(product: ProductDefinition): string[] {
  const problems: string[] = [];
  const listed = new Set<string>(product.languages);
  if (!listed.has(DEFAULT_LOCALE)) problems.push('languages must include en_us, the text every form has');
  const texts: { where: string; text: LocalizedText }[] = [
    { where: 'instructions', text: product.instructions },
    ...product.items.flatMap((item) => [
      { where: `item ${item.id}`, text: item.text },
      ...('options' in item ? item.options : []).map((option) => ({ where: `option ${option.value} of item ${item.id}`, text: option.label })),
    ]),
  ];
  for (const locale of product.languages.filter((candidate: Locale) => candidate !== DEFAULT_LOCALE)) {
    if (!product.itemTextSources?.[locale]) problems.push(`${locale} is offered without the source of its translation in itemTextSources`);
    const missing = texts.filter(({ text }) => !text[locale]?.trim()).map(({ where }) => where);
    if (missing.length > 0) problems.push(`${locale} is offered but has no text for ${missing.join(', ')}`);
  }
  const stray = new Set(texts.flatMap(({ text }) => localesOf(text)).filter((locale) => !listed.has(locale)));
  for (const locale of stray) problems.push(`item text in ${locale}, which languages does not list`);
  for (const locale of Object.keys(product.itemTextSources ?? {})) if (!listed.has(locale)) problems.push(`itemTextSources names ${locale}, which languages does not list`);
  return problems;
}

/**
 * The locale a form's own text (instructions, items, options) is shown in for a reader of `locale`:
 * that locale when the form has the rights holder's translation into it, else US English. Never a
 * neighbouring locale: Canadian French and French for France are separate published translations.
 * @param languages the product's `languages`.
 */
export const formTextLocale = (languages: readonly Locale[], locale: Locale): Locale => (languages.includes(locale) ? locale : DEFAULT_LOCALE);
