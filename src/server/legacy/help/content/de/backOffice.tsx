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
    'feedback-inbox': {
      title: 'Posteingang für Rückmeldungen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            Die Rückmeldungen, die Benutzer senden (siehe{' '}
            <a href={helpLink('feedback')}>Rückmeldungen</a>
            ), landen im Posteingang für Rückmeldungen. Nachdem Sie angegeben haben, warum Sie an Kundenkonten arbeiten, listen Sie sie nach Status (neu, zugewiesen, beantwortet, geschlossen), nach ihrem Thema, nach zuständiger Person und nach Konto auf. Die Seite einer Rückmeldung zeigt, was der Absender geschrieben hat, von welchem Bildschirm und Browser aus, und ihre Antworten.
          </p>
          <p>Weisen Sie sie zuerst einem Backoffice-Mitarbeitenden zu; wer sie hat, kann antworten. Eine Antwort erreicht den Absender sofort als Benachrichtigung, die die Antwort enthält und zur Rückmeldeseite führt, wo er zurückschreiben kann; hat der Absender eine E-Mail-Adresse, wird sie ihm zusätzlich in seiner Sprache gemailt, und der Posteingang zeigt, ob die E-Mail gesendet wurde. Schließen Sie eine Rückmeldung, wenn nichts mehr zu tun ist; geschlossene Rückmeldungen lassen sich wieder öffnen. Jeder Schritt wird mit Ihrem Grund im Prüfprotokoll festgehalten.</p>
        </>
      ),
    },
  },
};
