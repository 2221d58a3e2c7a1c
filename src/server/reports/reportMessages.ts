/**
 * The report catalogues of the eleven locales and the translator that fills their ICU messages
 * (intl-messageformat, the formatter react-intl uses in the SPA).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { bcp47, type Locale } from '../../domain/locale';
import { REPORT_DA_DK } from './i18n/da_dk';
import { REPORT_DE_DE } from './i18n/de_de';
import { REPORT_EN_AU } from './i18n/en_au';
import { REPORT_EN_GB } from './i18n/en_gb';
import { REPORT_EN_US, type ReportCatalogue, type ReportMessageId } from './i18n/en_us';
import { REPORT_ES_ES } from './i18n/es_es';
import { REPORT_FR_CA } from './i18n/fr_ca';
import { REPORT_FR_FR } from './i18n/fr_fr';
import { REPORT_NB_NO } from './i18n/nb_no';
import { REPORT_NL_NL } from './i18n/nl_nl';
import { REPORT_SV_SE } from './i18n/sv_se';

/** Every locale's report catalogue. */
export const REPORT_CATALOGUES: Readonly<Record<Locale, ReportCatalogue>> = {
  da_dk: REPORT_DA_DK,
  de_de: REPORT_DE_DE,
  en_us: REPORT_EN_US,
  en_au: REPORT_EN_AU,
  en_gb: REPORT_EN_GB,
  es_es: REPORT_ES_ES,
  fr_fr: REPORT_FR_FR,
  fr_ca: REPORT_FR_CA,
  nl_nl: REPORT_NL_NL,
  nb_no: REPORT_NB_NO,
  sv_se: REPORT_SV_SE,
};

/** Values of a message's arguments: text already formatted, or a number for plural and ordinal choices. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Fills a report message of one locale. */
export type Translate = (id: ReportMessageId, values?: MessageValues) => string;

// Parsing a message costs more than formatting it; a batch formats the same few hundred again and again.
const compiled = new Map<string, IntlMessageFormat>();

function messageFormat(locale: Locale, id: ReportMessageId): IntlMessageFormat {
  const key = `${locale}:${id}`;
  let format = compiled.get(key);
  if (!format) {
    format = new IntlMessageFormat(REPORT_CATALOGUES[locale][id], bcp47(locale));
    compiled.set(key, format);
  }
  return format;
}

/**
 * The translator of a locale's report catalogue.
 * @throws Error when a message needs an argument that `values` lacks (a programming error).
 */
export function reportTranslator(locale: Locale): Translate {
  return (id, values) => {
    const text = messageFormat(locale, id).format<string>(values ?? {});
    return Array.isArray(text) ? text.join('') : String(text);
  };
}
