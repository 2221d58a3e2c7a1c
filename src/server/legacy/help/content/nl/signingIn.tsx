/** Help: the sign-in page, lockout, password reset and signing out, in Dutch. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Signing in and out" page in Dutch. */
export const SIGNING_IN_NL: HelpTopicText = {
  title: 'Aanmelden en afmelden',
  summary: 'De aanmeldpagina, wat er gebeurt na mislukte pogingen, een vergeten wachtwoord opnieuw instellen en afmelden.',
  sections: {
    'sign-in': {
      title: 'Aanmelden',
      body: () => (
        <>
          <p>
            De aanmeldpagina vraagt om uw <strong>gebruikersnaam</strong> en <strong>wachtwoord</strong>. Bij gebruikersnamen maakt het niet uit
            of u hoofdletters of kleine letters typt. Na het aanmelden gaat u naar de pagina die u had opgevraagd, of naar het testplatform. Als u
            een pagina opende terwijl u was afgemeld, brengt de aanmeldpagina u daarna naar die pagina terug.
          </p>
          <p>
            Een onjuiste gebruikersnaam en een onjuist wachtwoord geven dezelfde melding, zodat niemand kan achterhalen welke gebruikersnamen
            bestaan. Nadat u zich hebt afgemeld, meldt de pagina dat u bent afgemeld.
          </p>
        </>
      ),
    },
    locked: {
      title: 'Als aanmelden geblokkeerd is',
      body: (facts) => (
        <p>
          Na {facts.maxFailedSignIns} mislukte aanmeldpogingen op rij wordt uw gebruiker {facts.lockoutMinutes} minuten geblokkeerd. Zolang de
          blokkering duurt, wordt zelfs het juiste wachtwoord geweigerd en toont de pagina hoeveel minuten er nog resten. Een geslaagde aanmelding
          zet de telling weer op nul. Als u uw wachtwoord opnieuw instelt (zie hieronder), wordt de blokkering ook opgeheven.
        </p>
      ),
    },
    'forgot-password': {
      title: 'Wachtwoord vergeten',
      body: (facts) => (
        <>
          <p>
            Kies ‘Wachtwoord vergeten?’ op de aanmeldpagina en typ uw gebruikersnaam of e-mailadres. Als die bij een gebruiker horen, gaat er een
            e-mail met een link naar het adres van die gebruiker. De pagina zegt hetzelfde, of er nu een gebruiker is gevonden of niet.
          </p>
          <p>
            De link werkt {facts.passwordResetMinutes} minuten, en maar één keer. Hij opent een pagina waarop u het nieuwe wachtwoord twee keer
            typt. Een nieuw wachtwoord heeft minstens {facts.minPasswordLength} tekens en mag niet uw gebruikersnaam zijn. Zodra u het instelt,
            wordt u overal afgemeld waar u was aangemeld; meld u daarna aan met het nieuwe wachtwoord.
          </p>
        </>
      ),
    },
    'sign-out': {
      title: 'Afmelden',
      body: () => (
        <>
          <p>
            ‘Afmelden’ in het gebruikersmenu van het platform meldt u direct af. Op de accountpagina’s opent ‘Afmelden’ (onderaan de
            startpagina) de pagina ‘Afmelden?’: bevestig met de knop op die pagina. In beide gevallen eindigt uw sessie in elk tabblad, zowel in
            het platform als op de accountpagina’s, en komt u op de aanmeldpagina terecht, die meldt dat u bent afgemeld.
          </p>
          <p>
            Als het platform u zelf afmeldt (zie <a href={helpLink('sessions')}>sessies en time-outs</a>), gaat het zonder te vragen naar de
            aanmeldpagina.
          </p>
        </>
      ),
    },
  },
};
