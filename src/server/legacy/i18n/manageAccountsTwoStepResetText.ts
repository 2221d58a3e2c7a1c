/**
 * The words of an administrator's reset of a user's two-step sign-in (account.resetUserTwoStep) on
 * the manage-accounts pages, in every language of the platform (spec §9): the user list's column,
 * the edit-user page's status line, its separate reset form, the confirmation and the refusals.
 * The feature's name is the one of the two-step pages (twoStepText.ts). British and Australian
 * English read the US English words, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';

/** Everything the reset says. */
export interface TwoStepResetText {
  /** The user list's column: whether the user has two-step sign-in on. */
  listColumn: string;
  /** The edit page's status line. */
  statusOn: string;
  statusOff: string;
  /** The reset form's legend and button. */
  legend: string;
  /** What a reset does, above the password. */
  explanation: string;
  /** The label of the administrator's own current password. */
  yourCurrentPassword: string;
  submit: string;
  /** The confirmation after a reset. */
  done: string;
  /** The refusal of a user who has no two-step sign-in (409; another window was quicker). */
  notEnrolled: string;
  /** The refusal of the administrator's own reset (409). */
  ownReset: string;
}

const EN_US: TwoStepResetText = {
  listColumn: 'Two-step sign-in',
  statusOn: 'Two-step sign-in is on for this user.',
  statusOff: 'Two-step sign-in is off for this user.',
  legend: 'Reset two-step sign-in',
  explanation:
    'If the user has lost both their authenticator app and their recovery codes, reset their two-step sign-in. Their codes stop working and they are signed out everywhere. They then sign in with their password alone, or set up two-step sign-in again where it is required.',
  yourCurrentPassword: 'Your current password',
  submit: 'Reset two-step sign-in',
  done: 'The user’s two-step sign-in was reset and they were signed out everywhere.',
  notEnrolled: 'This user has no two-step sign-in to reset.',
  ownReset: 'You cannot reset your own two-step sign-in here: use the two-step sign-in page of your account settings.',
};

const FR_FR: TwoStepResetText = {
  listColumn: 'Connexion en deux étapes',
  statusOn: 'La connexion en deux étapes est activée pour cet utilisateur.',
  statusOff: 'La connexion en deux étapes est désactivée pour cet utilisateur.',
  legend: 'Réinitialiser la connexion en deux étapes',
  explanation:
    'Si l’utilisateur a perdu à la fois son application d’authentification et ses codes de récupération, réinitialisez sa connexion en deux étapes. Ses codes ne fonctionnent plus et il est déconnecté partout. Il se connecte ensuite avec son seul mot de passe, ou configure de nouveau la connexion en deux étapes lorsqu’elle est obligatoire.',
  yourCurrentPassword: 'Votre mot de passe actuel',
  submit: 'Réinitialiser la connexion en deux étapes',
  done: 'La connexion en deux étapes de l’utilisateur a été réinitialisée et il a été déconnecté partout.',
  notEnrolled: 'Cet utilisateur n’a pas de connexion en deux étapes à réinitialiser.',
  ownReset: 'Vous ne pouvez pas réinitialiser ici votre propre connexion en deux étapes : utilisez la page Connexion en deux étapes des paramètres de votre compte.',
};

/** The reset's words by locale. */
export const TWO_STEP_RESET_TEXT: Readonly<Record<Locale, TwoStepResetText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  da_dk: {
    listColumn: 'Log ind i to trin',
    statusOn: 'Log ind i to trin er slået til for denne bruger.',
    statusOff: 'Log ind i to trin er slået fra for denne bruger.',
    legend: 'Nulstil log ind i to trin',
    explanation:
      'Hvis brugeren har mistet både sin godkendelsesapp og sine gendannelseskoder, skal du nulstille brugerens log ind i to trin. Koderne holder op med at virke, og brugeren logges ud overalt. Derefter logger brugeren ind med adgangskoden alene eller opsætter log ind i to trin igen, hvor det er påkrævet.',
    yourCurrentPassword: 'Din nuværende adgangskode',
    submit: 'Nulstil log ind i to trin',
    done: 'Brugerens log ind i to trin blev nulstillet, og brugeren blev logget ud overalt.',
    notEnrolled: 'Denne bruger har ikke log ind i to trin, der kan nulstilles.',
    ownReset: 'Du kan ikke nulstille dit eget log ind i to trin her: brug siden Log ind i to trin i dine kontoindstillinger.',
  },
  de_de: {
    listColumn: 'Anmeldung in zwei Schritten',
    statusOn: 'Die Anmeldung in zwei Schritten ist für diesen Benutzer eingeschaltet.',
    statusOff: 'Die Anmeldung in zwei Schritten ist für diesen Benutzer ausgeschaltet.',
    legend: 'Anmeldung in zwei Schritten zurücksetzen',
    explanation:
      'Hat der Benutzer sowohl seine Authentifizierungs-App als auch seine Wiederherstellungscodes verloren, setzen Sie seine Anmeldung in zwei Schritten zurück. Seine Codes gelten dann nicht mehr, und er wird überall abgemeldet. Danach meldet er sich allein mit seinem Passwort an oder richtet die Anmeldung in zwei Schritten neu ein, wo sie vorgeschrieben ist.',
    yourCurrentPassword: 'Ihr aktuelles Passwort',
    submit: 'Anmeldung in zwei Schritten zurücksetzen',
    done: 'Die Anmeldung in zwei Schritten des Benutzers wurde zurückgesetzt, und er wurde überall abgemeldet.',
    notEnrolled: 'Dieser Benutzer hat keine Anmeldung in zwei Schritten, die zurückgesetzt werden könnte.',
    ownReset: 'Ihre eigene Anmeldung in zwei Schritten können Sie hier nicht zurücksetzen: Verwenden Sie die Seite „Anmeldung in zwei Schritten“ Ihrer Kontoeinstellungen.',
  },
  es_es: {
    listColumn: 'Inicio de sesión en dos pasos',
    statusOn: 'El inicio de sesión en dos pasos está activado para este usuario.',
    statusOff: 'El inicio de sesión en dos pasos está desactivado para este usuario.',
    legend: 'Restablecer el inicio de sesión en dos pasos',
    explanation:
      'Si el usuario ha perdido tanto su aplicación de autenticación como sus códigos de recuperación, restablezca su inicio de sesión en dos pasos. Sus códigos dejan de funcionar y se cierran todas sus sesiones. Después inicia sesión solo con su contraseña, o vuelve a configurar el inicio de sesión en dos pasos cuando sea obligatorio.',
    yourCurrentPassword: 'Su contraseña actual',
    submit: 'Restablecer el inicio de sesión en dos pasos',
    done: 'Se ha restablecido el inicio de sesión en dos pasos del usuario y se han cerrado todas sus sesiones.',
    notEnrolled: 'Este usuario no tiene un inicio de sesión en dos pasos que restablecer.',
    ownReset: 'No puede restablecer aquí su propio inicio de sesión en dos pasos: utilice la página Inicio de sesión en dos pasos de la configuración de su cuenta.',
  },
  nl_nl: {
    listColumn: 'Aanmelden in twee stappen',
    statusOn: 'Aanmelden in twee stappen staat aan voor deze gebruiker.',
    statusOff: 'Aanmelden in twee stappen staat uit voor deze gebruiker.',
    legend: 'Aanmelden in twee stappen opnieuw instellen',
    explanation:
      'Is de gebruiker zowel de authenticatie-app als de herstelcodes kwijt, stel dan het aanmelden in twee stappen van de gebruiker opnieuw in. De codes werken dan niet meer en de gebruiker wordt overal afgemeld. Daarna meldt de gebruiker zich aan met alleen het wachtwoord, of stelt aanmelden in twee stappen opnieuw in waar dat verplicht is.',
    yourCurrentPassword: 'Uw huidige wachtwoord',
    submit: 'Aanmelden in twee stappen opnieuw instellen',
    done: 'Het aanmelden in twee stappen van de gebruiker is opnieuw ingesteld en de gebruiker is overal afgemeld.',
    notEnrolled: 'Deze gebruiker heeft geen aanmelden in twee stappen om opnieuw in te stellen.',
    ownReset: 'Uw eigen aanmelden in twee stappen kunt u hier niet opnieuw instellen: gebruik de pagina Aanmelden in twee stappen van uw accountinstellingen.',
  },
  nb_no: {
    listColumn: 'Pålogging i to trinn',
    statusOn: 'Pålogging i to trinn er slått på for denne brukeren.',
    statusOff: 'Pålogging i to trinn er slått av for denne brukeren.',
    legend: 'Tilbakestill pålogging i to trinn',
    explanation:
      'Hvis brukeren har mistet både autentiseringsappen og gjenopprettingskodene sine, tilbakestiller du brukerens pålogging i to trinn. Kodene slutter å virke, og brukeren logges ut overalt. Deretter logger brukeren på med passordet alene, eller konfigurerer pålogging i to trinn på nytt der det er påkrevd.',
    yourCurrentPassword: 'Ditt nåværende passord',
    submit: 'Tilbakestill pålogging i to trinn',
    done: 'Brukerens pålogging i to trinn ble tilbakestilt, og brukeren ble logget ut overalt.',
    notEnrolled: 'Denne brukeren har ingen pålogging i to trinn å tilbakestille.',
    ownReset: 'Du kan ikke tilbakestille din egen pålogging i to trinn her: bruk siden Pålogging i to trinn i kontoinnstillingene dine.',
  },
  sv_se: {
    listColumn: 'Inloggning i två steg',
    statusOn: 'Inloggning i två steg är aktiverad för den här användaren.',
    statusOff: 'Inloggning i två steg är avaktiverad för den här användaren.',
    legend: 'Återställ inloggning i två steg',
    explanation:
      'Om användaren har förlorat både sin autentiseringsapp och sina återställningskoder återställer du användarens inloggning i två steg. Koderna slutar fungera och användaren loggas ut överallt. Därefter loggar användaren in med enbart sitt lösenord, eller konfigurerar inloggning i två steg på nytt där det krävs.',
    yourCurrentPassword: 'Ditt nuvarande lösenord',
    submit: 'Återställ inloggning i två steg',
    done: 'Användarens inloggning i två steg återställdes och användaren loggades ut överallt.',
    notEnrolled: 'Den här användaren har ingen inloggning i två steg att återställa.',
    ownReset: 'Du kan inte återställa din egen inloggning i två steg här: använd sidan Inloggning i två steg i dina kontoinställningar.',
  },
};
