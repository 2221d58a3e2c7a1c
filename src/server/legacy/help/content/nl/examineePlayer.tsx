/** Help: the questionnaire the respondent answers (the examinee player), in Dutch. */
import type { HelpTopicText } from '../../helpTopic';

/** The "The questionnaire (for respondents)" page in Dutch. */
export const EXAMINEE_PLAYER_NL: HelpTopicText = {
  title: 'De vragenlijst, zoals de respondent die ziet',
  summary: 'Wat de testpersoon, ouder of leerkracht ziet bij het openen van een link, zodat u het kunt uitleggen.',
  sections: {
    answering: {
      title: 'Antwoorden',
      body: () => (
        <>
          <p>
            De link opent de vragenlijst in de browser, op een telefoon, tablet of computer, zonder account. Het eerste scherm vermeldt wie de
            vragenlijst heeft gestuurd, over wie de vragen gaan, op welke periode ze betrekking hebben, hoeveel vragen er zijn en tot wanneer de
            link werkt. ‘Beginnen’ (of ‘Verder’ bij terugkomst) gaat naar de vragen.
          </p>
          <p>
            De vragen komen één voor één (of bij sommige formulieren per pagina), met ‘Vraag 3 van 9’ erboven. Met ‘Terug’ en ‘Volgende’ gaat de
            respondent naar de vorige of volgende vraag. Elk antwoord wordt opgeslagen zodra het is gegeven: de respondent kan stoppen en later via
            dezelfde link terugkomen, en begint dan bij de eerste onbeantwoorde vraag. Zonder verbinding worden de antwoorden op het apparaat
            bewaard en verstuurd zodra de verbinding terug is.
          </p>
          <p>
            ‘Antwoorden nakijken’ toont de vragen die nog een antwoord nodig hebben. ‘Versturen’ stuurt de antwoorden naar de testleider; daarna
            kunnen ze niet meer worden gewijzigd, en een bedankpagina meldt dat er niets meer te doen is. Als meerdere formulieren samen zijn
            verstuurd, begint na elke verzending het volgende formulier.
          </p>
        </>
      ),
    },
    problems: {
      title: 'Als de link niet werkt',
      body: () => (
        <p>
          De pagina legt in eenvoudige woorden uit waarom: het adres is onvolledig of onjuist, de link is verlopen, de afzender heeft hem
          ingetrokken, de antwoorden zijn al verstuurd, of (bij een videosessie) de link is nog niet open. De respondent vraagt de afzender dan om
          een nieuwe link; die maakt u met ‘Opnieuw versturen’. Als een antwoord niet kon worden opgeslagen omdat de vragenlijst elders was
          gewijzigd, noemt de pagina de vraag die moet worden nagekeken.
        </p>
      ),
    },
  },
};
