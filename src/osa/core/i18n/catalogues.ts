/** The player's catalogue of each supported locale; all are bundled (a few kilobytes). */
import type { Locale } from '../../../domain/locale';
import { DA_DK } from './messages/da_dk';
import { DE_DE } from './messages/de_de';
import { EN_AU } from './messages/en_au';
import { EN_GB } from './messages/en_gb';
import { EN_US, type OsaCatalogue } from './messages/en_us';
import { ES_ES } from './messages/es_es';
import { FR_CA } from './messages/fr_ca';
import { FR_FR } from './messages/fr_fr';
import { NB_NO } from './messages/nb_no';
import { NL_NL } from './messages/nl_nl';
import { SV_SE } from './messages/sv_se';

/** Every locale's catalogue. */
export const OSA_CATALOGUES: Readonly<Record<Locale, OsaCatalogue>> = {
  da_dk: DA_DK,
  de_de: DE_DE,
  en_us: EN_US,
  en_au: EN_AU,
  en_gb: EN_GB,
  es_es: ES_ES,
  fr_fr: FR_FR,
  fr_ca: FR_CA,
  nl_nl: NL_NL,
  nb_no: NB_NO,
  sv_se: SV_SE,
};
