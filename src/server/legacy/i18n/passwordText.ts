/**
 * The words about a new password that the password change (my account settings) and the password
 * reset pages share, in every language of the platform (spec §9): the labels, the rule's hint, and
 * the rule's refusals (src/domain/passwordRule.ts). British and Australian English read the US
 * English ones, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';
import { MAX_PASSWORD_LENGTH as MAX, MIN_PASSWORD_LENGTH as MIN, PASSWORD_MESSAGES, type PasswordProblem } from '../../../domain/passwordRule';
import { translateKnown } from './knownMessage';

/** Everything the pages say about a new password. */
export interface PasswordText {
  newPassword: string;
  /** The label of the field that repeats the new password. */
  newPasswordAgain: string;
  /** The submit button (and, on my account settings, the form's legend). */
  changePassword: string;
  /** What the rule asks, beside the new password. */
  ruleHint: string;
  passwordsDiffer: string;
  /** The rule's refusals; the US English ones are the rule's own messages. */
  problems: Readonly<Record<PasswordProblem, string>>;
}

const EN_US: PasswordText = {
  newPassword: 'New password',
  newPasswordAgain: 'New password again',
  changePassword: 'Change the password',
  ruleHint: `At least ${MIN} characters, not your user name.`,
  passwordsDiffer: 'The two passwords are not the same.',
  problems: PASSWORD_MESSAGES,
};

const FR_FR: PasswordText = {
  newPassword: 'Nouveau mot de passe',
  newPasswordAgain: 'Confirmez le nouveau mot de passe',
  changePassword: 'Changer le mot de passe',
  ruleHint: `Au moins ${MIN} caractères, différent de votre nom d’utilisateur.`,
  passwordsDiffer: 'Les deux mots de passe ne sont pas identiques.',
  problems: {
    tooShort: `Le nouveau mot de passe doit comporter au moins ${MIN} caractères.`,
    tooLong: `Le nouveau mot de passe peut comporter au plus ${MAX} caractères.`,
    sameAsUserName: 'Le nouveau mot de passe ne doit pas être votre nom d’utilisateur.',
    sameAsCurrent: 'Le nouveau mot de passe doit être différent de l’actuel.',
  },
};

/** The new-password words by locale. */
export const PASSWORD_TEXT: Readonly<Record<Locale, PasswordText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    newPassword: 'Ny adgangskode',
    newPasswordAgain: 'Gentag den nye adgangskode',
    changePassword: 'Skift adgangskoden',
    ruleHint: `Mindst ${MIN} tegn og ikke dit brugernavn.`,
    passwordsDiffer: 'De to adgangskoder er ikke ens.',
    problems: {
      tooShort: `Den nye adgangskode skal have mindst ${MIN} tegn.`,
      tooLong: `Den nye adgangskode må højst have ${MAX} tegn.`,
      sameAsUserName: 'Den nye adgangskode må ikke være dit brugernavn.',
      sameAsCurrent: 'Den nye adgangskode skal være forskellig fra den nuværende.',
    },
  },
  de_de: {
    newPassword: 'Neues Passwort',
    newPasswordAgain: 'Neues Passwort wiederholen',
    changePassword: 'Passwort ändern',
    ruleHint: `Mindestens ${MIN} Zeichen, nicht Ihr Benutzername.`,
    passwordsDiffer: 'Die beiden Passwörter stimmen nicht überein.',
    problems: {
      tooShort: `Das neue Passwort muss mindestens ${MIN} Zeichen haben.`,
      tooLong: `Das neue Passwort darf höchstens ${MAX} Zeichen haben.`,
      sameAsUserName: 'Das neue Passwort darf nicht Ihr Benutzername sein.',
      sameAsCurrent: 'Das neue Passwort muss sich vom aktuellen unterscheiden.',
    },
  },
  es_es: {
    newPassword: 'Nueva contraseña',
    newPasswordAgain: 'Repita la nueva contraseña',
    changePassword: 'Cambiar la contraseña',
    ruleHint: `Al menos ${MIN} caracteres y distinta de su nombre de usuario.`,
    passwordsDiffer: 'Las dos contraseñas no coinciden.',
    problems: {
      tooShort: `La nueva contraseña debe tener al menos ${MIN} caracteres.`,
      tooLong: `La nueva contraseña puede tener como máximo ${MAX} caracteres.`,
      sameAsUserName: 'La nueva contraseña no puede ser su nombre de usuario.',
      sameAsCurrent: 'La nueva contraseña debe ser distinta de la actual.',
    },
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    newPassword: 'Nieuw wachtwoord',
    newPasswordAgain: 'Herhaal het nieuwe wachtwoord',
    changePassword: 'Wachtwoord wijzigen',
    ruleHint: `Minstens ${MIN} tekens, niet uw gebruikersnaam.`,
    passwordsDiffer: 'De twee wachtwoorden zijn niet gelijk.',
    problems: {
      tooShort: `Het nieuwe wachtwoord moet minstens ${MIN} tekens hebben.`,
      tooLong: `Het nieuwe wachtwoord mag hoogstens ${MAX} tekens hebben.`,
      sameAsUserName: 'Het nieuwe wachtwoord mag niet uw gebruikersnaam zijn.',
      sameAsCurrent: 'Het nieuwe wachtwoord moet verschillen van het huidige.',
    },
  },
  nb_no: {
    newPassword: 'Nytt passord',
    newPasswordAgain: 'Gjenta det nye passordet',
    changePassword: 'Endre passordet',
    ruleHint: `Minst ${MIN} tegn, ikke brukernavnet ditt.`,
    passwordsDiffer: 'De to passordene er ikke like.',
    problems: {
      tooShort: `Det nye passordet må ha minst ${MIN} tegn.`,
      tooLong: `Det nye passordet kan ha høyst ${MAX} tegn.`,
      sameAsUserName: 'Det nye passordet kan ikke være brukernavnet ditt.',
      sameAsCurrent: 'Det nye passordet må være forskjellig fra det nåværende.',
    },
  },
  sv_se: {
    newPassword: 'Nytt lösenord',
    newPasswordAgain: 'Upprepa det nya lösenordet',
    changePassword: 'Byt lösenord',
    ruleHint: `Minst ${MIN} tecken, inte ditt användarnamn.`,
    passwordsDiffer: 'De två lösenorden stämmer inte överens.',
    problems: {
      tooShort: `Det nya lösenordet måste ha minst ${MIN} tecken.`,
      tooLong: `Det nya lösenordet får ha högst ${MAX} tecken.`,
      sameAsUserName: 'Det nya lösenordet får inte vara ditt användarnamn.',
      sameAsCurrent: 'Det nya lösenordet måste skilja sig från det nuvarande.',
    },
  },
};

/**
 * A refusal of the password rule in `locale`: the services answer the rule's US English message,
 * which names its {@link PasswordProblem}. Any other message is returned as it came.
 */
export const passwordProblemText = (locale: Locale, message: string): string => translateKnown(PASSWORD_MESSAGES, PASSWORD_TEXT[locale].problems, message);
