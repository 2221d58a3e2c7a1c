/** Help in French: the questionnaire the respondent answers (the examinee player). */
import type { HelpTopicText } from '../../helpTopic';

/** The "The questionnaire (for respondents)" page in French. */
export const EXAMINEE_PLAYER_FR: HelpTopicText = {
  title: 'Le questionnaire, tel que le voit la personne qui répond',
  summary: 'Ce que voit la personne évaluée, le parent ou l’enseignant en ouvrant un lien, pour que vous puissiez le lui expliquer.',
  sections: {
    answering: {
      title: 'Répondre',
      body: () => (
        <>
          <p>
            Le lien ouvre le questionnaire dans le navigateur, sur un téléphone, une tablette ou un ordinateur, sans compte. Le premier écran indique
            qui l’a envoyé, sur qui portent les questions, la période à laquelle elles se rapportent, le nombre de questions et jusqu’à quand le lien
            fonctionne. «&nbsp;Commencer&nbsp;» (ou «&nbsp;Continuer&nbsp;» lors d’un retour) mène aux questions.
          </p>
          <p>
            Les questions s’affichent une par une (ou page par page pour certains formulaires), avec «&nbsp;Question 3 sur 9&nbsp;» au-dessus.
            «&nbsp;Retour&nbsp;» et «&nbsp;Suivant&nbsp;» permettent de passer de l’une à l’autre. Chaque réponse est enregistrée dès qu’elle est
            donnée&nbsp;: la personne qui répond peut s’arrêter et revenir plus tard par le même lien, et reprend à la première question sans
            réponse. Sans connexion, les réponses sont conservées sur l’appareil et envoyées au retour de la connexion.
          </p>
          <p>
            «&nbsp;Vérifier les réponses&nbsp;» liste les questions qui attendent encore une réponse. «&nbsp;Envoyer&nbsp;» transmet les réponses à
            l’examinateur&nbsp;; elles ne peuvent plus être modifiées ensuite, et une page de remerciement indique qu’il n’y a plus rien à faire. Si
            plusieurs formulaires ont été envoyés ensemble, le suivant commence après chaque envoi.
          </p>
        </>
      ),
    },
    problems: {
      title: 'Quand le lien ne fonctionne pas',
      body: () => (
        <p>
          La page en indique la raison en termes simples&nbsp;: l’adresse est incomplète ou erronée, le lien a expiré, il a été retiré par
          l’expéditeur, les réponses ont déjà été envoyées, ou (pour une séance vidéo) il n’est pas encore ouvert. La personne qui répond demande
          alors un nouveau lien à l’expéditeur&nbsp;; vous en créez un avec «&nbsp;Renvoyer&nbsp;». Si une réponse n’a pas pu être enregistrée
          parce que le questionnaire a été modifié ailleurs, la page indique la question à vérifier.
        </p>
      ),
    },
  },
};
