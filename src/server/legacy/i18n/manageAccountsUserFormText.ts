/**
 * The words of the manage-accounts "new user" and "edit user" pages and of their "user not found"
 * page in every language of the platform (spec §9); British and Australian English read the US
 * English ones, Canadian French reads French with Quebec's "courriel" and "nom de famille".
 */
import type { Locale } from '../../../domain/locale';
import { PERSON_FIELD_TEXT, type PersonFieldText } from './personFieldsText';

/** Everything the user form and its not-found page say. */
export interface ManageAccountsUserFormText extends PersonFieldText {
  newUser: string;
  editUser: string;
  backToManageAccounts: string;
  signIn: string;
  userName: string;
  /** The hint above the initial password, with the password rule's minimum length. */
  passwordHint: (minLength: number) => string;
  password: string;
  /** The label of the administrator's own current password (re-authentication before a sensitive change). */
  yourCurrentPassword: string;
  /** The hint beside it: when it is needed. */
  currentPasswordHint: string;
  nameAndContact: string;
  roleAndState: string;
  role: string;
  whatEachRoleMayDo: string;
  examiner: string;
  active: string;
  create: string;
  save: string;
  notFoundTitle: string;
  /** The page's message for a user id that is not one of the account's users. */
  notFound: string;
}

const EN_US: ManageAccountsUserFormText = {
  newUser: 'New user',
  editUser: 'Edit user',
  backToManageAccounts: 'Back to manage accounts',
  signIn: 'Sign-in',
  userName: 'User name',
  passwordHint: (min) => `At least ${min} characters, not the user name. Give it to the user, who can change it in their account settings.`,
  password: 'Initial password',
  yourCurrentPassword: 'Your current password',
  currentPasswordHint: 'To confirm that it is you, enter your own password when you create a user or change a user’s role or e-mail address.',
  nameAndContact: 'Name and contact',
  ...PERSON_FIELD_TEXT.en_us,
  roleAndState: 'Role and state',
  role: 'Role',
  whatEachRoleMayDo: 'What each role may do',
  examiner: 'May be named the examiner of an assessment',
  active: 'Active (an inactive user cannot sign in)',
  create: 'Create the user',
  save: 'Save the user',
  notFoundTitle: 'User not found',
  notFound: 'This user does not exist in your account.',
};

const FR_FR: ManageAccountsUserFormText = {
  newUser: 'Nouvel utilisateur',
  editUser: 'Modifier l’utilisateur',
  backToManageAccounts: 'Retour à la gestion des comptes',
  signIn: 'Connexion',
  userName: 'Nom d’utilisateur',
  passwordHint: (min) =>
    `Au moins ${min} caractères, différent du nom d’utilisateur. Communiquez-le à l’utilisateur, qui pourra le modifier dans les paramètres de son compte.`,
  password: 'Mot de passe initial',
  yourCurrentPassword: 'Votre mot de passe actuel',
  currentPasswordHint: 'Pour confirmer qu’il s’agit bien de vous, saisissez votre propre mot de passe lorsque vous créez un utilisateur ou modifiez le rôle ou l’adresse e-mail d’un utilisateur.',
  nameAndContact: 'Nom et coordonnées',
  ...PERSON_FIELD_TEXT.fr_fr,
  roleAndState: 'Rôle et état',
  role: 'Rôle',
  whatEachRoleMayDo: 'Ce que chaque rôle peut faire',
  examiner: 'Peut être désigné comme examinateur d’une évaluation',
  active: 'Actif (un utilisateur inactif ne peut pas se connecter)',
  create: 'Créer l’utilisateur',
  save: 'Enregistrer l’utilisateur',
  notFoundTitle: 'Utilisateur introuvable',
  notFound: 'Cet utilisateur n’existe pas dans votre compte.',
};

/** The user form's words by locale. */
export const MANAGE_ACCOUNTS_USER_FORM_TEXT: Readonly<Record<Locale, ManageAccountsUserFormText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    newUser: 'Ny bruger',
    editUser: 'Rediger bruger',
    backToManageAccounts: 'Tilbage til administration af konti',
    signIn: 'Login',
    userName: 'Brugernavn',
    passwordHint: (min) => `Mindst ${min} tegn og ikke brugernavnet. Giv den til brugeren, som kan ændre den i sine kontoindstillinger.`,
    password: 'Startadgangskode',
    yourCurrentPassword: 'Din nuværende adgangskode',
    currentPasswordHint: 'Angiv din egen adgangskode for at bekræfte, at det er dig, når du opretter en bruger eller ændrer en brugers rolle eller e-mailadresse.',
    nameAndContact: 'Navn og kontaktoplysninger',
    ...PERSON_FIELD_TEXT.da_dk,
    roleAndState: 'Rolle og status',
    role: 'Rolle',
    whatEachRoleMayDo: 'Hvad hver rolle må',
    examiner: 'Kan angives som testleder for en testning',
    active: 'Aktiv (en inaktiv bruger kan ikke logge ind)',
    create: 'Opret brugeren',
    save: 'Gem brugeren',
    notFoundTitle: 'Brugeren blev ikke fundet',
    notFound: 'Denne bruger findes ikke på din konto.',
  },
  de_de: {
    newUser: 'Neuer Benutzer',
    editUser: 'Benutzer bearbeiten',
    backToManageAccounts: 'Zurück zur Kontenverwaltung',
    signIn: 'Anmeldung',
    userName: 'Benutzername',
    passwordHint: (min) => `Mindestens ${min} Zeichen, nicht der Benutzername. Geben Sie es dem Benutzer, der es in seinen Kontoeinstellungen ändern kann.`,
    password: 'Anfangspasswort',
    yourCurrentPassword: 'Ihr aktuelles Passwort',
    currentPasswordHint: 'Geben Sie zur Bestätigung Ihr eigenes Passwort ein, wenn Sie einen Benutzer anlegen oder die Rolle oder E-Mail-Adresse eines Benutzers ändern.',
    nameAndContact: 'Name und Kontakt',
    ...PERSON_FIELD_TEXT.de_de,
    roleAndState: 'Rolle und Status',
    role: 'Rolle',
    whatEachRoleMayDo: 'Was jede Rolle tun darf',
    examiner: 'Darf als Testleitung einer Testung angegeben werden',
    active: 'Aktiv (ein inaktiver Benutzer kann sich nicht anmelden)',
    create: 'Benutzer anlegen',
    save: 'Benutzer speichern',
    notFoundTitle: 'Benutzer nicht gefunden',
    notFound: 'Dieser Benutzer existiert in Ihrem Konto nicht.',
  },
  es_es: {
    newUser: 'Nuevo usuario',
    editUser: 'Editar usuario',
    backToManageAccounts: 'Volver a la gestión de cuentas',
    signIn: 'Inicio de sesión',
    userName: 'Nombre de usuario',
    passwordHint: (min) => `Al menos ${min} caracteres y distinta del nombre de usuario. Entréguesela al usuario, que puede cambiarla en la configuración de su cuenta.`,
    password: 'Contraseña inicial',
    yourCurrentPassword: 'Su contraseña actual',
    currentPasswordHint: 'Para confirmar que es usted, introduzca su propia contraseña al crear un usuario o al cambiar el rol o el correo electrónico de un usuario.',
    nameAndContact: 'Nombre y contacto',
    ...PERSON_FIELD_TEXT.es_es,
    roleAndState: 'Rol y estado',
    role: 'Rol',
    whatEachRoleMayDo: 'Qué puede hacer cada rol',
    examiner: 'Puede figurar como examinador de una evaluación',
    active: 'Activo (un usuario inactivo no puede iniciar sesión)',
    create: 'Crear el usuario',
    save: 'Guardar el usuario',
    notFoundTitle: 'Usuario no encontrado',
    notFound: 'Este usuario no existe en su cuenta.',
  },
  fr_fr: FR_FR,
  fr_ca: {
    ...FR_FR,
    ...PERSON_FIELD_TEXT.fr_ca,
    currentPasswordHint:
      'Pour confirmer qu’il s’agit bien de vous, saisissez votre propre mot de passe lorsque vous créez un utilisateur ou modifiez le rôle ou le courriel d’un utilisateur.',
  },
  nl_nl: {
    newUser: 'Nieuwe gebruiker',
    editUser: 'Gebruiker bewerken',
    backToManageAccounts: 'Terug naar accountbeheer',
    signIn: 'Aanmelden',
    userName: 'Gebruikersnaam',
    passwordHint: (min) => `Minimaal ${min} tekens en niet de gebruikersnaam. Geef het aan de gebruiker, die het in de eigen accountinstellingen kan wijzigen.`,
    password: 'Beginwachtwoord',
    yourCurrentPassword: 'Uw huidige wachtwoord',
    currentPasswordHint: 'Vul ter bevestiging uw eigen wachtwoord in wanneer u een gebruiker aanmaakt of de rol of het e-mailadres van een gebruiker wijzigt.',
    nameAndContact: 'Naam en contactgegevens',
    ...PERSON_FIELD_TEXT.nl_nl,
    roleAndState: 'Rol en status',
    role: 'Rol',
    whatEachRoleMayDo: 'Wat elke rol mag doen',
    examiner: 'Mag als testleider van een afname worden vermeld',
    active: 'Actief (een inactieve gebruiker kan zich niet aanmelden)',
    create: 'Gebruiker aanmaken',
    save: 'Gebruiker opslaan',
    notFoundTitle: 'Gebruiker niet gevonden',
    notFound: 'Deze gebruiker bestaat niet in uw account.',
  },
  nb_no: {
    newUser: 'Ny bruker',
    editUser: 'Rediger bruker',
    backToManageAccounts: 'Tilbake til administrasjon av kontoer',
    signIn: 'Innlogging',
    userName: 'Brukernavn',
    passwordHint: (min) => `Minst ${min} tegn, ikke brukernavnet. Gi det til brukeren, som kan endre det i kontoinnstillingene sine.`,
    password: 'Startpassord',
    yourCurrentPassword: 'Ditt nåværende passord',
    currentPasswordHint: 'Skriv inn ditt eget passord for å bekrefte at det er deg, når du oppretter en bruker eller endrer rollen eller e-postadressen til en bruker.',
    nameAndContact: 'Navn og kontaktinformasjon',
    ...PERSON_FIELD_TEXT.nb_no,
    roleAndState: 'Rolle og status',
    role: 'Rolle',
    whatEachRoleMayDo: 'Hva hver rolle har lov til',
    examiner: 'Kan oppgis som testleder for en testing',
    active: 'Aktiv (en inaktiv bruker kan ikke logge inn)',
    create: 'Opprett brukeren',
    save: 'Lagre brukeren',
    notFoundTitle: 'Fant ikke brukeren',
    notFound: 'Denne brukeren finnes ikke på kontoen din.',
  },
  sv_se: {
    newUser: 'Ny användare',
    editUser: 'Redigera användare',
    backToManageAccounts: 'Tillbaka till Hantera konton',
    signIn: 'Inloggning',
    userName: 'Användarnamn',
    passwordHint: (min) => `Minst ${min} tecken, inte användarnamnet. Ge det till användaren, som kan ändra det i sina kontoinställningar.`,
    password: 'Startlösenord',
    yourCurrentPassword: 'Ditt nuvarande lösenord',
    currentPasswordHint: 'Ange ditt eget lösenord för att bekräfta att det är du när du skapar en användare eller ändrar en användares roll eller e-postadress.',
    nameAndContact: 'Namn och kontaktuppgifter',
    ...PERSON_FIELD_TEXT.sv_se,
    roleAndState: 'Roll och status',
    role: 'Roll',
    whatEachRoleMayDo: 'Vad varje roll får göra',
    examiner: 'Kan anges som testledare för en testning',
    active: 'Aktiv (en inaktiv användare kan inte logga in)',
    create: 'Skapa användaren',
    save: 'Spara användaren',
    notFoundTitle: 'Användaren hittades inte',
    notFound: 'Den här användaren finns inte i ditt konto.',
  },
};
