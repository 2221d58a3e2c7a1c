/**
 * The core's message catalogues (the shell, the session, validation and errors): US English in the
 * first scripts, since the SPA speaks it before its catalogues load; every other locale in that
 * locale's chunk of catalogues (`messages-<locale>`, shared by the core and all features).
 */
import { featureMessages } from '../featureMessages';
import { EN_US } from './en_us';

/** The core's catalogues. */
export const CORE_MESSAGES = featureMessages(() => Promise.resolve({ EN_US }), (locale) => import(/* webpackChunkName: "messages-[request]", webpackExclude: /(index|en_us)\.ts$/ */ `./${locale}.ts`));

/** The core's US English: what the SPA shows until the whole catalogue of its language is here. */
export const CORE_EN_US = EN_US;
