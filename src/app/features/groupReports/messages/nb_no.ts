/** The groupReports feature's messages in Norwegian Bokmål. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nb_no catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'groupReport.open': 'Grupperapport',
  'groupReport.oneFormOnly': 'En grupperapport omfatter én test: filtrer etter en test, eller velg bare testinger av én test.',
  'groupReport.formTitle': '{count, plural, one {{form}-grupperapport over {countText} testing} other {{form}-grupperapport over {countText} testinger}}',
  'groupReport.title': 'Tittel',
  'groupReport.titleHint': 'En klasse, en skole eller en gruppe, slik rapporten skal kalle den.',
  'groupReport.titleRequired': 'Gi rapporten en tittel (en klasse, en skole).',
  'groupReport.comparisonGroup': 'Sammenligningsgruppe',
  'groupReport.defaultGroup': 'Testens standard',
  'groupReport.language': 'Språk',
  'groupReport.ownLanguage': 'Mitt språk',
  'groupReport.submit': 'Lag grupperapport',
  'groupReport.making': 'Grupperapporten lages …',
  'groupReport.notMade': 'Grupperapporten ble ikke laget.',
  'groupReport.made': 'Grupperapporten «{title}» er klar.',
  'groupReport.downloadNamed': 'Last ned «{title}»',
  'groupReport.listTitle': 'Grupperapporter',
  'groupReport.none': 'Ingen grupperapporter ennå.',
  'groupReport.col.title': 'Tittel',
  'groupReport.col.form': 'Test',
  'groupReport.col.assessments': 'Testinger',
  'groupReport.col.created': 'Laget',
  'groupReport.col.by': 'Av',
  'groupReport.col.file': 'Fil',
  'groupReport.download': 'Last ned',
};
