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
    'product-configuration': {
      title: 'Produktkonfiguration',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Jedes Verfahren des Katalogs ist ein Produkt mit Versionen: eine veröffentlichte Version, die neue Testungen erhalten, ältere abgelöste Versionen, die die damit angelegten Testungen behalten, und höchstens ein Entwurf in Bearbeitung. Die Übersicht zeigt die Produkte mit ihrem Status (Entwurf, veröffentlicht, zurückgezogen), ihrer veröffentlichten Version, ihrer Entwurfsversion und der Zahl der Testungen; die anderen Reiter zeigen die Formulare, Auswertungen und Berichte des Katalogs. „Produkt importieren“ übernimmt das JSON eines Produkts (als Datei oder eingefügt) als Entwurf: Ein neues Produkt wird Version 1, ein bestehendes erhält seine nächste Version. Jedes Problem der Definition wird mit dem betroffenen Feld aufgeführt.</p>
          <p>Die Seite eines Produkts zeigt seine Versionen, jeweils mit wer sie wann und warum erstellt und veröffentlicht hat, und ihr JSON zum Exportieren. Beim Entwurf stehen seine Testfälle, jeweils bestanden oder nicht bestanden mit den Abweichungen. Er kann erst veröffentlicht werden, wenn er mindestens einen Testfall hat und alle bestehen. Jeder Teil des Entwurfs hat seinen eigenen Editor: das Formular (allgemeine Angaben, die Sprachen, in denen es vorgegeben wird, mit der Quelle jeder Übersetzung, und seine Items: eines eines Typs hinzufügen, verschieben, entfernen, mit Antwortoptionen, Wertebereichen, Bewertungsrastern und ihrem Text in jeder Sprache, der der veröffentlichte Wortlaut des Rechteinhabers sein muss, nie eine eigene Übersetzung), die Auswertung (Skalen, Bereiche und Normtabellen, als CSV aus einer Tabellenkalkulation eingefügt), der Rückmeldebericht (Leserin oder Leser, Titel, Einleitung und Abschluss auf US-Englisch, die Skalen, die er zeigt, und die Texte ihrer Bereiche und Perzentile), die Abschnitte des Ergebnisberichts und die Testfälle; die übrigen Felder eines Teils werden als JSON bearbeitet. Hat inzwischen jemand anderes den Entwurf gespeichert, werden Sie gebeten, ihn neu zu laden. Die Vorschau wertet eingegebene Antworten mit den Angaben zur getesteten Person mit dem Entwurf aus; es wird nichts gespeichert. Jede Änderung verlangt einen Grund, der mit der Version und im Prüfprotokoll festgehalten wird. Ein zurückgezogenes Produkt wird für neue Testungen nicht mehr angeboten; seine Testungen werden weiter ausgewertet und berichtet.</p>
        </>
      ),
    },
    'stimulus-books': {
      title: 'Stimulusbücher',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Ein Stimulusbuch sind die Seiten, die eine Testleiterin oder ein Testleiter in einer Live-Sitzung auf dem Bildschirm der getesteten Person zeigt: Text, Lesetexte, Itemkarten und Bilder, in jeder Sprache, in der es veröffentlicht ist. Die Seite listet die veröffentlichten Bücher mit Version, Sprachen, Seiten, Quellenangabe und Veröffentlichungszeitpunkt.</p>
          <p>Um ein Buch zu veröffentlichen, wählen Sie seine JSON-Datei und die Bilddateien, die seine Seiten nennen (PNG, JPEG oder WebP, jeweils höchstens 2 MiB; SVG wird nicht angenommen), geben den Grund an und veröffentlichen. Bereits mit dem Buch veröffentlichte Bilder müssen nicht erneut gewählt werden. Ein Buch, dessen Version nicht höher ist als die veröffentlichte, wird abgelehnt, ebenso eine Seite, die ein Bild nennt, das weder gewählt noch gespeichert ist; jedes Problem wird mit der betroffenen Stelle aufgeführt, und nichts wird veröffentlicht. Eine neue Version ersetzt das veröffentlichte Buch für jede folgende Sitzung; der Grund wird im Prüfprotokoll festgehalten. Testleitende und getestete Personen sehen die Bilder eines Buchs über Adressen, die nur einige Stunden gelten, sodass ein Bild nicht weitergegeben werden kann.</p>
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
