/** Help in Danish: keyboard use and accessibility notes. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key } from '../../helpText';

/** The "Accessibility and the keyboard" page in Danish. */
export const ACCESSIBILITY_DA: HelpTopicText = {
  title: 'Tilgængelighed og tastatur',
  summary: 'Brug af Q-global med tastaturet alene, med en skærmlæser, med zoom eller uden JavaScript.',
  sections: {
    keyboard: {
      title: 'Tastatur',
      body: () => (
        <>
          <ul>
            <li>
              Alle skærmbilleder på platformen starter med linket »Gå til hovedindholdet« og alle hjælpesider med »Gå til hjælpeteksten«: tryk én
              gang på <Key>Tab</Key> og derefter på <Key>Enter</Key> for at springe forbi topbjælken og listerne med links.
            </li>
            <li>
              <Key>Tab</Key> og <Key>Skift</Key>+<Key>Tab</Key> flytter mellem links, felter og knapper; det element, der har fokus, har en tydelig
              ramme. <Key>Enter</Key> følger et link eller trykker på en knap, <Key>Mellemrum</Key> sætter kryds i et felt.
            </li>
            <li>
              Dialogbokse (for eksempel »Slet …?«) holder fokus inde i sig, indtil du svarer; <Key>Esc</Key> lukker dem uden at gøre noget
              (undtagen advarslen om, at sessionen udløber, som venter på »Forbliv logget ind«).
            </li>
            <li>
              Indtastning af items er lavet til tastaturet: én tast pr. svar, pile mellem items. Se{' '}
              <a href={helpLink('assessment', 'item-entry')}>indtastning af items</a>.
            </li>
          </ul>
        </>
      ),
    },
    'screen-readers': {
      title: 'Skærmlæsere, zoom og farver',
      body: () => (
        <ul>
          <li>Hver side har én hovedoverskrift og overskrifter i rækkefølge; tabeller har titler og kolonneoverskrifter.</li>
          <li>Fejl i formularer vises øverst i formularen med links til felterne, og hvert felt fortæller, hvad der er galt.</li>
          <li>Fremdrift (for eksempel ved lagring eller en rapportkørsel) og nye beskeder bliver læst op uden at flytte fokus.</li>
          <li>Tilstande er skrevet med ord og vises aldrig kun med farve; tekst og kontroller opfylder kontrastkravet i WCAG AA.</li>
          <li>Siderne tilpasser sig en smal telefonskærm og zoom.</li>
        </ul>
      ),
    },
    'without-javascript': {
      title: 'Uden JavaScript',
      body: () => (
        <p>
          Kontosiderne (log ind, forsiden, mine kontoindstillinger, administrer konti, ressourcebiblioteket, meddelelser, tilbagemelding og denne
          hjælp) virker med JavaScript slået fra. Testplatformen og spørgeskemaet kræver det.
        </p>
      ),
    },
  },
};
