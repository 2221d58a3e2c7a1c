/** Help: what the product is, who does what (the roles), and how to find one's way, in Dutch. */
import { legacyPagePath } from '../../../../../contract/legacyPages';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { PermissionTable, RoleList } from '../rolesTable';

/** The "Getting started" page in Dutch. */
export const GETTING_STARTED_NL: HelpTopicText = {
  title: 'Aan de slag',
  summary: 'Wat Q-global doet, de rollen van de gebruikers en wat elke rol mag doen.',
  sections: {
    'what-it-does': {
      title: 'Wat Q-global doet',
      body: () => (
        <>
          <p>
            Q-global bewaart de dossiers van de testpersonen van uw account en hun afnames. U maakt een testpersoon aan, neemt een afname af (op
            papier en daarna ingetypt, op dit apparaat, of via een link op het eigen apparaat van de testpersoon), scoort die volgens de
            gepubliceerde regels en normen van het instrument en downloadt een pdf-rapport dat u kunt ondertekenen.
          </p>
          <p>
            Q-global bestaat uit twee delen. De <strong>accountpagina’s</strong> (aanmelden, start, mijn accountinstellingen, accounts beheren,
            bronnenbibliotheek, meldingen, feedback en deze help) zijn eenvoudige pagina’s die ook zonder JavaScript werken. Het{' '}
            <strong>testplatform</strong> (testpersonen, afnames, rapporten en de beheerschermen) opent nadat u zich hebt aangemeld. Beide delen
            gebruiken dezelfde sessie: als u zich bij het ene deel afmeldt, bent u bij beide afgemeld.
          </p>
          <p>
            Uw account kan testpersonen anders noemen, bijvoorbeeld ‘Leerling’ of ‘Cliënt’, en kan zijn vier aangepaste velden een eigen naam
            hebben gegeven. De schermen tonen dan de woorden van uw account; deze help spreekt van ‘testpersoon’ en ‘testleider’.
          </p>
        </>
      ),
    },
    'first-steps': {
      title: 'Eerste stappen',
      body: () => (
        <ol>
          <li>
            Meld u aan op de <a href={helpLink('signing-in')}>aanmeldpagina</a> met de gebruikersnaam en het wachtwoord die u van uw
            accountbeheerder hebt gekregen.
          </li>
          <li>
            Controleer uw <a href={helpLink('my-account')}>accountinstellingen</a>: uw naam, uw taal, de datum- en getalnotatie en uw tijdzone.
            Rapporten en schermen volgen deze instellingen.
          </li>
          <li>
            Zoek of voeg een testpersoon toe in het <a href={helpLink('examinees')}>overzicht van testpersonen</a>, open de testpersoon en kies
            ‘Nieuwe afname’.
          </li>
          <li>
            Typ de antwoorden in op de <a href={helpLink('assessment')}>pagina van de afname</a>, scoor de afname en maak het rapport.
          </li>
          <li>
            Deze help staat op <a href={legacyPagePath('help')}>{legacyPagePath('help')}</a>; de kopbalk van het platform linkt ernaar met
            ‘Help’.
          </li>
        </ol>
      ),
    },
    roles: {
      title: 'Rollen en wat elke rol mag doen',
      body: () => (
        <>
          <p>
            Elke gebruiker heeft één rol, en een rol is een verzameling machtigingen. Elk scherm en elke knop vereist één machtiging; een scherm
            dat u niet mag gebruiken, staat niet in uw menu’s, en als u het adres ervan opent, krijgt u te zien dat u geen toestemming hebt.
            Accountbeheerders kiezen de rol van elke gebruiker bij <a href={helpLink('manage-accounts')}>Accounts beheren</a>. Medewerkers van
            backoffice en gegevensbewaring werken voor Q-global, niet voor een klantaccount, en zien nooit gegevens van testpersonen.
          </p>
          <RoleList />
          <PermissionTable />
        </>
      ),
    },
  },
};
