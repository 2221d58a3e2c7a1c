/** Help in French: the sign-in page, lockout, password reset and signing out. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';

/** The "Signing in and out" page in French. */
export const SIGNING_IN_FR: HelpTopicText = {
  title: 'Connexion et déconnexion',
  summary: 'La page de connexion, ce qui se passe après des tentatives échouées, la réinitialisation d’un mot de passe oublié et la déconnexion.',
  sections: {
    'sign-in': {
      title: 'Se connecter',
      body: () => (
        <>
          <p>
            La page de connexion demande votre <strong>nom d’utilisateur</strong> et votre <strong>mot de passe</strong>. Les noms d’utilisateur ne
            tiennent pas compte des majuscules et des minuscules. Une fois connecté, vous arrivez sur la page que vous aviez demandée, ou dans la
            plateforme. Si vous avez ouvert une page alors que vous n’étiez pas connecté, la page de connexion vous y ramène.
          </p>
          <p>
            Un nom d’utilisateur erroné et un mot de passe erroné donnent le même message, afin que personne ne puisse découvrir quels noms
            d’utilisateur existent. Après votre déconnexion, la page indique que vous avez été déconnecté.
          </p>
        </>
      ),
    },
    locked: {
      title: 'Quand la connexion est verrouillée',
      body: (facts) => (
        <p>
          Après {facts.maxFailedSignIns} tentatives de connexion échouées d’affilée, votre utilisateur est verrouillé pendant {facts.lockoutMinutes}{' '}
          minutes. Pendant le verrouillage, même le bon mot de passe est refusé et la page indique le nombre de minutes restantes. Une connexion
          réussie remet le compteur à zéro. La réinitialisation de votre mot de passe (voir ci-dessous) met également fin au verrouillage.
        </p>
      ),
    },
    'forgot-password': {
      title: 'Mot de passe oublié',
      body: (facts) => (
        <>
          <p>
            Choisissez «&nbsp;Mot de passe oublié&nbsp;?&nbsp;» sur la page de connexion et saisissez votre nom d’utilisateur ou votre adresse
            e-mail. S’ils correspondent à un utilisateur, un e-mail contenant un lien est envoyé à l’adresse de cet utilisateur. La page affiche le
            même message, qu’un utilisateur corresponde ou non.
          </p>
          <p>
            Le lien fonctionne pendant {facts.passwordResetMinutes} minutes, et une seule fois. Il ouvre une page où vous saisissez deux fois le
            nouveau mot de passe. Un nouveau mot de passe comporte au moins {facts.minPasswordLength} caractères et ne doit pas être votre nom
            d’utilisateur. Son enregistrement vous déconnecte partout où vous étiez connecté&nbsp;; reconnectez-vous ensuite avec le nouveau mot de
            passe.
          </p>
        </>
      ),
    },
    'sign-out': {
      title: 'Se déconnecter',
      body: () => (
        <>
          <p>
            «&nbsp;Se déconnecter&nbsp;», dans le menu utilisateur de la plateforme, vous déconnecte immédiatement. Sur les pages du compte,
            «&nbsp;Se déconnecter&nbsp;» (en bas de la page d’accueil) ouvre la page «&nbsp;Se déconnecter&nbsp;?&nbsp;»&nbsp;: confirmez avec
            son bouton. Dans les deux cas, votre session prend fin dans tous les onglets, dans la plateforme comme sur les pages du compte, et vous
            arrivez sur la page de connexion, qui indique que vous avez été déconnecté.
          </p>
          <p>
            Lorsque la plateforme vous déconnecte d’elle-même (voir <a href={helpLink('sessions')}>sessions et expiration</a>), elle vous conduit à
            la page de connexion sans rien demander.
          </p>
        </>
      ),
    },
  },
};
