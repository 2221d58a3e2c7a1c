/**
 * The account exports' records for the permission matrix and the tenancy test: a ready export of
 * the demo clinic, asked for by its administrator (accountManagement.requestExport) and built by
 * the app's own job worker.
 */
import type { AccountExport } from '../../../src/contract/services/accountExports';
import type { Api } from './permissionMatrixWorld';

/** What the export cases need. */
export interface ExportWorld {
  /** A fresh export of the demo clinic, once its job has made it ready: its id. */
  readyExportId: () => Promise<number>;
}

/**
 * Waits (polling the administrator's list) until export `id` is no longer pending and the e-mail
 * with its link is sent or failed, so that none of the account's rows changes any more.
 */
export async function settledExport(admin: Api, id: number): Promise<AccountExport> {
  for (let tries = 0; tries < 600; tries += 1) {
    const found = (await admin('GET', '/account-management/exports')).json<AccountExport[]>().find((row) => row.id === id);
    const mailSettled = found?.emailState === null || found?.emailState === 'sent' || found?.emailState === 'failed';
    if (found && found.status !== 'pending' && mailSettled) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Export ${id} was not built.`);
}

/** Builds the export world over the demo administrator's API. */
export function buildExportWorld(admin: Api): ExportWorld {
  return {
    readyExportId: async () => {
      const created = await admin('POST', '/account-management/exports');
      if (created.statusCode !== 201) throw new Error(`requestExport answered ${created.statusCode}: ${created.body}`);
      const ready = await settledExport(admin, created.json<AccountExport>().id);
      if (ready.status !== 'ready') throw new Error(`Export ${ready.id} ${ready.status}: ${ready.failureReason ?? ''}`);
      return ready.id;
    },
  };
}
