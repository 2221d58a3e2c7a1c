/**
 * The stimulus books feature's message catalogues: US English in the main bundle, every other locale
 * in that locale's chunk of catalogues (`messages-<locale>`, shared by the core and all features).
 */
import { featureMessages } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';

/** The feature's catalogues. */
export const MESSAGES = featureMessages(EN_US, (locale) => import(/* webpackChunkName: "messages-[request]", webpackExclude: /(index|en_us)\.ts$/ */ `./${locale}`));
