/** The help's French words for roles and permissions: the manage-accounts pages' own role titles and permission texts. */
import { MANAGE_ACCOUNTS_PERMISSION_TEXTS, MANAGE_ACCOUNTS_ROLE_TITLES } from '../../../i18n/manageAccountsRolesText';
import type { RoleWords } from '../../i18n/roleWords';

/** Roles and permissions in French. */
export const ROLE_WORDS_FR: RoleWords = {
  titles: MANAGE_ACCOUNTS_ROLE_TITLES.fr_fr,
  summaries: {
    examiner: 'fait passer et cote les évaluations des personnes évaluées du compte, et en génère les rapports.',
    teacher: 'fait passer et cote des évaluations et génère des rapports, mais ne supprime ni évaluations ni rapports.',
    accountAdministrator:
      'fait tout ce que fait un examinateur et gère en outre le compte\u00a0: ses utilisateurs, ses libellés, ses licences, ses modèles d’e-mail et ses documents.',
    accountUser: 'consulte les dossiers des personnes évaluées, les évaluations et les rapports sans les modifier.',
    backOffice: 'personnel de Q-global qui configure les produits et les licences\u00a0; aucun accès aux données des personnes évaluées.',
    dataRetention:
      'personnel de Q-global qui traite les comptes inactifs et la suppression des comptes\u00a0; aucun accès aux données des personnes évaluées.',
  },
  permissions: MANAGE_ACCOUNTS_PERMISSION_TEXTS.fr_fr,
};
