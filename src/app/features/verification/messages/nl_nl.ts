/** The verification feature's messages in Dutch. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The nl_nl catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'verification.link': 'Invoer verifiëren',
  'verification.title': 'Verificatie van de invoer',
  'verification.backToAssessment': 'Terug naar {product} — {name}',
  'verification.verifiedBy': 'Geverifieerd door {name}, {when}',
  'verification.notVerified': 'Niet geverifieerd',
  'verification.requiredByAccount': 'Uw account vereist verificatie vóór het scoren.',
  'verification.startTitle': 'Tweede invoer',
  'verification.startHelp': 'Voer de antwoorden een tweede keer in vanaf het papieren formulier, zonder naar de eerste invoer te kijken. Elk item waarvan de twee invoeren verschillen, wordt getoond zodat u het kunt oplossen.',
  'verification.begin': 'Tweede invoer starten',
  'verification.beginAgain': 'Opnieuw verifiëren',
  'verification.secondEntryTitle': 'Tweede invoer (blind)',
  'verification.secondEntryHelp': 'Typ elk antwoord van het formulier; de eerste invoer blijft verborgen. Kies Vergelijken wanneer alle items zijn ingevoerd.',
  'verification.invalidKey': 'Druk op een van {keys} voor item {number}.',
  'verification.numberLabel': '{unit} ({min} tot {max})',
  'verification.compare': 'Vergelijken',
  'verification.fixNumbers': 'Verbeter het getal bij {count, plural, one {item} other {items}} {items} voordat u vergelijkt.',
  'verification.cancel': 'Verificatie annuleren',
  'verification.discrepanciesTitle': '{count, plural, one {# verschil} other {# verschillen}}',
  'verification.discrepanciesHelp': 'Controleer het papieren formulier en kies de juiste waarde van elk item.',
  'verification.column.item': 'Item',
  'verification.column.first': 'Eerste invoer',
  'verification.column.second': 'Tweede invoer',
  'verification.column.correct': 'Juiste waarde',
  'verification.correctValueOf': 'Juiste waarde van {item}',
  'verification.useFirst': 'Eerste: {value}',
  'verification.useSecond': 'Tweede: {value}',
  'verification.blank': 'leeg',
  'verification.resolve': 'Bevestigen en verifiëren',
};
