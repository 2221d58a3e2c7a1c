/** Help in Danish: what the product is, who does what (the roles), and how to find one's way. */
import { legacyPagePath } from '../../../../../contract/legacyPages';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { PermissionTable, RoleList } from '../rolesTable';

/** The "Getting started" page in Danish. */
export const GETTING_STARTED_DA: HelpTopicText = {
  title: 'Kom godt i gang',
  summary: 'Hvad Q-global gør, hvilke roller brugerne har, og hvad hver rolle må.',
  sections: {
    'what-it-does': {
      title: 'Hvad Q-global gør',
      body: () => (
        <>
          <p>
            Q-global opbevarer din kontos poster for testpersoner og deres testninger. Du opretter en testperson, gennemfører en testning med
            vedkommende (på papir og derefter indtastet, på denne enhed eller på testpersonens egen enhed via et link), scorer den efter
            instrumentets publicerede regler og normer og henter en PDF-rapport, som du kan underskrive.
          </p>
          <p>
            Q-global består af to dele. <strong>Kontosiderne</strong> (log ind, forsiden, mine kontoindstillinger, administrer konti,
            ressourcebiblioteket, meddelelser, tilbagemelding og denne hjælp) er enkle sider, som også virker uden JavaScript.{' '}
            <strong>Testplatformen</strong> (testpersoner, testninger, rapporter og administrationsskærmbillederne) åbner, når du har logget ind. De
            to dele deler én session: Logger du ud af den ene, bliver du logget ud af begge.
          </p>
          <p>
            Din konto kan kalde testpersoner noget andet, for eksempel »Elev« eller »Klient«, og kan have givet sine fire brugerdefinerede felter
            navne. Skærmbillederne viser så din kontos ord; denne hjælp siger »testperson« og »testleder«.
          </p>
        </>
      ),
    },
    'first-steps': {
      title: 'De første skridt',
      body: () => (
        <ol>
          <li>
            Log ind på <a href={helpLink('signing-in')}>login-siden</a> med det brugernavn og den adgangskode, du har fået af din kontoadministrator.
          </li>
          <li>
            Kontrollér dine <a href={helpLink('my-account')}>kontoindstillinger</a>: dit navn, dit sprog, dato- og talformatet og din tidszone.
            Rapporter og skærmbilleder følger dem.
          </li>
          <li>
            Find eller opret en testperson på <a href={helpLink('examinees')}>listen over testpersoner</a>, åbn
            vedkommendes post, og vælg »Ny testning«.
          </li>
          <li>
            Indtast svarene på <a href={helpLink('assessment')}>siden for testningen</a>, scor den, og opret rapporten.
          </li>
          <li>
            Denne hjælp findes på <a href={legacyPagePath('help')}>{legacyPagePath('help')}</a>; platformens topbjælke linker til den som »Hjælp«.
          </li>
        </ol>
      ),
    },
    roles: {
      title: 'Roller, og hvad hver rolle må',
      body: () => (
        <>
          <p>
            Hver bruger har én rolle, og en rolle er en samling tilladelser. Hvert skærmbillede og hver knap kræver én tilladelse; et skærmbillede,
            du ikke må bruge, står ikke i dine menuer, og åbner du dets adresse, får du at vide, at du ikke har tilladelse. Kontoadministratorer
            vælger hver brugers rolle under <a href={helpLink('manage-accounts')}>Administrer konti</a>. Medarbejdere i backoffice og
            dataopbevaring arbejder for Q-global, ikke for en kundekonto, og ser aldrig data om testpersoner.
          </p>
          <RoleList />
          <PermissionTable />
        </>
      ),
    },
  },
};
