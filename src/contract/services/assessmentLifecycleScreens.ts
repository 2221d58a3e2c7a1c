/**
 * The SPA's screens of ./assessmentLifecycle.ts (src/contract/screen.ts), in a file of their own: the SPA's route
 * table takes them into its first scripts without that file's operations and schemas.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/deleted-assessments',
    opensWith: [PERMISSIONS.ASSESSMENT_RECOVER],
    help: 'administration.html#deleted-assessments',
    name: {
      da_dk: 'Slettede testninger',
      de_de: 'Gelöschte Testungen',
      en_us: 'Deleted assessments',
      en_au: 'Deleted assessments',
      en_gb: 'Deleted assessments',
      es_es: 'Evaluaciones eliminadas',
      fr_fr: 'Évaluations supprimées',
      fr_ca: 'Évaluations supprimées',
      nl_nl: 'Verwijderde afnames',
      nb_no: 'Slettede testinger',
      sv_se: 'Borttagna testningar',
    },
    home: {
      order: 40,
      label: {
        da_dk: 'Slettede testninger',
        de_de: 'Gelöschte Testungen',
        en_us: 'Deleted assessments',
        en_au: 'Deleted assessments',
        en_gb: 'Deleted assessments',
        es_es: 'Evaluaciones eliminadas',
        fr_fr: 'Évaluations supprimées',
        fr_ca: 'Évaluations supprimées',
        nl_nl: 'Verwijderde afnames',
        nb_no: 'Slettede testinger',
        sv_se: 'Raderade testningar',
      },
    },
  },
];
