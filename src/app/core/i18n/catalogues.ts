/**
 * Where each locale's message catalogue comes from (spec §9). US English is in the main bundle:
 * it is what the SPA speaks before it knows the user, and what it falls back on. Every other
 * catalogue is a chunk of its own, loaded when a user needs it, so nobody downloads ten
 * languages to read one.
 */
import type { Locale } from '../../../domain/locale';
import { type Catalogue, EN_US } from './messages/en_us';

/** The catalogue of the main bundle (en_us). */
export const DEFAULT_CATALOGUE: Catalogue = EN_US;

/** Loads each locale's catalogue; the record names every locale, so TypeScript reports one left out. */
export const CATALOGUE_LOADERS: Readonly<Record<Locale, () => Promise<Catalogue>>> = {
  en_us: () => Promise.resolve(EN_US),
  da_dk: () => import(/* webpackChunkName: "messages-da_dk" */ './messages/da_dk').then((module) => module.DA_DK),
  de_de: () => import(/* webpackChunkName: "messages-de_de" */ './messages/de_de').then((module) => module.DE_DE),
  en_au: () => import(/* webpackChunkName: "messages-en_au" */ './messages/en_au').then((module) => module.EN_AU),
  en_gb: () => import(/* webpackChunkName: "messages-en_gb" */ './messages/en_gb').then((module) => module.EN_GB),
  es_es: () => import(/* webpackChunkName: "messages-es_es" */ './messages/es_es').then((module) => module.ES_ES),
  fr_fr: () => import(/* webpackChunkName: "messages-fr_fr" */ './messages/fr_fr').then((module) => module.FR_FR),
  fr_ca: () => import(/* webpackChunkName: "messages-fr_ca" */ './messages/fr_ca').then((module) => module.FR_CA),
  nl_nl: () => import(/* webpackChunkName: "messages-nl_nl" */ './messages/nl_nl').then((module) => module.NL_NL),
  nb_no: () => import(/* webpackChunkName: "messages-nb_no" */ './messages/nb_no').then((module) => module.NB_NO),
  sv_se: () => import(/* webpackChunkName: "messages-sv_se" */ './messages/sv_se').then((module) => module.SV_SE),
};
