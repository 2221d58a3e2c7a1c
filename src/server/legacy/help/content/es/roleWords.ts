/** The help's Spanish words for roles and permissions: the manage-accounts pages' own role titles and permission texts. */
import { MANAGE_ACCOUNTS_PERMISSION_TEXTS, MANAGE_ACCOUNTS_ROLE_TITLES } from '../../../i18n/manageAccountsRolesText';
import type { RoleWords } from '../../i18n/roleWords';

/** Roles and permissions in Spanish. */
export const ROLE_WORDS_ES: RoleWords = {
  titles: MANAGE_ACCOUNTS_ROLE_TITLES.es_es,
  summaries: {
    examiner: 'aplica y puntúa las evaluaciones de las personas evaluadas de la cuenta y genera sus informes.',
    teacher: 'aplica y puntúa evaluaciones y genera informes, pero no elimina evaluaciones ni informes.',
    accountAdministrator:
      'hace todo lo que hace un examinador y, además, gestiona la cuenta: sus usuarios, etiquetas, licencias, plantillas de correo y documentos.',
    accountUser: 'consulta los registros de personas evaluadas, las evaluaciones y los informes sin modificarlos.',
    backOffice: 'personal de Q-global que configura productos y licencias; no tiene acceso a los datos de las personas evaluadas.',
    dataRetention:
      'personal de Q-global que se ocupa de las cuentas inactivas y de la eliminación de cuentas; no tiene acceso a los datos de las personas evaluadas.',
  },
  permissions: MANAGE_ACCOUNTS_PERMISSION_TEXTS.es_es,
};
