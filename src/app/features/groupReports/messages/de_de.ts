/** The groupReports feature's messages in German. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The de_de catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'groupReport.open': 'Gruppenbericht',
  'groupReport.oneFormOnly': 'Ein Gruppenbericht umfasst ein Verfahren: Filtern Sie nach einem Verfahren oder wählen Sie nur Testungen eines Verfahrens aus.',
  'groupReport.formTitle': '{count, plural, one {{form}-Gruppenbericht über {countText} Testung} other {{form}-Gruppenbericht über {countText} Testungen}}',
  'groupReport.title': 'Titel',
  'groupReport.titleHint': 'Eine Klasse, eine Schule oder eine Gruppe, wie der Bericht sie nennen soll.',
  'groupReport.titleRequired': 'Geben Sie dem Bericht einen Titel (eine Klasse, eine Schule).',
  'groupReport.comparisonGroup': 'Vergleichsgruppe',
  'groupReport.defaultGroup': 'Standard des Verfahrens',
  'groupReport.language': 'Sprache',
  'groupReport.ownLanguage': 'Meine Sprache',
  'groupReport.submit': 'Gruppenbericht erstellen',
  'groupReport.making': 'Der Gruppenbericht wird erstellt …',
  'groupReport.notMade': 'Der Gruppenbericht wurde nicht erstellt.',
  'groupReport.made': 'Der Gruppenbericht „{title}“ ist fertig.',
  'groupReport.downloadNamed': '„{title}“ herunterladen',
  'groupReport.listTitle': 'Gruppenberichte',
  'groupReport.none': 'Noch keine Gruppenberichte.',
  'groupReport.col.title': 'Titel',
  'groupReport.col.form': 'Verfahren',
  'groupReport.col.assessments': 'Testungen',
  'groupReport.col.created': 'Erstellt',
  'groupReport.col.by': 'Von',
  'groupReport.col.file': 'Datei',
  'groupReport.download': 'Herunterladen',
};
