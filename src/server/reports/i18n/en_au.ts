/** Report wording in Australian English: US English with Australian usage. */
import { REPORT_EN_US, type ReportCatalogue } from './en_us';

/** The en_au report catalogue. */
export const REPORT_EN_AU: ReportCatalogue = {
  ...REPORT_EN_US,
  'season.fall': 'Autumn',
  'feedback.percentileCaption': 'Compared with students in the same year level at the same time of year',
};
