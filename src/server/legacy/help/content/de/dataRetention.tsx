/** Help in German: the work of the data-retention staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Data retention" page in German. */
export const DATA_RETENTION_DE: HelpTopicText = {
  title: 'Datenaufbewahrung',
  summary: 'Die Arbeit der Mitarbeitenden für Datenaufbewahrung von Q-global: inaktive Konten, Löschanträge, rechtliche Sperren und wer Konten löschen darf.',
  sections: {
    'data-retention-dashboard': {
      title: 'Die Übersicht der Datenaufbewahrung',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Mitarbeitende für Datenaufbewahrung arbeiten für Q-global, nicht für ein Kundenkonto, und landen nach der Anmeldung in dieser Übersicht. Geben Sie zuerst an, warum Sie an Kundenkonten arbeiten, zum Beispiel eine Ticketnummer: Das Prüfprotokoll hält ihn bei jedem Konto fest, das Sie öffnen. Die Übersicht listet die Kundenkonten nach Status, jeden Status mit der Zahl seiner Konten: aktiv, inaktiv (während des Inaktivitätszeitraums hat sich niemand angemeldet; das Konto wird an seinem Löschdatum gelöscht, sofern sich niemand anmeldet oder es behält), Löschung beantragt (ein Administrator hat die Löschung beantragt), rechtliche Sperre, gelöscht (bis zur endgültigen Entfernung wiederherstellbar) und endgültig entfernt (nur die frühere Kontonummer bleibt). „Löschanträge“ listet die Konten, deren Administrator die Löschung beantragt hat.</p>
          <p>Filtern Sie nach der Person, der der Vorgang zugewiesen ist (oder niemandem), nach einem Zeitraum von Löschdaten und nach Name oder Nummer des Kontos. Die Liste zeigt die letzte Aktivität jedes Kontos (die letzte Anmeldung eines seiner Benutzer), sein Löschdatum, wem der Vorgang zugewiesen ist und ob eine rechtliche Sperre besteht, die nächste Löschung zuerst. Öffnen Sie ein Konto, um seinen Vorgang zu bearbeiten.</p>
        </>
      ),
    },
    'data-retention-case': {
      title: 'Der Vorgang eines Kontos',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Der Vorgang zeigt den Status des Kontos, seine letzte Aktivität, seine Daten (inaktiv seit, das Löschdatum, einen Löschantrag und sein Datum), eine rechtliche Sperre mit ihrem Grund und wem der Vorgang zugewiesen ist. Darunter stehen die Kontaktadressen des Kontos (seine aktiven Administratoren mit E-Mail-Adresse und Telefonnummer) und die an das Konto gesendeten Hinweise, jeder mit dem angekündigten Löschdatum und auf Wunsch der Zustellung jeder seiner E-Mails mit jedem Versuch.</p>
          <p>Jede Änderung fragt nach ihrem eigenen Grund, den das Prüfprotokoll festhält. Weisen Sie den Vorgang einer Kollegin, einem Kollegen oder sich selbst zu. Verlängern Sie die Karenzzeit eines inaktiven Kontos auf ein späteres Löschdatum (höchstens ein Jahr im Voraus): Die Administratoren erhalten die Hinweise zum neuen Datum. Verschieben Sie einen Löschantrag auf ein späteres Datum; ein früheres Datum braucht die Zustimmung des Administrators, daher können Mitarbeitende es nicht vorziehen. Eine rechtliche Sperre verhindert, dass das Konto gelöscht oder endgültig entfernt wird, ganz gleich welche Daten es hat, bis sie aufgehoben wird; Ihr Grund wird als Grund der Sperre festgehalten.</p>
        </>
      ),
    },
    'data-retention-settings': {
      title: 'Meine Einstellungen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.DATA_RETENTION_MANAGE} />
          <p>Wählen Sie, welche E-Mail-Benachrichtigungen Sie erhalten: wenn ein Konto inaktiv wird, wenn ein Administrator die Löschung beantragt, wenn ein Konto gelöscht wird und wenn eine Löschung oder endgültige Entfernung durch eine rechtliche Sperre oder ein offenes Auskunftsersuchen blockiert ist.</p>
          <p>Mitarbeitende, deren Rolle Kontodaten löschen darf, sehen außerdem, wer Konten löschen darf. Das Recht kann nur Mitarbeitenden erteilt werden, deren Rolle Kontodaten löschen darf, immer mit einem Grund, und niemand kann sein eigenes ändern: Eine andere mitarbeitende Person muss es erteilen oder entziehen.</p>
        </>
      ),
    },
  },
};
