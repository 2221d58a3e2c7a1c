/** Help in German: manage accounts (users, roles, labels, account deletion). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Manage accounts" page in German. */
export const MANAGE_ACCOUNTS_DE: HelpTopicText = {
  title: 'Konten verwalten',
  summary:
    'Für die Kontoadministration: die Benutzer des Kontos und ihre Rollen, die Bezeichnungen und benutzerdefinierten Felder des Kontos und das Löschen des Kontos.',
  sections: {
    users: {
      title: 'Benutzer',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_USERS_MANAGE} />
          <p>
            Die Liste der Benutzer des Kontos lässt sich mit „Benutzer suchen“ nach Name, Benutzername oder E-Mail-Adresse durchsuchen und nach
            Rolle und Zustand (aktiv oder nicht) filtern. Jede Zeile zeigt die Rolle des Benutzers, ob er Testleitung ist (und damit als
            Testleitung einer Testung eingetragen werden darf) und ob er aktiv ist, mit einem Link „Bearbeiten“. Lange Listen sind in Seiten
            aufgeteilt.
          </p>
          <p>
            „Neuer Benutzer“ fragt nach dem Benutzernamen und einem Anfangspasswort (mindestens {facts.minPasswordLength} Zeichen, nicht der
            Benutzername), nach Titel, Namen, Namenszusatz, E-Mail-Adresse und Telefon, nach der Rolle, „Darf als Testleitung einer Testung
            eingetragen werden“ und „Aktiv“; „Benutzer anlegen“ speichert ihn. Benutzernamen sind in Q-global eindeutig und werden in
            Kleinbuchstaben gespeichert. Beim Bearbeiten eines Benutzers ändern Sie dieselben Angaben, außer dem Passwort, mit „Benutzer
            speichern“. Wird ein Benutzer deaktiviert, enden seine Sitzungen sofort; er kann sich nicht mehr anmelden, und seine Arbeit bleibt
            erhalten. Sie können sich nicht selbst deaktivieren und sich nicht selbst die Rolle der Kontoadministration entziehen, damit ein Konto
            nie seinen letzten Zugang verliert.
          </p>
          <p>
            Die Seite zeigt auch, was jede Rolle darf. Dieselbe Tabelle finden Sie in dieser Hilfe unter{' '}
            <a href={helpLink('getting-started', 'roles')}>Rollen</a>.
          </p>
        </>
      ),
    },
    labels: {
      title: 'Bezeichnungen, benutzerdefinierte Felder und der Verifizierungscode',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            Die <strong>Bezeichnung für Testpersonen</strong> und die <strong>Bezeichnung für Testleitungen</strong> sind die Begriffe, mit denen die
            Plattform die getesteten Personen und die testenden Personen bezeichnet: Eine Schule sagt vielleicht „Schüler“ und
            „Lehrkraft“. Die Namen der <strong>vier benutzerdefinierten Felder</strong> sind die Überschriften zusätzlicher Angaben zur Testperson,
            etwa einer Klasse oder einer zuständigen Fachkraft. „Kontoeinstellungen speichern“ übernimmt sie; jede Angabe, die nicht angenommen
            wird, nennt den Grund. Die Plattform zeigt die neuen Begriffe, sobald ihre Seiten das nächste Mal geladen werden.
          </p>
          <p>
            Der <strong>Verifizierungscode für die Item-Eingabe</strong> (Buchstaben, Ziffern, - und _, keine Leerzeichen) schaltet die
            Verifizierung ein: Solange er gesetzt ist, muss jede Testung des Kontos eine{' '}
            <a href={helpLink('assessment', 'verification')}>zweite, blinde Eingabe</a> durchlaufen, bevor sie ausgewertet werden kann. Lassen Sie
            das Feld leer, um die Verifizierung auszuschalten.
          </p>
        </>
      ),
    },
    'account-deletion': {
      title: 'Das Konto löschen',
      body: (facts) => (
        <p>
          Die Kontoadministration kann die Löschung des gesamten Kontos beantragen: Kreuzen Sie „Mir ist bewusst, dass alle Daten dieses Kontos
          gelöscht werden“ an und wählen Sie „Löschung dieses Kontos beantragen“. Die Löschung erfolgt nach einer Frist von{' '}
          {facts.selfDeletionGraceDays} Tagen; die Seite zeigt das Datum an. Bis dahin funktioniert das Konto wie bisher, und die Mitarbeitenden
          der Datenaufbewahrung von Q-global können die Löschung stoppen. An diesem Datum werden alle Datensätze des Kontos mit seinen
          Testpersonen, Testungen und Berichten gelöscht.
        </p>
      ),
    },
    'account-export': {
      title: 'Die Daten des Kontos exportieren',
      body: (facts) => (
        <p>
          Die Kontoadministration kann alle Daten des Kontos als eine ZIP-Datei erhalten: Wählen Sie „Daten dieses Kontos exportieren“. Die Datei
          enthält die Testpersonen, die Testungen mit Antworten und Ergebnissen, alle gespeicherten Berichte als PDF, das Nutzungsprotokoll, den
          E-Mail-Verlauf und das Prüfprotokoll als CSV-Dateien, die eine Tabellenkalkulation öffnet, und eine README, die jede Datei beschreibt.
          Sobald sie bereit ist, kommt ein Download-Link an Ihre E-Mail-Adresse. Der Link funktioniert einmal, {facts.exportLinkHours} Stunden
          lang, und braucht keine Anmeldung; die Seite listet frühere Exporte und ob ihr Link verwendet wurde.
        </p>
      ),
    },
  },
};
