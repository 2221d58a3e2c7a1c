/** French (Canada): the French of France reads well here; only "courriel" would differ, and the player does not name e-mail. */
import type { OsaCatalogue } from './en_us';
import { FR_FR } from './fr_fr';

/** The fr_ca catalogue. */
export const FR_CA: OsaCatalogue = {
  ...FR_FR,
  'player.loading': 'Chargement de votre questionnaire en cours…',
  'problem.rateLimited.title': 'Veuillez patienter un instant',
};
