/** The verification feature's messages in Norwegian Bokmål. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nb_no catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'verification.link': 'Verifiser registreringen',
  'verification.title': 'Verifisering av registrering',
  'verification.backToAssessment': 'Tilbake til {product} — {name}',
  'verification.verifiedBy': 'Verifisert av {name}, {when}',
  'verification.notVerified': 'Ikke verifisert',
  'verification.requiredByAccount': 'Kontoen din krever verifisering før skåring.',
  'verification.startTitle': 'Andre registrering',
  'verification.startHelp': 'Registrer svarene en gang til fra papirskjemaet uten å se på den første registreringen. Alle ledd der de to registreringene er ulike, vises slik at du kan avgjøre dem.',
  'verification.begin': 'Start andre registrering',
  'verification.beginAgain': 'Verifiser på nytt',
  'verification.secondEntryTitle': 'Andre registrering (blind)',
  'verification.secondEntryHelp': 'Skriv inn hvert svar fra skjemaet; den første registreringen er skjult. Velg Sammenlign når alle ledd er registrert.',
  'verification.invalidKey': 'Trykk på en av {keys} for ledd {number}.',
  'verification.numberLabel': '{unit} ({min} til {max})',
  'verification.compare': 'Sammenlign',
  'verification.fixNumbers': 'Rett tallet i ledd {items} før du sammenligner.',
  'verification.cancel': 'Avbryt verifisering',
  'verification.discrepanciesTitle': '{count, plural, one {# avvik} other {# avvik}}',
  'verification.discrepanciesHelp': 'Kontroller papirskjemaet og velg riktig verdi for hvert ledd.',
  'verification.column.item': 'Ledd',
  'verification.column.first': 'Første registrering',
  'verification.column.second': 'Andre registrering',
  'verification.column.correct': 'Riktig verdi',
  'verification.correctValueOf': 'Riktig verdi for {item}',
  'verification.useFirst': 'Første: {value}',
  'verification.useSecond': 'Andre: {value}',
  'verification.blank': 'tom',
  'verification.resolve': 'Bekreft og verifiser',
};
