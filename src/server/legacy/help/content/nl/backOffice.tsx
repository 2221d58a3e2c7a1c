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
    'product-configuration': {
      title: 'Productconfiguratie',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Elk instrument van de catalogus is een product met versies: één gepubliceerde versie die nieuwe afnames krijgen, oudere vervangen versies die de afnames die ermee zijn gemaakt houden, en hoogstens één concept dat wordt bewerkt. Het overzicht toont de producten met hun status (concept, gepubliceerd, teruggetrokken), hun gepubliceerde versie, hun conceptversie en het aantal afnames; de andere tabbladen tonen de formulieren, scoringen en rapporten van de catalogus. ‘Product importeren’ neemt de JSON van een product (als bestand of geplakt) over als concept: een nieuw product wordt versie 1, een bestaand product krijgt zijn volgende versie. Elk probleem van de definitie wordt vermeld met het veld waar het om gaat.</p>
          <p>De pagina van een product toont zijn versies, elk met wie ze wanneer en waarom heeft gemaakt en gepubliceerd, en de JSON om te exporteren. Het concept toont zijn testgevallen, elk geslaagd of niet geslaagd met wat er afwijkt. Het kan pas worden gepubliceerd als het minstens één testgeval heeft en alle slagen. Elk onderdeel van het concept heeft zijn eigen editor: het formulier (algemene gegevens, de talen waarin het wordt afgenomen met de bron van elke vertaling, en de items: een van een type toevoegen, verplaatsen, verwijderen, met hun antwoordopties, bereiken, beoordelingsschema’s en hun tekst in elke taal, die de gepubliceerde woorden van de rechthebbende moet zijn, nooit een eigen vertaling), de scoring (schalen, niveaus en normtabellen die als CSV uit een spreadsheet worden geplakt), het terugkoppelingsrapport (lezer, titel, inleiding en afsluiting in het Amerikaans-Engels, de schalen die het toont en de teksten van hun niveaus en percentielen), de onderdelen van het scorerapport en de testgevallen; de overige velden van een onderdeel worden als JSON bewerkt. Heeft iemand anders het concept intussen opgeslagen, dan wordt u gevraagd het opnieuw te laden. Het voorbeeld scoort antwoorden die u typt, met de gegevens van de testpersoon, met het concept; er wordt niets opgeslagen. Elke wijziging vraagt om een reden, die bij de versie en in het auditlogboek wordt bewaard. Een teruggetrokken product wordt niet meer aangeboden voor nieuwe afnames; de afnames ervan worden nog steeds gescoord en gerapporteerd.</p>
        </>
      ),
    },
    'stimulus-books': {
      title: 'Stimulusboeken',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.PRODUCT_CONFIGURE} />
          <p>Een stimulusboek bevat de pagina’s die de testleider tijdens een live sessie op het scherm van de cliënt toont: tekst, leesteksten, itemkaarten en afbeeldingen, in elke taal waarin het gepubliceerd is. Het scherm toont de gepubliceerde boeken met hun versie, talen, pagina’s, bronvermelding en publicatiemoment.</p>
          <p>Om een boek te publiceren kiest u het JSON-bestand en de afbeeldingsbestanden die de pagina’s noemen (PNG, JPEG of WebP, elk ten hoogste 2 MiB; SVG wordt niet aanvaard), vermeldt u de reden en publiceert u. Afbeeldingen die al met het boek gepubliceerd zijn, hoeft u niet opnieuw te kiezen. Een boek waarvan de versie niet hoger is dan de gepubliceerde wordt geweigerd, net als een pagina die een afbeelding noemt die gekozen noch opgeslagen is; elk probleem wordt vermeld met de plaats waarop het betrekking heeft en er wordt niets gepubliceerd. Een nieuwe versie vervangt het gepubliceerde boek voor alle sessies vanaf dat moment; de reden blijft bewaard in het auditlogboek. Testleiders en cliënten zien de afbeeldingen van een boek via adressen die maar enkele uren werken, zodat een afbeelding niet kan worden doorgegeven.</p>
        </>
      ),
    },
    'assessment-tracker': {
      title: 'Afnametracker',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_TRACKER_VIEW} />
          <p>De tracker beantwoordt de vraag van een klant over één afname. Geef aan waarom u kijkt (een ticketnummer) en zoek de afname dan op haar ID, op een afnamesessie of een link op afstand, of op een testpersoon-ID samen met het klantaccount. De tijdlijn toont wat er met de afname is gebeurd, oudste eerst, in uw tijdzone: aangemaakt, invoer van antwoorden, links aangemaakt, geopend en beantwoord, ingediend, gescoord, rapporten, e-mails met elke bezorgpoging, verwijderingen en herstel, verificatie en kopieën.</p>
          <p>Namen en antwoorden zijn verborgen. ‘Namen en antwoorden tonen’ vraagt om een tweede reden, die het auditlogboek als eigen vermelding bewaart en de tijdlijn toont. ‘Status wijzigen’ heropent een ingediende afname op afstand zodat de link opnieuw kan worden beantwoord (alleen zolang de link niet is verlopen en er geen rapport van is gemaakt), laat een link nu verlopen of markeert de mislukte bezorging van een e-mail als opgelost. Elke wijziging vraagt om een reden en verschijnt op de tijdlijn.</p>
        </>
      ),
    },
    'feedback-inbox': {
      title: 'Inbox voor feedback',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_MANAGE} />
          <p>
            De feedback die gebruikers geven (zie{' '}
            <a href={helpLink('feedback')}>feedback</a>
            ) komt in de inbox voor feedback. Nadat u hebt aangegeven waarom u aan klantaccounts werkt, toont u die per status (nieuw, toegewezen, beantwoord, gesloten), per onderwerp, per behandelaar en per account. Het scherm van een feedbackbericht toont wat de afzender schreef, vanuit welk scherm en welke browser, en de antwoorden.
          </p>
          <p>Wijs het eerst toe aan een backofficemedewerker; wie het heeft, kan antwoorden. Een antwoord bereikt de afzender meteen als melding met het antwoord erin en een koppeling naar de feedbackpagina, waar de afzender kan reageren; heeft de afzender een e-mailadres, dan wordt het ook in zijn taal gemaild, en de inbox toont of de e-mail is verzonden. Sluit feedback wanneer er niets meer te doen is; gesloten feedback kan worden heropend. Elke stap wordt met uw reden vastgelegd in het auditlogboek.</p>
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
