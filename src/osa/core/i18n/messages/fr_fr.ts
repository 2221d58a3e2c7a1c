/** French (France): vouvoiement throughout. */
import type { OsaCatalogue } from './en_us';

/** The fr_fr catalogue. */
export const FR_FR: OsaCatalogue = {
  'player.documentTitle': 'Questionnaire',
  'player.loading': 'Chargement de votre questionnaire…',
  'player.from': 'De la part de {examinerName}, {accountName}',

  'instructions.about': 'Ces questions portent sur {name}.',
  'instructions.period': 'Période',
  'instructions.saving': 'Chaque réponse est enregistrée dès que vous la donnez. Vous pouvez vous arrêter à tout moment et revenir plus tard par ce lien.',
  'instructions.until': 'Vous pouvez répondre jusqu’au {date}.',
  'instructions.count': '{count, plural, one {# question} other {# questions}}',
  'instructions.start': 'Commencer',
  'instructions.continue': 'Continuer',
  'instructions.previousSent': 'Merci. Vos réponses au questionnaire précédent ont été envoyées. Voici le suivant.',

  'items.progress': 'Question {number} sur {total}',
  'items.progressRange': 'Questions {first} à {last} sur {total}',
  'items.optional': 'Vous pouvez laisser cette question sans réponse.',
  'items.back': 'Retour',
  'items.next': 'Suivant',
  'items.toReview': 'Vérifier les réponses',

  'review.heading': 'Vérifiez vos réponses',
  'review.allAnswered': 'Vous avez répondu à toutes les questions qui demandent une réponse.',
  'review.unanswered': '{count, plural, one {# question attend encore une réponse :} other {# questions attendent encore une réponse :}}',
  'review.question': 'Question {number} :',
  'review.submitHint': 'Quand vous envoyez, vos réponses sont transmises à {examinerName}. Vous ne pourrez plus les modifier ensuite.',
  'review.waiting': 'Vos dernières réponses sont en cours d’enregistrement. Vous pourrez envoyer dès qu’elles seront enregistrées.',
  'review.answerFirst': 'Répondez d’abord aux questions ci-dessus.',
  'review.submit': 'Envoyer',
  'review.submitting': 'Envoi en cours…',

  'submit.network': 'Vos réponses n’ont pas pu être envoyées faute de connexion. Elles sont conservées. Envoyez-les de nouveau quand vous serez en ligne.',
  'submit.incomplete': 'Certaines questions attendent encore une réponse. Répondez-y, puis envoyez de nouveau.',
  'submit.conflict': 'Ce questionnaire a été modifié ailleurs. Vérifiez vos réponses, puis envoyez de nouveau.',
  'submit.other': 'Vos réponses n’ont pas pu être envoyées pour le moment. Patientez un instant, puis envoyez de nouveau.',

  'thanks.heading': 'Merci',
  'thanks.text': 'Vos réponses ont été envoyées à {examinerName}. Vous n’avez plus rien à faire. Vous pouvez fermer cette page.',

  'status.saved': 'Enregistré',
  'status.saving': 'Enregistrement…',
  'status.offline': 'Vous êtes hors ligne. Vos réponses sont conservées et seront envoyées dès que vous serez de nouveau en ligne.',

  'notSaved.changedElsewhere': 'Votre réponse à la question {number} n’a pas été enregistrée, car ce questionnaire a été modifié ailleurs. Vérifiez votre réponse à la question {number}.',
  'notSaved.rejected': 'Votre réponse à la question {number} n’a pas été enregistrée. Vérifiez votre réponse à la question {number}.',
  'notSaved.check': 'Aller à la question {number}',
  'notSaved.dismiss': 'Fermer ce message',

  'problem.linkInvalid.title': 'Ce lien ne fonctionne pas',
  'problem.linkInvalid.text': 'Vérifiez que vous avez ouvert l’adresse complète de votre message. Si cela ne fonctionne toujours pas, demandez un nouveau lien à la personne qui vous l’a envoyé.',
  'problem.linkExpired.title': 'Ce lien a expiré',
  'problem.linkExpired.text': 'Le délai pour répondre avec ce lien est dépassé. Si vous souhaitez encore répondre, demandez un nouveau lien à la personne qui vous l’a envoyé.',
  'problem.linkRevoked.title': 'Ce lien n’est plus actif',
  'problem.linkRevoked.text': 'La personne qui vous a envoyé ce lien l’a retiré. Demandez-lui un nouveau lien si nécessaire.',
  'problem.linkCompleted.title': 'Vos réponses ont déjà été envoyées',
  'problem.linkCompleted.text': 'Ce questionnaire a été envoyé. Merci, vous n’avez plus rien à faire. Vous pouvez fermer cette page.',
  'problem.linkNotYetOpen.title': 'Ce questionnaire n’est pas encore ouvert',
  'problem.linkNotYetOpen.text': 'Vous pourrez commencer le {date}. Revenez à ce moment-là.',
  'problem.linkNotYetOpen.later': 'Revenez plus tard, à l’heure indiquée dans votre message.',
  'problem.rateLimited.title': 'Patientez un instant',
  'problem.rateLimited.text': 'Il y a eu de nombreuses tentatives d’ouverture de ce lien en peu de temps. Attendez une minute, puis réessayez.',
  'problem.unreachable.title': 'Vous êtes hors ligne',
  'problem.unreachable.text': 'Votre questionnaire n’a pas pu être chargé faute de connexion. Il se chargera dès que vous serez de nouveau en ligne.',
  'problem.unexpected.title': 'Un problème est survenu',
  'problem.unexpected.text': 'Votre questionnaire n’a pas pu être chargé pour le moment. Patientez un instant, puis réessayez.',
  'problem.tryAgain': 'Réessayer',
};
