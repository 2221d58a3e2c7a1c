/** Report wording in Canadian French: French (France) with Quebec usage. */
import type { ReportCatalogue } from './en_us';
import { REPORT_FR_FR } from './fr_fr';

/** The fr_ca report catalogue. */
export const REPORT_FR_CA: ReportCatalogue = {
  ...REPORT_FR_FR,
  'details.grade': 'Année scolaire',
  'feedback.reading': '{grade}e année, {season} : {wcpm} mots lus correctement en une minute',
  'feedback.readingNoSeason': '{grade}e année : {wcpm} mots lus correctement en une minute',
  'feedback.percentileCaption': 'Par rapport aux élèves de la même année à la même période de l’année scolaire',
};
