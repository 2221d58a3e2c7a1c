/** Help in French: the account's assessment list, batches of reports and group reports. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Assessments and reports in bulk" page in French. */
export const ASSESSMENT_LIST_FR: HelpTopicText = {
  title: 'Évaluations et rapports en nombre',
  summary: 'La liste des évaluations du compte, ses filtres et sa sélection, les lots de rapports et les rapports de groupe.',
  sections: {
    'assessment-list': {
      title: 'La liste des évaluations',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            «&nbsp;Évaluations&nbsp;», dans l’en-tête, liste toutes les évaluations du compte. Filtrez-les par une recherche (nom, identifiant de la
            personne évaluée ou les deux premiers champs personnalisés), par outil, par statut et par dates de passation, et triez-les par date, par
            nom ou par date de dernière modification. «&nbsp;Réinitialiser les filtres&nbsp;» les efface. Chaque ligne indique la personne évaluée,
            l’outil, la date, le statut et le dernier rapport.
          </p>
          <p>
            Cochez des lignes pour les sélectionner, ou cochez la case de l’en-tête du tableau pour sélectionner la page. «&nbsp;Sélectionner les …
            évaluations correspondantes&nbsp;» sélectionne toutes les évaluations qui correspondent aux filtres, sur toutes les pages. La barre de
            sélection indique combien d’évaluations sont sélectionnées.
          </p>
        </>
      ),
    },
    'batch-reports': {
      title: 'Générer des rapports pour de nombreuses évaluations',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.REPORT_GENERATE} />
          <p>
            Une fois des évaluations sélectionnées, «&nbsp;Générer des rapports&nbsp;» demande le type de rapport, la langue et s’il faut inclure les
            réponses aux items. Les rapports sont générés sur le serveur&nbsp;; une barre de progression indique combien sont terminés, et vous
            pouvez continuer à travailler entre-temps. Lorsque le lot est terminé, «&nbsp;Télécharger le ZIP&nbsp;» fournit tous les rapports dans
            un seul fichier, et les rapports qui n’ont pas pu être générés sont listés avec le motif (par exemple une évaluation non cotée). Vous
            pouvez annuler un lot encore en cours. «&nbsp;Lots de rapports récents&nbsp;» liste vos lots précédents. Chaque rapport consomme une
            utilisation de licence, comme sur la page de l’évaluation.
          </p>
        </>
      ),
    },
    'group-reports': {
      title: 'Rapports de groupe',
      body: () => (
        <p>
          Un rapport de groupe résume les scores de nombreuses évaluations d’un même outil, par exemple pour une classe. Sélectionnez des
          évaluations d’un seul outil (ou filtrez par outil), choisissez «&nbsp;Rapport de groupe&nbsp;», donnez-lui un titre qui nomme la classe
          ou le groupe, choisissez le groupe de comparaison et la langue, puis «&nbsp;Créer le rapport de groupe&nbsp;». La liste des rapports de
          groupe les conserve pour le téléchargement.
        </p>
      ),
    },
  },
};
