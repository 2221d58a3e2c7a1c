/** Help in Swedish: manage accounts (users, roles, labels, account deletion). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Manage accounts" page in Swedish. */
export const MANAGE_ACCOUNTS_SV: HelpTopicText = {
  title: 'Hantera konton',
  summary: 'För kontoadministratörer: kontots användare och deras roller, kontots benämningar och anpassade fält, och radering av kontot.',
  sections: {
    users: {
      title: 'Användare',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_USERS_MANAGE} />
          <p>
            I listan över kontots användare kan du söka på namn, användarnamn eller e-postadress och filtrera på roll och status (aktiv eller
            inte) med ”Sök användare”. Varje rad visar användarens roll, om användaren är testledare (och alltså kan anges som testledare för en
            testning) och om användaren är aktiv, med länken Redigera. Långa listor delas upp i sidor.
          </p>
          <p>
            ”Ny användare” frågar efter användarnamn och ett startlösenord (minst {facts.minPasswordLength} tecken, inte användarnamnet), titel,
            namn, namnsuffix, e-postadress och telefon, roll, ”Kan anges som testledare för en testning” och ”Aktiv”; ”Skapa användaren” sparar
            användaren. Användarnamn är unika i hela Q-global och sparas med små bokstäver. När du redigerar en användare ändrar du samma uppgifter,
            utom lösenordet, och sparar med ”Spara användaren”. Om du inaktiverar en användare avslutas användarens sessioner direkt; användaren kan
            inte längre logga in, och det arbete som användaren har gjort finns kvar. Du kan inte inaktivera dig själv eller ta ifrån dig din egen
            administratörsroll, så att ett konto aldrig förlorar sin sista väg in.
          </p>
          <p>
            Sidan visar också vad varje roll får göra. Samma tabell finns under <a href={helpLink('getting-started', 'roles')}>roller</a> i den här
            hjälpen.
          </p>
        </>
      ),
    },
    labels: {
      title: 'Benämningar, anpassade fält och verifieringskoden',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ACCOUNT_SETTINGS_EDIT} />
          <p>
            <strong>Benämningen för ”Testperson”</strong> och <strong>benämningen för ”Testledare”</strong> är de ord som plattformen använder för
            de personer som testas och de personer som testar dem: en skola kan säga ”Elev” och ”Lärare”. Namnen på de{' '}
            <strong>fyra anpassade fälten</strong> är rubrikerna för extra uppgifter om testpersoner, till exempel en klass eller en
            handläggare. ”Spara kontoinställningarna” sparar dem; varje värde som inte godtas anger varför. Plattformen visar de nya orden nästa
            gång dess sidor läses in.
          </p>
          <p>
            <strong>Verifieringskoden för inmatning av uppgifter</strong> (bokstäver, siffror, - och _, inga mellanslag) slår på verifiering: så
            länge den är angiven måste varje testning i kontot klara en <a href={helpLink('assessment', 'verification')}>andra, blind inmatning</a>{' '}
            innan den kan poängsättas. Lämna fältet tomt för att stänga av verifieringen.
          </p>
        </>
      ),
    },
    'account-deletion': {
      title: 'Radera kontot',
      body: (facts) => (
        <p>
          En administratör kan begära att hela kontot raderas: markera ”Jag förstår att alla data i det här kontot kommer att raderas” och välj
          ”Begär radering av det här kontot”. Raderingen sker efter en frist på {facts.selfDeletionGraceDays} dagar; sidan visar datumet. Fram
          till dess fungerar kontot som vanligt, och Q-globals personal för datalagring kan stoppa raderingen. Alla poster i kontot, med dess
          testpersoner, testningar och rapporter, raderas det datumet.
        </p>
      ),
    },
    'account-export': {
      title: 'Exportera kontots data',
      body: (facts) => (
        <p>
          En administratör kan få alla kontots data som en ZIP-fil: välj &quot;Exportera kontots data&quot;. Filen innehåller testpersonerna,
          bedömningarna med svar och poäng, alla sparade rapporter som PDF, användningsloggen, e-posthistoriken och granskningsloggen som CSV-filer
          som ett kalkylprogram öppnar, och en README som beskriver varje fil. När den är klar kommer en nedladdningslänk till din e-postadress.
          Länken fungerar en gång, i {facts.exportLinkHours} timmar, och kräver ingen inloggning; sidan visar tidigare exporter och om deras länk har använts.
        </p>
      ),
    },
  },
};
