/** Handler of the research CSV export of the assessment list. */
import { assessmentCsvExport } from '../../../contract';
import { localeForLanguage } from '../../../domain/locale';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { exportAssessmentsCsv } from './service';

/** The research CSV export's handlers. */
export function assessmentCsvExportRoutes(): BoundHandler[] {
  return [
    handle(assessmentCsvExport.exportAssessmentsCsv, ({ query }, { db, repos, user, now }) => exportAssessmentsCsv(db, repos, query, localeForLanguage(user.languageCode), now)),
  ];
}
