/**
 * The SPA's screens of ./examinees.ts (src/contract/screen.ts), in a file of their own: the SPA's route
 * table takes them into its first scripts without that file's operations and schemas.
 */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

/** The screens of the SPA this capability owns (src/contract/screen.ts). */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/examinees',
    opensWith: [PERMISSIONS.EXAMINEE_VIEW],
    help: 'examinees.html#examinee-list',
    name: {
      da_dk: 'Liste over testpersoner',
      de_de: 'Liste der Testpersonen',
      en_us: 'Examinee list',
      en_au: 'Examinee list',
      en_gb: 'Examinee list',
      es_es: 'Lista de personas evaluadas',
      fr_fr: 'Liste des personnes évaluées',
      fr_ca: 'Liste des personnes évaluées',
      nl_nl: 'Lijst met testpersonen',
      nb_no: 'Liste over testpersoner',
      sv_se: 'Lista över testpersoner',
    },
    home: {
      order: 10,
      label: {
        da_dk: 'Testpersoner',
        de_de: 'Testpersonen',
        en_us: 'Examinees',
        en_au: 'Examinees',
        en_gb: 'Examinees',
        es_es: 'Personas evaluadas',
        fr_fr: 'Personnes évaluées',
        fr_ca: 'Personnes évaluées',
        nl_nl: 'Testpersonen',
        nb_no: 'Testpersoner',
        sv_se: 'Testpersoner',
      },
    },
  },
  {
    pattern: '/examinees/new',
    opensWith: [PERMISSIONS.EXAMINEE_EDIT],
    help: 'examinees.html#new-examinee',
    name: {
      da_dk: 'Ny testperson',
      de_de: 'Neue Testperson',
      en_us: 'New examinee',
      en_au: 'New examinee',
      en_gb: 'New examinee',
      es_es: 'Nueva persona evaluada',
      fr_fr: 'Nouvelle personne évaluée',
      fr_ca: 'Nouvelle personne évaluée',
      nl_nl: 'Nieuwe testpersoon',
      nb_no: 'Ny testperson',
      sv_se: 'Ny testperson',
    },
    home: {
      order: 20,
      label: {
        da_dk: 'Ny testperson',
        de_de: 'Testperson anlegen',
        en_us: 'New examinee',
        en_au: 'New examinee',
        en_gb: 'New examinee',
        es_es: 'Nueva persona evaluada',
        fr_fr: 'Nouvelle personne évaluée',
        fr_ca: 'Nouvelle personne évaluée',
        nl_nl: 'Nieuwe testpersoon',
        nb_no: 'Ny testperson',
        sv_se: 'Ny testperson',
      },
    },
  },
  {
    pattern: '/examinees/:examineeRecordId',
    opensWith: [PERMISSIONS.EXAMINEE_VIEW],
    help: 'examinees.html#examinee-page',
    name: {
      da_dk: 'Testpersonens oplysninger og historik',
      de_de: 'Angaben und Verlauf der Testperson',
      en_us: 'Examinee details and history',
      en_au: 'Examinee details and history',
      en_gb: 'Examinee details and history',
      es_es: 'Datos e historial de la persona evaluada',
      fr_fr: 'Fiche et historique de la personne évaluée',
      fr_ca: 'Fiche et historique de la personne évaluée',
      nl_nl: 'Gegevens en geschiedenis van de testpersoon',
      nb_no: 'Opplysninger og historikk for testpersonen',
      sv_se: 'Testpersonens uppgifter och historik',
    },
  },
];
