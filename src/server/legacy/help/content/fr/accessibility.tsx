/** Help in French: keyboard use and accessibility notes. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Key } from '../../helpText';

/** The "Accessibility and the keyboard" page in French. */
export const ACCESSIBILITY_FR: HelpTopicText = {
  title: 'Accessibilité et clavier',
  summary: 'Utiliser Q-global uniquement au clavier, avec un lecteur d’écran, avec un zoom ou sans JavaScript.',
  sections: {
    keyboard: {
      title: 'Clavier',
      body: () => (
        <>
          <ul>
            <li>
              Chaque écran de la plateforme commence par un lien «&nbsp;Aller au contenu principal&nbsp;», et chaque page de l’aide par «&nbsp;Aller
              au texte de l’aide&nbsp;»&nbsp;: appuyez une fois sur <Key>Tab</Key> puis sur <Key>Entrée</Key> pour sauter l’en-tête et les listes
              de liens.
            </li>
            <li>
              <Key>Tab</Key> et <Key>Maj</Key>+<Key>Tab</Key> passent d’un lien, d’un champ ou d’un bouton à l’autre&nbsp;; l’élément qui a le focus
              est nettement encadré. <Key>Entrée</Key> suit un lien ou active un bouton, <Key>Espace</Key> coche une case.
            </li>
            <li>
              Les boîtes de dialogue (comme «&nbsp;Supprimer …&nbsp;?&nbsp;») gardent le focus jusqu’à ce que vous y répondiez&nbsp;;{' '}
              <Key>Échap</Key> les ferme sans rien faire (sauf l’avertissement d’expiration de la session, qui attend «&nbsp;Rester
              connecté&nbsp;»).
            </li>
            <li>
              La saisie des items est conçue pour le clavier&nbsp;: une touche par réponse, les flèches pour passer d’un item à l’autre. Voir{' '}
              <a href={helpLink('assessment', 'item-entry')}>la saisie des items</a>.
            </li>
          </ul>
        </>
      ),
    },
    'screen-readers': {
      title: 'Lecteurs d’écran, zoom et couleurs',
      body: () => (
        <ul>
          <li>Chaque page a un seul titre principal et des titres dans l’ordre&nbsp;; les tableaux ont une légende et des en-têtes de colonne.</li>
          <li>
            Les erreurs de saisie d’un formulaire sont listées en haut du formulaire avec des liens vers les champs, et chaque champ indique ce qui
            ne va pas.
          </li>
          <li>La progression (enregistrement, lot de rapports) et les nouveaux messages sont annoncés sans déplacer le focus.</li>
          <li>
            Les états sont écrits en toutes lettres, jamais indiqués par la seule couleur&nbsp;; le texte et les commandes respectent le rapport de
            contraste WCAG AA.
          </li>
          <li>Les pages s’adaptent à l’écran étroit d’un téléphone et à l’agrandissement.</li>
        </ul>
      ),
    },
    'without-javascript': {
      title: 'Sans JavaScript',
      body: () => (
        <p>
          Les pages du compte (connexion, accueil, paramètres de mon compte, gestion des comptes, bibliothèque de ressources, notifications,
          commentaires et la présente aide) fonctionnent avec JavaScript désactivé. La plateforme d’évaluation et le questionnaire en ont besoin.
        </p>
      ),
    },
  },
};
