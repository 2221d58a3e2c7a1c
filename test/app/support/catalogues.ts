/**
 * Every locale's whole catalogue at once, for tests that compare catalogues or render in a language
 * without waiting for it to load. Filled before the tests of the file that imports it run, by the
 * SPA's own loaders (src/app/messages.ts), so the parts of every feature are in it.
 */
import type { Catalogue } from '../../../src/app/core/i18n/messageId';
import { CATALOGUE_LOADERS } from '../../../src/app/messages';
import { type Locale, SUPPORTED_LOCALES } from '../../../src/domain/locale';

/** Every locale's catalogue (empty until the file's tests start). */
export const CATALOGUES = {} as Record<Locale, Catalogue>;

beforeAll(async () => {
  for (const locale of SUPPORTED_LOCALES) CATALOGUES[locale] = await CATALOGUE_LOADERS[locale]();
});
