/** Help in Norwegian Bokmål: keyboard use and accessibility notes. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key } from '../../helpText';

/** The "Accessibility and the keyboard" page in Norwegian Bokmål. */
export const ACCESSIBILITY_NB: HelpTopicText = {
  title: 'Tilgjengelighet og tastaturet',
  summary: 'Bruke Q-global med bare tastaturet, med skjermleser, med forstørrelse eller uten JavaScript.',
  sections: {
    keyboard: {
      title: 'Tastatur',
      body: () => (
        <>
          <ul>
            <li>
              Hvert skjermbilde i plattformen starter med lenken «Gå til hovedinnholdet», og hver hjelpeside med «Gå til hjelpeteksten»: trykk{' '}
              <Key>Tab</Key> én gang og <Key>Enter</Key> for å hoppe forbi toppfeltet og lenkelistene.
            </li>
            <li>
              <Key>Tab</Key> og <Key>Skift</Key>+<Key>Tab</Key> flytter mellom lenker, felter og knapper; elementet som har fokus, har en tydelig
              ramme. <Key>Enter</Key> følger en lenke eller trykker på en knapp, <Key>Mellomrom</Key> krysser av i en boks.
            </li>
            <li>
              Dialogbokser (for eksempel «Slette …?») holder fokus inne i seg til du svarer; <Key>Esc</Key> lukker dem uten å gjøre noe (unntatt
              varselet om tidsavbrudd for økten, som venter på «Forbli logget inn»).
            </li>
            <li>
              Registrering av ledd er laget for tastaturet: én tast per svar, piltaster mellom leddene. Se{' '}
              <a href={helpLink('assessment', 'item-entry')}>registrering av ledd</a>.
            </li>
          </ul>
        </>
      ),
    },
    'screen-readers': {
      title: 'Skjermlesere, forstørrelse og farger',
      body: () => (
        <ul>
          <li>Hver side har én hovedoverskrift og overskrifter i riktig rekkefølge; tabeller har tabelltitler og kolonneoverskrifter.</li>
          <li>Feil i skjemaer vises øverst i skjemaet med lenker til feltene, og hvert felt sier hva som er galt med det.</li>
          <li>Fremdrift (lagring, en rapportkjøring) og nye meldinger blir lest opp uten at fokus flyttes.</li>
          <li>Tilstander angis med ord, aldri bare med farge; tekst og kontroller oppfyller kontrastkravet i WCAG AA.</li>
          <li>Sidene tilpasser seg en smal mobilskjerm og forstørret visning.</li>
        </ul>
      ),
    },
    'without-javascript': {
      title: 'Uten JavaScript',
      body: () => (
        <p>
          Kontosidene (innlogging, startside, mine kontoinnstillinger, administrer kontoer, ressursbibliotek, varsler, tilbakemelding og denne
          hjelpen) fungerer med JavaScript slått av. Testplattformen og spørreskjemaet krever JavaScript.
        </p>
      ),
    },
  },
};
