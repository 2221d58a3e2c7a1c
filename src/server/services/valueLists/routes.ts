/** Handlers of the util service (src/contract/services/valueLists.ts). */
import { valueLists } from '../../../contract';
import { localeForLanguage } from '../../../domain/locale';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { valueListOptions } from './service';

/** The util service's handler: a value list in the caller's language. */
export function valueListRoutes(): BoundHandler[] {
  return [handle(valueLists.domainByType, ({ params }, call) => valueListOptions(call.db, params.type, localeForLanguage(call.user.languageCode)))];
}
