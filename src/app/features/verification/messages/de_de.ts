/** The verification feature's messages in German. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The de_de catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'verification.link': 'Eingabe verifizieren',
  'verification.title': 'Verifizierung der Eingabe',
  'verification.backToAssessment': 'Zurück zu {product} — {name}',
  'verification.verifiedBy': 'Verifiziert von {name}, {when}',
  'verification.notVerified': 'Nicht verifiziert',
  'verification.requiredByAccount': 'Ihr Konto verlangt eine Verifizierung vor der Auswertung.',
  'verification.startTitle': 'Zweiteingabe',
  'verification.startHelp': 'Geben Sie die Antworten ein zweites Mal vom Papierbogen ein, ohne die erste Eingabe anzusehen. Jedes Item, bei dem die beiden Eingaben abweichen, wird zur Klärung aufgelistet.',
  'verification.begin': 'Zweiteingabe beginnen',
  'verification.beginAgain': 'Erneut verifizieren',
  'verification.secondEntryTitle': 'Zweiteingabe (blind)',
  'verification.secondEntryHelp': 'Geben Sie jede Antwort vom Bogen ein; die erste Eingabe bleibt verborgen. Wählen Sie Vergleichen, wenn alle Items eingegeben sind.',
  'verification.invalidKey': 'Drücken Sie eine der Tasten {keys} für Item {number}.',
  'verification.numberLabel': '{unit} ({min} bis {max})',
  'verification.compare': 'Vergleichen',
  'verification.fixNumbers': 'Korrigieren Sie die eingegebene Zahl in {count, plural, one {Item} other {Items}} {items}, bevor Sie vergleichen.',
  'verification.cancel': 'Verifizierung abbrechen',
  'verification.discrepanciesTitle': '{count, plural, one {# Abweichung} other {# Abweichungen}}',
  'verification.discrepanciesHelp': 'Prüfen Sie den Papierbogen und wählen Sie für jedes Item den richtigen Wert.',
  'verification.column.item': 'Item',
  'verification.column.first': 'Erste Eingabe',
  'verification.column.second': 'Zweite Eingabe',
  'verification.column.correct': 'Richtiger Wert',
  'verification.correctValueOf': 'Richtiger Wert für {item}',
  'verification.useFirst': 'Erste: {value}',
  'verification.useSecond': 'Zweite: {value}',
  'verification.blank': 'leer',
  'verification.resolve': 'Bestätigen und verifizieren',
};
