/**
 * The words of the legacy pages' error pages (too many attempts, a failure, a refused request, an
 * address with no page) in every language of the platform; British and Australian English read
 * the US English ones, Canadian French reads French.
 */
import type { Locale } from '../../../domain/locale';

/** Everything the legacy error pages say. */
export interface ErrorPageText {
  tooManyTitle: string;
  tooManyResets: string;
  tooManySignIns: string;
  backToSignIn: string;
  failedTitle: string;
  failedMessage: string;
  refusedTitle: string;
  refusedMessage: string;
  signIn: string;
  notFoundTitle: string;
  notFoundMessage: string;
  home: string;
  skipLink: string;
}

const EN_US: ErrorPageText = {
  tooManyTitle: 'Too many attempts',
  tooManyResets: 'Too many password-reset requests. Wait a minute and try again.',
  tooManySignIns: 'Too many sign-in attempts. Wait a minute and try again.',
  backToSignIn: 'Back to sign in',
  failedTitle: 'Something went wrong',
  failedMessage: 'Something went wrong on our side. Please try again.',
  refusedTitle: 'Request not accepted',
  refusedMessage: 'This request could not be processed.',
  signIn: 'Sign in',
  notFoundTitle: 'Page not found',
  notFoundMessage: 'There is no page at this address.',
  home: 'Home',
  skipLink: 'Skip to the main content',
};

const FR_FR: ErrorPageText = {
  tooManyTitle: 'Trop de tentatives',
  tooManyResets: 'Trop de demandes de réinitialisation du mot de passe. Patientez une minute, puis réessayez.',
  tooManySignIns: 'Trop de tentatives de connexion. Patientez une minute, puis réessayez.',
  backToSignIn: 'Retour à la connexion',
  failedTitle: 'Un problème est survenu',
  failedMessage: 'Un problème est survenu de notre côté. Veuillez réessayer.',
  refusedTitle: 'Demande non acceptée',
  refusedMessage: 'Cette demande n’a pas pu être traitée.',
  signIn: 'Se connecter',
  notFoundTitle: 'Page introuvable',
  notFoundMessage: 'Il n’y a aucune page à cette adresse.',
  home: 'Accueil',
  skipLink: 'Aller au contenu principal',
};

/** The legacy error pages' words by locale. */
export const ERROR_PAGE_TEXT: Readonly<Record<Locale, ErrorPageText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    tooManyTitle: 'For mange forsøg',
    tooManyResets: 'For mange anmodninger om at nulstille adgangskoden. Vent et minut, og prøv igen.',
    tooManySignIns: 'For mange loginforsøg. Vent et minut, og prøv igen.',
    backToSignIn: 'Tilbage til login',
    failedTitle: 'Noget gik galt',
    failedMessage: 'Noget gik galt hos os. Prøv igen.',
    refusedTitle: 'Anmodningen blev ikke accepteret',
    refusedMessage: 'Anmodningen kunne ikke behandles.',
    signIn: 'Log ind',
    notFoundTitle: 'Siden blev ikke fundet',
    notFoundMessage: 'Der er ingen side på denne adresse.',
    home: 'Startside',
    skipLink: 'Gå til hovedindholdet',
  },
  de_de: {
    tooManyTitle: 'Zu viele Versuche',
    tooManyResets: 'Zu viele Anfragen zum Zurücksetzen des Passworts. Warten Sie eine Minute und versuchen Sie es erneut.',
    tooManySignIns: 'Zu viele Anmeldeversuche. Warten Sie eine Minute und versuchen Sie es erneut.',
    backToSignIn: 'Zurück zur Anmeldung',
    failedTitle: 'Etwas ist schiefgelaufen',
    failedMessage: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
    refusedTitle: 'Anfrage nicht angenommen',
    refusedMessage: 'Diese Anfrage konnte nicht verarbeitet werden.',
    signIn: 'Anmelden',
    notFoundTitle: 'Seite nicht gefunden',
    notFoundMessage: 'Unter dieser Adresse gibt es keine Seite.',
    home: 'Startseite',
    skipLink: 'Zum Hauptinhalt springen',
  },
  es_es: {
    tooManyTitle: 'Demasiados intentos',
    tooManyResets: 'Demasiadas solicitudes para restablecer la contraseña. Espere un minuto y vuelva a intentarlo.',
    tooManySignIns: 'Demasiados intentos de inicio de sesión. Espere un minuto y vuelva a intentarlo.',
    backToSignIn: 'Volver al inicio de sesión',
    failedTitle: 'Algo ha salido mal',
    failedMessage: 'Algo ha salido mal por nuestra parte. Vuelva a intentarlo.',
    refusedTitle: 'Solicitud no aceptada',
    refusedMessage: 'No se ha podido procesar esta solicitud.',
    signIn: 'Iniciar sesión',
    notFoundTitle: 'Página no encontrada',
    notFoundMessage: 'No hay ninguna página en esta dirección.',
    home: 'Inicio',
    skipLink: 'Ir al contenido principal',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    tooManyTitle: 'Te veel pogingen',
    tooManyResets: 'Te veel aanvragen om het wachtwoord opnieuw in te stellen. Wacht een minuut en probeer het opnieuw.',
    tooManySignIns: 'Te veel aanmeldpogingen. Wacht een minuut en probeer het opnieuw.',
    backToSignIn: 'Terug naar aanmelden',
    failedTitle: 'Er is iets misgegaan',
    failedMessage: 'Er is bij ons iets misgegaan. Probeer het opnieuw.',
    refusedTitle: 'Verzoek niet geaccepteerd',
    refusedMessage: 'Dit verzoek kon niet worden verwerkt.',
    signIn: 'Aanmelden',
    notFoundTitle: 'Pagina niet gevonden',
    notFoundMessage: 'Op dit adres staat geen pagina.',
    home: 'Startpagina',
    skipLink: 'Naar de hoofdinhoud',
  },
  nb_no: {
    tooManyTitle: 'For mange forsøk',
    tooManyResets: 'For mange forespørsler om å tilbakestille passordet. Vent et minutt, og prøv igjen.',
    tooManySignIns: 'For mange påloggingsforsøk. Vent et minutt, og prøv igjen.',
    backToSignIn: 'Tilbake til pålogging',
    failedTitle: 'Noe gikk galt',
    failedMessage: 'Noe gikk galt hos oss. Prøv igjen.',
    refusedTitle: 'Forespørselen ble ikke godtatt',
    refusedMessage: 'Forespørselen kunne ikke behandles.',
    signIn: 'Logg inn',
    notFoundTitle: 'Fant ikke siden',
    notFoundMessage: 'Det finnes ingen side på denne adressen.',
    home: 'Startside',
    skipLink: 'Gå til hovedinnholdet',
  },
  sv_se: {
    tooManyTitle: 'För många försök',
    tooManyResets: 'För många begäranden om att återställa lösenordet. Vänta en minut och försök igen.',
    tooManySignIns: 'För många inloggningsförsök. Vänta en minut och försök igen.',
    backToSignIn: 'Tillbaka till inloggningen',
    failedTitle: 'Något gick fel',
    failedMessage: 'Något gick fel hos oss. Försök igen.',
    refusedTitle: 'Begäran accepterades inte',
    refusedMessage: 'Begäran kunde inte behandlas.',
    signIn: 'Logga in',
    notFoundTitle: 'Sidan hittades inte',
    notFoundMessage: 'Det finns ingen sida på den här adressen.',
    home: 'Startsida',
    skipLink: 'Hoppa till huvudinnehållet',
  },
};
