/** The verification feature's messages in Danish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The da_dk catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'verification.link': 'Verificér indtastning',
  'verification.title': 'Verificering af indtastning',
  'verification.backToAssessment': 'Tilbage til {product} — {name}',
  'verification.verifiedBy': 'Verificeret af {name}, {when}',
  'verification.notVerified': 'Ikke verificeret',
  'verification.requiredByAccount': 'Din konto kræver verificering før scoring.',
  'verification.startTitle': 'Anden indtastning',
  'verification.startHelp': 'Indtast svarene en gang til fra papirskemaet uden at se på den første indtastning. Alle items, hvor de to indtastninger er forskellige, vises, så du kan afgøre dem.',
  'verification.begin': 'Start anden indtastning',
  'verification.beginAgain': 'Verificér igen',
  'verification.secondEntryTitle': 'Anden indtastning (blind)',
  'verification.secondEntryHelp': 'Indtast hvert svar fra skemaet; den første indtastning er skjult. Vælg Sammenlign, når alle items er indtastet.',
  'verification.invalidKey': 'Tryk på en af {keys} for item {number}.',
  'verification.numberLabel': '{unit} ({min} til {max})',
  'verification.compare': 'Sammenlign',
  'verification.fixNumbers': 'Ret tallet i item {items}, før du sammenligner.',
  'verification.cancel': 'Annuller verificering',
  'verification.discrepanciesTitle': '{count, plural, one {# uoverensstemmelse} other {# uoverensstemmelser}}',
  'verification.discrepanciesHelp': 'Kontrollér papirskemaet, og vælg den korrekte værdi for hvert item.',
  'verification.column.item': 'Item',
  'verification.column.first': 'Første indtastning',
  'verification.column.second': 'Anden indtastning',
  'verification.column.correct': 'Korrekt værdi',
  'verification.correctValueOf': 'Korrekt værdi for {item}',
  'verification.useFirst': 'Første: {value}',
  'verification.useSecond': 'Anden: {value}',
  'verification.blank': 'tom',
  'verification.resolve': 'Bekræft og verificér',
};
