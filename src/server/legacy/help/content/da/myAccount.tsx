/** Help in Danish: my account settings (profile, password, preferences). */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "My account settings" page in Danish. */
export const MY_ACCOUNT_DA: HelpTopicText = {
  title: 'Mine kontoindstillinger',
  summary: 'Dit navn og dine kontaktoplysninger, din adgangskode og de præferencer, platformen følger.',
  sections: {
    profile: {
      title: 'Profil',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Åbn siden fra platformens brugermenu (»Mine kontoindstillinger«) eller fra forsiden. Siden har tre formularer, hver med sin egen
            Gem-knap; en formular med fejl viser fejlene øverst og markerer hvert felt.
          </p>
          <p>
            Profilen indeholder din titel, dit fornavn, mellemnavn og efternavn, suffiks, e-mailadresse og telefonnummer. Dit navn er det, rapporter
            og lister viser dig som testleder med; beskeder om nulstilling af adgangskoden sendes til e-mailadressen.
          </p>
        </>
      ),
    },
    password: {
      title: 'Skift adgangskoden',
      body: (facts) => (
        <p>
          Skriv din nuværende adgangskode og den nye to gange. En ny adgangskode har mindst {facts.minPasswordLength} tegn og må ikke være dit
          brugernavn. Når du skifter den, forbliver du logget ind her og bliver logget ud alle andre steder (andre browsere og enheder), hvis nu en
          anden kendte den gamle.
        </p>
      ),
    },
    preferences: {
      title: 'Præferencer',
      body: () => (
        <dl>
          <dt>Sprog</dt>
          <dd>Sproget i platformens skærmbilleder og, medmindre du vælger andet, i dine rapporter.</dd>
          <dt>Datoformat og talformat</dt>
          <dd>
            Hvordan datoer (for eksempel dag før måned) og tal (decimaltegnet og tusindtalsseparatoren) vises på skærmbilleder og i rapporter.
          </dd>
          <dt>Tidszone</dt>
          <dd>
            Tidszonen for de tidspunkter, platformen viser dig, for eksempel hvornår en rapport blev oprettet, eller hvornår en videosession
            starter.
          </dd>
          <dt>Standardtestleder</dt>
          <dd>Den testleder, en ny testning starter med.</dd>
          <dt>Gå videre til næste item, når et svar er indtastet</dt>
          <dd>
            Under <a href={helpLink('assessment', 'item-entry')}>indtastning af items</a> går markøren til næste item efter hvert tastetryk.
          </dd>
          <dt>Vis tips til at komme i gang</dt>
          <dd>Tipsene »Kom godt i gang« på listen over testpersoner.</dd>
          <dt>Advar, før sessionen udløber</dt>
          <dd>
            Advarslen, der er beskrevet under <a href={helpLink('sessions')}>sessioner og udløb</a>.
          </dd>
        </dl>
      ),
    },
  },
};
