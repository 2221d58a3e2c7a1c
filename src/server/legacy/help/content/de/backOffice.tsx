/** Help in German: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in German. */
export const BACK_OFFICE_DE: HelpTopicText = {
  title: 'Backoffice',
  summary: 'Die Arbeit der Backoffice-Mitarbeitenden von Q-global: die Funktionslizenzen der Kundenkonten.',
  sections: {
    'back-office-home': {
      title: 'Das Backoffice',
      body: () => <p>Backoffice-Mitarbeitende arbeiten für Q-global, nicht für ein Kundenkonto. Nach der Anmeldung landen sie im Backoffice, das zu jedem Bereich führt, den sie nutzen dürfen. Sie sehen nie Daten von Testpersonen; jeder Schritt in ein Kundenkonto nennt einen Grund, und das Prüfprotokoll hält ihn beim Konto fest.</p>,
    },
    'feature-licenses': {
      title: 'Funktionslizenzen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Geben Sie zuerst an, warum Sie an Kundenkonten arbeiten, zum Beispiel eine Ticket- oder Auftragsnummer. Dann suchen Sie die Lizenzen aller Kundenkonten nach Name oder ID des Kontos, der Art (Nutzungen, Abonnement, Nutzungen für Gruppenberichte) und dem Zustand (aktiv, ausgesetzt, abgelaufen, beendet). „Neue Lizenz“ findet ein Kundenkonto und legt eine Lizenz dafür an: ihren Namen, die Verfahren und Berichtsarten, die sie abdeckt, die gewährten Nutzungen oder den letzten Tag eines Abonnements und Optionen wie Plätze oder den Abrechnungszeitraum.</p>
          <p>
            Auf der Seite einer Lizenz ändern Sie ihre Bedingungen, setzen sie aus, setzen sie fort oder beenden sie und sehen ihren Verlauf. Jede Änderung verlangt ihren eigenen Grund. Sie gilt sofort: Der nächste Bericht des Kontos wird nach den neuen Bedingungen abgerechnet, das Nutzungsprotokoll des Kontos zeigt die Änderung mit den hinzugefügten Nutzungen, und seine Administratoren werden benachrichtigt (siehe 
            <a href={helpLink('administration', 'licenses')}>Lizenzen und Nutzung</a>
            ). Eine ausgesetzte Lizenz wird für neue Berichte nicht mehr belastet; bereits erstellte Berichte bleiben, wie sie sind. Eine beendete Lizenz kann sich nicht mehr ändern.
          </p>
        </>
      ),
    },
    'platform-configuration': {
      title: 'Plattformkonfiguration',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Die Konfiguration, die die Plattform und der Fragebogen der Testperson beim Öffnen laden (config.json): die Adressen der Kontoseiten, der Dienste und des Fragebogens, die Zeit der Warnung vor dem Ablauf der Sitzung, der Videodienst. Jede Version bleibt erhalten, mit der Person, die sie gespeichert hat, dem Zeitpunkt und dem Grund.</p>
          <p>Bearbeiten Sie das JSON der aktuellen Version; es wird während der Eingabe gegen das Schema von config.json geprüft, und jedes Problem wird mit seiner Stelle im Dokument aufgeführt (zum Beispiel qgServices.contextRoot). Geben Sie den Grund der Änderung an und wählen Sie „Als neue Version speichern“. Jeder Server liefert sie sofort aus; die Adresse des Fragebogens und die Adressen der Kontoseiten gelten ab dem nächsten Start der Server. Hat jemand während Ihrer Bearbeitung eine neuere Version gespeichert, wird das Speichern abgelehnt: Laden Sie neu und nehmen Sie die Änderung erneut vor.</p>
          <p>Unter „Versionen“ wählen Sie zwei Versionen und „Unterschiede anzeigen“: Hinzugefügte Zeilen sind mit + und entfernte mit − gekennzeichnet. „Auf diese Version zurücksetzen“ fragt nach einem Grund und speichert den Inhalt dieser Version als neue Version; aus dem Verlauf wird nichts entfernt.</p>
        </>
      ),
    },
  },
};
