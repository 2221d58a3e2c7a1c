/** Swedish: du throughout, as Swedish forms address the reader. */
import type { OsaCatalogue } from './en_us';

/** The sv_se catalogue. */
export const SV_SE: OsaCatalogue = {
  'player.documentTitle': 'Frågeformulär',
  'player.loading': 'Ditt frågeformulär laddas…',
  'player.from': 'Från {examinerName}, {accountName}',

  'instructions.about': 'Frågorna handlar om {name}.',
  'instructions.period': 'Tidsperiod',
  'instructions.saving': 'Varje svar sparas så fort du ger det. Du kan sluta när som helst och komma tillbaka till den här länken senare.',
  'instructions.until': 'Du kan svara till och med {date}.',
  'instructions.count': '{count, plural, one {# fråga} other {# frågor}}',
  'instructions.start': 'Börja',
  'instructions.continue': 'Fortsätt',
  'instructions.previousSent': 'Tack. Dina svar på det förra formuläret har skickats. Här är nästa.',

  'items.progress': 'Fråga {number} av {total}',
  'items.progressRange': 'Frågor {first} till {last} av {total}',
  'items.optional': 'Du kan lämna den här frågan obesvarad.',
  'items.back': 'Tillbaka',
  'items.next': 'Nästa',
  'items.toReview': 'Granska svaren',

  'review.heading': 'Granska dina svar',
  'review.allAnswered': 'Du har svarat på alla frågor som behöver ett svar.',
  'review.unanswered': '{count, plural, one {# fråga behöver fortfarande ett svar:} other {# frågor behöver fortfarande ett svar:}}',
  'review.question': 'Fråga {number}:',
  'review.submitHint': 'När du skickar går dina svar till {examinerName}. Därefter kan du inte ändra dem.',
  'review.waiting': 'Dina senaste svar sparas fortfarande. Du kan skicka så snart de har sparats.',
  'review.answerFirst': 'Svara först på frågorna ovan.',
  'review.submit': 'Skicka',
  'review.submitting': 'Skickar…',

  'submit.network': 'Dina svar kunde inte skickas eftersom det inte finns någon anslutning. De finns kvar. Skicka igen när du är online.',
  'submit.incomplete': 'Några frågor behöver fortfarande ett svar. Svara på dem och skicka sedan igen.',
  'submit.conflict': 'Formuläret har ändrats någon annanstans. Granska dina svar och skicka sedan igen.',
  'submit.other': 'Dina svar kunde inte skickas just nu. Vänta en stund och skicka sedan igen.',

  'thanks.heading': 'Tack',
  'thanks.text': 'Dina svar har skickats till {examinerName}. Du behöver inte göra något mer. Du kan stänga sidan.',

  'status.saved': 'Sparat',
  'status.saving': 'Sparar…',
  'status.offline': 'Du är offline. Dina svar finns kvar och skickas när du är online igen.',

  'notSaved.changedElsewhere': 'Ditt svar på fråga {number} sparades inte, eftersom formuläret har ändrats någon annanstans. Kontrollera ditt svar på fråga {number}.',
  'notSaved.rejected': 'Ditt svar på fråga {number} sparades inte. Kontrollera ditt svar på fråga {number}.',
  'notSaved.check': 'Gå till fråga {number}',
  'notSaved.dismiss': 'Stäng meddelandet',

  'problem.linkInvalid.title': 'Länken fungerar inte',
  'problem.linkInvalid.text': 'Kontrollera att du öppnade hela adressen från ditt meddelande. Om det fortfarande inte fungerar kan du be personen som skickade den om en ny länk.',
  'problem.linkExpired.title': 'Länken har gått ut',
  'problem.linkExpired.text': 'Tiden för att svara via den här länken är slut. Om du fortfarande vill svara kan du be personen som skickade den om en ny länk.',
  'problem.linkRevoked.title': 'Länken är inte längre aktiv',
  'problem.linkRevoked.text': 'Personen som skickade länken har dragit tillbaka den. Fråga dem om du behöver en ny länk.',
  'problem.linkCompleted.title': 'Dina svar är redan skickade',
  'problem.linkCompleted.text': 'Formuläret har skickats. Tack, du behöver inte göra något mer. Du kan stänga sidan.',
  'problem.linkNotYetOpen.title': 'Formuläret är inte öppet än',
  'problem.linkNotYetOpen.text': 'Du kan börja {date}. Välkommen tillbaka då.',
  'problem.linkNotYetOpen.later': 'Kom tillbaka senare, vid den tid som står i ditt meddelande.',
  'problem.rateLimited.title': 'Vänta en stund',
  'problem.rateLimited.text': 'Det har gjorts många försök att öppna länken på kort tid. Vänta en minut och försök sedan igen.',
  'problem.unreachable.title': 'Du är offline',
  'problem.unreachable.text': 'Formuläret kunde inte laddas eftersom det inte finns någon anslutning. Det laddas så snart du är online igen.',
  'problem.unexpected.title': 'Något gick fel',
  'problem.unexpected.text': 'Formuläret kunde inte laddas just nu. Vänta en stund och försök sedan igen.',
  'problem.tryAgain': 'Försök igen',
};
