/**
 * The SPA's message catalogues (spec §9), put together from the core's part and every feature's
 * (features/index.ts). US English is in the main bundle: it is what the SPA speaks before it
 * knows the user, and what it falls back on. Every other locale's parts load as one chunk when a
 * user first needs that language, so nobody downloads ten languages to read one.
 */
import { type Locale, SUPPORTED_LOCALES } from '../domain/locale';
import type { Catalogue } from './core/i18n/messageId';
import type { FeatureMessages } from './core/i18n/featureMessages';
import { CORE_MESSAGES } from './core/i18n/messages';
import { FEATURES } from './features';

const PARTS: readonly FeatureMessages[] = [CORE_MESSAGES, ...FEATURES.map((feature) => feature.messages)];

/** The whole US English catalogue, in the main bundle. */
export const EN_US_CATALOGUE = Object.assign({}, ...PARTS.map((part) => part.en_us)) as Catalogue;

/** Loads a locale's whole catalogue: every part of it, at once. */
async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const parts = await Promise.all(PARTS.map((part) => part.load[locale]()));
  return Object.assign({}, ...parts) as Catalogue;
}

/** Loads each locale's catalogue. */
export const CATALOGUE_LOADERS: Readonly<Record<Locale, () => Promise<Catalogue>>> = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, () => loadCatalogue(locale)]),
) as Record<Locale, () => Promise<Catalogue>>;
