/**
 * The refusals of the shared feedback rule (feedbackSubmissionSchema of src/domain/feedback.ts) in
 * every language of the platform (spec §9). The rule writes them in US English; the feedback page
 * recognises each by those words (see knownMessage.ts), so the US English entries are the rule's
 * messages word for word. British and Australian English read them too, Canadian French reads French.
 */
import { FEEDBACK_LIMITS } from '../../../domain/feedback';
import type { Locale } from '../../../domain/locale';
import { translateKnown } from './knownMessage';

/** The rule's refusals, by what they refuse. */
export type FeedbackRefusal = 'categoryMissing' | 'categoryUnknown' | 'messageMissing' | 'messageTooShort' | 'messageTooLong' | 'screenTooLong' | 'ratingOutOfRange';

/** Each refusal in one language. */
export type FeedbackValidationText = Readonly<Record<FeedbackRefusal, string>>;

const { messageMinLength: MIN, messageMaxLength: MAX, ratingMin: LOWEST, ratingMax: HIGHEST, screenMaxLength: SCREEN_MAX } = FEEDBACK_LIMITS;

const EN_US: FeedbackValidationText = {
  categoryMissing: 'Choose what your feedback is about.',
  categoryUnknown: 'Choose one of the feedback categories.',
  messageMissing: 'Enter your feedback.',
  messageTooShort: `Write at least ${MIN} characters.`,
  messageTooLong: `Write at most ${MAX} characters.`,
  screenTooLong: `The screen is at most ${SCREEN_MAX} characters.`,
  ratingOutOfRange: `Choose a rating from ${LOWEST} to ${HIGHEST}.`,
};

const FR_FR: FeedbackValidationText = {
  categoryMissing: 'Choisissez le sujet de vos commentaires.',
  categoryUnknown: 'Choisissez l’une des catégories de commentaires.',
  messageMissing: 'Saisissez vos commentaires.',
  messageTooShort: `Écrivez au moins ${MIN} caractères.`,
  messageTooLong: `Écrivez au plus ${MAX} caractères.`,
  screenTooLong: `L’écran indiqué comporte au plus ${SCREEN_MAX} caractères.`,
  ratingOutOfRange: `Choisissez une note de ${LOWEST} à ${HIGHEST}.`,
};

/** The feedback rule's refusals by locale. */
export const FEEDBACK_VALIDATION_TEXT: Readonly<Record<Locale, FeedbackValidationText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    categoryMissing: 'Vælg, hvad din tilbagemelding handler om.',
    categoryUnknown: 'Vælg en af kategorierne for tilbagemeldinger.',
    messageMissing: 'Skriv din tilbagemelding.',
    messageTooShort: `Skriv mindst ${MIN} tegn.`,
    messageTooLong: `Skriv højst ${MAX} tegn.`,
    screenTooLong: `Skærmbilledet må højst fylde ${SCREEN_MAX} tegn.`,
    ratingOutOfRange: `Vælg en bedømmelse fra ${LOWEST} til ${HIGHEST}.`,
  },
  de_de: {
    categoryMissing: 'Wählen Sie aus, worum es in Ihrer Rückmeldung geht.',
    categoryUnknown: 'Wählen Sie eine der Kategorien für Rückmeldungen.',
    messageMissing: 'Geben Sie Ihre Rückmeldung ein.',
    messageTooShort: `Schreiben Sie mindestens ${MIN} Zeichen.`,
    messageTooLong: `Schreiben Sie höchstens ${MAX} Zeichen.`,
    screenTooLong: `Die Angabe der Ansicht darf höchstens ${SCREEN_MAX} Zeichen lang sein.`,
    ratingOutOfRange: `Wählen Sie eine Bewertung von ${LOWEST} bis ${HIGHEST}.`,
  },
  es_es: {
    categoryMissing: 'Elija sobre qué son sus comentarios.',
    categoryUnknown: 'Elija una de las categorías de comentarios.',
    messageMissing: 'Escriba sus comentarios.',
    messageTooShort: `Escriba al menos ${MIN} caracteres.`,
    messageTooLong: `Escriba como máximo ${MAX} caracteres.`,
    screenTooLong: `La pantalla indicada tiene como máximo ${SCREEN_MAX} caracteres.`,
    ratingOutOfRange: `Elija una valoración de ${LOWEST} a ${HIGHEST}.`,
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    categoryMissing: 'Kies waarover uw feedback gaat.',
    categoryUnknown: 'Kies een van de feedbackcategorieën.',
    messageMissing: 'Vul uw feedback in.',
    messageTooShort: `Schrijf minstens ${MIN} tekens.`,
    messageTooLong: `Schrijf hoogstens ${MAX} tekens.`,
    screenTooLong: `Het scherm is hoogstens ${SCREEN_MAX} tekens lang.`,
    ratingOutOfRange: `Kies een beoordeling van ${LOWEST} tot ${HIGHEST}.`,
  },
  nb_no: {
    categoryMissing: 'Velg hva tilbakemeldingen gjelder.',
    categoryUnknown: 'Velg en av kategoriene for tilbakemelding.',
    messageMissing: 'Skriv tilbakemeldingen din.',
    messageTooShort: `Skriv minst ${MIN} tegn.`,
    messageTooLong: `Skriv høyst ${MAX} tegn.`,
    screenTooLong: `Skjermbildet kan ha høyst ${SCREEN_MAX} tegn.`,
    ratingOutOfRange: `Velg en vurdering fra ${LOWEST} til ${HIGHEST}.`,
  },
  sv_se: {
    categoryMissing: 'Välj vad din återkoppling gäller.',
    categoryUnknown: 'Välj en av kategorierna för återkoppling.',
    messageMissing: 'Skriv din återkoppling.',
    messageTooShort: `Skriv minst ${MIN} tecken.`,
    messageTooLong: `Skriv högst ${MAX} tecken.`,
    screenTooLong: `Skärmen får ha högst ${SCREEN_MAX} tecken.`,
    ratingOutOfRange: `Välj ett betyg från ${LOWEST} till ${HIGHEST}.`,
  },
};

/** A refusal of the feedback rule in `locale`; one it does not know keeps the rule's own words. */
export const feedbackRefusalText = (locale: Locale, message: string): string => translateKnown(EN_US, FEEDBACK_VALIDATION_TEXT[locale], message);
