/** The feedback inbox's screens in the SPA (back office, issue #17): the inbox and one piece of feedback. */
import { PERMISSIONS } from '../../domain/permissions';
import type { Screen } from '../screen';

const HELP = 'back-office.html#feedback-inbox';

/** The screens of the feedback inbox. */
export const SCREENS: readonly Screen[] = [
  {
    pattern: '/back-office/feedback',
    opensWith: [PERMISSIONS.FEEDBACK_MANAGE],
    help: HELP,
    name: {
      da_dk: 'Indbakke for tilbagemeldinger',
      de_de: 'Posteingang für Rückmeldungen',
      en_us: 'Feedback inbox',
      en_au: 'Feedback inbox',
      en_gb: 'Feedback inbox',
      es_es: 'Bandeja de comentarios',
      fr_fr: 'Boîte de réception des commentaires',
      fr_ca: 'Boîte de réception des commentaires',
      nl_nl: 'Inbox voor feedback',
      nb_no: 'Innboks for tilbakemeldinger',
      sv_se: 'Inkorg för återkoppling',
    },
  },
  {
    pattern: '/back-office/accounts/:accountId/feedback/:feedbackId',
    opensWith: [PERMISSIONS.FEEDBACK_MANAGE],
    help: HELP,
    name: {
      da_dk: 'Tilbagemelding',
      de_de: 'Rückmeldung',
      en_us: 'Feedback',
      en_au: 'Feedback',
      en_gb: 'Feedback',
      es_es: 'Comentario',
      fr_fr: 'Commentaire',
      fr_ca: 'Commentaire',
      nl_nl: 'Feedback',
      nb_no: 'Tilbakemelding',
      sv_se: 'Återkoppling',
    },
  },
];
