/** Help in Swedish: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in Swedish. */
export const BACK_OFFICE_SV: HelpTopicText = {
  title: 'Backoffice',
  summary: 'Arbetet för Q-globals backofficepersonal: kundkontonas funktionslicenser.',
  sections: {
    'back-office-home': {
      title: 'Backoffice',
      body: () => <p>Backofficepersonal arbetar för Q-global, inte för ett kundkonto. Efter inloggningen kommer de till backoffice, som leder till varje del de får använda. De ser aldrig testpersoners uppgifter; varje steg in i ett kundkonto anger ett skäl, som granskningsloggen sparar med kontot.</p>,
    },
    'feature-licenses': {
      title: 'Funktionslicenser',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Ange först varför du arbetar med kundkonton, till exempel ett ärende- eller ordernummer. Sök sedan licenserna för alla kundkonton på kontots namn eller ID, typ (användningar, abonnemang, användningar för grupprapporter) och läge (aktiv, pausad, utgången, avslutad). ”Ny licens” hittar ett kundkonto och skapar en licens för det: dess namn, de formulär och rapporttyper den täcker, de beviljade användningarna eller ett abonnemangs sista dag, och alternativ som platser eller faktureringsperiod.</p>
          <p>
            En licens sida ändrar dess villkor, pausar, återupptar eller avslutar den och visar dess historik. Varje ändring kräver ett eget skäl. Den gäller direkt: kontots nästa rapport debiteras enligt de nya villkoren, kontots användningslogg visar ändringen med de tillagda användningarna, och dess administratörer meddelas (se 
            <a href={helpLink('administration', 'licenses')}>licenser och användning</a>
            ). En pausad licens betalar inga nya rapporter; redan skapade rapporter förblir som de är. En avslutad licens kan inte längre ändras.
          </p>
        </>
      ),
    },
    'feedback-inbox': {
      title: 'Inkorg för återkoppling',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            Den återkoppling som användarna skickar (se{' '}
            <a href={helpLink('feedback')}>återkoppling</a>
            ) hamnar i inkorgen för återkoppling. När du har angett varför du arbetar med kundkonton visar du den efter status (ny, tilldelad, besvarad, stängd), efter ämne, efter vem som har den och efter konto. Sidan för en återkoppling visar vad avsändaren skrev, från vilken skärmbild och webbläsare, och dess svar.
          </p>
          <p>Tilldela den först till en medarbetare i backoffice; den som har den kan svara. Ett svar når avsändaren direkt som en avisering som innehåller svaret och länkar till sidan för återkoppling, där avsändaren kan skriva tillbaka; har avsändaren en e-postadress skickas svaret också med e-post på avsändarens språk, och inkorgen visar om e-postmeddelandet skickades. Stäng återkopplingen när inget mer återstår; stängd återkoppling kan öppnas igen. Varje steg registreras i granskningsloggen med ditt skäl.</p>
        </>
      ),
    },
  },
};
