/** Handlers of the import operations (src/contract/services/rosterImports.ts). */
import { rosterImports } from '../../../contract';
import { type BoundHandler, handle } from '../../http/operationHandler';
import { commitImport, createImport, getImport, savedMapping, startDryRun, uploadPart } from './service';

/** The import service's handlers. */
export function rosterImportRoutes(): BoundHandler[] {
  return [
    handle(rosterImports.createRosterImport, ({ body }, call) => createImport(call, body)),
    handle(rosterImports.uploadRosterImportPart, ({ params, body }, call) => uploadPart(call, params.importId, body.seq, body.data)),
    handle(rosterImports.startRosterImportDryRun, ({ params, body }, call) => startDryRun(call, params.importId, body.mapping)),
    handle(rosterImports.getRosterImport, ({ params }, call) => getImport(call, params.importId)),
    handle(rosterImports.commitRosterImport, ({ params, body }, call) => commitImport(call, params.importId, body)),
    handle(rosterImports.examineeImportMapping, (_input, call) => savedMapping(call)),
  ];
}
