/** The account exports feature's messages in French. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The fr_fr catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'accountExports.title': "Exportations de données",
  'accountExports.intro': "Les données du compte en un seul fichier ZIP : personnes évaluées, évaluations avec réponses et scores, rapports enregistrés, relevé d’utilisation, historique des courriels et journal d’audit.",
  'accountExports.reason': "Motif (numéro de ticket et pourquoi)",
  'accountExports.reasonHint': "Consigné dans le journal d’audit à chaque accès à ce compte.",
  'accountExports.show': "Afficher les exportations",
  'accountExports.exportNow': "Exporter maintenant",
  'accountExports.refresh': "Actualiser",
  'accountExports.started': "L’exportation a démarré. La liste indique quand elle est prête.",
  'accountExports.none': "Ce compte n’a encore aucune exportation.",
  'accountExports.loading': "Chargement des exportations…",
  'accountExports.loadFailed': "Les exportations n’ont pas pu être chargées.",
  'accountExports.startFailed': "L’exportation n’a pas pu démarrer.",
  'accountExports.column.requested': "Demandée le",
  'accountExports.column.kind': "Demandée par",
  'accountExports.column.status': "État",
  'accountExports.column.link': "Lien par courriel",
  'accountExports.column.file': "Fichier",
  'accountExports.kind.accessRequest': "L’administrateur du compte",
  'accountExports.kind.staff': "Conservation des données",
  'accountExports.kind.beforeDeletion': "Avant la suppression",
  'accountExports.status.pending': "En préparation",
  'accountExports.status.ready': "Prête",
  'accountExports.status.failed': "Échec : {reason}",
  'accountExports.link.used': "Lien du courriel utilisé le {at}",
  'accountExports.link.mailed': "Envoyé par courriel ; valable jusqu’au {at}",
  'accountExports.link.expired': "Expiré le {at}",
  'accountExports.link.notMailed': "Non envoyé par courriel",
  'accountExports.download': "Télécharger",
};
