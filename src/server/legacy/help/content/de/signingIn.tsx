/** Help in German: the sign-in page, lockout, password reset and signing out. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Duration } from '../../i18n/helpLanguage';

/** The "Signing in and out" page in German. */
export const SIGNING_IN_DE: HelpTopicText = {
  title: 'An- und Abmelden',
  summary: 'Die Anmeldeseite, was nach fehlgeschlagenen Versuchen geschieht, das Zurücksetzen eines vergessenen Passworts und das Abmelden.',
  sections: {
    'sign-in': {
      title: 'Anmelden',
      body: () => (
        <>
          <p>
            Die Anmeldeseite fragt nach Ihrem <strong>Benutzernamen</strong> und Ihrem <strong>Passwort</strong>. Bei Benutzernamen spielt
            Groß- und Kleinschreibung keine Rolle. Nach der Anmeldung gelangen Sie zu der Seite, die Sie aufrufen wollten, oder in die Plattform.
            Haben Sie eine Seite geöffnet, während Sie abgemeldet waren, führt die Anmeldeseite Sie anschließend dorthin zurück.
          </p>
          <p>
            Ein falscher Benutzername und ein falsches Passwort ergeben dieselbe Meldung, damit niemand herausfinden kann, welche Benutzernamen es
            gibt. Nach dem Abmelden zeigt die Seite an, dass Sie abgemeldet wurden.
          </p>
        </>
      ),
    },
    locked: {
      title: 'Wenn die Anmeldung gesperrt ist',
      body: (facts) => (
        <p>
          Nach {facts.maxFailedSignIns} fehlgeschlagenen Anmeldungen in Folge wird Ihr Zugang für{' '}
          <Duration seconds={facts.lockoutMinutes * 60} /> gesperrt.
          Solange die Sperre besteht, wird selbst das richtige Passwort abgelehnt, und die Seite zeigt an, wie viele Minuten noch verbleiben. Eine
          erfolgreiche Anmeldung setzt den Zähler zurück. Auch das Zurücksetzen Ihres Passworts (siehe unten) hebt eine Sperre auf.
        </p>
      ),
    },
    'forgot-password': {
      title: 'Passwort vergessen',
      body: (facts) => (
        <>
          <p>
            Wählen Sie auf der Anmeldeseite „Passwort vergessen?“ und geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein. Passt die
            Eingabe zu einem Benutzer, geht eine E-Mail mit einem Link an dessen Adresse. Die Seite zeigt dieselbe Meldung, ob ein Benutzer gefunden
            wurde oder nicht.
          </p>
          <p>
            Der Link funktioniert <Duration seconds={facts.passwordResetMinutes * 60} /> lang und nur ein einziges Mal. Er öffnet eine Seite, auf der Sie das neue
            Passwort zweimal eingeben. Ein neues Passwort hat mindestens {facts.minPasswordLength} Zeichen und darf nicht Ihr Benutzername sein.
            Wenn Sie es festlegen, werden Sie überall abgemeldet, wo Sie angemeldet waren; melden Sie sich danach mit dem neuen Passwort an.
          </p>
        </>
      ),
    },
    'sign-out': {
      title: 'Abmelden',
      body: () => (
        <>
          <p>
            „Abmelden“ im Benutzermenü der Plattform meldet Sie sofort ab. Auf den Kontoseiten öffnet „Abmelden“ (unten auf der Startseite) die
            Seite „Abmelden?“: Bestätigen Sie dort mit der Schaltfläche. In beiden Fällen endet Ihre Sitzung in allen Tabs, in der Plattform wie
            auf den Kontoseiten, und Sie gelangen zur Anmeldeseite, die anzeigt, dass Sie abgemeldet wurden.
          </p>
          <p>
            Meldet die Plattform Sie selbst ab (siehe <a href={helpLink('sessions')}>Sitzungen und Zeitüberschreitung</a>), wechselt sie ohne
            Rückfrage zur Anmeldeseite.
          </p>
        </>
      ),
    },
  },
};
