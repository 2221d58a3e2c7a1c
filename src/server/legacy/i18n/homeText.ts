/**
 * The words of the legacy home page in every language of the platform (spec §9); British and
 * Australian English read the US English ones, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';

/** The legacy pages the home page links to, by key (see homeLinks.ts); the platform's screens name themselves (src/contract/screen.ts). */
export type HomeLinkKey =
  | 'myAccountSettings'
  | 'manageAccounts'
  | 'resourceLibrary'
  | 'notifications'
  | 'feedback'
  | 'help';

/** Everything the home page says. */
export interface HomeText {
  title: string;
  signedInAs: (name: string) => string;
  platform: string;
  account: string;
  signOut: string;
  skipLink: string;
  links: Readonly<Record<HomeLinkKey, string>>;
}

const EN_US: HomeText = {
  title: 'Home',
  signedInAs: (name) => `Signed in as ${name}.`,
  platform: 'Assessment platform',
  account: 'Your account',
  signOut: 'Sign out',
  skipLink: 'Skip to the main content',
  links: {
    myAccountSettings: 'My account settings',
    manageAccounts: 'Manage accounts',
    resourceLibrary: 'Resource library',
    notifications: 'Notifications',
    feedback: 'Feedback',
    help: 'Help',
  },
};

const FR_FR: HomeText = {
  title: 'Accueil',
  signedInAs: (name) => `Connecté en tant que ${name}.`,
  platform: 'Plateforme d’évaluation',
  account: 'Votre compte',
  signOut: 'Se déconnecter',
  skipLink: 'Aller au contenu principal',
  links: {
    myAccountSettings: 'Paramètres de mon compte',
    manageAccounts: 'Gérer les comptes',
    resourceLibrary: 'Bibliothèque de ressources',
    notifications: 'Notifications',
    feedback: 'Commentaires',
    help: 'Aide',
  },
};

/** The home page's words by locale. */
export const HOME_TEXT: Readonly<Record<Locale, HomeText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    title: 'Forside',
    signedInAs: (name) => `Logget ind som ${name}.`,
    platform: 'Testplatform',
    account: 'Din konto',
    signOut: 'Log ud',
    skipLink: 'Gå til hovedindholdet',
    links: {
      myAccountSettings: 'Indstillinger for min konto',
      manageAccounts: 'Administrer konti',
      resourceLibrary: 'Ressourcebibliotek',
      notifications: 'Meddelelser',
      feedback: 'Tilbagemelding',
      help: 'Hjælp',
    },
  },
  de_de: {
    title: 'Startseite',
    signedInAs: (name) => `Angemeldet als ${name}.`,
    platform: 'Testplattform',
    account: 'Ihr Konto',
    signOut: 'Abmelden',
    skipLink: 'Zum Hauptinhalt springen',
    links: {
      myAccountSettings: 'Meine Kontoeinstellungen',
      manageAccounts: 'Konten verwalten',
      resourceLibrary: 'Ressourcenbibliothek',
      notifications: 'Benachrichtigungen',
      feedback: 'Rückmeldung',
      help: 'Hilfe',
    },
  },
  es_es: {
    title: 'Inicio',
    signedInAs: (name) => `Ha iniciado sesión como ${name}.`,
    platform: 'Plataforma de evaluación',
    account: 'Su cuenta',
    signOut: 'Cerrar sesión',
    skipLink: 'Ir al contenido principal',
    links: {
      myAccountSettings: 'Configuración de mi cuenta',
      manageAccounts: 'Gestionar cuentas',
      resourceLibrary: 'Biblioteca de recursos',
      notifications: 'Notificaciones',
      feedback: 'Comentarios',
      help: 'Ayuda',
    },
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    title: 'Start',
    signedInAs: (name) => `Aangemeld als ${name}.`,
    platform: 'Testplatform',
    account: 'Uw account',
    signOut: 'Afmelden',
    skipLink: 'Naar de hoofdinhoud',
    links: {
      myAccountSettings: 'Mijn accountinstellingen',
      manageAccounts: 'Accounts beheren',
      resourceLibrary: 'Bronnenbibliotheek',
      notifications: 'Meldingen',
      feedback: 'Feedback geven',
      help: 'Help',
    },
  },
  nb_no: {
    title: 'Startside',
    signedInAs: (name) => `Logget inn som ${name}.`,
    platform: 'Testplattform',
    account: 'Kontoen din',
    signOut: 'Logg ut',
    skipLink: 'Gå til hovedinnholdet',
    links: {
      myAccountSettings: 'Innstillinger for kontoen min',
      manageAccounts: 'Administrer kontoer',
      resourceLibrary: 'Ressursbibliotek',
      notifications: 'Varsler',
      feedback: 'Tilbakemelding',
      help: 'Hjelp',
    },
  },
  sv_se: {
    title: 'Start',
    signedInAs: (name) => `Inloggad som ${name}.`,
    platform: 'Testplattform',
    account: 'Ditt konto',
    signOut: 'Logga ut',
    skipLink: 'Hoppa till huvudinnehållet',
    links: {
      myAccountSettings: 'Inställningar för mitt konto',
      manageAccounts: 'Hantera konton',
      resourceLibrary: 'Resursbibliotek',
      notifications: 'Aviseringar',
      feedback: 'Återkoppling',
      help: 'Hjälp',
    },
  },
};
