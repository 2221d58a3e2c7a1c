/** The verification feature's messages in Swedish. */
import type { CatalogueOf } from '../../../core/i18n/featureMessages';
import type { EN_US } from './en_us';

/** The sv_se catalogue of the feature. */
export const CATALOGUE: CatalogueOf<typeof EN_US> = {
  'verification.link': 'Verifiera inmatningen',
  'verification.title': 'Verifiering av inmatning',
  'verification.backToAssessment': 'Tillbaka till {product} — {name}',
  'verification.verifiedBy': 'Verifierad av {name}, {when}',
  'verification.notVerified': 'Inte verifierad',
  'verification.requiredByAccount': 'Ditt konto kräver verifiering före poängsättning.',
  'verification.startTitle': 'Andra inmatningen',
  'verification.startHelp': 'Mata in svaren en gång till från pappersformuläret utan att titta på den första inmatningen. Varje item där de två inmatningarna skiljer sig visas så att du kan avgöra det.',
  'verification.begin': 'Starta andra inmatningen',
  'verification.beginAgain': 'Verifiera igen',
  'verification.secondEntryTitle': 'Andra inmatningen (blind)',
  'verification.secondEntryHelp': 'Skriv in varje svar från formuläret; den första inmatningen är dold. Välj Jämför när alla items är inmatade.',
  'verification.invalidKey': 'Tryck på en av {keys} för item {number}.',
  'verification.numberLabel': '{unit} ({min} till {max})',
  'verification.compare': 'Jämför',
  'verification.fixNumbers': 'Rätta talet i {count, plural, one {uppgift} other {uppgifterna}} {items} innan du jämför.',
  'verification.cancel': 'Avbryt verifieringen',
  'verification.discrepanciesTitle': '{count, plural, one {# avvikelse} other {# avvikelser}}',
  'verification.discrepanciesHelp': 'Kontrollera pappersformuläret och välj rätt värde för varje item.',
  'verification.column.item': 'Item',
  'verification.column.first': 'Första inmatningen',
  'verification.column.second': 'Andra inmatningen',
  'verification.column.correct': 'Rätt värde',
  'verification.correctValueOf': 'Rätt värde för {item}',
  'verification.useFirst': 'Första: {value}',
  'verification.useSecond': 'Andra: {value}',
  'verification.blank': 'tom',
  'verification.resolve': 'Bekräfta och verifiera',
};
