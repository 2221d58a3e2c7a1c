/** The help's Norwegian Bokmål words for roles and permissions: the manage-accounts pages' own role titles and permission texts. */
import { MANAGE_ACCOUNTS_PERMISSION_TEXTS, MANAGE_ACCOUNTS_ROLE_TITLES } from '../../../i18n/manageAccountsRolesText';
import type { RoleWords } from '../../i18n/roleWords';

/** Roles and permissions in Norwegian Bokmål. */
export const ROLE_WORDS_NB: RoleWords = {
  titles: MANAGE_ACCOUNTS_ROLE_TITLES.nb_no,
  summaries: {
    examiner: 'gjennomfører og skårer testinger av kontoens testpersoner og lager rapporter for dem.',
    teacher: 'gjennomfører og skårer testinger og lager rapporter, men sletter ikke testinger eller rapporter.',
    accountAdministrator: 'gjør alt en testleder gjør, og administrerer kontoen: brukerne, betegnelsene, lisensene, e-postmalene og dokumentene.',
    accountUser: 'leser poster for testpersoner, testinger og rapporter uten å endre dem.',
    backOffice: 'ansatte i Q-global som konfigurerer produkter og lisenser; har ikke tilgang til data om testpersoner.',
    dataRetention: 'ansatte i Q-global som håndterer inaktive kontoer og sletting av kontoer; har ikke tilgang til data om testpersoner.',
  },
  permissions: MANAGE_ACCOUNTS_PERMISSION_TEXTS.nb_no,
};
