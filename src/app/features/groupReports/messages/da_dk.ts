/** The groupReports feature's messages in Danish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The da_dk catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'groupReport.open': 'Grupperapport',
  'groupReport.oneFormOnly': 'En grupperapport omfatter én test: filtrér efter en test, eller vælg kun testninger af én test.',
  'groupReport.formTitle': '{count, plural, one {{form}-grupperapport over {countText} testning} other {{form}-grupperapport over {countText} testninger}}',
  'groupReport.title': 'Titel',
  'groupReport.titleHint': 'En klasse, en skole eller en gruppe, som rapporten skal kalde den.',
  'groupReport.titleRequired': 'Giv rapporten en titel (en klasse, en skole).',
  'groupReport.comparisonGroup': 'Sammenligningsgruppe',
  'groupReport.defaultGroup': 'Testens standard',
  'groupReport.language': 'Sprog',
  'groupReport.ownLanguage': 'Mit sprog',
  'groupReport.submit': 'Dan grupperapport',
  'groupReport.making': 'Grupperapporten dannes …',
  'groupReport.notMade': 'Grupperapporten blev ikke dannet.',
  'groupReport.made': 'Grupperapporten »{title}« er klar.',
  'groupReport.downloadNamed': 'Download »{title}«',
  'groupReport.listTitle': 'Grupperapporter',
  'groupReport.none': 'Ingen grupperapporter endnu.',
  'groupReport.col.title': 'Titel',
  'groupReport.col.form': 'Test',
  'groupReport.col.assessments': 'Testninger',
  'groupReport.col.created': 'Dannet',
  'groupReport.col.by': 'Af',
  'groupReport.col.file': 'Fil',
  'groupReport.download': 'Download',
};
