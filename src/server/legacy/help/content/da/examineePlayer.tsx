/** Help in Danish: the questionnaire the respondent answers (the examinee player). */
import type { HelpTopicText } from '../../helpTopic';

/** The "The questionnaire (for respondents)" page in Danish. */
export const EXAMINEE_PLAYER_DA: HelpTopicText = {
  title: 'Spørgeskemaet, som den, der svarer, ser det',
  summary: 'Hvad testpersonen, forælderen eller læreren ser, når de åbner et link, så du kan forklare dem det.',
  sections: {
    answering: {
      title: 'At svare',
      body: () => (
        <>
          <p>
            Linket åbner spørgeskemaet i browseren, på en telefon, tablet eller computer, uden en konto. Det første skærmbillede viser, hvem der har
            sendt det, hvem spørgsmålene handler om, hvilken tidsperiode de vedrører, hvor mange spørgsmål der er, og hvor længe linket virker.
            »Start« (eller »Fortsæt«, når man vender tilbage) går til spørgsmålene.
          </p>
          <p>
            Spørgsmålene kommer ét ad gangen (eller én side ad gangen i nogle skemaer) med »Spørgsmål 3 af 9« ovenover. »Tilbage« og »Næste«
            skifter mellem dem. Hvert svar gemmes, så snart det er givet: den, der svarer, kan stoppe og vende tilbage til det samme link senere og
            fortsætter så ved det første ubesvarede spørgsmål. Uden forbindelse gemmes svarene på enheden og sendes, når forbindelsen er tilbage.
          </p>
          <p>
            »Gennemse svar« viser de spørgsmål, der stadig mangler et svar. »Send« sender svarene til testlederen; derefter kan de ikke ændres, og
            en takkeside siger, at der ikke er mere at gøre. Er flere skemaer sendt sammen, starter det næste efter hver afsendelse.
          </p>
        </>
      ),
    },
    problems: {
      title: 'Når linket ikke virker',
      body: () => (
        <p>
          Siden forklarer med almindelige ord hvorfor: adressen er ufuldstændig eller forkert, linket er udløbet, afsenderen har trukket det tilbage,
          svarene er allerede sendt, eller (ved en videosession) det er ikke åbent endnu. Den, der svarer, beder så afsenderen om et nyt link; du
          laver et med »Send igen«. Kunne et svar ikke gemmes, fordi spørgeskemaet er ændret et andet sted, nævner siden det spørgsmål, der skal
          kontrolleres.
        </p>
      ),
    },
  },
};
