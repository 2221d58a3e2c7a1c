/** Help in Norwegian Bokmål: my account settings (profile, password, preferences). */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "My account settings" page in Norwegian Bokmål. */
export const MY_ACCOUNT_NB: HelpTopicText = {
  title: 'Mine kontoinnstillinger',
  summary: 'Navnet og kontaktopplysningene dine, passordet ditt og innstillingene som plattformen følger.',
  sections: {
    profile: {
      title: 'Profil',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Åpne siden fra plattformens brukermeny («Mine kontoinnstillinger») eller fra startsiden. Siden har tre skjemaer, hvert med sin egen
            lagreknapp; et skjema med feil viser feilene øverst og markerer hvert felt det gjelder.
          </p>
          <p>
            Profilen inneholder tittelen din, fornavn, mellomnavn og etternavn, suffiks, e-postadresse og telefonnummer. Navnet ditt er slik rapporter
            og lister viser deg som testleder; meldinger om tilbakestilling av passord går til e-postadressen.
          </p>
        </>
      ),
    },
    password: {
      title: 'Endre passordet',
      body: (facts) => (
        <p>
          Skriv inn det nåværende passordet og det nye to ganger. Et nytt passord har minst {facts.minPasswordLength} tegn og kan ikke være
          brukernavnet ditt. Når du endrer det, forblir du logget inn her og blir logget ut alle andre steder (andre nettlesere og enheter), i
          tilfelle noen andre kjente det gamle.
        </p>
      ),
    },
    preferences: {
      title: 'Innstillinger',
      body: () => (
        <dl>
          <dt>Språk</dt>
          <dd>Språket i plattformens skjermbilder og, med mindre du velger noe annet, i rapportene dine.</dd>
          <dt>Datoformat og tallformat</dt>
          <dd>Hvordan datoer (for eksempel dag før måned) og tall (desimaltegnet og tusenskilletegnet) vises i skjermbilder og rapporter.</dd>
          <dt>Tidssone</dt>
          <dd>Tidssonen for klokkeslettene plattformen viser deg, for eksempel når en rapport ble laget eller når en videoøkt starter.</dd>
          <dt>Standard testleder</dt>
          <dd>Testlederen en ny testing starter med.</dd>
          <dt>Gå til neste ledd når et svar er registrert</dt>
          <dd>
            Under <a href={helpLink('assessment', 'item-entry')}>registrering av ledd</a> går markøren til neste ledd etter hver tast.
          </dd>
          <dt>Vis tips for å komme i gang</dt>
          <dd>Tipsene under «Kom i gang» i oversikten over testpersoner.</dd>
          <dt>Varsle før økten utløper</dt>
          <dd>
            Varselet som er beskrevet under <a href={helpLink('sessions')}>økter og tidsavbrudd</a>.
          </dd>
        </dl>
      ),
    },
  },
};
