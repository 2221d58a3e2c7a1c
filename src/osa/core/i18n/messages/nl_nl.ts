/** Dutch: u throughout. */
import type { OsaCatalogue } from './en_us';

/** The nl_nl catalogue. */
export const NL_NL: OsaCatalogue = {
  'player.documentTitle': 'Vragenlijst',
  'player.loading': 'Uw vragenlijst wordt geladen…',
  'player.from': 'Van {examinerName}, {accountName}',

  'instructions.about': 'Deze vragen gaan over {name}.',
  'instructions.period': 'Periode',
  'instructions.saving': 'Elk antwoord wordt meteen opgeslagen. U kunt op elk moment stoppen en later via deze link verdergaan.',
  'instructions.until': 'U kunt antwoorden tot {date}.',
  'instructions.count': '{count, plural, one {# vraag} other {# vragen}}',
  'instructions.start': 'Beginnen',
  'instructions.continue': 'Verder',
  'instructions.previousSent': 'Dank u. Uw antwoorden op de vorige vragenlijst zijn verstuurd. Hier is de volgende.',

  'items.progress': 'Vraag {number} van {total}',
  'items.progressRange': 'Vragen {first} tot en met {last} van {total}',
  'items.optional': 'U mag deze vraag overslaan.',
  'items.back': 'Terug',
  'items.next': 'Volgende',
  'items.toReview': 'Antwoorden nakijken',

  'review.heading': 'Kijk uw antwoorden na',
  'review.allAnswered': 'U hebt alle vragen beantwoord die een antwoord nodig hebben.',
  'review.unanswered': '{count, plural, one {# vraag heeft nog een antwoord nodig:} other {# vragen hebben nog een antwoord nodig:}}',
  'review.question': 'Vraag {number}:',
  'review.submitHint': 'Als u verstuurt, gaan uw antwoorden naar {examinerName}. Daarna kunt u ze niet meer wijzigen.',
  'review.waiting': 'Uw laatste antwoorden worden nog opgeslagen. U kunt versturen zodra ze zijn opgeslagen.',
  'review.answerFirst': 'Beantwoord eerst de vragen hierboven.',
  'review.submit': 'Versturen',
  'review.submitting': 'Bezig met versturen…',

  'submit.network': 'Uw antwoorden konden niet worden verstuurd omdat er geen verbinding is. Ze blijven bewaard. Verstuur opnieuw zodra u weer online bent.',
  'submit.incomplete': 'Sommige vragen hebben nog een antwoord nodig. Beantwoord ze en verstuur dan opnieuw.',
  'submit.conflict': 'Deze vragenlijst is ergens anders gewijzigd. Kijk uw antwoorden na en verstuur dan opnieuw.',
  'submit.other': 'Uw antwoorden konden nu niet worden verstuurd. Wacht even en verstuur dan opnieuw.',

  'thanks.heading': 'Dank u wel',
  'thanks.text': 'Uw antwoorden zijn verstuurd naar {examinerName}. U hoeft verder niets te doen. U kunt deze pagina sluiten.',

  'status.saved': 'Opgeslagen',
  'status.saving': 'Bezig met opslaan…',
  'status.offline': 'U bent offline. Uw antwoorden blijven bewaard en worden verstuurd zodra u weer online bent.',

  'notSaved.changedElsewhere': 'Uw antwoord op vraag {number} is niet opgeslagen, omdat deze vragenlijst ergens anders is gewijzigd. Kijk uw antwoord op vraag {number} na.',
  'notSaved.rejected': 'Uw antwoord op vraag {number} is niet opgeslagen. Kijk uw antwoord op vraag {number} na.',
  'notSaved.check': 'Naar vraag {number}',
  'notSaved.dismiss': 'Dit bericht sluiten',

  'problem.linkInvalid.title': 'Deze link werkt niet',
  'problem.linkInvalid.text': 'Controleer of u het hele adres uit uw bericht hebt geopend. Werkt het dan nog niet, vraag dan de persoon die het u stuurde om een nieuwe link.',
  'problem.linkExpired.title': 'Deze link is verlopen',
  'problem.linkExpired.text': 'De tijd om met deze link te antwoorden is voorbij. Wilt u toch nog antwoorden, vraag dan de persoon die hem u stuurde om een nieuwe link.',
  'problem.linkRevoked.title': 'Deze link is niet meer actief',
  'problem.linkRevoked.text': 'De persoon die u deze link stuurde, heeft hem ingetrokken. Vraag om een nieuwe link als u die nodig hebt.',
  'problem.linkCompleted.title': 'Uw antwoorden zijn al verstuurd',
  'problem.linkCompleted.text': 'Deze vragenlijst is verstuurd. Dank u wel, u hoeft verder niets te doen. U kunt deze pagina sluiten.',
  'problem.linkNotYetOpen.title': 'Deze vragenlijst is nog niet open',
  'problem.linkNotYetOpen.text': 'U kunt beginnen op {date}. Kom dan terug.',
  'problem.linkNotYetOpen.later': 'Kom later terug, op het tijdstip dat in uw bericht staat.',
  'problem.rateLimited.title': 'Een ogenblik geduld',
  'problem.rateLimited.text': 'Er is in korte tijd vaak geprobeerd deze link te openen. Wacht een minuut en probeer het dan opnieuw.',
  'problem.unreachable.title': 'U bent offline',
  'problem.unreachable.text': 'Uw vragenlijst kon niet worden geladen omdat er geen verbinding is. Hij wordt geladen zodra u weer online bent.',
  'problem.unexpected.title': 'Er ging iets mis',
  'problem.unexpected.text': 'Uw vragenlijst kon nu niet worden geladen. Wacht even en probeer het dan opnieuw.',
  'problem.tryAgain': 'Opnieuw proberen',
};
