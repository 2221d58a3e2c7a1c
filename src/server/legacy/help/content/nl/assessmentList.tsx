/** Help: the account's assessment list, batches of reports and group reports, in Dutch. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Assessments and reports in bulk" page in Dutch. */
export const ASSESSMENT_LIST_NL: HelpTopicText = {
  title: 'Afnames en rapporten in bulk',
  summary: 'Het overzicht van de afnames van het account, de filters en de selectie ervan, rapportreeksen en groepsrapporten.',
  sections: {
    'assessment-list': {
      title: 'Het overzicht van afnames',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            ‘Afnames’ in de kopbalk toont alle afnames van het account. Filter op een zoekterm (naam, ID van de testpersoon of de eerste twee
            aangepaste velden), het formulier, de status en de afnamedata, en sorteer op datum, naam of laatste wijziging. ‘Filters herstellen’
            wist de filters. Elke rij toont de testpersoon, het formulier, de datum, de status en het laatste rapport.
          </p>
          <p>
            Vink rijen aan om ze te selecteren, of vink het vakje in de kop aan om de hele pagina te selecteren. ‘Alle … passende afnames
            selecteren’ selecteert elke afname die aan de filters voldoet, op alle pagina’s. De selectiebalk toont hoeveel afnames er zijn
            geselecteerd.
          </p>
        </>
      ),
    },
    'batch-reports': {
      title: 'Rapporten maken voor veel afnames',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.REPORT_GENERATE} />
          <p>
            Als er afnames zijn geselecteerd, vraagt ‘Rapporten maken’ naar de soort rapport, de taal en of de itemantwoorden worden opgenomen. De
            rapporten worden op de server gemaakt; een voortgangsbalk toont hoeveel er klaar zijn, en u kunt intussen doorwerken. Wanneer de reeks
            voltooid is, geeft ‘ZIP downloaden’ alle rapporten in één bestand, en worden de rapporten die niet konden worden gemaakt met de reden
            vermeld (bijvoorbeeld een afname die niet is gescoord). Een reeks die nog loopt, kunt u annuleren. ‘Recente rapportreeksen’ toont uw
            eerdere reeksen. Elk rapport verbruikt een licentiegebruik, net als op de pagina van de afname.
          </p>
        </>
      ),
    },
    'group-reports': {
      title: 'Groepsrapporten',
      body: () => (
        <p>
          Een groepsrapport vat de scores samen van veel afnames van één formulier, bijvoorbeeld van een klas. Selecteer afnames van één formulier
          (of filter op een formulier), kies ‘Groepsrapport’, geef het rapport een titel die de klas of groep noemt, kies de vergelijkingsgroep en
          de taal, en kies ‘Groepsrapport maken’. De lijst Groepsrapporten bewaart ze om te downloaden.
        </p>
      ),
    },
  },
};
