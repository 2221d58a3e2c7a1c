/**
 * The SPA's screens of ./assessments.ts (src/contract/screen.ts), in a file of their own: the SPA's route
 * table takes them into its first scripts without that file's operations and schemas.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/assessments/:assessmentId',
    opensWith: [PERMISSIONS.ASSESSMENT_VIEW],
    help: 'assessment.html#assessment-page',
    name: {
      da_dk: 'Indtastning af items, scorer og rapporter',
      de_de: 'Item-Eingabe, Werte und Berichte',
      en_us: 'Item entry, scores and reports',
      en_au: 'Item entry, scores and reports',
      en_gb: 'Item entry, scores and reports',
      es_es: 'Introducción de ítems, puntuaciones e informes',
      fr_fr: 'Saisie des items, scores et rapports',
      fr_ca: 'Saisie des items, scores et rapports',
      nl_nl: 'Items invoeren, scores en rapporten',
      nb_no: 'Registrering av ledd, skårer og rapporter',
      sv_se: 'Inmatning av uppgifter, poäng och rapporter',
    },
  },
];
