/** Data management's messages in French. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The fr_fr catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'dataManagement.heading': "Suppression du compte",
  'dataManagement.intro': "La suppression du compte arrête aussitôt toute connexion de ses utilisateurs et tous les liens à distance. Ses données sont conservées jusqu’à la date de purge, et le compte peut être récupéré jusque-là. La suppression nécessite une exportation du compte effectuée au cours des {hours} dernières heures.",
  'dataManagement.reason': "Motif",
  'dataManagement.reasonHelp': "Par exemple le numéro du ticket et qui a fait la demande. Il est conservé dans le journal d’audit.",
  'dataManagement.show': "Afficher l’état de suppression",
  'dataManagement.stateLabel': "État",
  'dataManagement.state.active': "Actif",
  'dataManagement.state.dormant': "Inactif",
  'dataManagement.state.deletionRequested': "Suppression demandée",
  'dataManagement.state.onHold': "Conservation légale",
  'dataManagement.state.deleted': "Supprimé",
  'dataManagement.state.purged': "Purgé",
  'dataManagement.deletedOn': "Supprimé le {date}.",
  'dataManagement.deletedFor': "Motif : {reason}",
  'dataManagement.deletedByJob.dormant': "Motif : personne ne s’est connecté pendant la période d’inactivité.",
  'dataManagement.deletedByJob.selfDeletion': "Motif : un administrateur du compte a demandé sa suppression.",
  'dataManagement.purgeOn': "Il sera purgé le {date} s’il n’est pas récupéré avant.",
  'dataManagement.latestExport': "Dernière exportation : {date}",
  'dataManagement.noExport': "Aucune exportation de ce compte n’est prête.",
  'dataManagement.refusal.deleted': "Le compte est déjà supprimé.",
  'dataManagement.refusal.noRecentExport': "Exportez d’abord les données du compte : la suppression nécessite une exportation effectuée au cours des {hours} dernières heures.",
  'dataManagement.block.legalHold': "Une conservation légale arrête la suppression : {reason}",
  'dataManagement.block.openAccessRequest': "{count, plural, one {# demande d’accès en cours arrête} other {# demandes d’accès en cours arrêtent}} la suppression jusqu’à la remise de l’exportation.",
  'dataManagement.delete': "Supprimer le compte",
  'dataManagement.recover': "Récupérer le compte",
  'dataManagement.notRecoverable': "La période de récupération est terminée.",
  'dataManagement.confirm.title': "Supprimer ce compte ?",
  'dataManagement.confirm.text': "Plus personne du compte ne peut se connecter et ses liens à distance cessent de fonctionner. Il peut être récupéré jusqu’à sa purge.",
  'dataManagement.working': "Traitement…",
  'dataManagement.deleted': "Le compte a été supprimé.",
  'dataManagement.recovered': "Le compte a été récupéré.",
};
