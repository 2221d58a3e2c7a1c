/** Help in French: my account settings (profile, password, preferences). */
import { helpLink } from '../../helpPaths';
import type { HelpTopicText } from '../../helpTopic';
import { Needs } from '../../helpText';

/** The "My account settings" page in French. */
export const MY_ACCOUNT_FR: HelpTopicText = {
  title: 'Paramètres de mon compte',
  summary: 'Votre nom et vos coordonnées, votre mot de passe, et les préférences que la plateforme respecte.',
  sections: {
    profile: {
      title: 'Profil',
      body: () => (
        <>
          <Needs permission={null} />
          <p>
            Ouvrez cette page depuis le menu utilisateur de la plateforme («&nbsp;Paramètres de mon compte&nbsp;») ou depuis la page d’accueil. La
            page comporte trois formulaires, chacun avec son propre bouton d’enregistrement&nbsp;; un formulaire qui contient une erreur liste les
            erreurs en haut et signale chaque champ concerné.
          </p>
          <p>
            Le profil contient votre titre, votre prénom, votre deuxième prénom et votre nom, votre suffixe, votre adresse e-mail et votre numéro de
            téléphone. Votre nom est celui sous lequel les rapports et les listes vous présentent comme examinateur&nbsp;; les messages de
            réinitialisation du mot de passe sont envoyés à l’adresse e-mail.
          </p>
        </>
      ),
    },
    password: {
      title: 'Changer le mot de passe',
      body: (facts) => (
        <p>
          Saisissez votre mot de passe actuel, puis deux fois le nouveau. Un nouveau mot de passe comporte au moins {facts.minPasswordLength}{' '}
          caractères et ne doit pas être votre nom d’utilisateur. Le changer vous laisse connecté ici et vous déconnecte partout ailleurs (autres
          navigateurs et appareils), au cas où quelqu’un d’autre aurait connu l’ancien.
        </p>
      ),
    },
    preferences: {
      title: 'Préférences',
      body: () => (
        <dl>
          <dt>Langue</dt>
          <dd>La langue des écrans de la plateforme et, sauf si vous en choisissez une autre, de vos rapports.</dd>
          <dt>Format de date et format des nombres</dt>
          <dd>
            La présentation des dates (par exemple le jour avant le mois) et des nombres (le séparateur décimal et le séparateur des milliers) à
            l’écran et dans les rapports.
          </dd>
          <dt>Fuseau horaire</dt>
          <dd>Le fuseau horaire des heures que la plateforme vous affiche, par exemple l’heure de création d’un rapport ou du début d’une séance vidéo.</dd>
          <dt>Examinateur par défaut</dt>
          <dd>L’examinateur attribué au départ à une nouvelle évaluation.</dd>
          <dt>Passer à l’item suivant après la saisie d’une réponse</dt>
          <dd>
            Pendant la <a href={helpLink('assessment', 'item-entry')}>saisie des items</a>, le curseur passe à l’item suivant après chaque touche.
          </dd>
          <dt>Afficher les conseils de démarrage</dt>
          <dd>Les conseils «&nbsp;Pour commencer&nbsp;» affichés sur la liste des personnes évaluées.</dd>
          <dt>Avertir avant l’expiration de la session</dt>
          <dd>
            L’avertissement décrit dans <a href={helpLink('sessions')}>sessions et expiration</a>.
          </dd>
        </dl>
      ),
    },
  },
};
