/** Help in Norwegian Bokmål: what the product is, who does what (the roles), and how to find one's way. */
import { legacyPagePath } from '../../../../../contract/legacyPages';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { PermissionTable, RoleList } from '../rolesTable';

/** The "Getting started" page in Norwegian Bokmål. */
export const GETTING_STARTED_NB: HelpTopicText = {
  title: 'Kom i gang',
  summary: 'Hva Q-global gjør, hvilke roller brukerne har, og hva hver rolle har lov til.',
  sections: {
    'what-it-does': {
      title: 'Hva Q-global gjør',
      body: () => (
        <>
          <p>
            Q-global tar vare på kontoens testpersoner og testingene deres. Du oppretter en testperson, gjennomfører en testing (på papir som du
            deretter registrerer, på denne enheten eller på testpersonens egen enhet via en lenke), skårer den etter instrumentets publiserte regler
            og normer og laster ned en PDF-rapport som du kan signere.
          </p>
          <p>
            Q-global består av to deler. <strong>Kontosidene</strong> (innlogging, startside, mine kontoinnstillinger, administrer kontoer,
            ressursbibliotek, varsler, tilbakemelding og denne hjelpen) er enkle sider som også fungerer uten JavaScript.{' '}
            <strong>Testplattformen</strong> (testpersoner, testinger, rapporter og administrasjonsskjermbildene) åpnes når du har logget inn. Begge
            deler har én felles økt: Logger du ut av den ene, blir du logget ut av begge.
          </p>
          <p>
            Kontoen din kan kalle testpersoner noe annet, for eksempel «Elev» eller «Klient», og kan ha gitt navn til de fire egendefinerte
            feltene sine. Skjermbildene viser da kontoens egne ord; denne hjelpen sier «testperson» og «testleder».
          </p>
        </>
      ),
    },
    'first-steps': {
      title: 'De første trinnene',
      body: () => (
        <ol>
          <li>
            Logg inn på <a href={helpLink('signing-in')}>innloggingssiden</a> med brukernavnet og passordet du har fått av kontoadministratoren.
          </li>
          <li>
            Kontroller <a href={helpLink('my-account')}>kontoinnstillingene dine</a>: navnet ditt, språket ditt, dato- og tallformatet og
            tidssonen din. Rapportene og skjermbildene følger dem.
          </li>
          <li>
            Finn eller legg til en testperson i <a href={helpLink('examinees')}>oversikten over testpersoner</a>, åpne testpersonen og velg
            «Ny testing».
          </li>
          <li>
            Skriv inn svarene på <a href={helpLink('assessment')}>siden for testingen</a>, skår den og lag rapporten.
          </li>
          <li>
            Denne hjelpen finnes på <a href={legacyPagePath('help')}>{legacyPagePath('help')}</a>; plattformens toppfelt lenker til den som
            «Hjelp».
          </li>
        </ol>
      ),
    },
    roles: {
      title: 'Roller og hva hver rolle har lov til',
      body: () => (
        <>
          <p>
            Hver bruker har én rolle, og en rolle er et sett med tillatelser. Hvert skjermbilde og hver knapp krever én tillatelse; et skjermbilde
            du ikke har tilgang til, vises ikke i menyene dine, og åpner du adressen, får du beskjed om at du ikke har tillatelse. Kontoadministratorer
            velger rollen til hver bruker under <a href={helpLink('manage-accounts')}>Administrer kontoer</a>. Ansatte i backoffice og datalagring
            arbeider for Q-global, ikke for en kundekonto, og ser aldri data om testpersoner.
          </p>
          <RoleList />
          <PermissionTable />
        </>
      ),
    },
  },
};
