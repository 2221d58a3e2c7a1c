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
  },
};
