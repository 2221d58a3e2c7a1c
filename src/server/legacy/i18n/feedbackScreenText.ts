/**
 * The names of the screens feedback may be about (FEEDBACK_SCREENS of
 * src/contract/services/feedback.ts) in every language of the platform (spec §9). The contract
 * names them in US English only, and its list is typed loosely (any string), so the names are
 * keyed here by their US English words: every locale must name every screen listed below, and
 * test/server/feedbackLegacyPage.test.ts checks that the list matches the contract's.
 */
import type { Locale } from '../../../domain/locale';

/** The US English name of each screen of FEEDBACK_SCREENS, which identifies it here. */
export type FeedbackScreenName =
  | 'Examinee list'
  | 'New examinee'
  | 'Examinee details and history'
  | 'Assessment list, batch and group reports'
  | 'Item entry, scores and reports'
  | 'Item entry verification'
  | 'Deleted assessments'
  | 'Licenses and usage'
  | 'E-mail templates'
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
  'Examinee list': 'Examinee list',
  'New examinee': 'New examinee',
  'Examinee details and history': 'Examinee details and history',
  'Assessment list, batch and group reports': 'Assessment list, batch and group reports',
  'Item entry, scores and reports': 'Item entry, scores and reports',
  'Item entry verification': 'Item entry verification',
  'Deleted assessments': 'Deleted assessments',
  'Licenses and usage': 'Licenses and usage',
  'E-mail templates': 'E-mail templates',
  'Sign in and password reset': 'Sign in and password reset',
  Home: 'Home',
  'My account settings': 'My account settings',
  'Manage accounts': 'Manage accounts',
  'Resource library': 'Resource library',
  Notifications: 'Notifications',
  Help: 'Help',
};

/** British spelling, as the SPA's British and Australian catalogues write it. */
const EN_GB: FeedbackScreenNames = { ...EN_US, 'Licenses and usage': 'Licences and usage' };

const FR_FR: FeedbackScreenNames = {
  'Examinee list': 'Liste des personnes évaluées',
  'New examinee': 'Nouvelle personne évaluée',
  'Examinee details and history': 'Fiche et historique de la personne évaluée',
  'Assessment list, batch and group reports': 'Liste des évaluations, lots de rapports et rapports de groupe',
  'Item entry, scores and reports': 'Saisie des items, scores et rapports',
  'Item entry verification': 'Vérification de la saisie',
  'Deleted assessments': 'Évaluations supprimées',
  'Licenses and usage': 'Licences et utilisation',
  'E-mail templates': 'Modèles d’e-mail',
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
  en_gb: EN_GB,
  en_au: EN_GB,
  da_dk: {
    'Examinee list': 'Liste over testpersoner',
    'New examinee': 'Ny testperson',
    'Examinee details and history': 'Testpersonens oplysninger og historik',
    'Assessment list, batch and group reports': 'Liste over testninger, rapportkørsler og grupperapporter',
    'Item entry, scores and reports': 'Indtastning af items, scorer og rapporter',
    'Item entry verification': 'Verificering af indtastning',
    'Deleted assessments': 'Slettede testninger',
    'Licenses and usage': 'Licenser og forbrug',
    'E-mail templates': 'E-mailskabeloner',
    'Sign in and password reset': 'Log ind og nulstilling af adgangskode',
    Home: 'Forside',
    'My account settings': 'Mine kontoindstillinger',
    'Manage accounts': 'Administrer konti',
    'Resource library': 'Ressourcebibliotek',
    Notifications: 'Meddelelser',
    Help: 'Hjælp',
  },
  de_de: {
    'Examinee list': 'Liste der Testpersonen',
    'New examinee': 'Neue Testperson',
    'Examinee details and history': 'Angaben und Verlauf der Testperson',
    'Assessment list, batch and group reports': 'Liste der Testungen, Berichtsaufträge und Gruppenberichte',
    'Item entry, scores and reports': 'Item-Eingabe, Werte und Berichte',
    'Item entry verification': 'Verifizierung der Eingabe',
    'Deleted assessments': 'Gelöschte Testungen',
    'Licenses and usage': 'Lizenzen und Nutzung',
    'E-mail templates': 'E-Mail-Vorlagen',
    'Sign in and password reset': 'Anmeldung und Zurücksetzen des Passworts',
    Home: 'Startseite',
    'My account settings': 'Meine Kontoeinstellungen',
    'Manage accounts': 'Konten verwalten',
    'Resource library': 'Ressourcenbibliothek',
    Notifications: 'Benachrichtigungen',
    Help: 'Hilfe',
  },
  es_es: {
    'Examinee list': 'Lista de personas evaluadas',
    'New examinee': 'Nueva persona evaluada',
    'Examinee details and history': 'Datos e historial de la persona evaluada',
    'Assessment list, batch and group reports': 'Lista de evaluaciones, lotes de informes e informes de grupo',
    'Item entry, scores and reports': 'Introducción de ítems, puntuaciones e informes',
    'Item entry verification': 'Verificación de la introducción',
    'Deleted assessments': 'Evaluaciones eliminadas',
    'Licenses and usage': 'Licencias y uso',
    'E-mail templates': 'Plantillas de correo',
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
    'Examinee list': 'Lijst met testpersonen',
    'New examinee': 'Nieuwe testpersoon',
    'Examinee details and history': 'Gegevens en geschiedenis van de testpersoon',
    'Assessment list, batch and group reports': 'Lijst met afnames, rapportreeksen en groepsrapporten',
    'Item entry, scores and reports': 'Items invoeren, scores en rapporten',
    'Item entry verification': 'Verificatie van de invoer',
    'Deleted assessments': 'Verwijderde afnames',
    'Licenses and usage': 'Licenties en gebruik',
    'E-mail templates': 'E-mailsjablonen',
    'Sign in and password reset': 'Aanmelden en wachtwoord opnieuw instellen',
    Home: 'Start',
    'My account settings': 'Mijn accountinstellingen',
    'Manage accounts': 'Accounts beheren',
    'Resource library': 'Bronnenbibliotheek',
    Notifications: 'Meldingen',
    Help: 'Help',
  },
  nb_no: {
    'Examinee list': 'Liste over testpersoner',
    'New examinee': 'Ny testperson',
    'Examinee details and history': 'Opplysninger og historikk for testpersonen',
    'Assessment list, batch and group reports': 'Liste over testinger, rapportkjøringer og grupperapporter',
    'Item entry, scores and reports': 'Registrering av ledd, skårer og rapporter',
    'Item entry verification': 'Verifisering av registrering',
    'Deleted assessments': 'Slettede testinger',
    'Licenses and usage': 'Lisenser og bruk',
    'E-mail templates': 'E-postmaler',
    'Sign in and password reset': 'Innlogging og tilbakestilling av passord',
    Home: 'Startside',
    'My account settings': 'Mine kontoinnstillinger',
    'Manage accounts': 'Administrer kontoer',
    'Resource library': 'Ressursbibliotek',
    Notifications: 'Varsler',
    Help: 'Hjelp',
  },
  sv_se: {
    'Examinee list': 'Lista över testpersoner',
    'New examinee': 'Ny testperson',
    'Examinee details and history': 'Testpersonens uppgifter och historik',
    'Assessment list, batch and group reports': 'Lista över testningar, rapportkörningar och grupprapporter',
    'Item entry, scores and reports': 'Inmatning av uppgifter, poäng och rapporter',
    'Item entry verification': 'Verifiering av inmatning',
    'Deleted assessments': 'Borttagna testningar',
    'Licenses and usage': 'Licenser och användning',
    'E-mail templates': 'E-postmallar',
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
 * A listed screen's name in `locale`, found by its US English name; a screen the contract lists
 * but this table does not yet know keeps its US English name rather than showing nothing.
 */
export const feedbackScreenName = (locale: Locale, englishName: string): string => (isFeedbackScreenName(englishName) ? FEEDBACK_SCREEN_NAMES[locale][englishName] : englishName);
