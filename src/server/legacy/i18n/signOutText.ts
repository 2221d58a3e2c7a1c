/**
 * The words of the sign-out confirmation in every language of the platform (spec §9); British and
 * Australian English read the US English ones, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';

/** Everything the sign-out confirmation says. */
export interface SignOutText {
  title: string;
  question: string;
  explanation: string;
  submit: string;
  cancel: string;
  formExpired: string;
  skipLink: string;
}

const EN_US: SignOutText = {
  title: 'Sign out',
  question: 'Sign out?',
  explanation: 'Signing out ends your session here and in the assessment platform.',
  submit: 'Sign out',
  cancel: 'Cancel',
  formExpired: 'This sign-out form has expired. Please confirm again.',
  skipLink: 'Skip to the main content',
};

const FR_FR: SignOutText = {
  title: 'Déconnexion',
  question: 'Se déconnecter ?',
  explanation: 'La déconnexion met fin à votre session ici et dans la plateforme d’évaluation.',
  submit: 'Se déconnecter',
  cancel: 'Annuler',
  formExpired: 'Ce formulaire de déconnexion a expiré. Veuillez confirmer à nouveau.',
  skipLink: 'Aller au contenu principal',
};

/** The sign-out confirmation's words by locale. */
export const SIGN_OUT_TEXT: Readonly<Record<Locale, SignOutText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    title: 'Log ud',
    question: 'Vil du logge ud?',
    explanation: 'Når du logger ud, afsluttes din session her og i testplatformen.',
    submit: 'Log ud',
    cancel: 'Annuller',
    formExpired: 'Denne formular til at logge ud er udløbet. Bekræft igen.',
    skipLink: 'Gå til hovedindholdet',
  },
  de_de: {
    title: 'Abmelden',
    question: 'Abmelden?',
    explanation: 'Mit dem Abmelden endet Ihre Sitzung hier und in der Testplattform.',
    submit: 'Abmelden',
    cancel: 'Abbrechen',
    formExpired: 'Dieses Abmeldeformular ist abgelaufen. Bitte bestätigen Sie erneut.',
    skipLink: 'Zum Hauptinhalt springen',
  },
  es_es: {
    title: 'Cerrar sesión',
    question: '¿Cerrar sesión?',
    explanation: 'Al cerrar la sesión, esta termina aquí y en la plataforma de evaluación.',
    submit: 'Cerrar sesión',
    cancel: 'Cancelar',
    formExpired: 'Este formulario para cerrar sesión ha caducado. Vuelva a confirmarlo.',
    skipLink: 'Ir al contenido principal',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    title: 'Afmelden',
    question: 'Afmelden?',
    explanation: 'Met afmelden beëindigt u uw sessie hier en in het testplatform.',
    submit: 'Afmelden',
    cancel: 'Annuleren',
    formExpired: 'Dit afmeldformulier is verlopen. Bevestig opnieuw.',
    skipLink: 'Naar de hoofdinhoud',
  },
  nb_no: {
    title: 'Logg ut',
    question: 'Vil du logge ut?',
    explanation: 'Når du logger ut, avsluttes økten din her og i testplattformen.',
    submit: 'Logg ut',
    cancel: 'Avbryt',
    formExpired: 'Dette utloggingsskjemaet er utløpt. Bekreft på nytt.',
    skipLink: 'Gå til hovedinnholdet',
  },
  sv_se: {
    title: 'Logga ut',
    question: 'Vill du logga ut?',
    explanation: 'När du loggar ut avslutas din session här och i testplattformen.',
    submit: 'Logga ut',
    cancel: 'Avbryt',
    formExpired: 'Det här utloggningsformuläret har gått ut. Bekräfta igen.',
    skipLink: 'Hoppa till huvudinnehållet',
  },
};
