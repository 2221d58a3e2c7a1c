/**
 * The words of the legacy feedback page, its thank-you page and its "you cannot send feedback"
 * page in every language of the platform (spec §9); British and Australian English read the US
 * English ones, Canadian French reads French. The screen names are in feedbackScreenText.ts, the
 * refusals of the shared submission rule in feedbackValidationText.ts.
 */
import { FEEDBACK_CATEGORY_LABELS, type FeedbackCategory } from '../../../domain/feedback';
import type { Locale } from '../../../domain/locale';

/** Everything the feedback pages say, besides the screen names and the rule's refusals. */
export interface FeedbackText {
  /** The form's title and heading. */
  title: string;
  skipLink: string;
  intro: string;
  backToPlatform: string;
  /** The sentence around the support address: the words before it and after it. */
  supportBefore: string;
  supportAfter: string;
  categoryLegend: string;
  /** The categories as the form offers them; the US English ones are the domain's labels. */
  categories: Readonly<Record<FeedbackCategory, string>>;
  screenLabel: string;
  noScreen: string;
  /** The name of a page a link named that is none of the listed screens. */
  pageYouCameFrom: string;
  messageLabel: string;
  messageHint: (min: number, max: number) => string;
  ratingLabel: string;
  noRating: string;
  rating: (stars: number, max: number) => string;
  /** Beside the highest rating, in parentheses. */
  ratingBest: string;
  /** Beside the lowest rating, in parentheses. */
  ratingWorst: string;
  mayContact: string;
  submit: string;
  formExpired: string;
  thankYouTitle: string;
  sent: string;
  sendMore: string;
  notAllowedTitle: string;
  notAllowed: string;
  goHome: string;
}

const EN_US: FeedbackText = {
  title: 'Send feedback',
  skipLink: 'Skip to the main content',
  intro: 'Tell us what works, what does not and what you would like.',
  backToPlatform: 'Back to the platform',
  supportBefore: 'For help with a particular assessment, write to support at ',
  supportAfter: '.',
  categoryLegend: 'What is your feedback about?',
  categories: FEEDBACK_CATEGORY_LABELS,
  screenLabel: 'Which screen is it about?',
  noScreen: 'Not about one screen',
  pageYouCameFrom: 'The page you came from',
  messageLabel: 'Your feedback',
  messageHint: (min, max) => `Between ${min} and ${max} characters. Please leave out examinees' names and other personal data.`,
  ratingLabel: 'How would you rate the platform? (optional)',
  noRating: 'No rating',
  rating: (stars, max) => `${stars} of ${max}`,
  ratingBest: 'excellent',
  ratingWorst: 'poor',
  mayContact: 'You may contact me about this',
  submit: 'Send the feedback',
  formExpired: 'This form has expired. Please send it again.',
  thankYouTitle: 'Thank you for your feedback',
  sent: 'Your feedback was sent.',
  sendMore: 'Send more feedback',
  notAllowedTitle: 'You cannot send feedback',
  notAllowed: 'Sending feedback is not part of your role. Ask your administrator if you need it.',
  goHome: 'Go to the home page',
};

const FR_FR: FeedbackText = {
  title: 'Envoyer des commentaires',
  skipLink: 'Aller au contenu principal',
  intro: 'Dites-nous ce qui fonctionne, ce qui ne fonctionne pas et ce que vous souhaiteriez.',
  backToPlatform: 'Retour à la plateforme',
  supportBefore: 'Pour obtenir de l’aide sur une évaluation en particulier, écrivez au support à l’adresse ',
  supportAfter: '.',
  categoryLegend: 'Sur quoi portent vos commentaires ?',
  categories: { problem: 'Quelque chose ne fonctionne pas', suggestion: 'Une suggestion', question: 'Une question', praise: 'Quelque chose fonctionne bien' },
  screenLabel: 'De quel écran s’agit-il ?',
  noScreen: 'Aucun écran en particulier',
  pageYouCameFrom: 'La page d’où vous venez',
  messageLabel: 'Vos commentaires',
  messageHint: (min, max) => `Entre ${min} et ${max} caractères. N’indiquez pas de noms de personnes évaluées ni d’autres données personnelles.`,
  ratingLabel: 'Quelle note donnez-vous à la plateforme ? (facultatif)',
  noRating: 'Pas de note',
  rating: (stars, max) => `${stars} sur ${max}`,
  ratingBest: 'excellent',
  ratingWorst: 'mauvais',
  mayContact: 'Vous pouvez me contacter à ce sujet',
  submit: 'Envoyer les commentaires',
  formExpired: 'Ce formulaire a expiré. Veuillez l’envoyer à nouveau.',
  thankYouTitle: 'Merci pour vos commentaires',
  sent: 'Vos commentaires ont été envoyés.',
  sendMore: 'Envoyer d’autres commentaires',
  notAllowedTitle: 'Vous ne pouvez pas envoyer de commentaires',
  notAllowed: 'L’envoi de commentaires ne fait pas partie de votre rôle. Adressez-vous à votre administrateur si vous en avez besoin.',
  goHome: 'Aller à la page d’accueil',
};

/** The feedback pages' words by locale. */
export const FEEDBACK_TEXT: Readonly<Record<Locale, FeedbackText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    title: 'Send tilbagemelding',
    skipLink: 'Gå til hovedindholdet',
    intro: 'Fortæl os, hvad der virker, hvad der ikke gør, og hvad du gerne vil have.',
    backToPlatform: 'Tilbage til testplatformen',
    supportBefore: 'Har du brug for hjælp til en bestemt testning, kan du skrive til support på ',
    supportAfter: '.',
    categoryLegend: 'Hvad handler din tilbagemelding om?',
    categories: { problem: 'Noget virker ikke', suggestion: 'Et forslag', question: 'Et spørgsmål', praise: 'Noget virker godt' },
    screenLabel: 'Hvilket skærmbillede handler den om?',
    noScreen: 'Ikke om et bestemt skærmbillede',
    pageYouCameFrom: 'Siden, du kom fra',
    messageLabel: 'Din tilbagemelding',
    messageHint: (min, max) => `Mellem ${min} og ${max} tegn. Udelad venligst testpersoners navne og andre personoplysninger.`,
    ratingLabel: 'Hvordan vil du bedømme testplatformen? (valgfrit)',
    noRating: 'Ingen bedømmelse',
    rating: (stars, max) => `${stars} af ${max}`,
    ratingBest: 'fremragende',
    ratingWorst: 'dårlig',
    mayContact: 'I må gerne kontakte mig om dette',
    submit: 'Send tilbagemeldingen',
    formExpired: 'Denne formular er udløbet. Send den igen.',
    thankYouTitle: 'Tak for din tilbagemelding',
    sent: 'Din tilbagemelding er sendt.',
    sendMore: 'Send en ny tilbagemelding',
    notAllowedTitle: 'Du kan ikke sende tilbagemeldinger',
    notAllowed: 'Det er ikke en del af din rolle at sende tilbagemeldinger. Spørg din administrator, hvis du har brug for det.',
    goHome: 'Gå til forsiden',
  },
  de_de: {
    title: 'Rückmeldung senden',
    skipLink: 'Zum Hauptinhalt springen',
    intro: 'Sagen Sie uns, was gut funktioniert, was nicht und was Sie sich wünschen.',
    backToPlatform: 'Zurück zur Testplattform',
    supportBefore: 'Für Hilfe zu einer bestimmten Testung schreiben Sie an den Support unter ',
    supportAfter: '.',
    categoryLegend: 'Worum geht es in Ihrer Rückmeldung?',
    categories: { problem: 'Etwas funktioniert nicht', suggestion: 'Ein Vorschlag', question: 'Eine Frage', praise: 'Etwas funktioniert gut' },
    screenLabel: 'Welche Ansicht betrifft sie?',
    noScreen: 'Keine bestimmte Ansicht',
    pageYouCameFrom: 'Die Seite, von der Sie kamen',
    messageLabel: 'Ihre Rückmeldung',
    messageHint: (min, max) => `Zwischen ${min} und ${max} Zeichen. Bitte lassen Sie Namen von Testpersonen und andere personenbezogene Daten weg.`,
    ratingLabel: 'Wie bewerten Sie die Testplattform? (optional)',
    noRating: 'Keine Bewertung',
    rating: (stars, max) => `${stars} von ${max}`,
    ratingBest: 'ausgezeichnet',
    ratingWorst: 'schlecht',
    mayContact: 'Sie dürfen mich dazu kontaktieren',
    submit: 'Rückmeldung senden',
    formExpired: 'Dieses Formular ist abgelaufen. Bitte senden Sie es erneut.',
    thankYouTitle: 'Vielen Dank für Ihre Rückmeldung',
    sent: 'Ihre Rückmeldung wurde gesendet.',
    sendMore: 'Weitere Rückmeldung senden',
    notAllowedTitle: 'Sie können keine Rückmeldung senden',
    notAllowed: 'Das Senden von Rückmeldungen gehört nicht zu Ihrer Rolle. Wenden Sie sich an die Administration Ihres Kontos, wenn Sie es benötigen.',
    goHome: 'Zur Startseite',
  },
  es_es: {
    title: 'Enviar comentarios',
    skipLink: 'Ir al contenido principal',
    intro: 'Cuéntenos qué funciona, qué no y qué le gustaría.',
    backToPlatform: 'Volver a la plataforma',
    supportBefore: 'Si necesita ayuda con una evaluación concreta, escriba al servicio de asistencia a ',
    supportAfter: '.',
    categoryLegend: '¿Sobre qué son sus comentarios?',
    categories: { problem: 'Algo no funciona', suggestion: 'Una sugerencia', question: 'Una pregunta', praise: 'Algo funciona bien' },
    screenLabel: '¿A qué pantalla se refieren?',
    noScreen: 'A ninguna pantalla concreta',
    pageYouCameFrom: 'La página de la que viene',
    messageLabel: 'Sus comentarios',
    messageHint: (min, max) => `Entre ${min} y ${max} caracteres. No incluya nombres de personas evaluadas ni otros datos personales.`,
    ratingLabel: '¿Cómo valoraría la plataforma? (opcional)',
    noRating: 'Sin valoración',
    rating: (stars, max) => `${stars} de ${max}`,
    ratingBest: 'excelente',
    ratingWorst: 'deficiente',
    mayContact: 'Pueden ponerse en contacto conmigo sobre esto',
    submit: 'Enviar los comentarios',
    formExpired: 'Este formulario ha caducado. Vuelva a enviarlo.',
    thankYouTitle: 'Gracias por sus comentarios',
    sent: 'Sus comentarios se han enviado.',
    sendMore: 'Enviar más comentarios',
    notAllowedTitle: 'No puede enviar comentarios',
    notAllowed: 'Enviar comentarios no forma parte de su rol. Pídaselo al administrador de su cuenta si lo necesita.',
    goHome: 'Ir a la página de inicio',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    title: 'Feedback geven',
    skipLink: 'Naar de hoofdinhoud',
    intro: 'Vertel ons wat werkt, wat niet werkt en wat u graag zou willen.',
    backToPlatform: 'Terug naar het testplatform',
    supportBefore: 'Voor hulp bij een bepaalde afname schrijft u naar support via ',
    supportAfter: '.',
    categoryLegend: 'Waarover gaat uw feedback?',
    categories: { problem: 'Iets werkt niet', suggestion: 'Een suggestie', question: 'Een vraag', praise: 'Iets werkt goed' },
    screenLabel: 'Over welk scherm gaat het?',
    noScreen: 'Niet over één scherm',
    pageYouCameFrom: 'De pagina waar u vandaan kwam',
    messageLabel: 'Uw feedback',
    messageHint: (min, max) => `Tussen ${min} en ${max} tekens. Laat namen van testpersonen en andere persoonsgegevens weg.`,
    ratingLabel: 'Hoe beoordeelt u het testplatform? (optioneel)',
    noRating: 'Geen beoordeling',
    rating: (stars, max) => `${stars} van ${max}`,
    ratingBest: 'uitstekend',
    ratingWorst: 'slecht',
    mayContact: 'U mag hierover contact met mij opnemen',
    submit: 'Feedback versturen',
    formExpired: 'Dit formulier is verlopen. Verstuur het opnieuw.',
    thankYouTitle: 'Bedankt voor uw feedback',
    sent: 'Uw feedback is verstuurd.',
    sendMore: 'Meer feedback geven',
    notAllowedTitle: 'U kunt geen feedback geven',
    notAllowed: 'Feedback geven hoort niet bij uw rol. Vraag de beheerder van uw account als u dit nodig hebt.',
    goHome: 'Naar de startpagina',
  },
  nb_no: {
    title: 'Send tilbakemelding',
    skipLink: 'Gå til hovedinnholdet',
    intro: 'Fortell oss hva som fungerer, hva som ikke gjør det, og hva du ønsker deg.',
    backToPlatform: 'Tilbake til testplattformen',
    supportBefore: 'Trenger du hjelp med en bestemt testing, kan du skrive til brukerstøtte på ',
    supportAfter: '.',
    categoryLegend: 'Hva gjelder tilbakemeldingen din?',
    categories: { problem: 'Noe fungerer ikke', suggestion: 'Et forslag', question: 'Et spørsmål', praise: 'Noe fungerer bra' },
    screenLabel: 'Hvilket skjermbilde gjelder den?',
    noScreen: 'Ikke ett bestemt skjermbilde',
    pageYouCameFrom: 'Siden du kom fra',
    messageLabel: 'Tilbakemeldingen din',
    messageHint: (min, max) => `Mellom ${min} og ${max} tegn. Ikke ta med navn på testpersoner eller andre personopplysninger.`,
    ratingLabel: 'Hvordan vurderer du testplattformen? (valgfritt)',
    noRating: 'Ingen vurdering',
    rating: (stars, max) => `${stars} av ${max}`,
    ratingBest: 'utmerket',
    ratingWorst: 'dårlig',
    mayContact: 'Dere kan kontakte meg om dette',
    submit: 'Send tilbakemeldingen',
    formExpired: 'Dette skjemaet er utløpt. Send det på nytt.',
    thankYouTitle: 'Takk for tilbakemeldingen',
    sent: 'Tilbakemeldingen din er sendt.',
    sendMore: 'Send en ny tilbakemelding',
    notAllowedTitle: 'Du kan ikke sende tilbakemelding',
    notAllowed: 'Å sende tilbakemelding er ikke en del av rollen din. Spør administratoren av kontoen din hvis du trenger det.',
    goHome: 'Gå til startsiden',
  },
  sv_se: {
    title: 'Skicka återkoppling',
    skipLink: 'Hoppa till huvudinnehållet',
    intro: 'Berätta vad som fungerar, vad som inte gör det och vad du önskar dig.',
    backToPlatform: 'Tillbaka till testplattformen',
    supportBefore: 'Om du behöver hjälp med en viss testning kan du skriva till supporten på ',
    supportAfter: '.',
    categoryLegend: 'Vad gäller din återkoppling?',
    categories: { problem: 'Något fungerar inte', suggestion: 'Ett förslag', question: 'En fråga', praise: 'Något fungerar bra' },
    screenLabel: 'Vilken skärm gäller den?',
    noScreen: 'Ingen särskild skärm',
    pageYouCameFrom: 'Sidan du kom från',
    messageLabel: 'Din återkoppling',
    messageHint: (min, max) => `Mellan ${min} och ${max} tecken. Utelämna testpersoners namn och andra personuppgifter.`,
    ratingLabel: 'Hur bedömer du testplattformen? (valfritt)',
    noRating: 'Inget betyg',
    rating: (stars, max) => `${stars} av ${max}`,
    ratingBest: 'utmärkt',
    ratingWorst: 'dålig',
    mayContact: 'Ni får kontakta mig om detta',
    submit: 'Skicka återkopplingen',
    formExpired: 'Det här formuläret har gått ut. Skicka det igen.',
    thankYouTitle: 'Tack för din återkoppling',
    sent: 'Din återkoppling har skickats.',
    sendMore: 'Skicka mer återkoppling',
    notAllowedTitle: 'Du kan inte skicka återkoppling',
    notAllowed: 'Att skicka återkoppling ingår inte i din roll. Be kontots administratör om du behöver det.',
    goHome: 'Gå till startsidan',
  },
};
