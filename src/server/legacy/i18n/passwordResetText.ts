/**
 * The words of the password-reset pages ("Reset your password" and "Choose a new password") in
 * every language of the platform (spec §9); the new-password words they share with my account
 * settings are in passwordText.ts. British and Australian English read the US English ones,
 * Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';
import { FORM_PARTS_TEXT } from './formPartsText';

/** Everything the password-reset pages say, apart from the new-password words. */
export interface PasswordResetText {
  /** The title and heading of the page that asks whom to send a reset message to. */
  forgotTitle: string;
  forgotIntro: string;
  identifier: string;
  sendLink: string;
  /** The one answer to a reset request, whether or not anybody matched. */
  requested: string;
  backToSignIn: string;
  /** The title and heading of the page that sets the new password. */
  resetTitle: string;
  /** When a reset link is wrong, used or expired (all alike). */
  linkInvalid: string;
  askAgain: string;
  formExpired: string;
  skipLink: string;
}

const EN_US: PasswordResetText = {
  forgotTitle: 'Reset your password',
  forgotIntro: 'Enter your user name or e-mail address. We will send a link to choose a new password to the e-mail address of your account.',
  identifier: 'User name or e-mail address',
  sendLink: 'Send the link',
  requested: 'If an account matches what you entered, a message with a link to reset the password is on its way. Check your e-mail.',
  backToSignIn: 'Back to sign in',
  resetTitle: 'Choose a new password',
  linkInvalid: 'This password-reset link does not work any more: it has expired or was already used. Ask for a new one.',
  askAgain: 'Ask for a new link',
  formExpired: FORM_PARTS_TEXT.en_us.formExpired,
  skipLink: 'Skip to the main content',
};

const FR_FR: PasswordResetText = {
  forgotTitle: 'Réinitialiser votre mot de passe',
  forgotIntro:
    'Saisissez votre nom d’utilisateur ou votre adresse e-mail. Nous enverrons un lien permettant de choisir un nouveau mot de passe à l’adresse e-mail de votre compte.',
  identifier: 'Nom d’utilisateur ou adresse e-mail',
  sendLink: 'Envoyer le lien',
  requested: 'Si un compte correspond à votre saisie, un message contenant un lien pour réinitialiser le mot de passe est en route. Consultez vos e-mails.',
  backToSignIn: 'Retour à la connexion',
  resetTitle: 'Choisissez un nouveau mot de passe',
  linkInvalid: 'Ce lien de réinitialisation du mot de passe ne fonctionne plus : il a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  askAgain: 'Demander un nouveau lien',
  formExpired: FORM_PARTS_TEXT.fr_fr.formExpired,
  skipLink: 'Aller au contenu principal',
};

/** The password-reset pages' words by locale. */
export const PASSWORD_RESET_TEXT: Readonly<Record<Locale, PasswordResetText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    forgotTitle: 'Nulstil din adgangskode',
    forgotIntro: 'Angiv dit brugernavn eller din e-mailadresse. Vi sender et link til at vælge en ny adgangskode til e-mailadressen på din konto.',
    identifier: 'Brugernavn eller e-mailadresse',
    sendLink: 'Send linket',
    requested: 'Hvis en konto passer til det, du har angivet, er en besked med et link til at nulstille adgangskoden på vej. Tjek din e-mail.',
    backToSignIn: 'Tilbage til log ind',
    resetTitle: 'Vælg en ny adgangskode',
    linkInvalid: 'Dette link til nulstilling af adgangskoden virker ikke længere: det er udløbet eller allerede brugt. Bed om et nyt.',
    askAgain: 'Bed om et nyt link',
    formExpired: FORM_PARTS_TEXT.da_dk.formExpired,
    skipLink: 'Gå til hovedindholdet',
  },
  de_de: {
    forgotTitle: 'Passwort zurücksetzen',
    forgotIntro:
      'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein. Wir senden einen Link zum Festlegen eines neuen Passworts an die E-Mail-Adresse Ihres Kontos.',
    identifier: 'Benutzername oder E-Mail-Adresse',
    sendLink: 'Link senden',
    requested: 'Wenn ein Konto zu Ihrer Eingabe passt, ist eine Nachricht mit einem Link zum Zurücksetzen des Passworts unterwegs. Sehen Sie in Ihren E-Mails nach.',
    backToSignIn: 'Zurück zur Anmeldung',
    resetTitle: 'Neues Passwort festlegen',
    linkInvalid: 'Dieser Link zum Zurücksetzen des Passworts funktioniert nicht mehr: Er ist abgelaufen oder wurde bereits verwendet. Fordern Sie einen neuen an.',
    askAgain: 'Neuen Link anfordern',
    formExpired: FORM_PARTS_TEXT.de_de.formExpired,
    skipLink: 'Zum Hauptinhalt springen',
  },
  es_es: {
    forgotTitle: 'Restablecer la contraseña',
    forgotIntro:
      'Introduzca su nombre de usuario o su correo electrónico. Enviaremos un enlace para elegir una nueva contraseña a la dirección de correo electrónico de su cuenta.',
    identifier: 'Nombre de usuario o correo electrónico',
    sendLink: 'Enviar el enlace',
    requested: 'Si alguna cuenta coincide con lo que ha introducido, recibirá un mensaje con un enlace para restablecer la contraseña. Revise su correo electrónico.',
    backToSignIn: 'Volver al inicio de sesión',
    resetTitle: 'Elija una nueva contraseña',
    linkInvalid: 'Este enlace para restablecer la contraseña ya no funciona: ha caducado o ya se ha utilizado. Solicite uno nuevo.',
    askAgain: 'Solicitar un enlace nuevo',
    formExpired: FORM_PARTS_TEXT.es_es.formExpired,
    skipLink: 'Ir al contenido principal',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    forgotTitle: 'Uw wachtwoord opnieuw instellen',
    forgotIntro: 'Vul uw gebruikersnaam of e-mailadres in. We sturen een link om een nieuw wachtwoord te kiezen naar het e-mailadres van uw account.',
    identifier: 'Gebruikersnaam of e-mailadres',
    sendLink: 'Link versturen',
    requested: 'Als een account overeenkomt met wat u hebt ingevuld, is er een bericht met een link om het wachtwoord opnieuw in te stellen onderweg. Controleer uw e-mail.',
    backToSignIn: 'Terug naar aanmelden',
    resetTitle: 'Kies een nieuw wachtwoord',
    linkInvalid: 'Deze link om het wachtwoord opnieuw in te stellen werkt niet meer: hij is verlopen of al gebruikt. Vraag een nieuwe aan.',
    askAgain: 'Een nieuwe link aanvragen',
    formExpired: FORM_PARTS_TEXT.nl_nl.formExpired,
    skipLink: 'Naar de hoofdinhoud',
  },
  nb_no: {
    forgotTitle: 'Tilbakestill passordet',
    forgotIntro: 'Skriv inn brukernavnet eller e-postadressen din. Vi sender en lenke for å velge et nytt passord til e-postadressen på kontoen din.',
    identifier: 'Brukernavn eller e-postadresse',
    sendLink: 'Send lenken',
    requested: 'Hvis en konto samsvarer med det du skrev inn, er en melding med en lenke for å tilbakestille passordet på vei. Sjekk e-posten din.',
    backToSignIn: 'Tilbake til innlogging',
    resetTitle: 'Velg et nytt passord',
    linkInvalid: 'Denne lenken for å tilbakestille passordet virker ikke lenger: den er utløpt eller allerede brukt. Be om en ny.',
    askAgain: 'Be om en ny lenke',
    formExpired: FORM_PARTS_TEXT.nb_no.formExpired,
    skipLink: 'Gå til hovedinnholdet',
  },
  sv_se: {
    forgotTitle: 'Återställ ditt lösenord',
    forgotIntro: 'Ange ditt användarnamn eller din e-postadress. Vi skickar en länk för att välja ett nytt lösenord till e-postadressen för ditt konto.',
    identifier: 'Användarnamn eller e-postadress',
    sendLink: 'Skicka länken',
    requested: 'Om ett konto matchar det du angav är ett meddelande med en länk för att återställa lösenordet på väg. Kontrollera din e-post.',
    backToSignIn: 'Tillbaka till inloggningen',
    resetTitle: 'Välj ett nytt lösenord',
    linkInvalid: 'Den här länken för att återställa lösenordet fungerar inte längre: den har gått ut eller redan använts. Begär en ny.',
    askAgain: 'Begär en ny länk',
    formExpired: FORM_PARTS_TEXT.sv_se.formExpired,
    skipLink: 'Hoppa till huvudinnehållet',
  },
};
