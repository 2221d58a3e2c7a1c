/** Help in Danish: the sign-in page, lockout, password reset and signing out. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Signing in and out" page in Danish. */
export const SIGNING_IN_DA: HelpTopicText = {
  title: 'Log ind og log ud',
  summary: 'Login-siden, hvad der sker efter mislykkede forsøg, nulstilling af en glemt adgangskode og at logge ud.',
  sections: {
    'sign-in': {
      title: 'Log ind',
      body: () => (
        <>
          <p>
            Login-siden beder om dit <strong>brugernavn</strong> og din <strong>adgangskode</strong>. Der skelnes ikke mellem store og små bogstaver i
            brugernavne. Når du har logget ind, kommer du til den side, du bad om, eller ind på platformen. Hvis du åbnede en side, mens du var
            logget ud, sender login-siden dig tilbage til den.
          </p>
          <p>
            Et forkert brugernavn og en forkert adgangskode giver den samme meddelelse, så ingen kan finde ud af, hvilke brugernavne der findes.
            Når du har logget ud, står der på siden, at du er logget ud.
          </p>
        </>
      ),
    },
    locked: {
      title: 'Når login er spærret',
      body: (facts) => (
        <p>
          Efter {facts.maxFailedSignIns} mislykkede loginforsøg i træk bliver din bruger låst i {facts.lockoutMinutes} minutter. Så længe den er
          låst, afvises selv den rigtige adgangskode, og siden viser, hvor mange minutter der er tilbage. Et vellykket login nulstiller tællingen.
          Nulstiller du din adgangskode (se nedenfor), ophæves låsen også.
        </p>
      ),
    },
    'forgot-password': {
      title: 'Glemt adgangskode',
      body: (facts) => (
        <>
          <p>
            Vælg »Har du glemt din adgangskode?« på login-siden, og skriv dit brugernavn eller din e-mailadresse. Hvis de passer til en bruger,
            sendes en e-mail med et link til brugerens adresse. Siden siger det samme, uanset om der var en bruger, der passede.
          </p>
          <p>
            Linket virker i {facts.passwordResetMinutes} minutter og kun én gang. Det åbner en side, hvor du skriver den nye adgangskode to gange.
            En ny adgangskode har mindst {facts.minPasswordLength} tegn og må ikke være dit brugernavn. Når den er angivet, bliver du logget ud alle
            de steder, du var logget ind; log derefter ind med den nye adgangskode.
          </p>
        </>
      ),
    },
    'sign-out': {
      title: 'Log ud',
      body: () => (
        <>
          <p>
            »Log ud« i platformens brugermenu logger dig ud med det samme. På kontosiderne åbner »Log ud« (nederst på forsiden) siden »Vil du logge
            ud?«: bekræft med knappen på siden. Under alle omstændigheder slutter din session i alle faner, både på platformen og på kontosiderne,
            og du lander på login-siden, som siger, at du er logget ud.
          </p>
          <p>
            Når platformen selv logger dig ud (se <a href={helpLink('sessions')}>sessioner og udløb</a>), går den til login-siden uden at spørge.
          </p>
        </>
      ),
    },
  },
};
