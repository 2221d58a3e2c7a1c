/** What every section of the group report draws from: its data, formats and words. */
import type { GroupReportData } from './groupReport';
import type { ReportFormatter } from './reportFormat';
import type { Translate } from './reportMessages';

/** The data of the report, the formatter of its locale and user, and its messages (the `group.` ids of the report catalogues). */
export interface GroupReportContext {
  data: GroupReportData;
  format: ReportFormatter;
  t: Translate;
}
