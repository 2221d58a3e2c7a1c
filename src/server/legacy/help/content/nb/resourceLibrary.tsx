/** Help in Norwegian Bokmål: the resource library. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Resource library" page in Norwegian Bokmål. */
export const RESOURCE_LIBRARY_NB: HelpTopicText = {
  title: 'Ressursbibliotek',
  summary: 'Kontoens egne dokumenter, for eksempel samtykkeskjemaer, administreringsveiledninger og brev til foreldre.',
  sections: {
    documents: {
      title: 'Finne og åpne dokumenter',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_VIEW} />
          <p>
            Biblioteket viser kontoens dokumenter med tittel, kategori (administreringsveiledning, samtykkeskjema, brev, håndbok eller annet),
            størrelse, datoen dokumentet ble lagt til, og beskrivelse. Under «Finn dokumenter» kan du søke i titler og beskrivelser eller velge en
            kategori. «Åpne» viser en PDF-, bilde- eller tekstfil i nettleseren og laster ned andre filtyper.
          </p>
          <p>
            «Legg til bokmerke» plasserer et dokument du bruker ofte, først, blant dokumentene dine med bokmerke; «Fjern bokmerke» tar det bort.
            Bokmerkene er bare dine.
          </p>
        </>
      ),
    },
    'managing-documents': {
      title: 'Legge til og fjerne dokumenter',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.RESOURCE_LIBRARY_MANAGE} />
          <p>
            Under «Legg til et dokument» oppgir administratorer en tittel, en valgfri beskrivelse og en kategori, velger filen (PDF, PNG, JPEG, ren
            tekst, CSV, Word eller Excel, høyst 10 MB) og velger «Legg til dokument». En fil der innholdet ikke er av den typen navnet sier, blir
            avvist. «Slett» ved siden av et dokument ber om bekreftelse og fjerner det deretter for alle på kontoen.
          </p>
          <p>Ikke last opp kopier av publiserte testmanualer eller testledd: biblioteket er for kontoens egne dokumenter.</p>
        </>
      ),
    },
  },
};
