/** The account exports feature's messages in German. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The de_de catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'accountExports.title': "Datenexporte",
  'accountExports.intro': "Die Daten des Kontos als eine ZIP-Datei: Testpersonen, Testungen mit Antworten und Ergebnissen, gespeicherte Berichte, das Nutzungsprotokoll, der E-Mail-Verlauf und das Prüfprotokoll.",
  'accountExports.reason': "Grund (Ticketnummer und warum)",
  'accountExports.reasonHint': "Wird bei jedem Schritt in dieses Konto im Prüfprotokoll festgehalten.",
  'accountExports.show': "Exporte anzeigen",
  'accountExports.exportNow': "Jetzt exportieren",
  'accountExports.refresh': "Aktualisieren",
  'accountExports.started': "Der Export wurde gestartet. Die Liste zeigt, wann er bereit ist.",
  'accountExports.none': "Für dieses Konto gibt es noch keine Exporte.",
  'accountExports.loading': "Exporte werden geladen…",
  'accountExports.loadFailed': "Die Exporte konnten nicht geladen werden.",
  'accountExports.startFailed': "Der Export konnte nicht gestartet werden.",
  'accountExports.column.requested': "Angefordert",
  'accountExports.column.kind': "Angefordert von",
  'accountExports.column.status': "Status",
  'accountExports.column.link': "Link per E-Mail",
  'accountExports.column.file': "Datei",
  'accountExports.kind.accessRequest': "Administration des Kontos",
  'accountExports.kind.staff': "Datenaufbewahrung",
  'accountExports.kind.beforeDeletion': "Vor der Löschung",
  'accountExports.status.pending': "Wird erstellt",
  'accountExports.status.ready': "Bereit",
  'accountExports.status.failed': "Fehlgeschlagen: {reason}",
  'accountExports.link.used': "Link aus der E-Mail verwendet am {at}",
  'accountExports.link.mailed': "Per E-Mail gesendet; gültig bis {at}",
  'accountExports.link.expired': "Abgelaufen am {at}",
  'accountExports.link.notMailed': "Nicht per E-Mail gesendet",
  'accountExports.download': "Herunterladen",
};
