/** Help in German: keyboard use and accessibility notes. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key } from '../../helpText';

/** The "Accessibility and the keyboard" page in German. */
export const ACCESSIBILITY_DE: HelpTopicText = {
  title: 'Barrierefreiheit und Tastatur',
  summary: 'Q-global nur mit der Tastatur, mit einem Screenreader, vergrößert oder ohne JavaScript verwenden.',
  sections: {
    keyboard: {
      title: 'Tastatur',
      body: () => (
        <>
          <ul>
            <li>
              Jede Seite der Plattform beginnt mit einem Link „Zum Hauptinhalt springen“ und jede Hilfeseite mit „Zum Hilfetext springen“: Drücken
              Sie einmal <Key>Tab</Key> und dann <Key>Eingabe</Key>, um die Kopfzeile und die Linklisten zu überspringen.
            </li>
            <li>
              <Key>Tab</Key> und <Key>Umschalt</Key>+<Key>Tab</Key> wechseln zwischen Links, Feldern und Schaltflächen; das Element mit dem Fokus
              hat einen deutlichen Rahmen. <Key>Eingabe</Key> folgt einem Link oder betätigt eine Schaltfläche, die <Key>Leertaste</Key> kreuzt ein
              Kästchen an.
            </li>
            <li>
              Dialoge (etwa „… löschen?“) halten den Fokus fest, bis Sie sie beantworten; <Key>Esc</Key> schließt sie, ohne etwas zu tun
              (außer der Warnung vor dem Ablauf der Sitzung, die auf „Angemeldet bleiben“ wartet).
            </li>
            <li>
              Die Item-Eingabe ist für die Tastatur gemacht: eine Taste pro Antwort, Pfeiltasten zwischen den Items. Siehe{' '}
              <a href={helpLink('assessment', 'item-entry')}>Item-Eingabe</a>.
            </li>
          </ul>
        </>
      ),
    },
    'screen-readers': {
      title: 'Screenreader, Vergrößerung und Farbe',
      body: () => (
        <ul>
          <li>Jede Seite hat eine Hauptüberschrift und Überschriften in der richtigen Reihenfolge; Tabellen haben Beschriftungen und Spaltenüberschriften.</li>
          <li>Fehler in Formularen werden oben im Formular mit Links zu den Feldern aufgeführt, und jedes Feld nennt, was daran falsch ist.</li>
          <li>Fortschritt (Speichern, ein Berichtsauftrag) und neue Meldungen werden angesagt, ohne den Fokus zu verschieben.</li>
          <li>
            Zustände werden in Worten angegeben, nie nur durch Farbe; Text und Bedienelemente erfüllen das Kontrastverhältnis von WCAG AA.
          </li>
          <li>Die Seiten passen sich an einen schmalen Smartphone-Bildschirm und an eine Vergrößerung an.</li>
        </ul>
      ),
    },
    'without-javascript': {
      title: 'Ohne JavaScript',
      body: () => (
        <p>
          Die Kontoseiten (Anmeldung, Startseite, Meine Kontoeinstellungen, Konten verwalten, Ressourcenbibliothek, Benachrichtigungen, Rückmeldung
          und diese Hilfe) funktionieren mit ausgeschaltetem JavaScript. Die Testplattform und der Fragebogen benötigen es.
        </p>
      ),
    },
  },
};
