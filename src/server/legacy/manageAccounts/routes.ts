/** The manage-accounts legacy pages (legacyPagePath('manageAccounts')) and their form posts. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerAuditLogRoutes } from './auditLogRoutes';
import { registerManageAccountsOverviewRoutes } from './overviewRoutes';
import { registerManageAccountsUserRoutes } from './userRoutes';
import { registerExportSectionRoutes } from './exportSection';

/** Registers the page, its forms, the new-user and edit-user pages, and the audit log. */
export function registerManageAccountsRoutes(app: FastifyInstance, context: AppContext): void {
  registerManageAccountsOverviewRoutes(app, context);
  registerManageAccountsUserRoutes(app, context);
  registerAuditLogRoutes(app, context);
  registerExportSectionRoutes(app, context);
}
