/** Danish: du throughout, as Danish forms address the reader. */
import type { OsaCatalogue } from './en_us';

/** The da_dk catalogue. */
export const DA_DK: OsaCatalogue = {
  'player.documentTitle': 'Spørgeskema',
  'player.loading': 'Dit spørgeskema indlæses…',
  'player.from': 'Fra {examinerName}, {accountName}',

  'instructions.about': 'Spørgsmålene handler om {name}.',
  'instructions.period': 'Tidsperiode',
  'instructions.saving': 'Hvert svar gemmes, så snart du giver det. Du kan stoppe når som helst og vende tilbage til dette link senere.',
  'instructions.until': 'Du kan svare indtil {date}.',
  'instructions.count': '{count, plural, one {# spørgsmål} other {# spørgsmål}}',
  'instructions.start': 'Start',
  'instructions.continue': 'Fortsæt',
  'instructions.previousSent': 'Tak. Dine svar på det forrige spørgeskema er sendt. Her er det næste.',

  'items.progress': 'Spørgsmål {number} af {total}',
  'items.progressRange': 'Spørgsmål {first} til {last} af {total}',
  'items.optional': 'Du må gerne springe dette spørgsmål over.',
  'items.back': 'Tilbage',
  'items.next': 'Næste',
  'items.toReview': 'Gennemse svar',

  'review.heading': 'Gennemse dine svar',
  'review.allAnswered': 'Du har svaret på alle spørgsmål, der skal besvares.',
  'review.unanswered': '{count, plural, one {# spørgsmål mangler stadig et svar:} other {# spørgsmål mangler stadig et svar:}}',
  'review.question': 'Spørgsmål {number}:',
  'review.submitHint': 'Når du sender, går dine svar til {examinerName}. Bagefter kan du ikke ændre dem.',
  'review.waiting': 'Dine seneste svar er ved at blive gemt. Du kan sende, så snart de er gemt.',
  'review.answerFirst': 'Besvar først spørgsmålene ovenfor.',
  'review.submit': 'Send',
  'review.submitting': 'Sender…',

  'submit.network': 'Dine svar kunne ikke sendes, fordi der ikke er forbindelse. De er gemt. Send igen, når du er online.',
  'submit.incomplete': 'Nogle spørgsmål mangler stadig et svar. Besvar dem, og send så igen.',
  'submit.conflict': 'Spørgeskemaet er blevet ændret et andet sted. Gennemse dine svar, og send så igen.',
  'submit.other': 'Dine svar kunne ikke sendes lige nu. Vent et øjeblik, og send så igen.',

  'thanks.heading': 'Tak',
  'thanks.text': 'Dine svar er sendt til {examinerName}. Du behøver ikke gøre mere. Du kan lukke siden.',

  'status.saved': 'Gemt',
  'status.saving': 'Gemmer…',
  'status.offline': 'Du er offline. Dine svar er gemt og bliver sendt, når du er online igen.',

  'notSaved.changedElsewhere': 'Dit svar på spørgsmål {number} blev ikke gemt, fordi spørgeskemaet er blevet ændret et andet sted. Kontrollér dit svar på spørgsmål {number}.',
  'notSaved.rejected': 'Dit svar på spørgsmål {number} blev ikke gemt. Kontrollér dit svar på spørgsmål {number}.',
  'notSaved.check': 'Gå til spørgsmål {number}',
  'notSaved.dismiss': 'Luk beskeden',

  'problem.linkInvalid.title': 'Linket virker ikke',
  'problem.linkInvalid.text': 'Kontrollér, at du har åbnet hele adressen fra din besked. Hvis det stadig ikke virker, så bed den person, der sendte den, om et nyt link.',
  'problem.linkExpired.title': 'Linket er udløbet',
  'problem.linkExpired.text': 'Tiden til at svare via dette link er gået. Hvis du stadig vil svare, så bed den person, der sendte det, om et nyt link.',
  'problem.linkRevoked.title': 'Linket er ikke længere aktivt',
  'problem.linkRevoked.text': 'Den person, der sendte dig linket, har trukket det tilbage. Spørg dem, hvis du har brug for et nyt link.',
  'problem.linkCompleted.title': 'Dine svar er allerede sendt',
  'problem.linkCompleted.text': 'Spørgeskemaet er sendt. Tak, du behøver ikke gøre mere. Du kan lukke siden.',
  'problem.linkNotYetOpen.title': 'Spørgeskemaet er ikke åbent endnu',
  'problem.linkNotYetOpen.text': 'Du kan begynde {date}. Kom gerne tilbage til den tid.',
  'problem.linkNotYetOpen.later': 'Kom tilbage senere, på det tidspunkt der står i din besked.',
  'problem.rateLimited.title': 'Vent et øjeblik',
  'problem.rateLimited.text': 'Der har været mange forsøg på at åbne linket på kort tid. Vent et minut, og prøv så igen.',
  'problem.unreachable.title': 'Du er offline',
  'problem.unreachable.text': 'Dit spørgeskema kunne ikke indlæses, fordi der ikke er forbindelse. Det indlæses, så snart du er online igen.',
  'problem.unexpected.title': 'Noget gik galt',
  'problem.unexpected.text': 'Dit spørgeskema kunne ikke indlæses lige nu. Vent et øjeblik, og prøv så igen.',
  'problem.tryAgain': 'Prøv igen',
};
