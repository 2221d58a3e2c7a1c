/** Help in Norwegian Bokmål: the questionnaire the respondent answers (the examinee player). */
import type { HelpTopicText } from '../../helpTopic';

/** The "The questionnaire (for respondents)" page in Norwegian Bokmål. */
export const EXAMINEE_PLAYER_NB: HelpTopicText = {
  title: 'Spørreskjemaet slik den som svarer, ser det',
  summary: 'Hva testpersonen, forelderen eller læreren ser når de åpner en lenke, slik at du kan forklare det for dem.',
  sections: {
    answering: {
      title: 'Svare',
      body: () => (
        <>
          <p>
            Lenken åpner spørreskjemaet i nettleseren, på mobil, nettbrett eller datamaskin, uten konto. Det første skjermbildet viser hvem som har
            sendt det, hvem spørsmålene handler om, hvilken tidsperiode de gjelder, hvor mange spørsmål det er, og hvor lenge lenken virker.
            «Start» (eller «Fortsett» når man kommer tilbake) går til spørsmålene.
          </p>
          <p>
            Spørsmålene kommer ett om gangen (eller én side om gangen for noen skjemaer), med «Spørsmål 3 av 9» over. «Tilbake» og «Neste» flytter
            mellom dem. Hvert svar lagres så snart det er gitt: den som svarer, kan stoppe og komme tilbake til den samme lenken senere, og
            fortsetter da ved det første ubesvarte spørsmålet. Uten tilkobling blir svarene tatt vare på på enheten og sendt når tilkoblingen er
            tilbake.
          </p>
          <p>
            «Se over svarene» viser spørsmål som fortsatt mangler svar. «Send» sender svarene til testlederen; deretter kan de ikke endres, og en
            takkeside sier at det ikke er mer å gjøre. Hvis flere skjemaer ble sendt sammen, starter det neste etter hver innsending.
          </p>
        </>
      ),
    },
    problems: {
      title: 'Når lenken ikke virker',
      body: () => (
        <p>
          Siden forklarer årsaken med enkle ord: adressen er ufullstendig eller feil, lenken er utløpt, avsenderen har trukket den tilbake, svarene
          er allerede sendt, eller (for en videoøkt) den er ikke åpen ennå. Den som svarer, ber da avsenderen om en ny lenke; du lager en med «Send
          på nytt». Hvis et svar ikke kunne lagres fordi spørreskjemaet er endret et annet sted, viser siden hvilket spørsmål som må kontrolleres.
        </p>
      ),
    },
  },
};
