/**
 * The SPA's message catalogues (spec §9), put together from the core's part and every feature's
 * (features/index.ts). Only the core's US English is in the first scripts: it is what the SPA
 * speaks before it knows the user (the sign-in screens). Every locale's whole catalogue, US English
 * included, loads as one chunk when the SPA first needs that language (US English at start,
 * beside the identity request), so nobody downloads ten languages, or the texts of screens before
 * the first one can run, to read one.
 */
import { type Locale, SUPPORTED_LOCALES } from '../domain/locale';
import type { Catalogue } from './core/i18n/messageId';
import type { FeatureMessages } from './core/i18n/featureMessages';
import { CORE_EN_US, CORE_MESSAGES } from './core/i18n/messages';
import { FEATURES } from './features';

const PARTS: readonly FeatureMessages[] = [CORE_MESSAGES, ...FEATURES.map((feature) => feature.messages)];

/**
 * The core's US English, in the first scripts: the messages of the sign-in screens, shown until
 * the whole catalogue of the user's language has loaded (core/layout/SessionGate.tsx waits for it
 * before it shows any feature). Typed as a catalogue for the IntlProvider; it has the core's ids only.
 */
export const CORE_CATALOGUE = CORE_EN_US as Catalogue;

/**
 * Loads a locale's whole catalogue: every part of it, at once. Frozen: the store's reducers (Immer)
 * then take it as it is, where they would otherwise walk its thousands of compiled messages to
 * freeze each (tens of milliseconds of the start on a phone).
 */
async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const parts = await Promise.all(PARTS.map((part) => part.load[locale]()));
  return Object.freeze(Object.assign({}, ...parts) as Catalogue);
}

/** Loads each locale's catalogue. */
export const CATALOGUE_LOADERS: Readonly<Record<Locale, () => Promise<Catalogue>>> = Object.fromEntries(
  SUPPORTED_LOCALES.map((locale) => [locale, () => loadCatalogue(locale)]),
) as Record<Locale, () => Promise<Catalogue>>;
