/**
 * The words the shared form pieces say (src/server/legacy/formParts.tsx) in every language of the
 * platform (spec §9); British and Australian English read the US English ones, Canadian French
 * reads French.
 */
import type { Locale } from '../../../domain/locale';

/** Everything the shared form pieces say. */
export interface FormPartsText {
  /** The heading of the error summary at the top of a page. */
  errorSummaryTitle: string;
  /** When a form's token did not verify (an old tab, or a cross-site post). */
  formExpired: string;
}

const EN_US: FormPartsText = {
  errorSummaryTitle: 'There is a problem',
  formExpired: 'This form has expired. Please try again.',
};

const FR_FR: FormPartsText = {
  errorSummaryTitle: 'Il y a un problème',
  formExpired: 'Ce formulaire a expiré. Veuillez réessayer.',
};

/** The shared form pieces' words by locale. */
export const FORM_PARTS_TEXT: Readonly<Record<Locale, FormPartsText>> = {
  en_us: EN_US,
  en_gb: EN_US,
  en_au: EN_US,
  da_dk: {
    errorSummaryTitle: 'Der er et problem',
    formExpired: 'Denne formular er udløbet. Prøv igen.',
  },
  de_de: {
    errorSummaryTitle: 'Es ist ein Problem aufgetreten',
    formExpired: 'Dieses Formular ist abgelaufen. Bitte versuchen Sie es erneut.',
  },
  es_es: {
    errorSummaryTitle: 'Hay un problema',
    formExpired: 'Este formulario ha caducado. Vuelva a intentarlo.',
  },
  fr_fr: FR_FR,
  fr_ca: FR_FR,
  nl_nl: {
    errorSummaryTitle: 'Er is een probleem',
    formExpired: 'Dit formulier is verlopen. Probeer het opnieuw.',
  },
  nb_no: {
    errorSummaryTitle: 'Det er et problem',
    formExpired: 'Dette skjemaet er utløpt. Prøv på nytt.',
  },
  sv_se: {
    errorSummaryTitle: 'Det finns ett problem',
    formExpired: 'Det här formuläret har gått ut. Försök igen.',
  },
};
