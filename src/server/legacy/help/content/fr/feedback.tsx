/** Help in French: the feedback form. */
import { PERMISSIONS } from '../../../../../domain/permissions';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Feedback" page in French. */
export const FEEDBACK_FR: HelpTopicText = {
  title: 'Commentaires',
  summary: 'Signaler à l’équipe Q-global un problème, une suggestion, une question ou quelque chose qui vous plaît.',
  sections: {
    feedback: {
      title: 'Envoyer des commentaires',
      body: () => (
        <>
          <Needs permission={PERMISSIONS.FEEDBACK_SUBMIT} />
          <p>
            Choisissez le sujet de vos commentaires (un problème, une suggestion, une question ou un compliment) et, sous «&nbsp;De quel écran
            s’agit-il&nbsp;?&nbsp;», l’écran concerné, le cas échéant&nbsp;; un lien «&nbsp;Commentaires&nbsp;» qui nomme un écran le renseigne
            automatiquement. Rédigez votre message sous «&nbsp;Vos commentaires&nbsp;» (le formulaire indique sa longueur autorisée). Vous pouvez
            noter la plateforme de 1 à 5 et cocher «&nbsp;Vous pouvez me contacter à ce sujet&nbsp;» si vous souhaitez une réponse.
            «&nbsp;Envoyer les commentaires&nbsp;» les envoie et affiche un message de remerciement&nbsp;; s’il manque quelque chose, le formulaire
            liste ce qu’il faut corriger.
          </p>
          <p>
            Les commentaires sont transmis à l’équipe Q-global avec votre nom, votre compte et la description de votre navigateur. N’y indiquez
            pas le nom d’une personne évaluée ni d’autres données personnelles.
          </p>
        </>
      ),
    },
  },
};
