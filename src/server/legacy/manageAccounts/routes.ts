/** The manage-accounts legacy pages (legacyPagePath('manageAccounts')) and their form posts. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { registerManageAccountsOverviewRoutes } from './overviewRoutes';
import { registerManageAccountsUserRoutes } from './userRoutes';

/** Registers the page, its forms, and the new-user and edit-user pages. */
export function registerManageAccountsRoutes(app: FastifyInstance, context: AppContext): void {
  registerManageAccountsOverviewRoutes(app, context);
  registerManageAccountsUserRoutes(app, context);
}
