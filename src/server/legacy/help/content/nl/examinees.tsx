/** Help: the examinee list, a new examinee, and an examinee's page, in Dutch. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Examinees" page in Dutch. */
export const EXAMINEES_NL: HelpTopicText = {
  title: 'Testpersonen',
  summary: 'Testpersonen zoeken, toevoegen, bewerken en verwijderen, en vanuit een testpersoon een afname starten.',
  sections: {
    'examinee-list': {
      title: 'Het overzicht van testpersonen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            ‘Testpersonen’ in de kopbalk opent het overzicht van de testpersonen van uw account; hier begint het platform ook. Typ een naam of de
            ID van een testpersoon bij <strong>Zoeken</strong> om het overzicht te beperken. <strong>Sorteren op</strong> ordent het op laatste
            wijziging, achternaam, ID of geboortedatum. <strong>Weergeven als</strong> schakelt tussen een lijst en een raster van kaarten; het
            platform onthoudt uw keuze. Lange overzichten hebben pagina’s, met Vorige en Volgende.
          </p>
          <p>
            Boven het overzicht kunnen de tips ‘Aan de slag’ verschijnen. ‘Voorlopig verbergen’ zet ze voor nu weg; ‘Tips niet meer tonen’
            schakelt ze uit (u kunt ze weer inschakelen in <a href={helpLink('my-account', 'preferences')}>uw voorkeuren</a>).
          </p>
        </>
      ),
    },
    'new-examinee': {
      title: 'Een testpersoon toevoegen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>‘Testpersoon toevoegen’ opent een formulier:</p>
          <dl>
            <dt>ID (testpersoon)</dt>
            <dd>
              Uniek binnen uw account: een leerling-, dossier- of casusnummer. Alleen letters, cijfers, spaties en . _ - /. Terwijl u typt,
              controleert het formulier of de ID nog vrij is.
            </dd>
            <dt>Voornaam, tweede voornaam (optioneel), achternaam</dt>
            <dd>Zoals ze op rapporten moeten staan.</dd>
            <dt>Geboortedatum</dt>
            <dd>Nodig voor de leeftijd van de testpersoon, die bepaalt welke formulieren en normen van toepassing zijn.</dd>
            <dt>Geslacht</dt>
            <dd>Vrouw, man, anders of niet opgegeven; sommige normen hangen ervan af.</dd>
            <dt>Meer gegevens</dt>
            <dd>Het e-mailadres (nodig om een link per e-mail te versturen) en de vier aangepaste velden van uw account, zoals een klas.</dd>
          </dl>
          <p>‘Testpersoon opslaan’ maakt het dossier aan en opent het. Fouten worden bovenaan het formulier en bij elk veld vermeld.</p>
        </>
      ),
    },
    'examinee-page': {
      title: 'De pagina van een testpersoon',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Als u een testpersoon opent, ziet u de gegevens, de <strong>eerdere afnames</strong> en, als u afnames mag aanmaken, het formulier{' '}
            <strong>Nieuwe afname</strong>. Een testpersoon van een ander account bestaat voor u niet: het adres ervan meldt ‘niet beschikbaar’.
          </p>
          <h3>Eerdere afnames</h3>
          <p>
            Eén rij per afname: het instrument, wanneer het is afgenomen, de status (niet begonnen, bezig, volledig maar niet gescoord, of
            gescoord), de score en eventuele kritieke meldingen. Open een rij om naar de afname te gaan. ‘Kopiëren’ maakt een nieuwe afname van
            hetzelfde formulier, met of zonder de itemantwoorden; ‘Verwijderen’ haalt een afname na uw bevestiging uit de geschiedenis (een
            accountbeheerder kan haar herstellen via <a href={helpLink('administration', 'deleted-assessments')}>Verwijderde afnames</a>).
          </p>
          <h3>Nieuwe afname</h3>
          <p>
            Kies het <strong>formulier</strong> en de <strong>afnamedatum</strong> en daarna ‘Afname aanmaken’. Alleen formulieren die passen bij
            de leeftijd en de taal van de testpersoon worden aangeboden; de andere worden met de reden vermeld. Voordat de afname wordt
            aangemaakt, kan het platform u om een bevestiging vragen: als hetzelfde formulier binnen het hertestinterval al is afgenomen, als de
            leeftijd van de testpersoon buiten het bereik van het formulier valt, of als geen licentie het mogelijk maakt om het rapport te maken.
            Met ‘Toch aanmaken’ gaat u door.
          </p>
          <h3>Bewerken en verwijderen</h3>
          <p>
            ‘Testpersoon bewerken’ opent hetzelfde formulier als voor een nieuwe testpersoon. ‘Testpersoon verwijderen’ haalt de testpersoon en
            alle bijbehorende afnames na uw bevestiging uit elke lijst; de verwijdering wordt vastgelegd.
          </p>
          <h3>E-mails en meerdere formulieren samen versturen</h3>
          <p>
            De pagina van de testpersoon toont elke e-mail die aan of over de testpersoon is verstuurd, met de bezorging (in de wachtrij, wordt
            verzonden, nieuwe poging volgt met de reden, verstuurd of mislukt). ‘Meerdere formulieren samen versturen’ verstuurt één link voor
            meerdere openstaande afnames, die worden beantwoord in de volgorde die u kiest; zie{' '}
            <a href={helpLink('remote-administration', 'several-forms')}>afname op afstand</a>.
          </p>
        </>
      ),
    },
    'group-list': {
      title: 'Groepen',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            Een groep is een klas, een caseload of een onderzoekscohort: een naam, een soort, een schooljaar (zoals 2026-2027), de leden (testpersonen) en de begeleiders (de testleiders, leerkrachten en accountbeheerders die eraan zijn toegewezen). ‘Groepen’ in de kopregel toont uw groepen met soort, schooljaar, aantal leden en begeleiders. ‘Gearchiveerde groepen tonen’ voegt de gearchiveerde toe. ‘Nieuwe groep’ maakt er een aan (daarvoor hebt u <code>GROUP_EDIT</code> nodig); een leerkracht die een groep aanmaakt, wordt eraan toegewezen.
          </p>
          <p>
            Leerkrachten zien alleen de testpersonen van de actieve groepen waaraan ze zijn toegewezen (en de testpersonen die ze zelf hebben ingevoerd), met hun afnames en rapporten: het gerechtvaardigde onderwijsbelang van FERPA. Een accountbeheerder kan dezelfde regel voor testleiders en accountgebruikers inschakelen in <a href={helpLink('manage-accounts')}>Accounts beheren</a> (‘Testleiders en accountgebruikers zien alleen de testpersonen van hun groepen’).
          </p>
          <p>
            Vink in de lijst met testpersonen testpersonen aan (of de hele pagina met het vakje van de eerste kolom), kies een groep of ‘Een nieuwe groep…’ en klik op ‘Aan groep toevoegen’.
          </p>
        </>
      ),
    },
    'group-page': {
      title: 'De pagina van een groep',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_VIEW} />
          <p>
            De pagina van een groep toont de soort, het schooljaar, de begeleiders en de leden. ‘Naam wijzigen’ wijzigt naam, soort en schooljaar. ‘Testpersonen toevoegen’ zoekt in de testpersonen die u ziet en voegt ze een voor een toe; ‘Verwijderen’ haalt een lid uit de groep (het dossier van de testpersoon blijft). ‘Groep archiveren’ bewaart de groep en de leden maar haalt de groep uit de lijsten; de begeleiders zien de leden niet meer via de groep, en de leden kunnen niet worden gewijzigd tot ‘Groep terugzetten’.
          </p>
          <p>
            Accountbeheerders kiezen de begeleiders met ‘Begeleiders kiezen’. De pagina van een testpersoon toont de groepen waarvan die lid is.
          </p>
        </>
      ),
    },
    'examinee-import': {
      title: 'Testpersonen importeren',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.EXAMINEE_EDIT} />
          <p>
            „Testpersonen importeren” in de lijst met testpersonen importeert een OneRoster 1.2 CSV-bestand (een ZIP uit een leerlingadministratiesysteem: leerlingen worden testpersonen, klassen worden groepen met hun leerkrachten als begeleiders; alleen accountbeheerders) of een CSV-bestand met testpersonen. Kies het soort en het bestand en klik op „Uploaden”; het bestand wordt in delen verzonden en de voortgang wordt getoond. Kies bij een CSV-bestand voor elk veld de kolom die het bevat (ID, voornaam en achternaam zijn verplicht); de toewijzing wordt bewaard voor de volgende import.
          </p>
          <p>
            De proefrun leest het bestand en toont wat de import aanmaakt, bijwerkt en ongemoeid laat, de rijen met fouten met bestand, regel en reden, en de waarschuwingen (zoals een leerkracht die geen gebruiker van het account is), voordat er iets wordt opgeslagen. Een bestand met rijen met fouten kan niet worden geïmporteerd. Een rij waarvan naam en geboortedatum overeenkomen met een bestaande testpersoon met een andere ID, wordt aangehouden als mogelijke dubbele: kies per rij „Samenvoegen”, „Beide behouden” of „Overslaan”. „Importeren” schrijft dan alles in één keer, of niets; hetzelfde bestand opnieuw importeren verandert niets. Leerkrachten kunnen niet importeren.
          </p>
        </>
      ),
    },
  },
};
