/** The recovery feature's messages in French (France). */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The fr_fr catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'recovery.title': 'Évaluations supprimées',
  'recovery.help': 'Évaluations supprimées dans votre compte. Récupérez-en une pour la remettre dans son historique.',
  'recovery.failed': 'L’évaluation n’a pas pu être récupérée.',
  'recovery.recovered': '{count, plural, one {# évaluation récupérée.} other {# évaluations récupérées.}}',
  'recovery.open': 'Ouvrir l’évaluation {id}',
  'recovery.none': 'Aucune évaluation supprimée.',
  'recovery.deleted': 'Supprimée',
  'recovery.deletedBy': '{when} par {name}',
  'recovery.recover': 'Récupérer',
  'recovery.recoverOf': 'Récupérer {label}',
  'recovery.examineeDeleted': '{examinee} est supprimé',
};
