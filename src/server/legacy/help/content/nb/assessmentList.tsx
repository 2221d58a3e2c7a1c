/** Help in Norwegian Bokmål: the account's assessment list, batches of reports and group reports. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Assessments and reports in bulk" page in Norwegian Bokmål. */
export const ASSESSMENT_LIST_NB: HelpTopicText = {
  title: 'Testinger og rapporter for mange om gangen',
  summary: 'Kontoens oversikt over testinger, filtrene og utvalget, rapportkjøringer og grupperapporter.',
  sections: {
    'assessment-list': {
      title: 'Oversikten over testinger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            «Testinger» i toppfeltet viser alle testinger på kontoen. Filtrer med et søk (navn, ID eller de to første egendefinerte feltene), på
            test, status og testdatoer, og sorter etter dato, navn eller sist endret. «Tilbakestill filtre» fjerner filtrene. Hver rad viser
            testpersonen, testen, datoen, statusen og den siste rapporten.
          </p>
          <p>
            Kryss av for rader for å velge dem, eller kryss av i boksen i overskriftsraden for å velge hele siden. «Velg alle samsvarende testinger»
            velger alle testinger som samsvarer med filtrene, på alle sider. Utvalgsfeltet viser hvor mange som er valgt.
          </p>
        </>
      ),
    },
    'batch-reports': {
      title: 'Lage rapporter for mange testinger',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.REPORT_GENERATE} />
          <p>
            Når testinger er valgt, spør «Lag rapporter» om rapporttype, språk og om svarene på leddene skal tas med. Rapportene lages på serveren;
            en fremdriftslinje viser hvor mange som er ferdige, og du kan jobbe videre i mellomtiden. Når kjøringen er fullført, gir «Last ned ZIP»
            alle rapportene i én fil, og rapportene som ikke kunne lages, vises med årsaken (for eksempel en testing som ikke er skåret). Du kan
            avbryte en kjøring som fortsatt pågår. «Siste rapportkjøringer» viser de tidligere kjøringene dine. Hver rapport bruker én lisensbruk,
            akkurat som på siden for testingen.
          </p>
        </>
      ),
    },
    'group-reports': {
      title: 'Grupperapporter',
      body: () => (
        <p>
          En grupperapport oppsummerer skårene fra mange testinger av samme test, for eksempel for en klasse. Velg testinger av én test (eller
          filtrer etter en test), velg «Grupperapport», gi rapporten en tittel som navngir klassen eller gruppen, velg sammenligningsgruppe og
          språk, og velg «Lag grupperapport». Listen over grupperapporter tar vare på dem slik at de kan lastes ned.
        </p>
      ),
    },
  },
};
