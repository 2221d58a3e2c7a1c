/** Help in French: giving an assessment remotely (e-mail, link, this device, video session). */
import { PERMISSIONS } from '../../../../../domain/permissions';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Remote administration" page in French. */
export const REMOTE_ADMINISTRATION_FR: HelpTopicText = {
  title: 'Administration à distance',
  summary: 'Faire répondre la personne évaluée, un parent ou un enseignant à un questionnaire sur son propre appareil, par e-mail, par lien ou en séance vidéo.',
  sections: {
    ways: {
      title: 'Les façons de faire passer une évaluation',
      body: (facts) => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            La partie «&nbsp;Administration à distance&nbsp;» de la page d’une évaluation envoie le questionnaire à la personne qui y répond&nbsp;:
            la personne évaluée, un parent ou un enseignant. Celle-ci n’a pas besoin de compte. Choisissez qui répond et la langue du questionnaire,
            puis l’une des options suivantes&nbsp;:
          </p>
          <dl>
            <dt>Envoyer par e-mail</dt>
            <dd>
              Saisissez l’adresse et le nom du destinataire&nbsp;; l’aperçu montre le message issu du modèle de votre compte. Le lien est valable{' '}
              {facts.linkValidityDays.default} jours, sauf si vous choisissez une durée comprise entre 1 et {facts.linkValidityDays.max} jours.
            </dd>
            <dt>Créer un lien</dt>
            <dd>
              L’adresse s’affiche une seule fois, pour que vous la copiiez dans votre propre message. Copiez-la tout de suite&nbsp;: elle ne sera
              plus affichée.
            </dd>
            <dt>Faire passer sur cet appareil</dt>
            <dd>
              Le questionnaire s’ouvre dans un nouvel onglet pour que la personne évaluée y réponde devant vous&nbsp;; son lien est valable un jour.
            </dd>
            <dt>Inviter à une séance vidéo</dt>
            <dd>
              Choisissez la date et l’heure du rendez-vous (dans votre fuseau horaire). Le lien de l’invitation s’ouvre{' '}
              {facts.videoSessionHours.before} {facts.videoSessionHours.before <= 1 ? 'heure' : 'heures'} avant le rendez-vous et fonctionne
              jusqu’à {facts.videoSessionHours.after} heures après.
            </dd>
          </dl>
        </>
      ),
    },
    links: {
      title: 'Suivre un lien',
      body: () => (
        <p>
          Le tableau <strong>Liens</strong> présente chaque lien&nbsp;: quand et par qui il a été créé, son état (envoyé, ouvert, en cours,
          terminé, expiré ou retiré), qui répond, la langue, sa date d’expiration et l’adresse à laquelle il a été envoyé par e-mail. Il se met à
          jour de lui-même. «&nbsp;Retirer&nbsp;» désactive un lien immédiatement&nbsp;; «&nbsp;Renvoyer&nbsp;» lui attribue une nouvelle
          adresse (par e-mail ou à copier) et l’ancienne cesse de fonctionner. Dans les deux cas, les réponses déjà données restent avec
          l’évaluation. Lorsque la personne qui répond envoie ses réponses, l’évaluation est cotée et la page l’affiche sans rechargement.
        </p>
      ),
    },
    'several-forms': {
      title: 'Plusieurs formulaires dans un seul lien',
      body: () => (
        <p>
          Sur la page d’une personne évaluée, «&nbsp;Envoyer plusieurs formulaires ensemble&nbsp;» envoie un seul lien pour au moins deux de ses
          évaluations ouvertes (20 au maximum), remplies l’une après l’autre dans l’ordre que vous choisissez. L’adresse e-mail n’est nécessaire
          que pour l’envoi par e-mail.
        </p>
      ),
    },
    'email-delivery': {
      title: 'Remise des e-mails',
      body: () => (
        <p>
          Les e-mails sont mis en file d’attente et envoyés en arrière-plan. Si le serveur de messagerie en refuse un, l’envoi est retenté avec un
          délai croissant&nbsp;; la liste des e-mails de la personne évaluée affiche «&nbsp;Nouvel essai prévu&nbsp;» avec le motif, puis
          «&nbsp;Échec&nbsp;» lorsque toutes les tentatives ont échoué (vous recevez aussi une{' '}
          <a href={helpLink('notifications')}>notification</a>). L’objet ne nomme que l’expéditeur, jamais la personne évaluée ni le formulaire.
        </p>
      ),
    },
    'live-sessions': {
      title: 'Séances en direct',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.ASSESSMENT_EDIT} />
          <p>
            « Séances en direct » dans le menu liste les séances que vous tenez en direct avec une personne évaluée qui se trouve ailleurs : à
            venir (la plus proche d’abord), passées ou toutes, filtrées par statut, examinateur, outil, dates ou une recherche. Chaque ligne
            indique quand (dans votre fuseau horaire), la personne évaluée, les outils, la vidéo, le statut et qui est connecté.
          </p>
          <p>
            « Planifier une séance » demande la personne évaluée, les outils qu’elle peut passer, la date et l’heure, la durée, la langue et
            la vidéo : intégrée, votre propre service vidéo avec son adresse https, ou aucune. La page d’une personne évaluée propose «
            Planifier une séance en direct » pour le même formulaire, la personne déjà choisie. Après la planification, invitez la personne
            évaluée ou un parent : copiez un lien (son adresse ne s’affiche qu’une fois) ou envoyez l’invitation par e-mail. « Démarrer »
            commence la séance et ouvre son écran en direct ; « Annuler » annule une séance qui n’a pas commencé, et ses liens ne fonctionnent
            plus.
          </p>
        </>
      ),
    },
    'live-screen': {
      title: 'L’écran en direct',
      body: () => (
        <>
          <p>
            L’écran en direct indique la connexion (elle se rétablit d’elle-même si le réseau tombe), qui est connecté et ce que voit la
            personne évaluée. Affichez chaque étape dans l’ordre avec « Précédent » et « Suivant », ou n’importe quelle étape de la liste :
            les consignes de chaque outil, ses questions (avec la réponse de la personne évaluée ; vous pouvez saisir une réponse donnée
            oralement) et ses textes de lecture, ainsi que les pages des cahiers de stimuli dans la langue de la séance. Ce qui serait refusé
            est grisé, et un refus est expliqué. « Terminer la séance » la ferme sur les deux écrans.
          </p>
          <p>
            Pour un texte de lecture, « Démarrer le chronomètre » lance l’épreuve d’une minute. Sélectionnez chaque mot mal lu et, avec «
            Dernier mot lu », le mot atteint par l’enfant. Le chronomètre s’arrête de lui-même à la minute, ou avec « Arrêter avant la fin »
            (le score est alors calculé au prorata). Le résultat indique les mots correctement lus par minute, l’exactitude, les mots lus et
            les erreurs ; « Enregistrer le score » l’enregistre comme score de l’évaluation.
          </p>
        </>
      ),
    },
  },
};
