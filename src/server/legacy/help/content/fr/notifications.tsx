/** Help in French: the notifications list. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Notifications" page in French. */
export const NOTIFICATIONS_FR: HelpTopicText = {
  title: 'Notifications',
  summary: 'Ce que la plateforme vous signale sans que vous ayez à le chercher, et comment le marquer comme lu.',
  sections: {
    notifications: {
      title: 'La liste des notifications',
      body: () => (
        <>
          <Needs permission={null} />
          <p>Vous recevez une notification lorsque&nbsp;:</p>
          <ul>
            <li>une personne à qui vous avez envoyé un lien envoie ses réponses&nbsp;;</li>
            <li>un e-mail que vous avez envoyé à une personne évaluée n’a pas pu être remis, après toutes les nouvelles tentatives&nbsp;;</li>
            <li>un lot de rapports que vous avez demandé est terminé&nbsp;;</li>
            <li>un administrateur a demandé la suppression de votre compte (administrateurs uniquement)&nbsp;;</li>
            <li>votre mot de passe a été changé ou réinitialisé, pour que vous le remarquiez si ce n’était pas vous.</li>
          </ul>
          <p>
            La page indique combien de notifications vous n’avez pas encore lues. La liste présente les plus récentes en premier, avec la date et
            l’heure dans votre format et votre fuseau horaire. Les notifications non lues sont signalées par la mention «&nbsp;Non lue&nbsp;», et
            pas seulement par une couleur. «&nbsp;Afficher uniquement les non lues&nbsp;» et «&nbsp;Afficher toutes les notifications&nbsp;»
            basculent entre les deux listes. «&nbsp;Ouvrir&nbsp;» (sur une notification qui porte sur un élément que vous pouvez traiter) la marque comme lue et
            vous conduit à l’écran concerné&nbsp;; «&nbsp;Marquer comme lue&nbsp;» et «&nbsp;Tout marquer comme lu&nbsp;» se contentent de les
            marquer. Les longues listes sont réparties en pages.
          </p>
        </>
      ),
    },
  },
};
