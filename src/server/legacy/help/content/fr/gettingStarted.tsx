/** Help in French: what the product is, who does what (the roles), and how to find one's way. */
import { legacyPagePath } from '../../../../../contract/legacyPages';
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { PermissionTable, RoleList } from '../rolesTable';

/** The "Getting started" page in French. */
export const GETTING_STARTED_FR: HelpTopicText = {
  title: 'Pour commencer',
  summary: 'Ce que fait Q-global, les rôles de ses utilisateurs et ce que chaque rôle permet de faire.',
  sections: {
    'what-it-does': {
      title: 'Ce que fait Q-global',
      body: () => (
        <>
          <p>
            Q-global conserve les dossiers des personnes évaluées de votre compte et leurs évaluations. Vous créez une personne évaluée, vous lui
            faites passer une évaluation (sur papier puis saisie, sur cet appareil, ou sur son propre appareil grâce à un lien), vous la cotez selon
            les règles et les normes publiées de l’instrument, puis vous téléchargez un rapport PDF que vous pouvez signer.
          </p>
          <p>
            Q-global se compose de deux parties. Les <strong>pages du compte</strong> (connexion, accueil, paramètres de mon compte, gestion des
            comptes, bibliothèque de ressources, notifications, commentaires et la présente aide) sont des pages simples qui fonctionnent aussi sans
            JavaScript. La <strong>plateforme d’évaluation</strong> (personnes évaluées, évaluations, rapports et écrans d’administration) s’ouvre
            une fois que vous êtes connecté. Les deux partagent une même session&nbsp;: vous déconnecter de l’une vous déconnecte des deux.
          </p>
          <p>
            Votre compte peut désigner les personnes évaluées par un autre terme, par exemple «&nbsp;Élève&nbsp;» ou «&nbsp;Client&nbsp;», et
            peut avoir nommé ses quatre champs personnalisés. Les écrans affichent alors les termes de votre compte&nbsp;; cette aide parle de
            «&nbsp;personne évaluée&nbsp;» et d’«&nbsp;examinateur&nbsp;».
          </p>
        </>
      ),
    },
    'first-steps': {
      title: 'Premiers pas',
      body: () => (
        <ol>
          <li>
            Connectez-vous sur la <a href={helpLink('signing-in')}>page de connexion</a> avec le nom d’utilisateur et le mot de passe que vous a
            remis l’administrateur de votre compte.
          </li>
          <li>
            Vérifiez les <a href={helpLink('my-account')}>paramètres de votre compte</a>&nbsp;: votre nom, votre langue, les formats de date et de
            nombre et votre fuseau horaire. Les rapports et les écrans les respectent.
          </li>
          <li>
            Recherchez ou ajoutez une personne évaluée dans la <a href={helpLink('examinees')}>liste des personnes évaluées</a>, ouvrez son dossier
            et choisissez «&nbsp;Nouvelle évaluation&nbsp;».
          </li>
          <li>
            Saisissez les réponses sur la <a href={helpLink('assessment')}>page de l’évaluation</a>, cotez-la et générez son rapport.
          </li>
          <li>
            Cette aide se trouve à l’adresse <a href={legacyPagePath('help')}>{legacyPagePath('help')}</a>&nbsp;; l’en-tête de la plateforme y
            renvoie par le lien «&nbsp;Aide&nbsp;».
          </li>
        </ol>
      ),
    },
    roles: {
      title: 'Les rôles et ce que chacun permet',
      body: () => (
        <>
          <p>
            Chaque utilisateur a un rôle, et un rôle est un ensemble d’autorisations. Chaque écran et chaque bouton requiert une autorisation&nbsp;;
            un écran que vous n’avez pas le droit d’utiliser n’apparaît pas dans vos menus, et si vous ouvrez son adresse, un message indique que
            vous n’avez pas l’autorisation. Les administrateurs du compte choisissent le rôle de chaque utilisateur dans{' '}
            <a href={helpLink('manage-accounts')}>Gérer les comptes</a>. Le personnel du back-office et de la conservation des données travaille pour
            Q-global, et non pour un compte client, et ne voit jamais les données des personnes évaluées.
          </p>
          <RoleList />
          <PermissionTable />
        </>
      ),
    },
  },
};
