/** The help's Swedish words for roles and permissions: the manage-accounts pages' own role titles and permission texts. */
import { MANAGE_ACCOUNTS_PERMISSION_TEXTS, MANAGE_ACCOUNTS_ROLE_TITLES } from '../../../i18n/manageAccountsRolesText';
import type { RoleWords } from '../../i18n/roleWords';

/** Roles and permissions in Swedish. */
export const ROLE_WORDS_SV: RoleWords = {
  titles: MANAGE_ACCOUNTS_ROLE_TITLES.sv_se,
  summaries: {
    examiner: 'genomför och poängsätter testningar av kontots testpersoner och skapar rapporter om dem.',
    teacher: 'genomför och poängsätter testningar och skapar rapporter, men tar inte bort testningar eller rapporter.',
    accountAdministrator:
      'gör allt som en testledare gör och hanterar dessutom kontot: dess användare, benämningar, licenser, e-postmallar och dokument.',
    accountUser: 'läser poster för testpersoner, testningar och rapporter utan att ändra dem.',
    backOffice: 'personal på Q-global som konfigurerar produkter och licenser; har ingen åtkomst till testpersonernas data.',
    dataRetention: 'personal på Q-global som hanterar inaktiva konton och radering av konton; har ingen åtkomst till testpersonernas data.',
  },
  permissions: MANAGE_ACCOUNTS_PERMISSION_TEXTS.sv_se,
};
