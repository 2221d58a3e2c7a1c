/** Help: the home page of the account pages, in Dutch. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Home page" page in Dutch. */
export const HOME_NL: HelpTopicText = {
  title: 'Startpagina',
  summary: 'De pagina met wat u mag doen, met links naar het testplatform en naar de accountpagina’s.',
  sections: {
    home: {
      title: 'Wat de startpagina toont',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            De startpagina begroet u bij naam en toont twee groepen links: de schermen van het testplatform die u mag gebruiken (bijvoorbeeld
            Testpersonen, Nieuwe testpersoon, Afnames en, voor accountbeheerders, Verwijderde afnames, Licenties en E-mailsjablonen) en de
            accountpagina’s (Mijn accountinstellingen, Accounts beheren voor beheerders, Bronnenbibliotheek, Meldingen, Feedback en Help). Een
            scherm dat uw rol niet mag gebruiken, wordt weggelaten. ‘Afmelden’ staat onderaan.
          </p>
          <p>In de kopbalk van het platform brengt de link ‘Start’ u terug naar deze pagina.</p>
        </>
      ),
    },
  },
};
