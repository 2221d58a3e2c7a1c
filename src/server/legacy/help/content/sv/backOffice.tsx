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
    'platform-configuration': {
      title: 'Plattformskonfiguration',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Konfigurationen som plattformen och testpersonens frågeformulär läser in när de öppnas (config.json): adresserna till kontosidorna, tjänsterna och frågeformuläret, tiden för varningen innan sessionen går ut, videotjänsten. Varje version sparas, med vem som sparade den, när och varför.</p>
          <p>Redigera JSON-texten i den aktuella versionen; den kontrolleras mot schemat för config.json medan du skriver, och varje problem visas med sin plats i dokumentet (till exempel qgServices.contextRoot). Ange skälet till ändringen och välj ”Spara som ny version”. Varje server levererar den genast; frågeformulärets adress och kontosidornas adresser gäller från servrarnas nästa start. Om någon har sparat en nyare version medan du redigerade avvisas sparandet: läs in igen och gör ändringen på nytt.</p>
          <p>Under ”Versioner” väljer du två versioner och ”Visa skillnaderna”: tillagda rader markeras med + och borttagna med −. ”Återställ till den här versionen” frågar efter ett skäl och sparar versionens innehåll som en ny version; inget tas bort ur historiken.</p>
        </>
      ),
    },
  },
};
