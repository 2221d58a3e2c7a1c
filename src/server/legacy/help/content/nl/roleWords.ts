/** The help's Dutch words for roles and permissions: the manage-accounts pages' own role titles and permission texts. */
import { MANAGE_ACCOUNTS_PERMISSION_TEXTS, MANAGE_ACCOUNTS_ROLE_TITLES } from '../../../i18n/manageAccountsRolesText';
import type { RoleWords } from '../../i18n/roleWords';

/** Roles and permissions in Dutch. */
export const ROLE_WORDS_NL: RoleWords = {
  titles: MANAGE_ACCOUNTS_ROLE_TITLES.nl_nl,
  summaries: {
    examiner: 'neemt afnames af bij de testpersonen van het account, scoort ze en maakt er rapporten van.',
    teacher: 'neemt afnames af, scoort ze en maakt rapporten, maar verwijdert geen afnames of rapporten.',
    accountAdministrator: 'doet alles wat een testleider doet en beheert het account: de gebruikers, labels, licenties, e-mailsjablonen en documenten.',
    accountUser: 'bekijkt dossiers van testpersonen, afnames en rapporten zonder ze te wijzigen.',
    backOffice: 'medewerkers van Q-global die producten en licenties configureren; geen toegang tot gegevens van testpersonen.',
    dataRetention: 'medewerkers van Q-global die inactieve accounts en het verwijderen van accounts afhandelen; geen toegang tot gegevens van testpersonen.',
  },
  permissions: MANAGE_ACCOUNTS_PERMISSION_TEXTS.nl_nl,
};
