/** The help's Danish words for roles and permissions: the manage-accounts pages' own role titles and permission texts. */
import { MANAGE_ACCOUNTS_PERMISSION_TEXTS, MANAGE_ACCOUNTS_ROLE_TITLES } from '../../../i18n/manageAccountsRolesText';
import type { RoleWords } from '../../i18n/roleWords';

/** Roles and permissions in Danish. */
export const ROLE_WORDS_DA: RoleWords = {
  titles: MANAGE_ACCOUNTS_ROLE_TITLES.da_dk,
  summaries: {
    examiner: 'gennemfører og scorer testninger med kontoens testpersoner og opretter rapporter om dem.',
    teacher: 'gennemfører og scorer testninger og opretter rapporter, men sletter ikke testninger eller rapporter.',
    accountAdministrator:
      'gør alt det, en testleder gør, og administrerer desuden kontoen: dens brugere, betegnelser, licenser, e-mailskabeloner og dokumenter.',
    accountUser: 'læser poster for testpersoner, testninger og rapporter uden at ændre dem.',
    backOffice: 'medarbejdere hos Q-global, der konfigurerer produkter og licenser; ingen adgang til data om testpersoner.',
    dataRetention: 'medarbejdere hos Q-global, der håndterer inaktive konti og sletning af konti; ingen adgang til data om testpersoner.',
  },
  permissions: MANAGE_ACCOUNTS_PERMISSION_TEXTS.da_dk,
};
