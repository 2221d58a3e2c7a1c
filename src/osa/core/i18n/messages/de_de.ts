/** German: the polite form (Sie) throughout. */
import type { OsaCatalogue } from './en_us';

/** The de_de catalogue. */
export const DE_DE: OsaCatalogue = {
  'player.documentTitle': 'Fragebogen',
  'player.loading': 'Ihr Fragebogen wird geladen …',
  'player.from': 'Von {examinerName}, {accountName}',

  'instructions.about': 'Diese Fragen beziehen sich auf {name}.',
  'instructions.period': 'Zeitraum',
  'instructions.saving': 'Jede Antwort wird sofort gespeichert. Sie können jederzeit unterbrechen und später über diesen Link weitermachen.',
  'instructions.until': 'Sie können bis {date} antworten.',
  'instructions.count': '{count, plural, one {# Frage} other {# Fragen}}',
  'instructions.start': 'Beginnen',
  'instructions.continue': 'Weiter',
  'instructions.previousSent': 'Vielen Dank. Ihre Antworten zum vorigen Fragebogen wurden gesendet. Hier ist der nächste.',

  'items.progress': 'Frage {number} von {total}',
  'items.progressRange': 'Fragen {first} bis {last} von {total}',
  'items.optional': 'Sie können diese Frage unbeantwortet lassen.',
  'items.back': 'Zurück',
  'items.next': 'Weiter',
  'items.toReview': 'Antworten prüfen',

  'review.heading': 'Antworten prüfen',
  'review.allAnswered': 'Sie haben alle Fragen beantwortet, die eine Antwort brauchen.',
  'review.unanswered': '{count, plural, one {# Frage braucht noch eine Antwort:} other {# Fragen brauchen noch eine Antwort:}}',
  'review.question': 'Frage {number}:',
  'review.submitHint': 'Wenn Sie absenden, werden Ihre Antworten an {examinerName} geschickt. Danach können Sie sie nicht mehr ändern.',
  'review.waiting': 'Ihre letzten Antworten werden noch gespeichert. Sie können absenden, sobald sie gespeichert sind.',
  'review.answerFirst': 'Beantworten Sie bitte zuerst die oben genannten Fragen.',
  'review.submit': 'Absenden',
  'review.submitting': 'Wird gesendet …',

  'submit.network': 'Ihre Antworten konnten nicht gesendet werden, weil keine Verbindung besteht. Sie bleiben erhalten. Senden Sie erneut, sobald Sie wieder online sind.',
  'submit.incomplete': 'Einige Fragen brauchen noch eine Antwort. Beantworten Sie sie und senden Sie dann erneut.',
  'submit.conflict': 'Dieser Fragebogen wurde an anderer Stelle geändert. Prüfen Sie Ihre Antworten und senden Sie dann erneut.',
  'submit.other': 'Ihre Antworten konnten gerade nicht gesendet werden. Warten Sie einen Moment und senden Sie dann erneut.',

  'thanks.heading': 'Vielen Dank',
  'thanks.text': 'Ihre Antworten wurden an {examinerName} gesendet. Es ist nichts weiter zu tun. Sie können diese Seite schließen.',

  'status.saved': 'Gespeichert',
  'status.saving': 'Wird gespeichert …',
  'status.offline': 'Sie sind offline. Ihre Antworten bleiben erhalten und werden gesendet, sobald Sie wieder online sind.',

  'notSaved.changedElsewhere': 'Ihre Antwort auf Frage {number} wurde nicht gespeichert, weil dieser Fragebogen an anderer Stelle geändert wurde. Bitte prüfen Sie Ihre Antwort auf Frage {number}.',
  'notSaved.rejected': 'Ihre Antwort auf Frage {number} wurde nicht gespeichert. Bitte prüfen Sie Ihre Antwort auf Frage {number}.',
  'notSaved.check': 'Zu Frage {number}',
  'notSaved.dismiss': 'Diese Meldung schließen',

  'problem.linkInvalid.title': 'Dieser Link funktioniert nicht',
  'problem.linkInvalid.text': 'Prüfen Sie, ob Sie die ganze Adresse aus Ihrer Nachricht geöffnet haben. Wenn es weiterhin nicht klappt, bitten Sie die Person, die sie Ihnen geschickt hat, um einen neuen Link.',
  'problem.linkExpired.title': 'Dieser Link ist abgelaufen',
  'problem.linkExpired.text': 'Die Zeit zum Antworten über diesen Link ist vorbei. Wenn Sie noch antworten möchten, bitten Sie die Person, die ihn Ihnen geschickt hat, um einen neuen Link.',
  'problem.linkRevoked.title': 'Dieser Link ist nicht mehr aktiv',
  'problem.linkRevoked.text': 'Die Person, die Ihnen diesen Link geschickt hat, hat ihn zurückgezogen. Fragen Sie sie, wenn Sie einen neuen Link brauchen.',
  'problem.linkCompleted.title': 'Ihre Antworten wurden bereits gesendet',
  'problem.linkCompleted.text': 'Dieser Fragebogen wurde abgesendet. Vielen Dank, es ist nichts weiter zu tun. Sie können diese Seite schließen.',
  'problem.linkNotYetOpen.title': 'Dieser Fragebogen ist noch nicht geöffnet',
  'problem.linkNotYetOpen.text': 'Sie können am {date} beginnen. Bitte kommen Sie dann wieder.',
  'problem.linkNotYetOpen.later': 'Bitte kommen Sie später wieder, zu der Zeit, die in Ihrer Nachricht steht.',
  'problem.rateLimited.title': 'Bitte warten Sie einen Moment',
  'problem.rateLimited.text': 'In kurzer Zeit wurde oft versucht, diesen Link zu öffnen. Warten Sie eine Minute und versuchen Sie es dann erneut.',
  'problem.unreachable.title': 'Sie sind offline',
  'problem.unreachable.text': 'Ihr Fragebogen konnte nicht geladen werden, weil keine Verbindung besteht. Er wird geladen, sobald Sie wieder online sind.',
  'problem.unexpected.title': 'Etwas ist schiefgegangen',
  'problem.unexpected.text': 'Ihr Fragebogen konnte gerade nicht geladen werden. Warten Sie einen Moment und versuchen Sie es dann erneut.',
  'problem.tryAgain': 'Erneut versuchen',
};
