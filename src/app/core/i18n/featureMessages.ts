/**
 * A part of the SPA's message catalogues: the core's (core/i18n/messages) or a feature's
 * (features/<feature>/messages). Each part's folder holds `en_us.ts`, its source, and one file per
 * other locale exporting `CATALOGUE`. US English is in the main bundle; the other files are
 * imported under the chunk name `messages-<locale>`, so all parts of one locale load as one chunk
 * when a user first needs that language (spec §9).
 */
import type { Locale } from '../../../domain/locale';

/** A translation of the source part `M`: a text for each of its message ids. */
export type CatalogueOf<M> = Readonly<Record<keyof M, string>>;

/** A part's catalogues: its US English source and a loader per locale (en_us included). */
export interface FeatureMessages<M extends Readonly<Record<string, string>> = Readonly<Record<string, string>>> {
  en_us: M;
  load: Readonly<Record<Locale, () => Promise<CatalogueOf<M>>>>;
}

/** The locales whose catalogues are chunks of their own. */
type ChunkLocale = Exclude<Locale, 'en_us'>;

/**
 * A part's catalogues from its source and the import of its folder's file for a locale.
 * @param importLocale `(locale) => import(\`./${locale}\`)`, written in the part's folder so that
 *   the bundler finds its files; the file's `CATALOGUE` is the locale's part, typed by its file
 *   and checked against the source by the catalogue test.
 */
export function featureMessages<M extends Readonly<Record<string, string>>>(
  en_us: M,
  importLocale: (locale: ChunkLocale) => Promise<{ CATALOGUE: CatalogueOf<M> }>,
): FeatureMessages<M> {
  const chunk = (locale: ChunkLocale) => (): Promise<CatalogueOf<M>> => importLocale(locale).then((module) => module.CATALOGUE);
  return {
    en_us,
    load: {
      en_us: () => Promise.resolve(en_us),
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
