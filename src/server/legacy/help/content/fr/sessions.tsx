/** Help in French: how long a session lasts, the time-out warning and signing out everywhere. */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Duration } from '../../i18n/helpLanguage';

/** The "Sessions and time-outs" page in French. */
export const SESSIONS_FR: HelpTopicText = {
  title: 'Sessions et expiration',
  summary: 'Combien de temps vous restez connecté, l’avertissement avant l’expiration et la déconnexion dans tous les onglets.',
  sections: {
    'time-out': {
      title: 'Combien de temps vous restez connecté',
      body: (facts) => (
        <>
          <p>
            Pour protéger les données des personnes évaluées, votre session prend fin après{' '}
            <strong>
              <Duration seconds={facts.idleLimitSeconds} />
            </strong>{' '}
            sans activité. L’activité, c’est ce que vous faites&nbsp;: pointer, taper ou revenir sur l’onglet. Les listes qui s’actualisent d’elles-mêmes
            ne comptent pas. Quoi que vous fassiez, une session prend fin <strong>{facts.absoluteHours} heures</strong> après votre connexion.
          </p>
          <p>
            Une même session couvre tous les onglets de la plateforme et des pages du compte. Lorsqu’elle prend fin, ou lorsque vous vous
            déconnectez dans un onglet, tous les onglets affichent la page de connexion. Les réponses que vous n’avez pas enregistrées peuvent alors
            être perdues&nbsp;: enregistrez au fur et à mesure.
          </p>
        </>
      ),
    },
    warning: {
      title: 'L’avertissement avant l’expiration',
      body: (facts) => (
        <p>
          <Duration seconds={facts.warningLeadSeconds} /> avant que la session ne prenne fin faute d’activité, la plateforme affiche l’avertissement
          «&nbsp;Votre session va bientôt expirer&nbsp;» avec un compte à rebours. Choisissez «&nbsp;Rester connecté&nbsp;» (ce bouton a le focus,
          il suffit donc d’appuyer sur <kbd>Entrée</kbd>) et la session continue. L’avertissement ne se ferme ni avec <kbd>Échap</kbd> ni par un
          clic à côté, afin de ne jamais être fermé par mégarde. Vous pouvez le désactiver avec «&nbsp;Avertir avant l’expiration de la
          session&nbsp;» dans <a href={helpLink('my-account', 'preferences')}>vos préférences</a>&nbsp;; la session prend tout de même fin à
          l’heure prévue.
        </p>
      ),
    },
  },
};
