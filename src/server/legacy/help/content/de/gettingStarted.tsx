/** Help in German: what the product is, who does what (the roles), and how to find one's way. */
import { legacyPagePath } from '../../../../../contract/legacyPages';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { PermissionTable, RoleList } from '../rolesTable';

/** The "Getting started" page in German. */
export const GETTING_STARTED_DE: HelpTopicText = {
  title: 'Erste Schritte',
  summary: 'Was Q-global leistet, welche Rollen die Benutzer haben und was jede Rolle tun darf.',
  sections: {
    'what-it-does': {
      title: 'Was Q-global leistet',
      body: () => (
        <>
          <p>
            Q-global verwaltet die Datensätze der Testpersonen Ihres Kontos und deren Testungen. Sie legen eine Testperson an, führen eine Testung
            mit ihr durch (auf Papier mit anschließender Eingabe, auf diesem Gerät oder über einen Link auf ihrem eigenen Gerät), werten sie nach
            den veröffentlichten Regeln und Normen des Verfahrens aus und laden einen PDF-Bericht herunter, den Sie unterschreiben können.
          </p>
          <p>
            Q-global besteht aus zwei Teilen. Die <strong>Kontoseiten</strong> (Anmeldung, Startseite, Meine Kontoeinstellungen, Konten verwalten,
            Ressourcenbibliothek, Benachrichtigungen, Rückmeldung und diese Hilfe) sind einfache Seiten, die auch ohne JavaScript funktionieren.
            Die <strong>Testplattform</strong> (Testpersonen, Testungen, Berichte und die Seiten der Kontoadministration) öffnet sich nach der
            Anmeldung. Beide teilen sich eine Sitzung: Wenn Sie sich in einem Teil abmelden, sind Sie in beiden abgemeldet.
          </p>
          <p>
            Ihr Konto verwendet für Testpersonen vielleicht eine andere Bezeichnung, etwa „Schüler“ oder „Klient“, und hat möglicherweise seinen
            vier benutzerdefinierten Feldern Namen gegeben. Die Seiten zeigen dann die Begriffe Ihres Kontos; diese Hilfe spricht von „Testperson“
            und „Testleitung“.
          </p>
        </>
      ),
    },
    'first-steps': {
      title: 'So beginnen Sie',
      body: () => (
        <ol>
          <li>
            Melden Sie sich auf der <a href={helpLink('signing-in')}>Anmeldeseite</a> mit dem Benutzernamen und dem Passwort an, die Sie von Ihrer
            Kontoadministration erhalten haben.
          </li>
          <li>
            Prüfen Sie Ihre <a href={helpLink('my-account')}>Kontoeinstellungen</a>: Ihren Namen, Ihre Sprache, das Datums- und Zahlenformat und
            Ihre Zeitzone. Berichte und Seiten richten sich danach.
          </li>
          <li>
            Suchen Sie in der <a href={helpLink('examinees')}>Liste der Testpersonen</a> eine Testperson oder legen Sie eine neue an, öffnen Sie
            sie und wählen Sie „Neue Testung“.
          </li>
          <li>
            Geben Sie die Antworten auf der <a href={helpLink('assessment')}>Seite der Testung</a> ein, werten Sie sie aus und erstellen Sie den
            Bericht.
          </li>
          <li>
            Diese Hilfe finden Sie unter <a href={legacyPagePath('help')}>{legacyPagePath('help')}</a>; die Kopfzeile der Plattform verlinkt sie
            als „Hilfe“.
          </li>
        </ol>
      ),
    },
    roles: {
      title: 'Rollen und was jede Rolle darf',
      body: () => (
        <>
          <p>
            Jeder Benutzer hat genau eine Rolle, und eine Rolle ist eine Zusammenstellung von Berechtigungen. Jede Seite und jede Schaltfläche
            erfordert eine Berechtigung; eine Seite, die Sie nicht verwenden dürfen, fehlt in Ihren Menüs, und wenn Sie ihre Adresse öffnen,
            erfahren Sie, dass Sie keine Berechtigung dafür haben. Die Kontoadministration legt die Rolle jedes Benutzers unter{' '}
            <a href={helpLink('manage-accounts')}>Konten verwalten</a> fest. Die Mitarbeitenden von Backoffice und Datenaufbewahrung arbeiten für
            Q-global, nicht für ein Kundenkonto, und sehen nie Daten von Testpersonen.
          </p>
          <RoleList />
          <PermissionTable />
        </>
      ),
    },
  },
};
