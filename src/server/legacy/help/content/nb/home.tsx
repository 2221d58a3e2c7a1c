/** Help in Norwegian Bokmål: the home page of the account pages. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Home page" page in Norwegian Bokmål. */
export const HOME_NB: HelpTopicText = {
  title: 'Startsiden',
  summary: 'Siden som viser hva du har tilgang til, med lenker inn i plattformen og til kontosidene.',
  sections: {
    home: {
      title: 'Hva startsiden viser',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Startsiden hilser deg med navn og viser to grupper med lenker: skjermbildene i testplattformen som du har tilgang til (for eksempel
            Testpersoner, Ny testperson, Testinger, og for kontoadministratorer Slettede testinger, Lisenser og E-postmaler), og kontosidene
            (Innstillinger for kontoen min, Administrer kontoer for administratorer, Ressursbibliotek, Varsler, Tilbakemelding og Hjelp). Et
            skjermbilde som rollen din ikke gir tilgang til, er utelatt. «Logg ut» finner du nederst.
          </p>
          <p>Plattformens toppfelt har en lenke, «Startside», tilbake til denne siden.</p>
        </>
      ),
    },
  },
};
