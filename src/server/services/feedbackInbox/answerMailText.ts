/**
 * The e-mail that carries the back office's answer to feedback, in the sender's language: a
 * subject that names only the platform, a greeting, the day the feedback was sent, the answer as
 * written, and where to read it again. The answer itself is not translated.
 */
import type { Locale } from '../../../domain/locale';

/** The words of the message in one language. */
export interface AnswerMailText {
  subject: string;
  /** The paragraphs of the body around the answer. */
  paragraphs: (recipientName: string, sentOn: string, answer: string) => string[];
}

const EN: AnswerMailText = {
  subject: 'Q-global has answered your feedback',
  paragraphs: (name, sentOn, answer) => [
    `Dear ${name},`,
    `Q-global has answered the feedback you sent on ${sentOn}:`,
    answer,
    'You can read the answer again under Notifications when you sign in to Q-global.',
  ],
};

const FR: AnswerMailText = {
  subject: 'Q-global a répondu à vos commentaires',
  paragraphs: (name, sentOn, answer) => [
    `Bonjour ${name},`,
    `Q-global a répondu aux commentaires que vous avez envoyés le ${sentOn} :`,
    answer,
    'Vous pouvez relire la réponse dans Notifications lorsque vous vous connectez à Q-global.',
  ],
};

/** The message in every language of the platform. */
export const ANSWER_MAIL_TEXT: Readonly<Record<Locale, AnswerMailText>> = {
  en_us: EN,
  en_gb: EN,
  en_au: EN,
  fr_fr: FR,
  fr_ca: FR,
  da_dk: {
    subject: 'Q-global har besvaret din tilbagemelding',
    paragraphs: (name, sentOn, answer) => [
      `Kære ${name}`,
      `Q-global har besvaret den tilbagemelding, du sendte den ${sentOn}:`,
      answer,
      'Du kan læse svaret igen under Meddelelser, når du logger ind på Q-global.',
    ],
  },
  de_de: {
    subject: 'Q-global hat Ihre Rückmeldung beantwortet',
    paragraphs: (name, sentOn, answer) => [
      `Guten Tag ${name},`,
      `Q-global hat Ihre Rückmeldung vom ${sentOn} beantwortet:`,
      answer,
      'Sie können die Antwort nach der Anmeldung bei Q-global unter Benachrichtigungen erneut lesen.',
    ],
  },
  es_es: {
    subject: 'Q-global ha respondido a sus comentarios',
    paragraphs: (name, sentOn, answer) => [
      `Estimado/a ${name}:`,
      `Q-global ha respondido a los comentarios que envió el ${sentOn}:`,
      answer,
      'Puede volver a leer la respuesta en Notificaciones al iniciar sesión en Q-global.',
    ],
  },
  nl_nl: {
    subject: 'Q-global heeft uw feedback beantwoord',
    paragraphs: (name, sentOn, answer) => [
      `Beste ${name},`,
      `Q-global heeft de feedback beantwoord die u op ${sentOn} hebt gegeven:`,
      answer,
      'U kunt het antwoord opnieuw lezen onder Meldingen wanneer u zich aanmeldt bij Q-global.',
    ],
  },
  nb_no: {
    subject: 'Q-global har svart på tilbakemeldingen din',
    paragraphs: (name, sentOn, answer) => [
      `Hei ${name},`,
      `Q-global har svart på tilbakemeldingen du sendte ${sentOn}:`,
      answer,
      'Du kan lese svaret igjen under Varsler når du logger på Q-global.',
    ],
  },
  sv_se: {
    subject: 'Q-global har besvarat din återkoppling',
    paragraphs: (name, sentOn, answer) => [
      `Hej ${name},`,
      `Q-global har besvarat återkopplingen du skickade den ${sentOn}:`,
      answer,
      'Du kan läsa svaret igen under Aviseringar när du loggar in på Q-global.',
    ],
  },
};
