/**
 * Every locale's catalogue at once, for tests that compare catalogues or render in a language
 * without waiting for it to load (the SPA loads them one at a time: src/app/core/i18n/catalogues.ts).
 */
import type { Catalogue } from '../../../src/app/core/i18n/messages/en_us';
import { EN_US } from '../../../src/app/core/i18n/messages/en_us';
import { DA_DK } from '../../../src/app/core/i18n/messages/da_dk';
import { DE_DE } from '../../../src/app/core/i18n/messages/de_de';
import { EN_AU } from '../../../src/app/core/i18n/messages/en_au';
import { EN_GB } from '../../../src/app/core/i18n/messages/en_gb';
import { ES_ES } from '../../../src/app/core/i18n/messages/es_es';
import { FR_CA } from '../../../src/app/core/i18n/messages/fr_ca';
import { FR_FR } from '../../../src/app/core/i18n/messages/fr_fr';
import { NB_NO } from '../../../src/app/core/i18n/messages/nb_no';
import { NL_NL } from '../../../src/app/core/i18n/messages/nl_nl';
import { SV_SE } from '../../../src/app/core/i18n/messages/sv_se';
import type { Locale } from '../../../src/domain/locale';

/** Every locale's catalogue. */
export const CATALOGUES: Readonly<Record<Locale, Catalogue>> = {
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
