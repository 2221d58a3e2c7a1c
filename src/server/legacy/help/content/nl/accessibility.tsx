/** Help: keyboard use and accessibility notes, in Dutch. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key } from '../../helpText';

/** The "Accessibility and the keyboard" page in Dutch. */
export const ACCESSIBILITY_NL: HelpTopicText = {
  title: 'Toegankelijkheid en het toetsenbord',
  summary: 'Q-global gebruiken met alleen het toetsenbord, met een schermlezer, ingezoomd of zonder JavaScript.',
  sections: {
    keyboard: {
      title: 'Toetsenbord',
      body: () => (
        <>
          <ul>
            <li>
              Elk scherm van het platform begint met een link ‘Naar de hoofdinhoud’, en elke helppagina met ‘Naar de helptekst’: druk één keer op{' '}
              <Key>Tab</Key> en dan op <Key>Enter</Key> om de kopbalk en de lijsten met links over te slaan.
            </li>
            <li>
              <Key>Tab</Key> en <Key>Shift</Key>+<Key>Tab</Key> verplaatsen de focus tussen links, velden en knoppen; het element met de focus
              heeft een duidelijke omlijning. <Key>Enter</Key> volgt een link of drukt op een knop, <Key>Spatiebalk</Key> vinkt een vakje aan.
            </li>
            <li>
              Dialoogvensters (zoals ‘… verwijderen?’) houden de focus vast totdat u ze beantwoordt; <Key>Esc</Key> sluit ze zonder iets te doen
              (behalve de waarschuwing voor de time-out van de sessie, die wacht op ‘Aangemeld blijven’).
            </li>
            <li>
              Items invoeren is gemaakt voor het toetsenbord: één toets per antwoord, pijltoetsen om van item te wisselen. Zie{' '}
              <a href={helpLink('assessment', 'item-entry')}>items invoeren</a>.
            </li>
          </ul>
        </>
      ),
    },
    'screen-readers': {
      title: 'Schermlezers, zoomen en kleur',
      body: () => (
        <ul>
          <li>Elke pagina heeft één hoofdkop en koppen in de juiste volgorde; tabellen hebben bijschriften en kolomkoppen.</li>
          <li>Fouten in formulieren worden bovenaan het formulier vermeld met links naar de velden, en elk veld meldt wat er mis mee is.</li>
          <li>Voortgang (opslaan, een rapportreeks) en nieuwe berichten worden voorgelezen zonder dat de focus verspringt.</li>
          <li>Statussen worden in woorden weergegeven, nooit alleen met kleur; tekst en bedieningselementen voldoen aan de contrastverhouding van WCAG AA.</li>
          <li>Pagina’s passen zich aan op een smal telefoonscherm en bij inzoomen.</li>
        </ul>
      ),
    },
    'without-javascript': {
      title: 'Zonder JavaScript',
      body: () => (
        <p>
          De accountpagina’s (aanmelden, start, mijn accountinstellingen, accounts beheren, bronnenbibliotheek, meldingen, feedback en deze help)
          werken ook als JavaScript is uitgeschakeld. Het testplatform en de vragenlijst hebben JavaScript nodig.
        </p>
      ),
    },
  },
};
