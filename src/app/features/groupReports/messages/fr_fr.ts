/** The groupReports feature's messages in French (France). */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The fr_fr catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'groupReport.open': 'Rapport de groupe',
  'groupReport.oneFormOnly': 'Un rapport de groupe porte sur un seul outil : filtrez par outil ou ne sélectionnez que des évaluations d’un même outil.',
  'groupReport.formTitle': '{count, plural, one {Rapport de groupe {form} sur {countText} évaluation} other {Rapport de groupe {form} sur {countText} évaluations}}',
  'groupReport.title': 'Titre',
  'groupReport.titleHint': 'Une classe, une école ou un groupe, tel que le rapport doit le nommer.',
  'groupReport.titleRequired': 'Donnez un titre au rapport (une classe, une école).',
  'groupReport.comparisonGroup': 'Groupe de comparaison',
  'groupReport.defaultGroup': 'Celui de l’outil par défaut',
  'groupReport.language': 'Langue',
  'groupReport.ownLanguage': 'Ma langue',
  'groupReport.submit': 'Créer le rapport de groupe',
  'groupReport.making': 'Création du rapport de groupe…',
  'groupReport.notMade': 'Le rapport de groupe n’a pas été créé.',
  'groupReport.made': 'Le rapport de groupe « {title} » est prêt.',
  'groupReport.downloadNamed': 'Télécharger « {title} »',
  'groupReport.listTitle': 'Rapports de groupe',
  'groupReport.none': 'Aucun rapport de groupe pour l’instant.',
  'groupReport.col.title': 'Titre',
  'groupReport.col.form': 'Outil',
  'groupReport.col.assessments': 'Évaluations',
  'groupReport.col.created': 'Créé le',
  'groupReport.col.by': 'Par',
  'groupReport.col.file': 'Fichier',
  'groupReport.download': 'Télécharger',
};
