/**
 * The words of the manage-accounts page around its sections (title, the signed-in line, success
 * messages, the roles table, the 403 page) in every language of the platform (spec §9); British
 * and Australian English read the US English ones, Canadian French reads French. The sections
 * have their own tables: manageAccountsUsersText.ts, manageAccountsSettingsText.ts, and the user
 * form manageAccountsUserFormText.ts; the error summary and an expired form speak formPartsText.ts.
 */
import type { Locale } from '../../../domain/locale';

/** What a success message of the page can be about: the `saved` flag of the address a post returns to. */
export const MANAGE_SAVED = ['userCreated', 'userUpdated', 'items', 'deletion', 'deletionWithdrawn'] as const;

/** One of {@link MANAGE_SAVED}. */
export type ManageSaved = (typeof MANAGE_SAVED)[number];

/** Everything the page says outside its sections, and what its pages share. */
export interface ManageAccountsText {
  title: string;
  /** "Signed in as <strong>name</strong>.": the words before and after the name. */
  signedInAs: { before: string; after: string };
  backToPlatform: string;
  home: string;
  saved: Readonly<Record<ManageSaved, string>>;
  skipLink: string;
  /** The 403 page, for a role that manages neither the users nor the settings. */
  notAllowed: string;
  backToHome: string;
  rolesHeading: string;
  rolesIntro: string;
  permission: string;
  yes: string;
  no: string;
}

const EN_US: ManageAccountsText = {
  title: 'Manage accounts',
  signedInAs: { before: 'Signed in as ', after: '.' },
  backToPlatform: 'Back to the platform',
  home: 'Home',
  saved: {
    userCreated: 'The user was created.',
    userUpdated: 'The user was saved.',
    items: 'The account settings were saved.',
    deletion: 'The deletion of this account was requested.',
    deletionWithdrawn: 'The deletion request was withdrawn: the account is kept.',
  },
  skipLink: 'Skip to the main content',
  notAllowed: "Managing accounts is for account administrators: your role does not include managing the account's users or settings.",
  backToHome: 'Back to the home page',
  rolesHeading: 'Roles and permissions',
  rolesIntro: 'What a user of each role may do.',
  permission: 'Permission',
  yes: 'Yes',
  no: 'No',
};

const FR_FR: ManageAccountsText = {
  title: 'Gérer les comptes',
  signedInAs: { before: 'Connecté en tant que ', after: '.' },
  backToPlatform: 'Retour à la plateforme',
  home: 'Accueil',
  saved: {
    userCreated: 'L’utilisateur a été créé.',
    userUpdated: 'L’utilisateur a été enregistré.',
    items: 'Les paramètres du compte ont été enregistrés.',
    deletion: 'La suppression de ce compte a été demandée.',
    deletionWithdrawn: 'La demande de suppression a été retirée : le compte est conservé.',
  },
  skipLink: 'Aller au contenu principal',
  notAllowed: 'La gestion des comptes est réservée aux administrateurs du compte : votre rôle ne comprend pas la gestion des utilisateurs ou des paramètres du compte.',
  backToHome: 'Retour à la page d’accueil',
  rolesHeading: 'Rôles et autorisations',
  rolesIntro: 'Ce que peut faire un utilisateur de chaque rôle.',
  permission: 'Autorisation',
  yes: 'Oui',
  no: 'Non',
};

/** The page's words by locale. */
export const MANAGE_ACCOUNTS_TEXT: Readonly<Record<Locale, ManageAccountsText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    title: 'Administrer konti',
    signedInAs: { before: 'Logget ind som ', after: '.' },
    backToPlatform: 'Tilbage til platformen',
    home: 'Forside',
    saved: {
      userCreated: 'Brugeren er oprettet.',
      userUpdated: 'Brugeren er gemt.',
      items: 'Kontoindstillingerne er gemt.',
      deletion: 'Der er anmodet om sletning af denne konto.',
      deletionWithdrawn: 'Anmodningen om sletning er trukket tilbage: kontoen beholdes.',
    },
    skipLink: 'Gå til hovedindholdet',
    notAllowed: 'Administration af konti er for kontoadministratorer: din rolle omfatter ikke administration af kontoens brugere eller indstillinger.',
    backToHome: 'Tilbage til forsiden',
    rolesHeading: 'Roller og tilladelser',
    rolesIntro: 'Hvad en bruger med hver rolle må.',
    permission: 'Tilladelse',
    yes: 'Ja',
    no: 'Nej',
  },
  de_de: {
    title: 'Konten verwalten',
    signedInAs: { before: 'Angemeldet als ', after: '.' },
    backToPlatform: 'Zurück zur Plattform',
    home: 'Startseite',
    saved: {
      userCreated: 'Der Benutzer wurde angelegt.',
      userUpdated: 'Der Benutzer wurde gespeichert.',
      items: 'Die Kontoeinstellungen wurden gespeichert.',
      deletion: 'Die Löschung dieses Kontos wurde beantragt.',
      deletionWithdrawn: 'Der Löschantrag wurde zurückgezogen: Das Konto bleibt erhalten.',
    },
    skipLink: 'Zum Hauptinhalt springen',
    notAllowed: 'Die Kontenverwaltung ist der Kontoadministration vorbehalten: Ihre Rolle umfasst nicht die Verwaltung der Benutzer oder Einstellungen des Kontos.',
    backToHome: 'Zurück zur Startseite',
    rolesHeading: 'Rollen und Berechtigungen',
    rolesIntro: 'Was ein Benutzer mit der jeweiligen Rolle tun darf.',
    permission: 'Berechtigung',
    yes: 'Ja',
    no: 'Nein',
  },
  es_es: {
    title: 'Gestionar cuentas',
    signedInAs: { before: 'Ha iniciado sesión como ', after: '.' },
    backToPlatform: 'Volver a la plataforma',
    home: 'Inicio',
    saved: {
      userCreated: 'Se ha creado el usuario.',
      userUpdated: 'Se ha guardado el usuario.',
      items: 'Se ha guardado la configuración de la cuenta.',
      deletion: 'Se ha solicitado la eliminación de esta cuenta.',
      deletionWithdrawn: 'Se ha retirado la solicitud de eliminación: la cuenta se conserva.',
    },
    skipLink: 'Ir al contenido principal',
    notAllowed: 'La gestión de cuentas corresponde a los administradores de la cuenta: su rol no incluye gestionar los usuarios ni la configuración de la cuenta.',
    backToHome: 'Volver a la página de inicio',
    rolesHeading: 'Roles y permisos',
    rolesIntro: 'Lo que puede hacer un usuario de cada rol.',
    permission: 'Permiso',
    yes: 'Sí',
    no: 'No',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    title: 'Accounts beheren',
    signedInAs: { before: 'Aangemeld als ', after: '.' },
    backToPlatform: 'Terug naar het platform',
    home: 'Start',
    saved: {
      userCreated: 'De gebruiker is aangemaakt.',
      userUpdated: 'De gebruiker is opgeslagen.',
      items: 'De accountinstellingen zijn opgeslagen.',
      deletion: 'De verwijdering van dit account is aangevraagd.',
      deletionWithdrawn: 'De verwijderingsaanvraag is ingetrokken: het account blijft behouden.',
    },
    skipLink: 'Naar de hoofdinhoud',
    notAllowed: 'Accounts beheren is voor accountbeheerders: uw rol omvat niet het beheer van de gebruikers of instellingen van het account.',
    backToHome: 'Terug naar de startpagina',
    rolesHeading: 'Rollen en rechten',
    rolesIntro: 'Wat een gebruiker met elke rol mag doen.',
    permission: 'Recht',
    yes: 'Ja',
    no: 'Nee',
  },
  nb_no: {
    title: 'Administrer kontoer',
    signedInAs: { before: 'Logget inn som ', after: '.' },
    backToPlatform: 'Tilbake til plattformen',
    home: 'Startside',
    saved: {
      userCreated: 'Brukeren er opprettet.',
      userUpdated: 'Brukeren er lagret.',
      items: 'Kontoinnstillingene er lagret.',
      deletion: 'Det er bedt om sletting av denne kontoen.',
      deletionWithdrawn: 'Forespørselen om sletting er trukket tilbake: kontoen beholdes.',
    },
    skipLink: 'Gå til hovedinnholdet',
    notAllowed: 'Administrasjon av kontoer er for kontoadministratorer: rollen din omfatter ikke administrasjon av kontoens brukere eller innstillinger.',
    backToHome: 'Tilbake til startsiden',
    rolesHeading: 'Roller og tillatelser',
    rolesIntro: 'Hva en bruker med hver rolle har lov til.',
    permission: 'Tillatelse',
    yes: 'Ja',
    no: 'Nei',
  },
  sv_se: {
    title: 'Hantera konton',
    signedInAs: { before: 'Inloggad som ', after: '.' },
    backToPlatform: 'Tillbaka till plattformen',
    home: 'Startsida',
    saved: {
      userCreated: 'Användaren har skapats.',
      userUpdated: 'Användaren har sparats.',
      items: 'Kontoinställningarna har sparats.',
      deletion: 'Radering av det här kontot har begärts.',
      deletionWithdrawn: 'Begäran om radering har återkallats: kontot behålls.',
    },
    skipLink: 'Hoppa till huvudinnehållet',
    notAllowed: 'Att hantera konton är till för kontoadministratörer: din roll omfattar inte hantering av kontots användare eller inställningar.',
    backToHome: 'Tillbaka till startsidan',
    rolesHeading: 'Roller och behörigheter',
    rolesIntro: 'Vad en användare med varje roll får göra.',
    permission: 'Behörighet',
    yes: 'Ja',
    no: 'Nej',
  },
};
