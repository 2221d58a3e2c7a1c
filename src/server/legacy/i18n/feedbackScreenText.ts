/**
 * The names of the legacy pages feedback may be about (FEEDBACK_SCREENS of
 * src/contract/feedbackScreens.ts) in every language of the platform (spec §9); the SPA's screens
 * carry their own names (src/contract/screen.ts). The contract names the legacy pages in US
 * English only, so the names are keyed here by their US English words: every locale must name
 * every page listed below, and test/server/feedbackLegacyPage.test.ts checks that each listed
 * screen has a name in every locale.
 */
import { SCREENS } from '../../../contract';
import type { Locale } from '../../../domain/locale';

/** The US English name of each screen of FEEDBACK_SCREENS, which identifies it here. */
export type FeedbackScreenName =
  | 'Sign in and password reset'
  | 'Home'
  | 'My account settings'
  | 'Manage accounts'
  | 'Resource library'
  | 'Notifications'
  | 'Help';

/** Each screen's name in one language. */
export type FeedbackScreenNames = Readonly<Record<FeedbackScreenName, string>>;

const EN_US: FeedbackScreenNames = {
  'Sign in and password reset': 'Sign in and password reset',
  Home: 'Home',
  'My account settings': 'My account settings',
  'Manage accounts': 'Manage accounts',
  'Resource library': 'Resource library',
  Notifications: 'Notifications',
  Help: 'Help',
};


const FR_FR: FeedbackScreenNames = {
  'Sign in and password reset': 'Connexion et réinitialisation du mot de passe',
  Home: 'Accueil',
  'My account settings': 'Paramètres de mon compte',
  'Manage accounts': 'Gérer les comptes',
  'Resource library': 'Bibliothèque de ressources',
  Notifications: 'Notifications',
  Help: 'Aide',
};

/** The screens' names by locale. */
export const FEEDBACK_SCREEN_NAMES: Readonly<Record<Locale, FeedbackScreenNames>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    'Sign in and password reset': 'Log ind og nulstilling af adgangskode',
    Home: 'Forside',
    'My account settings': 'Mine kontoindstillinger',
    'Manage accounts': 'Administrer konti',
    'Resource library': 'Ressourcebibliotek',
    Notifications: 'Meddelelser',
    Help: 'Hjælp',
  },
  de_de: {
    'Sign in and password reset': 'Anmeldung und Zurücksetzen des Passworts',
    Home: 'Startseite',
    'My account settings': 'Meine Kontoeinstellungen',
    'Manage accounts': 'Konten verwalten',
    'Resource library': 'Ressourcenbibliothek',
    Notifications: 'Benachrichtigungen',
    Help: 'Hilfe',
  },
  es_es: {
    'Sign in and password reset': 'Inicio de sesión y restablecimiento de la contraseña',
    Home: 'Inicio',
    'My account settings': 'Configuración de mi cuenta',
    'Manage accounts': 'Gestionar cuentas',
    'Resource library': 'Biblioteca de recursos',
    Notifications: 'Notificaciones',
    Help: 'Ayuda',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    'Sign in and password reset': 'Aanmelden en wachtwoord opnieuw instellen',
    Home: 'Start',
    'My account settings': 'Mijn accountinstellingen',
    'Manage accounts': 'Accounts beheren',
    'Resource library': 'Bronnenbibliotheek',
    Notifications: 'Meldingen',
    Help: 'Help',
  },
  nb_no: {
    'Sign in and password reset': 'Innlogging og tilbakestilling av passord',
    Home: 'Startside',
    'My account settings': 'Mine kontoinnstillinger',
    'Manage accounts': 'Administrer kontoer',
    'Resource library': 'Ressursbibliotek',
    Notifications: 'Varsler',
    Help: 'Hjelp',
  },
  sv_se: {
    'Sign in and password reset': 'Inloggning och återställning av lösenord',
    Home: 'Startsida',
    'My account settings': 'Mina kontoinställningar',
    'Manage accounts': 'Hantera konton',
    'Resource library': 'Resursbibliotek',
    Notifications: 'Aviseringar',
    Help: 'Hjälp',
  },
};

/** Whether `name` is one of the screens named here. */
export const isFeedbackScreenName = (name: string): name is FeedbackScreenName => Object.hasOwn(EN_US, name);

/**
 * A listed screen's name in `locale`, found by its US English name: an SPA screen's own name, or
 * a legacy page's from this table; one neither knows keeps its US English name rather than
 * showing nothing.
 */
export function feedbackScreenName(locale: Locale, englishName: string): string {
  const screen = SCREENS.find((candidate) => candidate.name.en_us === englishName);
  if (screen) return screen.name[locale];
  return isFeedbackScreenName(englishName) ? FEEDBACK_SCREEN_NAMES[locale][englishName] : englishName;
}
