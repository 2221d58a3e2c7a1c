/**
 * The words of the "my account settings" page in every language of the platform (spec §9): the
 * page itself, the profile form and the password form. The preferences form's words are in
 * myAccountPreferencesText.ts, the new-password words in passwordText.ts. British and Australian
 * English read the US English ones, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';
import { PERSON_FIELD_TEXT } from './personFieldsText';
import { CHANGE_LOCKED, WRONG_CURRENT_PASSWORD } from '../../services/passwords/changePassword';
import { translateKnown } from './knownMessage';

/** The profile form's refusals (the rule is myAccountProfile.ts, built from these words). */
export interface ProfileErrorText {
  firstNameRequired: string;
  lastNameRequired: string;
  tooLong: (max: number) => string;
  email: string;
  phone: string;
}

/** The password change's own refusals; the US English ones are the service's messages. */
export interface PasswordChangeErrorText {
  wrongCurrent: string;
  locked: string;
}

/** Everything the page says outside the preferences form, apart from the new-password words. */
export interface MyAccountText {
  title: string;
  /** The words before and after the user's name (set in bold) in "Signed in as …". */
  signedInAs: readonly [before: string, after: string];
  backToPlatform: string;
  /** The success message after each form was saved. */
  saved: Readonly<{ profile: string; password: string; preferences: string }>;
  skipLink: string;
  profile: Readonly<{ legend: string; title: string; firstName: string; middleName: string; lastName: string; suffix: string; email: string; phone: string; submit: string }>;
  profileErrors: Readonly<ProfileErrorText>;
  /** Beside the new password, after the rule's hint. */
  sessionsEnd: string;
  currentPassword: string;
  /** Beside the profile's current password: it is needed only to change the e-mail address (re-authentication). */
  emailPasswordHint: string;
  passwordErrors: Readonly<PasswordChangeErrorText>;
}

const EN_US: MyAccountText = {
  title: 'My account settings',
  signedInAs: ['Signed in as ', '.'],
  backToPlatform: 'Back to the platform',
  saved: {
    profile: 'Your profile was saved.',
    password: 'Your password was changed. You were signed out everywhere else.',
    preferences: 'Your preferences were saved.',
  },
  skipLink: 'Skip to the main content',
  profile: { legend: 'Profile', ...PERSON_FIELD_TEXT.en_us, submit: 'Save the profile' },
  profileErrors: {
    firstNameRequired: 'Enter your first name.',
    lastNameRequired: 'Enter your last name.',
    tooLong: (max) => `Use at most ${max} characters.`,
    email: 'Enter an e-mail address such as name@example.com.',
    phone: 'Use digits, spaces and + ( ) - . only.',
  },
  sessionsEnd: 'Your other sessions end when the password changes.',
  currentPassword: 'Current password',
  emailPasswordHint: 'To change your e-mail address, also enter your current password.',
  passwordErrors: { wrongCurrent: WRONG_CURRENT_PASSWORD, locked: CHANGE_LOCKED },
};

const FR_FR: MyAccountText = {
  title: 'Paramètres de mon compte',
  signedInAs: ['Connecté en tant que ', '.'],
  backToPlatform: 'Retour à la plateforme d’évaluation',
  saved: {
    profile: 'Votre profil a été enregistré.',
    password: 'Votre mot de passe a été modifié. Vous avez été déconnecté partout ailleurs.',
    preferences: 'Vos préférences ont été enregistrées.',
  },
  skipLink: 'Aller au contenu principal',
  profile: {
    legend: 'Profil',
    ...PERSON_FIELD_TEXT.fr_fr,
    submit: 'Enregistrer le profil',
  },
  profileErrors: {
    firstNameRequired: 'Saisissez votre prénom.',
    lastNameRequired: 'Saisissez votre nom.',
    tooLong: (max) => `Utilisez au plus ${max} caractères.`,
    email: 'Saisissez une adresse e-mail comme nom@example.com.',
    phone: 'Utilisez uniquement des chiffres, des espaces et les caractères + ( ) - .',
  },
  sessionsEnd: 'Vos autres sessions prennent fin lorsque le mot de passe change.',
  currentPassword: 'Mot de passe actuel',
  emailPasswordHint: 'Pour modifier votre adresse e-mail, saisissez aussi votre mot de passe actuel.',
  passwordErrors: { wrongCurrent: 'Le mot de passe actuel est incorrect.', locked: 'Trop de mots de passe erronés : réessayez plus tard.' },
};

/** The page's words by locale. */
export const MY_ACCOUNT_TEXT: Readonly<Record<Locale, MyAccountText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    title: 'Mine kontoindstillinger',
    signedInAs: ['Logget ind som ', '.'],
    backToPlatform: 'Tilbage til testplatformen',
    saved: {
      profile: 'Din profil er gemt.',
      password: 'Din adgangskode er ændret. Du er logget ud alle andre steder.',
      preferences: 'Dine præferencer er gemt.',
    },
    skipLink: 'Gå til hovedindholdet',
    profile: { legend: 'Profil', ...PERSON_FIELD_TEXT.da_dk, submit: 'Gem profilen' },
    profileErrors: {
      firstNameRequired: 'Angiv dit fornavn.',
      lastNameRequired: 'Angiv dit efternavn.',
      tooLong: (max) => `Brug højst ${max} tegn.`,
      email: 'Angiv en e-mailadresse som navn@example.com.',
      phone: 'Brug kun cifre, mellemrum og tegnene + ( ) - .',
    },
    sessionsEnd: 'Dine andre sessioner afsluttes, når adgangskoden ændres.',
    currentPassword: 'Nuværende adgangskode',
    emailPasswordHint: 'Angiv også din nuværende adgangskode for at ændre din e-mailadresse.',
    passwordErrors: { wrongCurrent: 'Den nuværende adgangskode er forkert.', locked: 'For mange forkerte adgangskoder: prøv igen senere.' },
  },
  de_de: {
    title: 'Meine Kontoeinstellungen',
    signedInAs: ['Angemeldet als ', '.'],
    backToPlatform: 'Zurück zur Testplattform',
    saved: {
      profile: 'Ihr Profil wurde gespeichert.',
      password: 'Ihr Passwort wurde geändert. Sie wurden überall sonst abgemeldet.',
      preferences: 'Ihre Einstellungen wurden gespeichert.',
    },
    skipLink: 'Zum Hauptinhalt springen',
    profile: {
      legend: 'Profil',
      ...PERSON_FIELD_TEXT.de_de,
      submit: 'Profil speichern',
    },
    profileErrors: {
      firstNameRequired: 'Geben Sie Ihren Vornamen ein.',
      lastNameRequired: 'Geben Sie Ihren Nachnamen ein.',
      tooLong: (max) => `Verwenden Sie höchstens ${max} Zeichen.`,
      email: 'Geben Sie eine E-Mail-Adresse wie name@example.com ein.',
      phone: 'Verwenden Sie nur Ziffern, Leerzeichen und die Zeichen + ( ) - .',
    },
    sessionsEnd: 'Ihre anderen Sitzungen enden, wenn das Passwort geändert wird.',
    currentPassword: 'Aktuelles Passwort',
    emailPasswordHint: 'Um Ihre E-Mail-Adresse zu ändern, geben Sie auch Ihr aktuelles Passwort ein.',
    passwordErrors: { wrongCurrent: 'Das aktuelle Passwort ist falsch.', locked: 'Zu viele falsche Passwörter: Versuchen Sie es später erneut.' },
  },
  es_es: {
    title: 'Configuración de mi cuenta',
    signedInAs: ['Ha iniciado sesión como ', '.'],
    backToPlatform: 'Volver a la plataforma de evaluación',
    saved: {
      profile: 'Su perfil se ha guardado.',
      password: 'Su contraseña se ha cambiado. Se han cerrado todas sus demás sesiones.',
      preferences: 'Sus preferencias se han guardado.',
    },
    skipLink: 'Ir al contenido principal',
    profile: {
      legend: 'Perfil',
      ...PERSON_FIELD_TEXT.es_es,
      submit: 'Guardar el perfil',
    },
    profileErrors: {
      firstNameRequired: 'Introduzca su nombre.',
      lastNameRequired: 'Introduzca sus apellidos.',
      tooLong: (max) => `Use como máximo ${max} caracteres.`,
      email: 'Introduzca un correo electrónico como nombre@example.com.',
      phone: 'Use solo dígitos, espacios y los caracteres + ( ) - .',
    },
    sessionsEnd: 'Sus demás sesiones se cierran cuando cambia la contraseña.',
    currentPassword: 'Contraseña actual',
    emailPasswordHint: 'Para cambiar su correo electrónico, introduzca también su contraseña actual.',
    passwordErrors: { wrongCurrent: 'La contraseña actual no es correcta.', locked: 'Demasiadas contraseñas incorrectas: inténtelo más tarde.' },
  },
  fr_fr: FR_FR,
  fr_ca: {
    ...FR_FR,
    profile: { ...FR_FR.profile, ...PERSON_FIELD_TEXT.fr_ca },
    emailPasswordHint: 'Pour modifier votre courriel, saisissez aussi votre mot de passe actuel.',
  },
  nl_nl: {
    title: 'Mijn accountinstellingen',
    signedInAs: ['Aangemeld als ', '.'],
    backToPlatform: 'Terug naar het testplatform',
    saved: {
      profile: 'Uw profiel is opgeslagen.',
      password: 'Uw wachtwoord is gewijzigd. U bent overal elders afgemeld.',
      preferences: 'Uw voorkeuren zijn opgeslagen.',
    },
    skipLink: 'Naar de hoofdinhoud',
    profile: {
      legend: 'Profiel',
      ...PERSON_FIELD_TEXT.nl_nl,
      submit: 'Profiel opslaan',
    },
    profileErrors: {
      firstNameRequired: 'Vul uw voornaam in.',
      lastNameRequired: 'Vul uw achternaam in.',
      tooLong: (max) => `Gebruik hoogstens ${max} tekens.`,
      email: 'Vul een e-mailadres in zoals naam@example.com.',
      phone: 'Gebruik alleen cijfers, spaties en de tekens + ( ) - .',
    },
    sessionsEnd: 'Uw andere sessies eindigen wanneer het wachtwoord wordt gewijzigd.',
    currentPassword: 'Huidig wachtwoord',
    emailPasswordHint: 'Vul ook uw huidige wachtwoord in om uw e-mailadres te wijzigen.',
    passwordErrors: { wrongCurrent: 'Het huidige wachtwoord is onjuist.', locked: 'Te veel onjuiste wachtwoorden: probeer het later opnieuw.' },
  },
  nb_no: {
    title: 'Mine kontoinnstillinger',
    signedInAs: ['Logget inn som ', '.'],
    backToPlatform: 'Tilbake til testplattformen',
    saved: {
      profile: 'Profilen din er lagret.',
      password: 'Passordet ditt er endret. Du er logget ut alle andre steder.',
      preferences: 'Innstillingene dine er lagret.',
    },
    skipLink: 'Gå til hovedinnholdet',
    profile: { legend: 'Profil', ...PERSON_FIELD_TEXT.nb_no, submit: 'Lagre profilen' },
    profileErrors: {
      firstNameRequired: 'Skriv inn fornavnet ditt.',
      lastNameRequired: 'Skriv inn etternavnet ditt.',
      tooLong: (max) => `Bruk høyst ${max} tegn.`,
      email: 'Skriv inn en e-postadresse som navn@example.com.',
      phone: 'Bruk bare sifre, mellomrom og tegnene + ( ) - .',
    },
    sessionsEnd: 'De andre øktene dine avsluttes når passordet endres.',
    currentPassword: 'Nåværende passord',
    emailPasswordHint: 'Skriv også inn det nåværende passordet ditt for å endre e-postadressen din.',
    passwordErrors: { wrongCurrent: 'Det nåværende passordet er feil.', locked: 'For mange feil passord: prøv igjen senere.' },
  },
  sv_se: {
    title: 'Mina kontoinställningar',
    signedInAs: ['Inloggad som ', '.'],
    backToPlatform: 'Tillbaka till testplattformen',
    saved: {
      profile: 'Din profil har sparats.',
      password: 'Ditt lösenord har ändrats. Du har loggats ut på alla andra ställen.',
      preferences: 'Dina inställningar har sparats.',
    },
    skipLink: 'Hoppa till huvudinnehållet',
    profile: { legend: 'Profil', ...PERSON_FIELD_TEXT.sv_se, submit: 'Spara profilen' },
    profileErrors: {
      firstNameRequired: 'Ange ditt förnamn.',
      lastNameRequired: 'Ange ditt efternamn.',
      tooLong: (max) => `Använd högst ${max} tecken.`,
      email: 'Ange en e-postadress som namn@example.com.',
      phone: 'Använd endast siffror, mellanslag och tecknen + ( ) - .',
    },
    sessionsEnd: 'Dina andra sessioner avslutas när lösenordet ändras.',
    currentPassword: 'Nuvarande lösenord',
    emailPasswordHint: 'Ange också ditt nuvarande lösenord för att ändra din e-postadress.',
    passwordErrors: { wrongCurrent: 'Det nuvarande lösenordet är fel.', locked: 'För många felaktiga lösenord: försök igen senare.' },
  },
};

/** A refusal of the password change service (its US English message) in `locale`; any other message as it came. */
export const passwordChangeErrorText = (locale: Locale, message: string): string => translateKnown(EN_US.passwordErrors, MY_ACCOUNT_TEXT[locale].passwordErrors, message);
