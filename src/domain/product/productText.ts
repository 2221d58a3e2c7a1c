/**
 * A product's own words in the reader's language: scale names, band labels and interpretations,
 * flags, change rules and comparison groups. They are platform text, translated in the product's
 * `translations`; the definition and every stored score keep the US English source, and each
 * screen and report puts the reader's words on it when it shows it. Item text is never
 * translated here.
 */
import { type Locale, localeFallbacks } from '../locale';
import type { ScoreChange } from '../scoreChange';
import type { ScoreResult } from '../scoring/scoreTypes';
import type { ProductDefinition } from './productDefinition';
import type { ProductTranslation } from './productTranslations';

type Translated = Pick<ProductDefinition, 'translations'>;

/** The translations to look in for `locale`, best first (its own, then its language's). */
function translationsFor(product: Translated, locale: Locale): ProductTranslation[] {
  return localeFallbacks(locale).flatMap((candidate) => {
    const translation = product.translations?.[candidate];
    return translation ? [translation] : [];
  });
}

/** The first translated value `pick` finds, else `source`. */
function lookUp<T>(product: Translated, locale: Locale, pick: (translation: ProductTranslation) => T | undefined, source: T): T {
  for (const translation of translationsFor(product, locale)) {
    const value = pick(translation);
    if (value !== undefined) return value;
  }
  return source;
}

/** A scale's name in `locale`; `source` (the US English name) when it has no translation. */
export const scaleNameIn = (product: Translated, scaleId: string, source: string, locale: Locale): string =>
  lookUp(product, locale, (translation) => translation.scales?.[scaleId], source);

/** A band's label and interpretation in `locale`, found by its scale and US English label. */
export const bandIn = (product: Translated, scaleId: string, band: { label: string; interpretation: string }, locale: Locale): { label: string; interpretation: string } =>
  lookUp(product, locale, (translation) => translation.bands?.[scaleId]?.[band.label], band);

/** A flag's label and action in `locale`. */
export const flagIn = (product: Translated, flagId: string, flag: { label: string; action: string }, locale: Locale): { label: string; action: string } =>
  lookUp(product, locale, (translation) => translation.flags?.[flagId], flag);

/** A change rule's label in `locale`. */
export const changeRuleLabelIn = (product: Translated, ruleId: string, source: string, locale: Locale): string =>
  lookUp(product, locale, (translation) => translation.changeRules?.[ruleId], source);

/** A comparison group's label in `locale`. */
export const comparisonGroupLabelIn = (product: Translated, groupId: string, source: string, locale: Locale): string =>
  lookUp(product, locale, (translation) => translation.comparisonGroups?.[groupId], source);

/**
 * A score as a reader of `locale` reads it: the same numbers, with scale names, band labels and
 * interpretations, flag labels and actions and comparison group labels in their language. The
 * score of record itself stays in US English; this copy is for screens and reports.
 */
export function scoreIn(score: ScoreResult, product: Translated, locale: Locale): ScoreResult {
  return {
    ...score,
    scales: score.scales.map((scale) => ({
      ...scale,
      name: scaleNameIn(product, scale.scaleId, scale.name, locale),
      band: scale.band ? bandIn(product, scale.scaleId, scale.band, locale) : null,
      derived: scale.derived
        ? { ...scale.derived, comparisonGroupLabel: comparisonGroupLabelIn(product, scale.derived.comparisonGroupId, scale.derived.comparisonGroupLabel, locale) }
        : null,
    })),
    flags: score.flags.map((flag) => ({ ...flag, ...flagIn(product, flag.id, flag, locale) })),
  };
}

/** Changes since the previous administration as a reader of `locale` reads them (scale names and rule labels). */
export const changesIn = (changes: readonly ScoreChange[], product: Translated, locale: Locale): ScoreChange[] =>
  changes.map((change) => ({
    ...change,
    scaleName: scaleNameIn(product, change.scaleId, change.scaleName, locale),
    label: changeRuleLabelIn(product, change.ruleId, change.label, locale),
  }));

/**
 * A product definition as a reader of `locale` reads it: scale names, band labels and
 * interpretations, flags, change rules and comparison groups in their language, and every
 * reference to a band label (the feedback report's band texts) moved along, so code that matches a
 * score's band with the product's bands works on both copies alike. Pair it with {@link scoreIn}.
 */
export function productIn(product: ProductDefinition, locale: Locale): ProductDefinition {
  const bandLabel = (scale: string, label: string): string => {
    const band = product.bands.find((candidate) => candidate.scale === scale && candidate.label === label);
    return band ? bandIn(product, scale, band, locale).label : label;
  };
  return {
    ...product,
    scales: product.scales.map((scale) => ({ ...scale, name: scaleNameIn(product, scale.id, scale.name, locale) })),
    bands: product.bands.map((band) => ({ ...band, ...bandIn(product, band.scale, band, locale) })),
    flags: product.flags.map((flag) => ({ ...flag, ...flagIn(product, flag.id, flag, locale) })),
    comparisonGroups: product.comparisonGroups.map((group) => ({ ...group, label: comparisonGroupLabelIn(product, group.id, group.label, locale) })),
    ...(product.changeRules ? { changeRules: product.changeRules.map((rule) => ({ ...rule, label: changeRuleLabelIn(product, rule.id, rule.label, locale) })) } : {}),
    ...(product.feedbackReport
      ? { feedbackReport: { ...product.feedbackReport, bandTexts: product.feedbackReport.bandTexts.map((text) => ({ ...text, band: bandLabel(text.scale, text.band) })) } }
      : {}),
  };
}
