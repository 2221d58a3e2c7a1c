/** The tests' embedded database: PGlite on a worker thread, as the server runs it (src/server/db/workerPglite.ts). */
export { openWorkerPglite } from '../../../src/server/db/workerPglite';
