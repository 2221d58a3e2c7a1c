/** Help in French: an assessment's page (item entry, scores, reports) and its item-entry verification. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { ENTRY_DRAFT_MAX_AGE_DAYS } from '../../../../../domain/entryDraft';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key, Needs } from '../../helpText';

/** The "An assessment" page in French. */
export const ASSESSMENT_FR: HelpTopicText = {
  title: 'Une évaluation',
  summary: 'La saisie des réponses au clavier, les scores pendant la saisie, le score officiel, les rapports et la vérification de la saisie par une deuxième saisie.',
  sections: {
    'assessment-page': {
      title: 'La page de l’évaluation',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_VIEW} />
          <p>
            La page d’une évaluation indique la personne évaluée, le formulaire, la date de passation et l’examinateur, puis ses parties&nbsp;: les
            informations de passation, la saisie des items, les scores, le score officiel, les rapports et l’administration à distance. Les
            utilisateurs qui ne peuvent que consulter (utilisateurs du compte) voient les réponses et les scores, mais ne peuvent pas les modifier.
            La saisie et la cotation requièrent <code>{PERMISSIONS.ASSESSMENT_EDIT}</code>&nbsp;; la génération d’un rapport requiert{' '}
            <code>{PERMISSIONS.REPORT_GENERATE}</code>.
          </p>
        </>
      ),
    },
    'item-entry': {
      title: 'Saisie des items',
      body: () => (
        <>
          <p>
            Chaque item affiche son numéro et ses options de réponse, chacune associée à une touche. Tapez la touche pour saisir la réponse.{' '}
            <Key>↑</Key> et <Key>↓</Key> ou <Key>Tab</Key> passent d’un item à l’autre&nbsp;; <Key>Retour arrière</Key> efface un item. Une touche
            qui ne correspond à aucune des touches de l’item est refusée, avec un message indiquant les touches autorisées. Si l’option «&nbsp;Passer
            à l’item suivant après la saisie d’une réponse&nbsp;» est activée dans vos préférences, le curseur avance de lui-même.
          </p>
          <p>
            Certains formulaires demandent plutôt des nombres (par exemple le nombre de mots lus correctement en une minute)&nbsp;: tapez le nombre
            entier, puis <Key>Entrée</Key> ou <Key>Tab</Key>. Le champ conserve exactement ce que vous avez tapé&nbsp;: un nombre décimal (<code>12,5</code>), un nombre hors de l’intervalle de l’item ou toute autre saisie qui n’est pas un nombre entier n’est jamais converti
            en nombre entier, mais signalé avec la raison, et «&nbsp;Enregistrer&nbsp;» et «&nbsp;Coter&nbsp;» attendent qu’il soit corrigé.
            Certains formulaires comportent un texte à lire, affiché dès que le niveau scolaire est choisi. Les items de rédaction sont cotés à
            l’aide d’une grille&nbsp;: choisissez un niveau pour chaque critère, puis «&nbsp;Enregistrer les cotes de la grille&nbsp;».
          </p>
          <p>
            «&nbsp;Enregistrer&nbsp;» conserve les réponses&nbsp;; la barre à côté indique s’il y a des modifications non enregistrées. Si
            quelqu’un a modifié l’évaluation dans un autre onglet ou sur un autre ordinateur, l’enregistrement le signale&nbsp;:
            «&nbsp;Recharger&nbsp;» affiche sa version.
          </p>
          <p>
            Ce que vous tapez est aussi conservé sur cet ordinateur jusqu’à l’enregistrement, de sorte qu’un rechargement, un onglet fermé ou une
            session expirée ne fait rien perdre&nbsp;: rouvrez l’évaluation ici et les saisies réapparaissent, avec une remarque et un moyen de les
            supprimer. Elles ne réapparaissent que sur la version sur laquelle elles ont été saisies&nbsp;; si l’évaluation a été enregistrée
            ailleurs entre-temps, la remarque indique qu’elles n’ont pas été restaurées. Quitter la page avec des saisies non enregistrées (un lien,{' '}
            <Key>Retour</Key>, le rechargement ou la fermeture de l’onglet) demande d’abord une confirmation. Les saisies datant de plus de{' '}
            {ENTRY_DRAFT_MAX_AGE_DAYS} jours ne sont pas restaurées&nbsp;: elles sont supprimées à la prochaine ouverture de l’évaluation.
          </p>
        </>
      ),
    },
    'administration-details': {
      title: 'Informations de passation et normes',
      body: () => (
        <p>
          Certains formulaires demandent le <strong>niveau scolaire</strong> et la <strong>période</strong> (automne, hiver ou printemps) de la
          passation, ou un <strong>groupe de comparaison</strong>&nbsp;: ils déterminent les normes auxquelles le score est comparé. Tant qu’ils ne
          sont pas choisis, les scores s’affichent sans note T ni centile. Voir les <a href={helpLink('scoring')}>termes de cotation</a>.
        </p>
      ),
    },
    scores: {
      title: 'Les scores pendant la saisie et le score officiel',
      body: () => (
        <>
          <p>
            Le panneau <strong>Scores</strong> se met à jour à chaque touche&nbsp;: le score brut de chaque échelle, son niveau, ainsi que la note T
            et le centile lorsque les normes s’appliquent. Il marque les scores comme «&nbsp;provisoire&nbsp;» tant que tous les items obligatoires
            n’ont pas de réponse, et indique les items encore manquants. Les alertes listent les items critiques et les avertissements qui demandent
            votre attention.
          </p>
          <p>
            «&nbsp;Coter&nbsp;» est possible dès que l’évaluation est cotable. La cotation est effectuée sur le serveur selon les règles publiées de
            l’instrument et son résultat est conservé comme <strong>score officiel</strong>, avec l’heure de la cotation. Si les réponses changent
            ensuite, la page le signale&nbsp;: cotez de nouveau pour le mettre à jour.
          </p>
          <p>
            Lorsque le manuel de l’instrument donne une règle d’évolution entre deux passations (pour le WHO-5&nbsp;: une différence de 10 points de
            pourcentage ou plus est une évolution significative), le score officiel affiche aussi <strong>Évolution depuis la passation
            précédente</strong>&nbsp;: la dernière évaluation cotée antérieure de la personne évaluée pour le même formulaire, son score, le score
            actuel et la différence, signalée lorsqu’elle satisfait à la règle. Le rapport de scores imprime la même ligne.
          </p>
        </>
      ),
    },
    reports: {
      title: 'Rapports',
      body: (facts) => (
        <>
          <p>
            Une fois l’évaluation cotée, <strong>Nouveau rapport</strong> crée un PDF&nbsp;: un <strong>rapport de scores</strong> destiné au
            clinicien et, lorsque le formulaire en prévoit un, un <strong>rapport de restitution</strong> en langage simple destiné à la personne
            évaluée ou à un parent. Choisissez le groupe de comparaison, la langue et s’il faut inclure les réponses aux items. Le formulaire indique
            l’état de votre licence et ce que coûtera le rapport.
          </p>
          <p>
            Un rapport consomme une utilisation des licences de votre compte, sauf si un abonnement le couvre. Générer de nouveau le rapport d’une
            évaluation inchangée est gratuit, de même qu’un nouveau rapport après la correction d’une erreur de saisie dans les{' '}
            {facts.correctionWindowDays} jours suivant le premier rapport. S’il ne reste aucune utilisation, rien n’est généré&nbsp;; adressez-vous à
            l’administrateur de votre compte.
          </p>
          <p>
            L’<strong>historique des rapports</strong> conserve chaque version, de la plus récente à la plus ancienne, avec ses paramètres, son
            coût, son auteur et sa taille. «&nbsp;Télécharger&nbsp;» ouvre une version enregistrée, «&nbsp;Générer à nouveau&nbsp;» ajoute une
            nouvelle version (sans jamais en écraser une) et «&nbsp;Supprimer&nbsp;» retire une version de l’historique après confirmation.
          </p>
        </>
      ),
    },
    verification: {
      title: 'Vérification de la saisie',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            «&nbsp;Vérifier la saisie&nbsp;», sur la page de l’évaluation, ouvre une deuxième saisie à l’aveugle&nbsp;: saisissez de nouveau les
            réponses à partir du formulaire papier pendant que la première saisie reste masquée, puis «&nbsp;Comparer&nbsp;». Chaque item dont les
            deux saisies diffèrent est listé avec les deux valeurs&nbsp;; vérifiez le formulaire papier, choisissez la valeur correcte de chacun et
            «&nbsp;Confirmer et vérifier&nbsp;». La page de l’évaluation indique ensuite qui l’a vérifiée et quand. Si votre compte exige une
            vérification, une évaluation ne peut pas être cotée avant d’avoir été vérifiée.
          </p>
        </>
      ),
    },
  },
};
