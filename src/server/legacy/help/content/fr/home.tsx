/** Help in French: the home page of the account pages. */
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "Home page" page in French. */
export const HOME_FR: HelpTopicText = {
  title: 'Page d’accueil',
  summary: 'La page qui liste ce que vous pouvez faire, avec des liens vers la plateforme et vers les pages du compte.',
  sections: {
    home: {
      title: 'Ce qu’affiche la page d’accueil',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            La page d’accueil vous salue par votre nom et présente deux groupes de liens&nbsp;: les écrans de la plateforme d’évaluation que vous
            pouvez utiliser (par exemple Personnes évaluées, Nouvelle personne évaluée, Évaluations et, pour les administrateurs du compte,
            Évaluations supprimées, Licences et Modèles d’e-mail), et les pages du compte (Paramètres de mon compte, Gérer les comptes pour les
            administrateurs, Bibliothèque de ressources, Notifications, Commentaires et Aide). Un écran que votre rôle ne permet pas d’utiliser n’y
            figure pas. «&nbsp;Se déconnecter&nbsp;» se trouve en bas de la page.
          </p>
          <p>L’en-tête de la plateforme comporte un lien «&nbsp;Accueil&nbsp;» qui ramène à cette page.</p>
        </>
      ),
    },
  },
};
