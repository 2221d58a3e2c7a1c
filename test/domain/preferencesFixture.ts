import type { UserPreferences } from '../../src/domain/identity';

/** A German user's preferences of spec §3, as the preferences cookie carries them. */
export const GERMAN_PREFERENCES = {
  dateFormat: { dateFormatName: 'dd.MM.yyyy', dateFormatCode: 'dd.MM.yyyy' },
  numberFormat: { numberFormatName: '1.234,56', numberFormatCode: 'de_de', decimalSeparator: ',', groupingSeparator: '.' },
  timeZone: { timeZoneName: 'Berlin', timeZoneCode: 'Europe/Berlin' },
  language: { languageName: 'Deutsch', languageCode: 'de' },
  itemEntryAutoAdvance: false,
  showStartingTips: true,
  showWarningPopup: true,
  defaultExaminerId: 0,
  isInternalUser: false,
} as const satisfies UserPreferences;
