/** Help: an assessment's page (item entry, scores, reports) and its item-entry verification, in Dutch. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { ENTRY_DRAFT_MAX_AGE_DAYS } from '../../../../../domain/entryDraft';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key, Needs } from '../../helpText';

/** The "An assessment" page in Dutch. */
export const ASSESSMENT_NL: HelpTopicText = {
  title: 'Een afname',
  summary: 'Antwoorden invoeren met het toetsenbord, de scores tijdens het typen, de officiële score, rapporten en een tweede controle van de invoer.',
  sections: {
    'assessment-page': {
      title: 'De pagina van een afname',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            De pagina van een afname toont de testpersoon, het formulier, wanneer en door welke testleider de test is afgenomen, en daarna de
            onderdelen: afnamegegevens, items invoeren, scores, de officiële score, rapporten en afname op afstand. Gebruikers die alleen mogen
            bekijken (accountgebruikers), zien de antwoorden en scores, maar kunnen ze niet wijzigen. Voor invoeren en scoren is{' '}
            <code>{PERMISSIONS.ASSESSMENT_EDIT}</code> nodig; voor het maken van een rapport <code>{PERMISSIONS.REPORT_GENERATE}</code>.
          </p>
        </>
      ),
    },
    'item-entry': {
      title: 'Items invoeren',
      body: () => (
        <>
          <p>
            Elk item toont zijn nummer en zijn antwoordopties, elk met een toets om in te drukken. Typ de toets om het antwoord in te voeren.{' '}
            <Key>↑</Key> en <Key>↓</Key> of <Key>Tab</Key> gaan naar een ander item; <Key>Backspace</Key> wist een item. Een toets die niet bij
            het item hoort, wordt geweigerd met een melding welke toetsen zijn toegestaan. Met ‘Naar het volgende item gaan nadat een antwoord is
            ingevoerd’ in uw voorkeuren gaat de cursor vanzelf verder.
          </p>
          <p>
            Bij sommige formulieren voert u in plaats daarvan getallen in (bijvoorbeeld het aantal woorden dat in een minuut correct is gelezen):
            typ het hele getal en druk dan op <Key>Enter</Key> of <Key>Tab</Key>. Het veld bewaart precies wat u hebt getypt: een decimaal getal (
            <code>12,5</code>), een getal buiten het bereik van het item of iets anders dat geen geheel getal is, wordt nooit in een geheel getal
            omgezet, maar met de reden gemarkeerd, en ‘Opslaan’ en ‘Scoren’ wachten tot het is verbeterd. Sommige formulieren hebben een
            leestekst, die verschijnt zodra het leerjaar is gekozen. Opstelitems worden gescoord met een rubric: kies voor elk criterium een
            niveau en daarna ‘Rubricscores van item … vastleggen’.
          </p>
          <p>
            ‘Opslaan’ bewaart de antwoorden; de balk ernaast meldt wanneer er niet-opgeslagen wijzigingen zijn. Als iemand anders de afname in een
            ander tabblad of op een andere computer heeft gewijzigd, meldt het opslaan dat: ‘Opnieuw laden’ toont de versie van de ander.
          </p>
          <p>
            Wat u typt, wordt ook op deze computer bewaard totdat het is opgeslagen, zodat opnieuw laden, een gesloten tabblad of een verlopen
            sessie niets verloren laat gaan: open de afname hier opnieuw en de invoer komt terug, met een melding en een mogelijkheid om die te
            verwijderen. De invoer komt alleen terug op de versie waarop die is getypt; als de afname intussen elders is opgeslagen, geeft de
            melding aan dat de invoer niet is teruggezet. Als u de pagina verlaat met niet-opgeslagen invoer (via een link, <Key>Terug</Key>, opnieuw
            laden of het tabblad sluiten), vraagt het platform eerst om bevestiging. Invoer die ouder is dan {ENTRY_DRAFT_MAX_AGE_DAYS} dagen wordt
            niet teruggezet: die wordt verwijderd wanneer de afname de volgende keer wordt geopend.
          </p>
        </>
      ),
    },
    'administration-details': {
      title: 'Afnamegegevens en normen',
      body: () => (
        <p>
          Sommige formulieren hebben het <strong>leerjaar</strong> en de <strong>periode</strong> (herfst, winter of voorjaar) van de afname nodig,
          of een <strong>vergelijkingsgroep</strong>: die bepalen met welke normen de score wordt vergeleken. Zolang die niet zijn gekozen, worden
          de scores zonder T-score of percentiel getoond. Zie <a href={helpLink('scoring')}>scoringstermen</a>.
        </p>
      ),
    },
    scores: {
      title: 'Scores tijdens het typen en de officiële score',
      body: () => (
        <>
          <p>
            Het paneel <strong>Scores</strong> wordt bij elke toets bijgewerkt: de ruwe score van elke schaal, het niveau, en de T-score en het
            percentiel wanneer de normen van toepassing zijn. Het markeert scores als ‘tot nu toe’ of ‘voorlopig’ totdat elk verplicht item is
            beantwoord, en meldt welke items nog ontbreken. Meldingen tonen kritieke items en waarschuwingen die uw aandacht vragen.
          </p>
          <p>
            ‘Scoren’ is mogelijk zodra de afname scoorbaar is. Het scoort de antwoorden op de server volgens de gepubliceerde regels van het
            instrument en bewaart het resultaat als de <strong>officiële score</strong>, met het tijdstip van scoren. Als antwoorden daarna
            veranderen, meldt de pagina dat: scoor opnieuw om de score bij te werken.
          </p>
          <p>
            Als de handleiding van het instrument een regel geeft voor verandering tussen afnames (bij de WHO-5: een verschil van 10
            procentpunten of meer is een significante verandering), toont de officiële score ook <strong>Verandering sinds de vorige afname</strong>:
            de meest recente eerder gescoorde afname van hetzelfde formulier bij de testpersoon, de score daarvan, deze score en het verschil,
            gemarkeerd wanneer aan de regel wordt voldaan. Het scorerapport vermeldt hetzelfde.
          </p>
        </>
      ),
    },
    reports: {
      title: 'Rapporten',
      body: (facts) => (
        <>
          <p>
            Zodra de afname is gescoord, maakt <strong>Nieuw rapport</strong> een pdf: een <strong>scorerapport</strong> voor de behandelaar en,
            als het formulier er een heeft, een <strong>feedbackrapport</strong> in eenvoudige taal voor de testpersoon of een ouder. Kies de
            vergelijkingsgroep, de taal en of de itemantwoorden worden opgenomen. Het formulier toont uw licentiestatus en wat het rapport kost.
          </p>
          <p>
            Een rapport verbruikt één licentiegebruik van uw account, tenzij een abonnement het dekt. Opnieuw genereren voor een ongewijzigde
            afname is gratis, net als een nieuw rapport na het verbeteren van een invoerfout binnen {facts.correctionWindowDays} dagen na het
            eerste rapport. Als er geen gebruik meer over is, wordt er niets gemaakt; vraag dan uw accountbeheerder.
          </p>
          <p>
            De lijst <strong>Eerdere rapporten</strong> bewaart elke versie, de nieuwste eerst, met de opties, de kosten, de maker en de grootte.
            ‘Downloaden’ opent een opgeslagen versie, ‘Opnieuw genereren’ voegt een nieuwe versie toe (zonder ooit een versie te overschrijven) en
            ‘Verwijderen’ haalt een versie na uw bevestiging uit de geschiedenis.
          </p>
        </>
      ),
    },
    verification: {
      title: 'Verificatie van de invoer',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            ‘Invoer verifiëren’ op de pagina van de afname opent een blinde tweede invoer: typ de antwoorden opnieuw over van het papieren
            formulier terwijl de eerste invoer verborgen blijft, en kies daarna ‘Vergelijken’. Elk item waarvan de twee invoeren verschillen,
            wordt met beide waarden getoond; controleer het papieren formulier, kies bij elk item de juiste waarde en kies ‘Bevestigen en
            verifiëren’. De pagina van de afname toont daarna wie de invoer heeft geverifieerd en wanneer. Als uw account verificatie vereist, kan
            een afname pas worden gescoord nadat die is geverifieerd.
          </p>
        </>
      ),
    },
  },
};
