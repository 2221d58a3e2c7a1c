/** Help in Danish: the account's assessment list, batches of reports and group reports. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Assessments and reports in bulk" page in Danish. */
export const ASSESSMENT_LIST_DA: HelpTopicText = {
  title: 'Testninger og rapporter i større antal',
  summary: 'Kontoens liste over testninger, dens filtre og valg, rapportkørsler og grupperapporter.',
  sections: {
    'assessment-list': {
      title: 'Listen over testninger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            »Testninger« i topbjælken viser alle kontoens testninger. Filtrér med en søgning (navn, testpersonens ID eller de to første
            brugerdefinerede felter), testen, status og testdatoerne, og sortér efter dato, navn eller seneste ændring. »Nulstil filtre« rydder dem.
            Hver række viser testpersonen, testen, datoen, status og den seneste rapport.
          </p>
          <p>
            Sæt kryds ved rækker for at vælge dem, eller sæt kryds i feltet i overskriften for at vælge hele siden. »Vælg alle … matchende
            testninger« vælger alle testninger, der matcher filtrene, på alle sider. Bjælken med valget viser, hvor mange der er valgt.
          </p>
        </>
      ),
    },
    'batch-reports': {
      title: 'Oprette rapporter for mange testninger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.REPORT_GENERATE} />
          <p>
            Når der er valgt testninger, beder »Dan rapporter« om rapporttype, sprog og om svarene på items skal medtages. Rapporterne dannes på
            serveren; en statuslinje viser, hvor mange der er færdige, og du kan arbejde videre imens. Når kørslen er fuldført, giver »Download
            ZIP-fil« alle rapporterne i én fil, og de rapporter, der ikke kunne dannes, vises med årsagen (for eksempel en testning, der ikke er
            scoret). Du kan annullere en kørsel, der stadig er i gang. »Seneste rapportkørsler« viser dine tidligere kørsler. Hver rapport bruger en
            licensanvendelse på samme måde som på siden for testningen.
          </p>
        </>
      ),
    },
    'group-reports': {
      title: 'Grupperapporter',
      body: () => (
        <p>
          En grupperapport opsummerer scorerne fra mange testninger med samme test, for eksempel en klasse. Vælg testninger med én test (eller
          filtrér efter en test), vælg »Grupperapport«, giv rapporten en titel, der nævner klassen eller gruppen, vælg sammenligningsgruppen og
          sproget, og vælg »Dan grupperapport«. Listen over grupperapporter gemmer dem, så de kan downloades.
        </p>
      ),
    },
  },
};
