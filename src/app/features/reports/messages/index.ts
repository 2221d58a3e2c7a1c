/**
 * The reports feature's message catalogues: US English in the main bundle, every other locale in
 * that locale's chunk of catalogues (all features' parts of a locale load together).
 */
import type { FeatureMessages } from '../../../core/i18n/featureMessages';
import { EN_US } from './en_us';

/** The feature's catalogues. */
export const MESSAGES: FeatureMessages<typeof EN_US> = {
  en_us: EN_US,
  load: {
    en_us: () => Promise.resolve(EN_US),
    da_dk: () => import(/* webpackChunkName: "messages-da_dk" */ './da_dk').then((module) => module.DA_DK),
    de_de: () => import(/* webpackChunkName: "messages-de_de" */ './de_de').then((module) => module.DE_DE),
    en_au: () => import(/* webpackChunkName: "messages-en_au" */ './en_au').then((module) => module.EN_AU),
    en_gb: () => import(/* webpackChunkName: "messages-en_gb" */ './en_gb').then((module) => module.EN_GB),
    es_es: () => import(/* webpackChunkName: "messages-es_es" */ './es_es').then((module) => module.ES_ES),
    fr_fr: () => import(/* webpackChunkName: "messages-fr_fr" */ './fr_fr').then((module) => module.FR_FR),
    fr_ca: () => import(/* webpackChunkName: "messages-fr_ca" */ './fr_ca').then((module) => module.FR_CA),
    nl_nl: () => import(/* webpackChunkName: "messages-nl_nl" */ './nl_nl').then((module) => module.NL_NL),
    nb_no: () => import(/* webpackChunkName: "messages-nb_no" */ './nb_no').then((module) => module.NB_NO),
    sv_se: () => import(/* webpackChunkName: "messages-sv_se" */ './sv_se').then((module) => module.SV_SE),
  },
};
