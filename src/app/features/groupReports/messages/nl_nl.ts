/** The groupReports feature's messages in Dutch. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nl_nl catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'groupReport.open': 'Groepsrapport',
  'groupReport.oneFormOnly': 'Een groepsrapport gaat over één test: filter op een test of selecteer alleen afnames van één test.',
  'groupReport.formTitle': '{count, plural, one {Groepsrapport {form} over {countText} afname} other {Groepsrapport {form} over {countText} afnames}}',
  'groupReport.title': 'Titel',
  'groupReport.titleHint': 'Een klas, een school of een groep, zoals het rapport die moet noemen.',
  'groupReport.titleRequired': 'Geef het rapport een titel (een klas, een school).',
  'groupReport.comparisonGroup': 'Vergelijkingsgroep',
  'groupReport.defaultGroup': 'De standaard van de test',
  'groupReport.language': 'Taal',
  'groupReport.ownLanguage': 'Mijn taal',
  'groupReport.submit': 'Groepsrapport maken',
  'groupReport.making': 'Het groepsrapport wordt gemaakt…',
  'groupReport.notMade': 'Het groepsrapport is niet gemaakt.',
  'groupReport.made': 'Het groepsrapport ‘{title}’ is klaar.',
  'groupReport.downloadNamed': '‘{title}’ downloaden',
  'groupReport.listTitle': 'Groepsrapporten',
  'groupReport.none': 'Nog geen groepsrapporten.',
  'groupReport.col.title': 'Titel',
  'groupReport.col.form': 'Test',
  'groupReport.col.assessments': 'Afnames',
  'groupReport.col.created': 'Gemaakt',
  'groupReport.col.by': 'Door',
  'groupReport.col.file': 'Bestand',
  'groupReport.download': 'Downloaden',
};
