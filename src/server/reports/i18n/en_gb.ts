/** Report wording in British English: US English with British usage. */
import { REPORT_EN_US, type ReportCatalogue } from './en_us';

/** The en_gb report catalogue. */
export const REPORT_EN_GB: ReportCatalogue = {
  ...REPORT_EN_US,
  'season.fall': 'Autumn',
  'feedback.percentileCaption': 'Compared with pupils in the same year group at the same time of year',
};
