/** The help's French words for roles and permissions, as the manage-accounts pages word them. */
import type { PermissionName } from '../../../../../domain/permissions';
import type { RoleWords } from '../../i18n/roleWords';

const PERMISSIONS_FR: Readonly<Record<PermissionName, string>> = {
  EXAMINEE_VIEW: 'Voir les dossiers des personnes évaluées du compte.',
  EXAMINEE_EDIT: 'Créer, modifier et supprimer les dossiers des personnes évaluées.',
  ASSESSMENT_VIEW: 'Voir les évaluations, leurs réponses et leurs scores.',
  ASSESSMENT_EDIT: 'Créer des évaluations, saisir et enregistrer les réponses, et les coter.',
  ASSESSMENT_DELETE: 'Supprimer une évaluation (un administrateur du compte peut la récupérer).',
  ASSESSMENT_RECOVER: 'Voir les évaluations supprimées du compte et les récupérer.',
  REPORT_GENERATE: 'Générer un rapport (consomme une utilisation de licence).',
  REPORT_VIEW: 'Lister et télécharger les rapports enregistrés.',
  REPORT_DELETE: 'Supprimer un rapport enregistré de l’historique des rapports.',
  LICENSE_USAGE_VIEW: 'Voir les licences de fonctionnalités du compte et leur utilisation.',
  ACCOUNT_USERS_MANAGE: 'Gérer les utilisateurs du compte et leurs rôles.',
  ACCOUNT_SETTINGS_EDIT: 'Modifier les libellés, les noms des champs personnalisés, le code de vérification et les modèles d’e-mail du compte.',
  RESOURCE_LIBRARY_VIEW: 'Ouvrir la bibliothèque de ressources du compte.',
  RESOURCE_LIBRARY_MANAGE: 'Ajouter et retirer des documents de la bibliothèque de ressources du compte.',
  FEEDBACK_SUBMIT: 'Envoyer des commentaires sur la plateforme.',
  PRODUCT_CONFIGURE: 'Back-office\u00a0: configurer les produits.',
  FEATURE_LICENSE_MANAGE: 'Back-office\u00a0: gérer les licences de fonctionnalités.',
  ASSESSMENT_TRACKER_VIEW: 'Back-office\u00a0: utiliser le suivi des évaluations.',
  DATA_RETENTION_MANAGE: 'Conservation des données\u00a0: suppression des comptes inactifs et suppression à la demande du compte.',
  ACCOUNT_DATA_DELETE: 'Gestion des données\u00a0: supprimer et récupérer des comptes.',
};

/** Roles and permissions in French. */
export const ROLE_WORDS_FR: RoleWords = {
  titles: {
    examiner: 'Examinateur',
    teacher: 'Enseignant',
    accountAdministrator: 'Administrateur du compte',
    accountUser: 'Utilisateur du compte',
    backOffice: 'Back-office',
    dataRetention: 'Conservation des données',
  },
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
  permissions: PERMISSIONS_FR,
};
