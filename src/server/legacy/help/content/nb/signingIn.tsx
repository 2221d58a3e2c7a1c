/** Help in Norwegian Bokmål: the sign-in page, lockout, password reset and signing out. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Signing in and out" page in Norwegian Bokmål. */
export const SIGNING_IN_NB: HelpTopicText = {
  title: 'Logge inn og ut',
  summary: 'Innloggingssiden, hva som skjer etter mislykkede forsøk, tilbakestilling av et glemt passord og utlogging.',
  sections: {
    'sign-in': {
      title: 'Logg inn',
      body: () => (
        <>
          <p>
            Innloggingssiden ber om <strong>brukernavn</strong> og <strong>passord</strong>. Brukernavn skiller ikke mellom store og små bokstaver.
            Når du har logget inn, kommer du til siden du ba om, eller inn i plattformen. Hvis du åpnet en side mens du var logget ut, sender
            innloggingssiden deg tilbake dit.
          </p>
          <p>
            Feil brukernavn og feil passord gir samme melding, slik at ingen kan finne ut hvilke brukernavn som finnes. Når du har logget ut, sier
            siden at du er logget ut.
          </p>
        </>
      ),
    },
    locked: {
      title: 'Når innloggingen er låst',
      body: (facts) => (
        <p>
          Etter {facts.maxFailedSignIns} mislykkede innlogginger på rad blir brukeren din låst i {facts.lockoutMinutes} minutter. Så lenge brukeren er
          låst, avvises også riktig passord, og siden viser hvor mange minutter som gjenstår. En vellykket innlogging nullstiller telleren. Å
          tilbakestille passordet (se nedenfor) opphever også en lås.
        </p>
      ),
    },
    'forgot-password': {
      title: 'Glemt passord',
      body: (facts) => (
        <>
          <p>
            Velg «Glemt passordet?» på innloggingssiden, og skriv inn brukernavnet eller e-postadressen din. Hvis de samsvarer med en bruker, sendes
            en e-post med en lenke til denne brukerens adresse. Siden sier det samme enten en bruker samsvarte eller ikke.
          </p>
          <p>
            Lenken virker i {facts.passwordResetMinutes} minutter, og bare én gang. Den åpner en side der du skriver inn det nye passordet to ganger.
            Et nytt passord har minst {facts.minPasswordLength} tegn og kan ikke være brukernavnet ditt. Når det er satt, blir du logget ut overalt
            der du var logget inn; logg deretter inn med det nye passordet.
          </p>
        </>
      ),
    },
    'sign-out': {
      title: 'Logg ut',
      body: () => (
        <>
          <p>
            «Logg ut» i plattformens brukermeny logger deg ut med en gang. På kontosidene åpner «Logg ut» (nederst på startsiden) siden «Vil du
            logge ut?»: bekreft med knappen der. Uansett hvordan du gjør det, avsluttes økten i alle faner, både i plattformen og på kontosidene, og
            du havner på innloggingssiden, som sier at du er logget ut.
          </p>
          <p>
            Når plattformen logger deg ut av seg selv (se <a href={helpLink('sessions')}>økter og tidsavbrudd</a>), går den til innloggingssiden uten
            å spørre.
          </p>
        </>
      ),
    },
  },
};
