/** Help in Swedish: the sign-in page, lockout, password reset and signing out. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Duration } from '../../i18n/helpLanguage';

/** The "Signing in and out" page in Swedish. */
export const SIGNING_IN_SV: HelpTopicText = {
  title: 'Logga in och ut',
  summary: 'Inloggningssidan, vad som händer efter misslyckade försök, hur du återställer ett glömt lösenord och hur du loggar ut.',
  sections: {
    'sign-in': {
      title: 'Logga in',
      body: () => (
        <>
          <p>
            Inloggningssidan frågar efter ditt <strong>användarnamn</strong> och ditt <strong>lösenord</strong>. I användarnamn spelar det ingen
            roll om du skriver med stora eller små bokstäver. När du har loggat in kommer du till den sida du bad om, eller in i plattformen. Om
            du öppnade en sida medan du var utloggad tar inloggningssidan dig tillbaka dit.
          </p>
          <p>
            Ett felaktigt användarnamn och ett felaktigt lösenord ger samma meddelande, så att ingen kan ta reda på vilka användarnamn som finns.
            När du har loggat ut visar sidan att du är utloggad.
          </p>
        </>
      ),
    },
    locked: {
      title: 'När inloggningen är låst',
      body: (facts) => (
        <p>
          Efter {facts.maxFailedSignIns} misslyckade inloggningar i rad låses din användare i <Duration seconds={facts.lockoutMinutes * 60} />.
          Så länge låsningen gäller nekas även rätt lösenord, och sidan visar hur många minuter som återstår. En lyckad inloggning nollställer
          räkningen. Att återställa lösenordet (se nedan) häver också en låsning.
        </p>
      ),
    },
    'forgot-password': {
      title: 'Glömt lösenord',
      body: (facts) => (
        <>
          <p>
            Välj ”Har du glömt lösenordet?” på inloggningssidan och ange ditt användarnamn eller din e-postadress. Om uppgiften matchar en
            användare skickas ett e-postmeddelande med en länk till den användarens adress. Sidan visar samma sak oavsett om någon användare
            matchade eller inte.
          </p>
          <p>
            Länken fungerar i <Duration seconds={facts.passwordResetMinutes * 60} /> och bara en gång. Den öppnar en sida där du skriver det nya
            lösenordet två gånger. Ett nytt lösenord har minst {facts.minPasswordLength} tecken och får inte vara ditt användarnamn. När du sparar
            det loggas du ut överallt där du var inloggad; logga sedan in med det nya lösenordet.
          </p>
        </>
      ),
    },
    'sign-out': {
      title: 'Logga ut',
      body: () => (
        <>
          <p>
            ”Logga ut” i plattformens användarmeny loggar ut dig direkt. På kontosidorna öppnar ”Logga ut” (längst ned på startsidan) sidan ”Vill
            du logga ut?”: bekräfta med knappen där. I båda fallen avslutas din session i alla flikar, både i plattformen och på kontosidorna, och
            du hamnar på inloggningssidan, som visar att du är utloggad.
          </p>
          <p>
            När plattformen själv loggar ut dig (se <a href={helpLink('sessions')}>sessioner och tidsgränser</a>) går den till inloggningssidan
            utan att fråga.
          </p>
        </>
      ),
    },
  },
};
