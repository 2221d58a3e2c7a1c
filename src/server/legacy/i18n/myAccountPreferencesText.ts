/**
 * The words of the preferences form of the "my account settings" page in every language of the
 * platform (spec §9), with the refusals the form can meet: the US English ones are the messages of
 * preferencesUpdateSchema (src/domain/preferences.ts) and updateSelfPreferences word for word, so
 * the page recognises them and shows them in the user's language. British and Australian English
 * read the US English ones, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';
import { translateKnown } from './knownMessage';

/** The refusals of the preferences a form of selects can meet (a stale page, or a hand-made post). */
export interface PreferencesErrorText {
  numberFormatRequired: string;
  languageRequired: string;
  languageUnsupported: string;
  dateFormatRequired: string;
  dateFormatInvalid: string;
  timeZoneRequired: string;
  timeZoneUnknown: string;
  examinerRequired: string;
  examinerNotInAccount: string;
}

/** Everything the preferences form says. */
export interface MyAccountPreferencesText {
  legend: string;
  language: string;
  dateFormat: string;
  numberFormat: string;
  timeZone: string;
  defaultExaminer: string;
  noDefaultExaminer: string;
  itemEntryAutoAdvance: string;
  showStartingTips: string;
  showWarningPopup: string;
  submit: string;
  errors: Readonly<PreferencesErrorText>;
}

const EN_US: MyAccountPreferencesText = {
  legend: 'Preferences',
  language: 'Language',
  dateFormat: 'Date format',
  numberFormat: 'Number format',
  timeZone: 'Time zone',
  defaultExaminer: 'Default examiner',
  noDefaultExaminer: 'No default examiner',
  itemEntryAutoAdvance: 'Move to the next item after an answer is entered',
  showStartingTips: 'Show starting tips',
  showWarningPopup: 'Warn before the session times out',
  submit: 'Save the preferences',
  errors: {
    numberFormatRequired: 'Choose a number format.',
    languageRequired: 'Choose a language.',
    languageUnsupported: 'Choose one of the supported languages.',
    dateFormatRequired: 'Choose a date format.',
    dateFormatInvalid: 'Use yyyy or yy, MMM, MM or M, dd or d and the separators / . - , or space.',
    timeZoneRequired: 'Choose a time zone.',
    timeZoneUnknown: 'Choose a known time zone (for example Europe/Berlin).',
    examinerRequired: 'Choose an examiner.',
    examinerNotInAccount: 'Choose an examiner of your account.',
  },
};

const FR_FR: MyAccountPreferencesText = {
  legend: 'Préférences',
  language: 'Langue',
  dateFormat: 'Format de date',
  numberFormat: 'Format des nombres',
  timeZone: 'Fuseau horaire',
  defaultExaminer: 'Examinateur par défaut',
  noDefaultExaminer: 'Aucun examinateur par défaut',
  itemEntryAutoAdvance: 'Passer à l’item suivant après la saisie d’une réponse',
  showStartingTips: 'Afficher les conseils de démarrage',
  showWarningPopup: 'Avertir avant l’expiration de la session',
  submit: 'Enregistrer les préférences',
  errors: {
    numberFormatRequired: 'Choisissez un format des nombres.',
    languageRequired: 'Choisissez une langue.',
    languageUnsupported: 'Choisissez l’une des langues proposées.',
    dateFormatRequired: 'Choisissez un format de date.',
    dateFormatInvalid: 'Utilisez yyyy ou yy, MMM, MM ou M, dd ou d et les séparateurs / . - , ou espace.',
    timeZoneRequired: 'Choisissez un fuseau horaire.',
    timeZoneUnknown: 'Choisissez un fuseau horaire connu (par exemple Europe/Berlin).',
    examinerRequired: 'Choisissez un examinateur.',
    examinerNotInAccount: 'Choisissez un examinateur de votre compte.',
  },
};

/** The preferences form's words by locale. */
export const MY_ACCOUNT_PREFERENCES_TEXT: Readonly<Record<Locale, MyAccountPreferencesText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    legend: 'Præferencer',
    language: 'Sprog',
    dateFormat: 'Datoformat',
    numberFormat: 'Talformat',
    timeZone: 'Tidszone',
    defaultExaminer: 'Standardtestleder',
    noDefaultExaminer: 'Ingen standardtestleder',
    itemEntryAutoAdvance: 'Gå videre til næste item, når et svar er indtastet',
    showStartingTips: 'Vis tips til at komme i gang',
    showWarningPopup: 'Advar, før sessionen udløber',
    submit: 'Gem præferencerne',
    errors: {
      numberFormatRequired: 'Vælg et talformat.',
      languageRequired: 'Vælg et sprog.',
      languageUnsupported: 'Vælg et af de understøttede sprog.',
      dateFormatRequired: 'Vælg et datoformat.',
      dateFormatInvalid: 'Brug yyyy eller yy, MMM, MM eller M, dd eller d og skilletegnene / . - , eller mellemrum.',
      timeZoneRequired: 'Vælg en tidszone.',
      timeZoneUnknown: 'Vælg en kendt tidszone (for eksempel Europe/Berlin).',
      examinerRequired: 'Vælg en testleder.',
      examinerNotInAccount: 'Vælg en testleder fra din konto.',
    },
  },
  de_de: {
    legend: 'Einstellungen',
    language: 'Sprache',
    dateFormat: 'Datumsformat',
    numberFormat: 'Zahlenformat',
    timeZone: 'Zeitzone',
    defaultExaminer: 'Standard-Testleitung',
    noDefaultExaminer: 'Keine Standard-Testleitung',
    itemEntryAutoAdvance: 'Nach der Eingabe einer Antwort zum nächsten Item wechseln',
    showStartingTips: 'Tipps für den Einstieg anzeigen',
    showWarningPopup: 'Vor Ablauf der Sitzung warnen',
    submit: 'Einstellungen speichern',
    errors: {
      numberFormatRequired: 'Wählen Sie ein Zahlenformat.',
      languageRequired: 'Wählen Sie eine Sprache.',
      languageUnsupported: 'Wählen Sie eine der unterstützten Sprachen.',
      dateFormatRequired: 'Wählen Sie ein Datumsformat.',
      dateFormatInvalid: 'Verwenden Sie yyyy oder yy, MMM, MM oder M, dd oder d und die Trennzeichen / . - , oder Leerzeichen.',
      timeZoneRequired: 'Wählen Sie eine Zeitzone.',
      timeZoneUnknown: 'Wählen Sie eine bekannte Zeitzone (zum Beispiel Europe/Berlin).',
      examinerRequired: 'Wählen Sie eine Testleitung.',
      examinerNotInAccount: 'Wählen Sie eine Testleitung Ihres Kontos.',
    },
  },
  es_es: {
    legend: 'Preferencias',
    language: 'Idioma',
    dateFormat: 'Formato de fecha',
    numberFormat: 'Formato de número',
    timeZone: 'Zona horaria',
    defaultExaminer: 'Examinador predeterminado',
    noDefaultExaminer: 'Sin examinador predeterminado',
    itemEntryAutoAdvance: 'Pasar al siguiente ítem después de introducir una respuesta',
    showStartingTips: 'Mostrar consejos para empezar',
    showWarningPopup: 'Avisar antes de que caduque la sesión',
    submit: 'Guardar las preferencias',
    errors: {
      numberFormatRequired: 'Elija un formato de número.',
      languageRequired: 'Elija un idioma.',
      languageUnsupported: 'Elija uno de los idiomas disponibles.',
      dateFormatRequired: 'Elija un formato de fecha.',
      dateFormatInvalid: 'Use yyyy o yy, MMM, MM o M, dd o d y los separadores / . - , o espacio.',
      timeZoneRequired: 'Elija una zona horaria.',
      timeZoneUnknown: 'Elija una zona horaria conocida (por ejemplo, Europe/Berlin).',
      examinerRequired: 'Elija un examinador.',
      examinerNotInAccount: 'Elija un examinador de su cuenta.',
    },
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    legend: 'Voorkeuren',
    language: 'Taal',
    dateFormat: 'Datumnotatie',
    numberFormat: 'Getalnotatie',
    timeZone: 'Tijdzone',
    defaultExaminer: 'Standaardtestleider',
    noDefaultExaminer: 'Geen standaardtestleider',
    itemEntryAutoAdvance: 'Naar het volgende item gaan nadat een antwoord is ingevoerd',
    showStartingTips: 'Starttips tonen',
    showWarningPopup: 'Waarschuwen voordat de sessie verloopt',
    submit: 'Voorkeuren opslaan',
    errors: {
      numberFormatRequired: 'Kies een getalnotatie.',
      languageRequired: 'Kies een taal.',
      languageUnsupported: 'Kies een van de ondersteunde talen.',
      dateFormatRequired: 'Kies een datumnotatie.',
      dateFormatInvalid: 'Gebruik yyyy of yy, MMM, MM of M, dd of d en de scheidingstekens / . - , of spatie.',
      timeZoneRequired: 'Kies een tijdzone.',
      timeZoneUnknown: 'Kies een bekende tijdzone (bijvoorbeeld Europe/Berlin).',
      examinerRequired: 'Kies een testleider.',
      examinerNotInAccount: 'Kies een testleider uit uw account.',
    },
  },
  nb_no: {
    legend: 'Innstillinger',
    language: 'Språk',
    dateFormat: 'Datoformat',
    numberFormat: 'Tallformat',
    timeZone: 'Tidssone',
    defaultExaminer: 'Standard testleder',
    noDefaultExaminer: 'Ingen standard testleder',
    itemEntryAutoAdvance: 'Gå til neste ledd når et svar er registrert',
    showStartingTips: 'Vis tips for å komme i gang',
    showWarningPopup: 'Varsle før økten utløper',
    submit: 'Lagre innstillingene',
    errors: {
      numberFormatRequired: 'Velg et tallformat.',
      languageRequired: 'Velg et språk.',
      languageUnsupported: 'Velg et av de støttede språkene.',
      dateFormatRequired: 'Velg et datoformat.',
      dateFormatInvalid: 'Bruk yyyy eller yy, MMM, MM eller M, dd eller d og skilletegnene / . - , eller mellomrom.',
      timeZoneRequired: 'Velg en tidssone.',
      timeZoneUnknown: 'Velg en kjent tidssone (for eksempel Europe/Berlin).',
      examinerRequired: 'Velg en testleder.',
      examinerNotInAccount: 'Velg en testleder fra kontoen din.',
    },
  },
  sv_se: {
    legend: 'Inställningar',
    language: 'Språk',
    dateFormat: 'Datumformat',
    numberFormat: 'Talformat',
    timeZone: 'Tidszon',
    defaultExaminer: 'Standardtestledare',
    noDefaultExaminer: 'Ingen standardtestledare',
    itemEntryAutoAdvance: 'Gå till nästa uppgift när ett svar har matats in',
    showStartingTips: 'Visa tips för att komma igång',
    showWarningPopup: 'Varna innan sessionen går ut',
    submit: 'Spara inställningarna',
    errors: {
      numberFormatRequired: 'Välj ett talformat.',
      languageRequired: 'Välj ett språk.',
      languageUnsupported: 'Välj ett av de språk som stöds.',
      dateFormatRequired: 'Välj ett datumformat.',
      dateFormatInvalid: 'Använd yyyy eller yy, MMM, MM eller M, dd eller d och avgränsarna / . - , eller mellanslag.',
      timeZoneRequired: 'Välj en tidszon.',
      timeZoneUnknown: 'Välj en känd tidszon (till exempel Europe/Berlin).',
      examinerRequired: 'Välj en testledare.',
      examinerNotInAccount: 'Välj en testledare i ditt konto.',
    },
  },
};

/** A refusal of the preferences rule or service (its US English message) in `locale`; any other message as it came. */
export const preferencesErrorText = (locale: Locale, message: string): string => translateKnown(EN_US.errors, MY_ACCOUNT_PREFERENCES_TEXT[locale].errors, message);
