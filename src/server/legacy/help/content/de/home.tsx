/** Help in German: the home page of the account pages. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Home page" page in German. */
export const HOME_DE: HelpTopicText = {
  title: 'Startseite',
  summary: 'Die Seite, die auflistet, was Sie tun dürfen, mit Links in die Testplattform und zu den Kontoseiten.',
  sections: {
    home: {
      title: 'Was die Startseite zeigt',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Die Startseite begrüßt Sie mit Ihrem Namen und zeigt zwei Gruppen von Links: die Seiten der Testplattform, die Sie verwenden dürfen
            (zum Beispiel Testpersonen, Testperson anlegen, Testungen und für die Kontoadministration Gelöschte Testungen, Lizenzen und
            E-Mail-Vorlagen), und die Kontoseiten (Meine Kontoeinstellungen, Konten verwalten für die Kontoadministration, Ressourcenbibliothek,
            Benachrichtigungen, Rückmeldung und Hilfe). Seiten, die Ihre Rolle nicht verwenden darf, fehlen. „Abmelden“ steht ganz unten.
          </p>
          <p>Die Kopfzeile der Plattform enthält einen Link „Startseite“, der zu dieser Seite zurückführt.</p>
        </>
      ),
    },
  },
};
