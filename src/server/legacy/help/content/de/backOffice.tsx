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
    'assessment-tracker': {
      title: 'Testungsverfolgung',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_TRACKER_VIEW} />
          <p>Die Verfolgung beantwortet die Frage eines Kunden zu einer Testung. Geben Sie an, warum Sie nachsehen (eine Ticketnummer), und finden Sie die Testung dann über ihre ID, über eine Testsitzung oder einen Fernlink oder über eine Testpersonen-ID zusammen mit dem Kundenkonto. Die Zeitleiste zeigt, was mit ihr geschah, das Älteste zuerst, in Ihrer Zeitzone: angelegt, Eingabe der Antworten, Links angelegt, geöffnet und beantwortet, abgeschickt, ausgewertet, Berichte, E-Mails mit jedem Zustellversuch, Löschungen und Wiederherstellungen, Prüfung und Kopien.</p>
          <p>Namen und Antworten sind verborgen. „Namen und Antworten anzeigen“ fragt nach einem zweiten Grund, den das Prüfprotokoll als eigenen Eintrag festhält und die Zeitleiste zeigt. „Status ändern“ öffnet eine abgeschickte Fern-Testung wieder, damit ihr Link erneut beantwortet werden kann (nur solange ihr Link nicht abgelaufen ist und kein Bericht dazu erstellt wurde), lässt einen Link sofort ablaufen oder markiert die fehlgeschlagene Zustellung einer E-Mail als erledigt. Jede Änderung verlangt ihren Grund und erscheint in der Zeitleiste.</p>
        </>
      ),
    },
  },
};
