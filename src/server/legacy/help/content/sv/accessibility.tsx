/** Help in Swedish: keyboard use and accessibility notes. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key } from '../../helpText';

/** The "Accessibility and the keyboard" page in Swedish. */
export const ACCESSIBILITY_SV: HelpTopicText = {
  title: 'Tillgänglighet och tangentbordet',
  summary: 'Använda Q-global med enbart tangentbordet, med skärmläsare, med förstoring eller utan JavaScript.',
  sections: {
    keyboard: {
      title: 'Tangentbord',
      body: () => (
        <>
          <ul>
            <li>
              Varje skärm i plattformen börjar med länken ”Gå till huvudinnehållet”, och varje hjälpsida med ”Hoppa till hjälptexten”: tryck på{' '}
              <Key>Tabb</Key> en gång och på <Key>Enter</Key> för att hoppa förbi sidhuvudet och länklistorna.
            </li>
            <li>
              <Key>Tabb</Key> och <Key>Skift</Key>+<Key>Tabb</Key> flyttar mellan länkar, fält och knappar; det element som har fokus har en tydlig
              ram. <Key>Enter</Key> följer en länk eller trycker på en knapp, <Key>Blanksteg</Key> markerar en kryssruta.
            </li>
            <li>
              Dialogrutor (till exempel ”Ta bort …?”) håller kvar fokus tills du har svarat; <Key>Esc</Key> stänger dem utan att något görs (utom
              varningen innan sessionen går ut, som väntar på ”Förbli inloggad”).
            </li>
            <li>
              Inmatningen av uppgifter är gjord för tangentbordet: en tangent per svar, piltangenter mellan uppgifterna. Se{' '}
              <a href={helpLink('assessment', 'item-entry')}>inmatning av uppgifter</a>.
            </li>
          </ul>
        </>
      ),
    },
    'screen-readers': {
      title: 'Skärmläsare, förstoring och färg',
      body: () => (
        <ul>
          <li>Varje sida har en huvudrubrik och rubriker i ordning; tabeller har beskrivningar och kolumnrubriker.</li>
          <li>Fel i formulär listas överst i formuläret med länkar till fälten, och varje fält talar om vad som är fel.</li>
          <li>Förlopp (sparande, en rapportkörning) och nya meddelanden läses upp utan att fokus flyttas.</li>
          <li>Tillstånd skrivs ut i ord och visas aldrig enbart med färg; text och kontroller uppfyller kontrastkraven i WCAG AA.</li>
          <li>Sidorna anpassar sig till en smal mobilskärm och vid förstoring.</li>
        </ul>
      ),
    },
    'without-javascript': {
      title: 'Utan JavaScript',
      body: () => (
        <p>
          Kontosidorna (inloggning, startsida, mina kontoinställningar, hantera konton, resursbibliotek, aviseringar, återkoppling och den här
          hjälpen) fungerar med JavaScript avstängt. Testplattformen och frågeformuläret kräver det.
        </p>
      ),
    },
  },
};
