/** Help in Dutch: the back office of internal staff. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Back office" page in Dutch. */
export const BACK_OFFICE_NL: HelpTopicText = {
  title: 'Backoffice',
  summary: 'Het werk van de backofficemedewerkers van Q-global: de functielicenties van klantaccounts.',
  sections: {
    'back-office-home': {
      title: 'De backoffice',
      body: () => <p>Backofficemedewerkers werken voor Q-global, niet voor een klantaccount. Na het aanmelden komen ze in de backoffice, die naar elk onderdeel leidt dat ze mogen gebruiken. Ze zien nooit gegevens van testpersonen; elke stap in een klantaccount noemt een reden, en het auditlogboek bewaart die bij het account.</p>,
    },
    'feature-licenses': {
      title: 'Functielicenties',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEATURE_LICENSE_MANAGE} />
          <p>Geef eerst aan waarom u aan klantaccounts werkt, bijvoorbeeld een ticket- of ordernummer. Zoek daarna de licenties van alle klantaccounts op naam of ID van het account, de soort (gebruiken, abonnement, gebruiken voor groepsrapporten) en de toestand (actief, opgeschort, verlopen, beëindigd). ‘Nieuwe licentie’ zoekt een klantaccount en maakt er een licentie voor aan: de naam, de formulieren en soorten rapporten die ze dekt, de toegekende gebruiken of de laatste dag van een abonnement, en opties zoals plaatsen of de factuurperiode.</p>
          <p>
            De pagina van een licentie wijzigt de voorwaarden, schort de licentie op, hervat of beëindigt ze, en toont de geschiedenis. Elke wijziging vraagt om een eigen reden. Ze geldt meteen: het volgende rapport van het account wordt volgens de nieuwe voorwaarden afgerekend, het gebruiksoverzicht van het account toont de wijziging met de toegevoegde gebruiken, en de beheerders krijgen een melding (zie 
            <a href={helpLink('administration', 'licenses')}>licenties en gebruik</a>
            ). Op een opgeschorte licentie worden geen nieuwe rapporten meer afgerekend; al gemaakte rapporten blijven zoals ze zijn. Een beëindigde licentie kan niet meer veranderen.
          </p>
        </>
      ),
    },
    'platform-configuration': {
      title: 'Platformconfiguratie',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>De configuratie die het platform en de vragenlijst van de cliënt laden bij het openen (config.json): de adressen van de accountpagina’s, de diensten en de vragenlijst, de tijd van de waarschuwing voordat de sessie verloopt, de videodienst. Elke versie blijft bewaard, met wie ze opsloeg, wanneer en waarom.</p>
          <p>Bewerk de JSON van de huidige versie; die wordt tijdens het typen gecontroleerd aan de hand van het schema van config.json, en elk probleem wordt vermeld met zijn plaats in het document (bijvoorbeeld qgServices.contextRoot). Geef de reden van de wijziging en kies „Opslaan als nieuwe versie”. Elke server levert haar meteen; het adres van de vragenlijst en de adressen van de accountpagina’s gelden vanaf de volgende start van de servers. Heeft iemand een nieuwere versie opgeslagen terwijl u bewerkte, dan wordt het opslaan geweigerd: laad opnieuw en breng de wijziging opnieuw aan.</p>
          <p>Onder „Versies” kiest u twee versies en „Verschillen tonen”: toegevoegde regels zijn gemarkeerd met + en verwijderde met −. „Terugzetten naar deze versie” vraagt om een reden en slaat de inhoud van die versie op als nieuwe versie; uit de geschiedenis verdwijnt niets.</p>
        </>
      ),
    },
  },
};
