/**
 * A part of the SPA's message catalogues: the core's (core/i18n/messages) or a feature's
 * (features/<feature>/messages). US English is in the main bundle; every other locale's part is
 * imported with the chunk name `messages-<locale>`, so all parts of one locale load as one chunk
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
