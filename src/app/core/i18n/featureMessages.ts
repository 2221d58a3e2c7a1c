/**
 * A part of the SPA's message catalogues: the core's (core/i18n/messages) or a feature's
 * (features/<feature>/messages). Each part's folder holds `en_us.ts`, its source, and one file per
 * other locale exporting `CATALOGUE`. Only the core's US English is in the first scripts (the
 * sign-in screens speak it); every part's file of a locale, US English included, is imported
 * under the chunk name `messages-<locale>`, so all parts of one locale load as one chunk when the
 * SPA first needs that language (spec §9): US English at start, beside the identity request.
 */
import type { Locale } from '../../../domain/locale';

/** A translation of the source part `M`: a text for each of its message ids. */
export type CatalogueOf<M> = Readonly<Record<keyof M, string>>;

/** A part's catalogues: a loader per locale (en_us included), `M` being its US English source. */
export interface FeatureMessages<M extends Readonly<Record<string, string>> = Readonly<Record<string, string>>> {
  load: Readonly<Record<Locale, () => Promise<CatalogueOf<M>>>>;
}

/** The locales whose catalogues are translations (`CATALOGUE`) rather than the source (`EN_US`). */
type ChunkLocale = Exclude<Locale, 'en_us'>;

/**
 * A part's catalogues from the imports of its folder's files.
 * @param importEnglish `() => import('./en_us')` (the chunk `messages-en_us`), or the source
 *   itself wrapped in a promise for a part the first scripts carry (the core's).
 * @param importLocale `(locale) => import(\`./${locale}.ts\`)`, written in the part's folder so that
 *   the bundler finds its files; the file's `CATALOGUE` is the locale's part, typed by its file
 *   and checked against the source by the catalogue test. The request names the extension: the
 *   bundler's table of the folder, in the first scripts for every part, then lists each file once
 *   rather than also under its name without one (0.8 kB of those scripts, gzipped).
 */
export function featureMessages<M extends Readonly<Record<string, string>>>(
  importEnglish: () => Promise<{ EN_US: M }>,
  importLocale: (locale: ChunkLocale) => Promise<{ CATALOGUE: CatalogueOf<M> }>,
): FeatureMessages<M> {
  const chunk = (locale: ChunkLocale) => (): Promise<CatalogueOf<M>> => importLocale(locale).then((module) => module.CATALOGUE);
  return {
    load: {
      en_us: () => importEnglish().then((module) => module.EN_US),
      da_dk: chunk('da_dk'),
      de_de: chunk('de_de'),
      en_au: chunk('en_au'),
      en_gb: chunk('en_gb'),
      es_es: chunk('es_es'),
      fr_fr: chunk('fr_fr'),
      fr_ca: chunk('fr_ca'),
      nl_nl: chunk('nl_nl'),
      nb_no: chunk('nb_no'),
      sv_se: chunk('sv_se'),
    },
  };
}
