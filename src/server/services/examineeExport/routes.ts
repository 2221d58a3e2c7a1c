/** Handlers of the examinee CSV export. */
import { examineeExport } from '../../../contract';
import { localeForLanguage } from '../../../domain/locale';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { exportExaminees } from './service';

/** The examinee export's handlers. */
export function examineeExportRoutes(): BoundHandler[] {
  return [handle(examineeExport.exportExaminees, ({ query }, { repos, user, now }) => exportExaminees(repos, query, localeForLanguage(user.languageCode), now))];
}
