/** Help in Swedish: what the product is, who does what (the roles), and how to find one's way. */
import { legacyPagePath } from '../../../../../contract/legacyPages';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { PermissionTable, RoleList } from '../rolesTable';

/** The "Getting started" page in Swedish. */
export const GETTING_STARTED_SV: HelpTopicText = {
  title: 'Kom igång',
  summary: 'Vad Q-global gör, vilka roller användarna har och vad varje roll får göra.',
  sections: {
    'what-it-does': {
      title: 'Vad Q-global gör',
      body: () => (
        <>
          <p>
            Q-global förvarar ditt kontos poster för testpersoner och deras testningar. Du lägger till en testperson, genomför en testning med
            personen (på papper som du sedan matar in, på den här enheten eller på personens egen enhet via en länk), poängsätter den enligt
            instrumentets publicerade regler och normer och laddar ned en PDF-rapport som du kan skriva under.
          </p>
          <p>
            Q-global består av två delar. <strong>Kontosidorna</strong> (inloggning, startsida, mina kontoinställningar, hantera konton,
            resursbibliotek, aviseringar, återkoppling och den här hjälpen) är enkla sidor som fungerar även utan JavaScript.{' '}
            <strong>Testplattformen</strong> (testpersoner, testningar, rapporter och administrationsskärmarna) öppnas när du har loggat in. Båda
            delar samma session: loggar du ut från den ena är du utloggad från båda.
          </p>
          <p>
            Ditt konto kan kalla testpersoner något annat, till exempel ”Elev” eller ”Klient”, och kan ha gett sina fyra anpassade fält egna namn.
            Skärmarna visar då ditt kontos ord; den här hjälpen säger ”testperson” och ”testledare”.
          </p>
        </>
      ),
    },
    'first-steps': {
      title: 'Första stegen',
      body: () => (
        <ol>
          <li>
            Logga in på <a href={helpLink('signing-in')}>inloggningssidan</a> med det användarnamn och lösenord som du har fått av din
            kontoadministratör.
          </li>
          <li>
            Kontrollera dina <a href={helpLink('my-account')}>kontoinställningar</a>: ditt namn, ditt språk, datum- och talformat och din tidszon.
            Rapporter och skärmar följer dem.
          </li>
          <li>
            Sök upp eller lägg till en testperson i <a href={helpLink('examinees')}>listan över testpersoner</a>, öppna personens sida och välj
            ”Ny testning”.
          </li>
          <li>
            Skriv in svaren på <a href={helpLink('assessment')}>testningens sida</a>, poängsätt testningen och skapa rapporten.
          </li>
          <li>
            Den här hjälpen finns på <a href={legacyPagePath('help')}>{legacyPagePath('help')}</a>; plattformens sidhuvud länkar till den som
            ”Hjälp”.
          </li>
        </ol>
      ),
    },
    roles: {
      title: 'Roller och vad varje roll får göra',
      body: () => (
        <>
          <p>
            Varje användare har en roll, och en roll är en samling behörigheter. Varje skärm och varje knapp kräver en behörighet; en skärm som
            du inte får använda finns inte i dina menyer, och om du öppnar dess adress får du veta att du saknar behörighet. Kontoadministratörer
            väljer varje användares roll under <a href={helpLink('manage-accounts')}>Hantera konton</a>. Personalen inom backoffice och
            datalagring arbetar för Q-global, inte för ett kundkonto, och ser aldrig data om testpersoner.
          </p>
          <RoleList />
          <PermissionTable />
        </>
      ),
    },
  },
};
