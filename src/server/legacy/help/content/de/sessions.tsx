/** Help in German: how long a session lasts, the time-out warning and signing out everywhere. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Duration } from '../../i18n/helpLanguage';

/** The "Sessions and time-outs" page in German. */
export const SESSIONS_DE: HelpTopicText = {
  title: 'Sitzungen und Zeitüberschreitung',
  summary: 'Wie lange Sie angemeldet bleiben, die Warnung vor dem Ablauf der Sitzung und das Abmelden in allen Tabs.',
  sections: {
    'time-out': {
      title: 'Wie lange Sie angemeldet bleiben',
      body: (facts) => (
        <>
          <p>
            Zum Schutz der Daten von Testpersonen endet Ihre Sitzung nach{' '}
            <strong>
              <Duration seconds={facts.idleLimitSeconds} />
            </strong>{' '}
            ohne Aktivität. Aktivität ist, was Sie tun: die Maus bewegen, tippen oder zum Tab zurückkehren. Listen, die sich von selbst aktualisieren, zählen
            nicht. Unabhängig davon endet eine Sitzung{' '}
            <strong>
              {facts.absoluteHours} {facts.absoluteHours === 1 ? 'Stunde' : 'Stunden'}
            </strong>{' '}
            nach Ihrer Anmeldung.
          </p>
          <p>
            Eine Sitzung umfasst alle Tabs der Plattform und der Kontoseiten. Wenn sie endet oder Sie sich in einem Tab abmelden, wechseln alle Tabs
            zur Anmeldeseite. Nicht gespeicherte Antworten können dann verloren gehen: Speichern Sie zwischendurch.
          </p>
        </>
      ),
    },
    warning: {
      title: 'Die Warnung vor dem Ablauf der Sitzung',
      body: (facts) => (
        <p>
          <Duration seconds={facts.warningLeadSeconds} /> bevor die Sitzung mangels Aktivität enden würde, zeigt die Plattform die Warnung „Ihre
          Sitzung läuft gleich ab“ mit einem Countdown. Wählen Sie „Angemeldet bleiben“ (die Schaltfläche hat den Fokus, <kbd>Eingabe</kbd> genügt
          also), und die Sitzung geht weiter. Die Warnung schließt sich weder mit <kbd>Esc</kbd> noch mit einem Klick daneben, damit sie nie
          versehentlich weggeklickt wird. Sie können sie mit „Vor Ablauf der Sitzung warnen“ in{' '}
          <a href={helpLink('my-account', 'preferences')}>Ihren Einstellungen</a> abschalten; die Sitzung endet trotzdem pünktlich.
        </p>
      ),
    },
  },
};
