/** Help: my account settings (profile, password, preferences), in Dutch. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "My account settings" page in Dutch. */
export const MY_ACCOUNT_NL: HelpTopicText = {
  title: 'Mijn accountinstellingen',
  summary: 'Uw naam en contactgegevens, uw wachtwoord en de voorkeuren die het platform volgt.',
  sections: {
    profile: {
      title: 'Profiel',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            U opent de pagina via het gebruikersmenu van het platform (‘Mijn accountinstellingen’) of via de startpagina. De pagina heeft drie
            formulieren, elk met een eigen opslaanknop; een formulier met fouten somt de fouten bovenaan op en markeert elk betrokken veld.
          </p>
          <p>
            Het profiel bevat uw titel, voornaam, tweede voornaam en achternaam, achtervoegsel, e-mailadres en telefoonnummer. Met uw naam tonen
            rapporten en lijsten u als testleider; berichten om het wachtwoord opnieuw in te stellen gaan naar het e-mailadres.
          </p>
        </>
      ),
    },
    password: {
      title: 'Het wachtwoord wijzigen',
      body: (facts) => (
        <p>
          Typ uw huidige wachtwoord en twee keer het nieuwe. Een nieuw wachtwoord heeft minstens {facts.minPasswordLength} tekens en mag niet uw
          gebruikersnaam zijn. Na de wijziging blijft u hier aangemeld en wordt u overal elders afgemeld (in andere browsers en op andere
          apparaten), voor het geval iemand anders het oude wachtwoord kende.
        </p>
      ),
    },
    preferences: {
      title: 'Voorkeuren',
      body: () => (
        <dl>
          <dt>Taal</dt>
          <dd>De taal van de schermen van het platform en, tenzij u iets anders kiest, van uw rapporten.</dd>
          <dt>Datumnotatie en getalnotatie</dt>
          <dd>
            Hoe datums (bijvoorbeeld de dag vóór de maand) en getallen (het decimaalteken en het scheidingsteken voor duizendtallen) op schermen en
            in rapporten worden weergegeven.
          </dd>
          <dt>Tijdzone</dt>
          <dd>De tijdzone van de tijden die het platform u toont, zoals wanneer een rapport is gemaakt of wanneer een videosessie begint.</dd>
          <dt>Standaardtestleider</dt>
          <dd>De testleider waarmee een nieuwe afname begint.</dd>
          <dt>Naar het volgende item gaan nadat een antwoord is ingevoerd</dt>
          <dd>
            Bij het <a href={helpLink('assessment', 'item-entry')}>invoeren van items</a> gaat de cursor na elke toets naar het volgende item.
          </dd>
          <dt>Starttips tonen</dt>
          <dd>De tips ‘Aan de slag’ boven het overzicht van testpersonen.</dd>
          <dt>Waarschuwen voordat de sessie verloopt</dt>
          <dd>
            De waarschuwing die onder <a href={helpLink('sessions')}>sessies en time-outs</a> wordt beschreven.
          </dd>
        </dl>
      ),
    },
  },
};
