/**
 * The SPA's screens of ./assessmentSelection.ts (src/contract/screen.ts), in a file of their own: the SPA's route
 * table takes them into its first scripts without that file's operations and schemas.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/assessments',
    opensWith: [PERMISSIONS.ASSESSMENT_VIEW],
    help: 'assessment-list.html#assessment-list',
    name: {
      da_dk: 'Liste over testninger, rapportkørsler og grupperapporter',
      de_de: 'Liste der Testungen, Berichtsaufträge und Gruppenberichte',
      en_us: 'Assessment list, batch and group reports',
      en_au: 'Assessment list, batch and group reports',
      en_gb: 'Assessment list, batch and group reports',
      es_es: 'Lista de evaluaciones, lotes de informes e informes de grupo',
      fr_fr: 'Liste des évaluations, lots de rapports et rapports de groupe',
      fr_ca: 'Liste des évaluations, lots de rapports et rapports de groupe',
      nl_nl: 'Lijst met afnames, rapportreeksen en groepsrapporten',
      nb_no: 'Liste over testinger, rapportkjøringer og grupperapporter',
      sv_se: 'Lista över testningar, rapportkörningar och grupprapporter',
    },
    home: {
      order: 30,
      label: {
        da_dk: 'Testninger',
        de_de: 'Testungen',
        en_us: 'Assessments',
        en_au: 'Assessments',
        en_gb: 'Assessments',
        es_es: 'Evaluaciones',
        fr_fr: 'Évaluations',
        fr_ca: 'Évaluations',
        nl_nl: 'Afnames',
        nb_no: 'Testinger',
        sv_se: 'Testningar',
      },
    },
  },
];
