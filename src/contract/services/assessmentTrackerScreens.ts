/**
 * The SPA's screens of ./assessmentTracker.ts (src/contract/screen.ts), in a file of their own: the SPA's route
 * table takes them into its first scripts without that file's operations and schemas.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** Who opens the tracker's screens: who may call its operations (./assessmentTracker.ts). */
const VIEW = [PERMISSIONS.ASSESSMENT_TRACKER_VIEW] as const;

const TRACKER_HELP = 'back-office.html#assessment-tracker';

/** The tracker's screens: the lookups, and one assessment's timeline. */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/back-office/tracker',
    opensWith: VIEW,
    help: TRACKER_HELP,
    name: {
      da_dk: 'Testsporing',
      de_de: 'Testungsverfolgung',
      en_us: 'Assessment tracker',
      en_au: 'Assessment tracker',
      en_gb: 'Assessment tracker',
      es_es: 'Seguimiento de evaluaciones',
      fr_fr: 'Suivi des évaluations',
      fr_ca: 'Suivi des évaluations',
      nl_nl: 'Afnametracker',
      nb_no: 'Testsporing',
      sv_se: 'Testspårning',
    },
  },
  {
    pattern: '/back-office/accounts/:accountId/assessments/:assessmentId/tracker',
    opensWith: VIEW,
    help: TRACKER_HELP,
    name: {
      da_dk: 'Testens tidslinje',
      de_de: 'Zeitleiste der Testung',
      en_us: 'Assessment timeline',
      en_au: 'Assessment timeline',
      en_gb: 'Assessment timeline',
      es_es: 'Cronología de la evaluación',
      fr_fr: 'Chronologie de l’évaluation',
      fr_ca: 'Chronologie de l’évaluation',
      nl_nl: 'Tijdlijn van de afname',
      nb_no: 'Testens tidslinje',
      sv_se: 'Testningens tidslinje',
    },
  },
];
