/** Help in Swedish: the questionnaire the respondent answers (the examinee player). */
import type { HelpTopicText } from '../../helpTopic';

/** The "The questionnaire (for respondents)" page in Swedish. */
export const EXAMINEE_PLAYER_SV: HelpTopicText = {
  title: 'Frågeformuläret, så som den som svarar ser det',
  summary: 'Vad testpersonen, föräldern eller läraren ser när de öppnar en länk, så att du kan förklara det för dem.',
  sections: {
    answering: {
      title: 'Att svara',
      body: () => (
        <>
          <p>
            Länken öppnar frågeformuläret i webbläsaren, på en mobil, surfplatta eller dator, utan konto. Den första skärmen visar vem som har
            skickat det, vem frågorna handlar om, vilken tidsperiod de gäller, hur många frågor det finns och till och med när länken fungerar.
            ”Börja” (eller ”Fortsätt” när man kommer tillbaka) går till frågorna.
          </p>
          <p>
            Frågorna visas en i taget (eller en sida i taget i vissa formulär), med ”Fråga 3 av 9” ovanför. ”Tillbaka” och ”Nästa” flyttar mellan
            dem. Varje svar sparas så fort det ges: den som svarar kan sluta och komma tillbaka till samma länk senare, och fortsätter då vid den
            första obesvarade frågan. Utan anslutning sparas svaren på enheten och skickas när anslutningen är tillbaka.
          </p>
          <p>
            ”Granska svaren” listar de frågor som fortfarande behöver ett svar. ”Skicka” skickar svaren till testledaren; därefter kan de inte
            ändras, och en tacksida talar om att det inte finns något mer att göra. Om flera formulär skickades tillsammans börjar nästa formulär
            efter varje inskickning.
          </p>
        </>
      ),
    },
    problems: {
      title: 'När länken inte fungerar',
      body: () => (
        <p>
          Sidan förklarar varför med enkla ord: adressen är ofullständig eller felaktig, länken har gått ut, avsändaren har dragit tillbaka den,
          svaren är redan skickade eller (för en videosession) länken är inte öppen än. Den som svarar ber då avsändaren om en ny länk; du skapar
          en med ”Skicka igen”. Om ett svar inte kunde sparas eftersom frågeformuläret har ändrats någon annanstans, anger sidan vilken fråga som
          ska kontrolleras.
        </p>
      ),
    },
  },
};
