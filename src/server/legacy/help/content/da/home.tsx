/** Help in Danish: the home page of the account pages. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Home page" page in Danish. */
export const HOME_DA: HelpTopicText = {
  title: 'Forsiden',
  summary: 'Siden, der viser, hvad du må, med links ind på platformen og til kontosiderne.',
  sections: {
    home: {
      title: 'Hvad forsiden viser',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Forsiden hilser på dig med navn og viser to grupper af links: de skærmbilleder på testplatformen, du må bruge (for eksempel Testpersoner,
            Ny testperson, Testninger og for kontoadministratorer Slettede testninger, Licenser og E-mailskabeloner), og kontosiderne (Indstillinger
            for min konto, Administrer konti for administratorer, Ressourcebibliotek, Meddelelser, Tilbagemelding og Hjælp). Et skærmbillede, som
            din rolle ikke må bruge, er udeladt. »Log ud« står nederst.
          </p>
          <p>Platformens topbjælke har et link, »Forside«, tilbage til denne side.</p>
        </>
      ),
    },
  },
};
