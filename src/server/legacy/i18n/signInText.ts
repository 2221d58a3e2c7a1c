/**
 * The words of the sign-in page in every language of the platform (spec §9). The US English ones
 * are the page's messages as they always were; British and Australian English read them too, and
 * Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';

/** Everything the sign-in page says. */
export interface SignInText {
  title: string;
  userName: string;
  password: string;
  submit: string;
  forgotPassword: string;
  /** The heading of the language picker. */
  language: string;
  failed: string;
  signedOut: string;
  formExpired: string;
  passwordReset: string;
  /** While the account is locked after repeated failures; names neither the user nor whether the password was right. */
  locked: (minutes: number) => string;
  skipLink: string;
}

const EN_US: SignInText = {
  title: 'Sign in',
  userName: 'User name',
  password: 'Password',
  submit: 'Sign in',
  forgotPassword: 'Forgot your password?',
  language: 'Language',
  failed: 'The user name or password is incorrect.',
  signedOut: 'You have been signed out.',
  formExpired: 'This sign-in form has expired. Please sign in again.',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  locked: (minutes) => `Too many failed sign-ins: this account is locked for ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Try again later, or reset your password.`,
  skipLink: 'Skip to the main content',
};

const FR_FR: SignInText = {
  title: 'Connexion',
  userName: 'Nom d’utilisateur',
  password: 'Mot de passe',
  submit: 'Se connecter',
  forgotPassword: 'Mot de passe oublié ?',
  language: 'Langue',
  failed: 'Le nom d’utilisateur ou le mot de passe est incorrect.',
  signedOut: 'Vous avez été déconnecté.',
  formExpired: 'Ce formulaire de connexion a expiré. Veuillez vous reconnecter.',
  passwordReset: 'Votre mot de passe a été modifié. Connectez-vous avec votre nouveau mot de passe.',
  locked: (minutes) =>
    `Trop de tentatives de connexion échouées : ce compte est verrouillé pendant ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}. Réessayez plus tard ou réinitialisez votre mot de passe.`,
  skipLink: 'Aller au contenu principal',
};

/** The sign-in page's words by locale. */
export const SIGN_IN_TEXT: Readonly<Record<Locale, SignInText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    title: 'Log ind',
    userName: 'Brugernavn',
    password: 'Adgangskode',
    submit: 'Log ind',
    forgotPassword: 'Har du glemt din adgangskode?',
    language: 'Sprog',
    failed: 'Brugernavnet eller adgangskoden er forkert.',
    signedOut: 'Du er blevet logget ud.',
    formExpired: 'Denne loginformular er udløbet. Log ind igen.',
    passwordReset: 'Din adgangskode er ændret. Log ind med din nye adgangskode.',
    locked: (minutes) => `For mange mislykkede loginforsøg: kontoen er låst i ${minutes} ${minutes === 1 ? 'minut' : 'minutter'}. Prøv igen senere, eller nulstil din adgangskode.`,
    skipLink: 'Gå til hovedindholdet',
  },
  de_de: {
    title: 'Anmelden',
    userName: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    language: 'Sprache',
    failed: 'Benutzername oder Passwort ist falsch.',
    signedOut: 'Sie wurden abgemeldet.',
    formExpired: 'Dieses Anmeldeformular ist abgelaufen. Bitte melden Sie sich erneut an.',
    passwordReset: 'Ihr Passwort wurde geändert. Melden Sie sich mit Ihrem neuen Passwort an.',
    locked: (minutes) =>
      `Zu viele fehlgeschlagene Anmeldungen: Dieses Konto ist für ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} gesperrt. Versuchen Sie es später erneut oder setzen Sie Ihr Passwort zurück.`,
    skipLink: 'Zum Hauptinhalt springen',
  },
  es_es: {
    title: 'Iniciar sesión',
    userName: 'Nombre de usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    forgotPassword: '¿Ha olvidado su contraseña?',
    language: 'Idioma',
    failed: 'El nombre de usuario o la contraseña no son correctos.',
    signedOut: 'Ha cerrado la sesión.',
    formExpired: 'Este formulario de inicio de sesión ha caducado. Vuelva a iniciar sesión.',
    passwordReset: 'Su contraseña se ha cambiado. Inicie sesión con la nueva contraseña.',
    locked: (minutes) =>
      `Demasiados intentos fallidos: esta cuenta está bloqueada durante ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}. Inténtelo más tarde o restablezca su contraseña.`,
    skipLink: 'Ir al contenido principal',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    title: 'Aanmelden',
    userName: 'Gebruikersnaam',
    password: 'Wachtwoord',
    submit: 'Aanmelden',
    forgotPassword: 'Wachtwoord vergeten?',
    language: 'Taal',
    failed: 'De gebruikersnaam of het wachtwoord is onjuist.',
    signedOut: 'U bent afgemeld.',
    formExpired: 'Dit aanmeldformulier is verlopen. Meld u opnieuw aan.',
    passwordReset: 'Uw wachtwoord is gewijzigd. Meld u aan met uw nieuwe wachtwoord.',
    locked: (minutes) =>
      `Te veel mislukte aanmeldpogingen: dit account is ${minutes} ${minutes === 1 ? 'minuut' : 'minuten'} geblokkeerd. Probeer het later opnieuw of stel uw wachtwoord opnieuw in.`,
    skipLink: 'Naar de hoofdinhoud',
  },
  nb_no: {
    title: 'Logg inn',
    userName: 'Brukernavn',
    password: 'Passord',
    submit: 'Logg inn',
    forgotPassword: 'Glemt passordet?',
    language: 'Språk',
    failed: 'Brukernavnet eller passordet er feil.',
    signedOut: 'Du er logget ut.',
    formExpired: 'Dette innloggingsskjemaet er utløpt. Logg inn på nytt.',
    passwordReset: 'Passordet ditt er endret. Logg inn med det nye passordet.',
    locked: (minutes) => `For mange mislykkede innlogginger: kontoen er låst i ${minutes} ${minutes === 1 ? 'minutt' : 'minutter'}. Prøv igjen senere, eller tilbakestill passordet.`,
    skipLink: 'Gå til hovedinnholdet',
  },
  sv_se: {
    title: 'Logga in',
    userName: 'Användarnamn',
    password: 'Lösenord',
    submit: 'Logga in',
    forgotPassword: 'Har du glömt lösenordet?',
    language: 'Språk',
    failed: 'Användarnamnet eller lösenordet är fel.',
    signedOut: 'Du har loggats ut.',
    formExpired: 'Det här inloggningsformuläret har gått ut. Logga in igen.',
    passwordReset: 'Ditt lösenord har ändrats. Logga in med ditt nya lösenord.',
    locked: (minutes) => `För många misslyckade inloggningar: kontot är låst i ${minutes} ${minutes === 1 ? 'minut' : 'minuter'}. Försök igen senare eller återställ lösenordet.`,
    skipLink: 'Hoppa till huvudinnehållet',
  },
};
