/** Data management's messages in German. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The de_de catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'dataManagement.heading': "Konto löschen",
  'dataManagement.intro': "Das Löschen des Kontos beendet sofort jede Anmeldung seiner Benutzer und jeden Fernlink. Seine Daten bleiben bis zum Bereinigungsdatum erhalten, und das Konto kann bis dahin wiederhergestellt werden. Zum Löschen ist ein Export des Kontos aus den letzten {hours} Stunden nötig.",
  'dataManagement.reason': "Grund",
  'dataManagement.reasonHelp': "Zum Beispiel die Ticketnummer und wer es beantragt hat. Er wird im Audit-Protokoll festgehalten.",
  'dataManagement.show': "Löschstatus anzeigen",
  'dataManagement.stateLabel': "Status",
  'dataManagement.state.active': "Aktiv",
  'dataManagement.state.dormant': "Inaktiv",
  'dataManagement.state.deletionRequested': "Löschung beantragt",
  'dataManagement.state.onHold': "Rechtliche Sperre",
  'dataManagement.state.deleted': "Gelöscht",
  'dataManagement.state.purged': "Bereinigt",
  'dataManagement.deletedOn': "Gelöscht am {date}.",
  'dataManagement.deletedFor': "Grund: {reason}",
  'dataManagement.deletedByJob.dormant': "Grund: Während des Inaktivitätszeitraums hat sich niemand angemeldet.",
  'dataManagement.deletedByJob.selfDeletion': "Grund: Ein Administrator des Kontos hat die Löschung beantragt.",
  'dataManagement.purgeOn': "Es wird am {date} bereinigt, wenn es nicht vorher wiederhergestellt wird.",
  'dataManagement.latestExport': "Letzter Export: {date}",
  'dataManagement.noExport': "Es liegt kein fertiger Export dieses Kontos vor.",
  'dataManagement.refusal.deleted': "Das Konto ist bereits gelöscht.",
  'dataManagement.refusal.noRecentExport': "Exportieren Sie zuerst die Daten des Kontos: Zum Löschen ist ein Export aus den letzten {hours} Stunden nötig.",
  'dataManagement.block.legalHold': "Eine rechtliche Sperre verhindert die Löschung: {reason}",
  'dataManagement.block.openAccessRequest': "{count, plural, one {# offene Auskunftsanfrage verhindert} other {# offene Auskunftsanfragen verhindern}} die Löschung, bis der Export übergeben ist.",
  'dataManagement.delete': "Konto löschen",
  'dataManagement.recover': "Konto wiederherstellen",
  'dataManagement.notRecoverable': "Der Wiederherstellungszeitraum ist abgelaufen.",
  'dataManagement.confirm.title': "Dieses Konto löschen?",
  'dataManagement.confirm.text': "Ab sofort kann sich niemand des Kontos mehr anmelden, und seine Fernlinks funktionieren nicht mehr. Es kann bis zur Bereinigung wiederhergestellt werden.",
  'dataManagement.working': "Wird ausgeführt …",
  'dataManagement.deleted': "Das Konto wurde gelöscht.",
  'dataManagement.recovered': "Das Konto wurde wiederhergestellt.",
};
