/**
 * The SPA's screens of ./verification.ts (src/contract/screen.ts), in a file of their own: the SPA's route
 * table takes them into its first scripts without that file's operations and schemas.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/assessments/:assessmentId/verify',
    opensWith: [PERMISSIONS.ASSESSMENT_EDIT],
    help: 'assessment.html#verification',
    name: {
      da_dk: 'Verificering af indtastning',
      de_de: 'Verifizierung der Eingabe',
      en_us: 'Item entry verification',
      en_au: 'Item entry verification',
      en_gb: 'Item entry verification',
      es_es: 'Verificación de la introducción',
      fr_fr: 'Vérification de la saisie',
      fr_ca: 'Vérification de la saisie',
      nl_nl: 'Verificatie van de invoer',
      nb_no: 'Verifisering av registrering',
      sv_se: 'Verifiering av inmatning',
    },
  },
];
