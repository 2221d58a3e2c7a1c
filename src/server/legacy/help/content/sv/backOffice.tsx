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
  },
};
