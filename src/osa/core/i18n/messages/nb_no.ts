/** Norwegian Bokmål: du throughout, as Norwegian forms address the reader. */
import type { OsaCatalogue } from './en_us';

/** The nb_no catalogue. */
export const NB_NO: OsaCatalogue = {
  'player.documentTitle': 'Spørreskjema',
  'player.loading': 'Spørreskjemaet ditt lastes inn…',
  'player.from': 'Fra {examinerName}, {accountName}',

  'instructions.about': 'Spørsmålene handler om {name}.',
  'instructions.period': 'Tidsperiode',
  'instructions.saving': 'Hvert svar lagres så snart du gir det. Du kan stoppe når som helst og komme tilbake til denne lenken senere.',
  'instructions.until': 'Du kan svare til {date}.',
  'instructions.count': '{count, plural, one {# spørsmål} other {# spørsmål}}',
  'instructions.start': 'Start',
  'instructions.continue': 'Fortsett',
  'instructions.previousSent': 'Takk. Svarene dine på forrige spørreskjema er sendt. Her er det neste.',

  'items.progress': 'Spørsmål {number} av {total}',
  'items.progressRange': 'Spørsmål {first} til {last} av {total}',
  'items.optional': 'Du kan la dette spørsmålet stå ubesvart.',
  'items.back': 'Tilbake',
  'items.next': 'Neste',
  'items.toReview': 'Se over svarene',

  'review.heading': 'Se over svarene dine',
  'review.allAnswered': 'Du har svart på alle spørsmål som trenger svar.',
  'review.unanswered': '{count, plural, one {# spørsmål mangler fortsatt svar:} other {# spørsmål mangler fortsatt svar:}}',
  'review.question': 'Spørsmål {number}:',
  'review.submitHint': 'Når du sender, går svarene dine til {examinerName}. Etterpå kan du ikke endre dem.',
  'review.waiting': 'De siste svarene dine lagres fortsatt. Du kan sende så snart de er lagret.',
  'review.answerFirst': 'Svar først på spørsmålene ovenfor.',
  'review.submit': 'Send',
  'review.submitting': 'Sender…',

  'submit.network': 'Svarene dine kunne ikke sendes fordi det ikke er noen tilkobling. De er tatt vare på. Send igjen når du er på nett.',
  'submit.incomplete': 'Noen spørsmål mangler fortsatt svar. Svar på dem, og send igjen.',
  'submit.conflict': 'Spørreskjemaet er endret et annet sted. Se over svarene dine, og send igjen.',
  'submit.other': 'Svarene dine kunne ikke sendes akkurat nå. Vent litt, og send igjen.',

  'thanks.heading': 'Takk',
  'thanks.text': 'Svarene dine er sendt til {examinerName}. Du trenger ikke gjøre noe mer. Du kan lukke siden.',

  'status.saved': 'Lagret',
  'status.saving': 'Lagrer…',
  'status.offline': 'Du er frakoblet. Svarene dine er tatt vare på og sendes når du er på nett igjen.',

  'notSaved.changedElsewhere': 'Svaret ditt på spørsmål {number} ble ikke lagret, fordi spørreskjemaet er endret et annet sted. Sjekk svaret ditt på spørsmål {number}.',
  'notSaved.rejected': 'Svaret ditt på spørsmål {number} ble ikke lagret. Sjekk svaret ditt på spørsmål {number}.',
  'notSaved.check': 'Gå til spørsmål {number}',
  'notSaved.dismiss': 'Lukk meldingen',

  'problem.linkInvalid.title': 'Lenken virker ikke',
  'problem.linkInvalid.text': 'Sjekk at du åpnet hele adressen fra meldingen din. Hvis den fortsatt ikke virker, be personen som sendte den om en ny lenke.',
  'problem.linkExpired.title': 'Lenken er utløpt',
  'problem.linkExpired.text': 'Tiden for å svare med denne lenken er ute. Hvis du fortsatt vil svare, be personen som sendte den om en ny lenke.',
  'problem.linkRevoked.title': 'Lenken er ikke lenger aktiv',
  'problem.linkRevoked.text': 'Personen som sendte deg lenken, har trukket den tilbake. Spør dem hvis du trenger en ny lenke.',
  'problem.linkCompleted.title': 'Svarene dine er allerede sendt',
  'problem.linkCompleted.text': 'Spørreskjemaet er sendt. Takk, du trenger ikke gjøre noe mer. Du kan lukke siden.',
  'problem.linkNotYetOpen.title': 'Spørreskjemaet er ikke åpent ennå',
  'problem.linkNotYetOpen.text': 'Du kan begynne {date}. Kom gjerne tilbake da.',
  'problem.linkNotYetOpen.later': 'Kom tilbake senere, på tidspunktet som står i meldingen din.',
  'problem.rateLimited.title': 'Vent litt',
  'problem.rateLimited.text': 'Det har vært mange forsøk på å åpne lenken på kort tid. Vent et minutt, og prøv igjen.',
  'problem.unreachable.title': 'Du er frakoblet',
  'problem.unreachable.text': 'Spørreskjemaet kunne ikke lastes inn fordi det ikke er noen tilkobling. Det lastes inn så snart du er på nett igjen.',
  'problem.unexpected.title': 'Noe gikk galt',
  'problem.unexpected.text': 'Spørreskjemaet kunne ikke lastes inn akkurat nå. Vent litt, og prøv igjen.',
  'problem.tryAgain': 'Prøv igjen',
};
