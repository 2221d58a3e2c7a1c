/**
 * The liveSessions feature's message catalogues: each locale, US English included, in that locale's chunk
 * of catalogues (`messages-<locale>`, shared by the core and all features).
 */
import { featureMessages } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The feature's catalogues. */
export const MESSAGES = featureMessages<typeof EN_US>(() => import(/* webpackChunkName: "messages-en_us" */ './en_us'), (locale) => import(/* webpackChunkName: "messages-[request]", webpackExclude: /(index|en_us)\.ts$/ */ `./${locale}.ts`));
