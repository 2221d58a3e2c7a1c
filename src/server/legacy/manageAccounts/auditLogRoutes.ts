/**
 * The audit log page under Manage accounts and its CSV export (issue #16). Each runs as its
 * contract operation (account.auditLog, account.exportAuditLog): the same permission, the same
 * audit row (reading the audit is itself audited), and the rows read inside the account's
 * row-level security scope. A signed-in user without the permission gets the 403 page, audited
 * as a denial; a browser without a session goes to the login page and back.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { ValidationError } from 'yup';
import { auditTrail } from '../../../contract';
import { type AuditTrailFilter, type AuditTrailQuery, MAX_AUDIT_EXPORT_ROWS } from '../../../contract/services/auditTrail';
import { hasAuthority, PERMISSIONS } from '../../../domain/permissions';
import { type Principal, personName } from '../../auth/principal';
import type { AppContext } from '../../context';
import { enterAccountScope } from '../../db/accountScope';
import { contentDisposition } from '../../http/contentDisposition';
import { auditDenial } from '../../http/operationAudit';
import { exportAuditTrail, listAuditTrail } from '../../services/auditTrail/service';
import { listUsers } from '../../services/accountManagement/usersService';
import { asOperation, legacyCall } from '../asOperation';
import type { FieldError } from '../formParts';
import { AUDIT_LOG_TEXT } from '../../audit/i18n/auditLogText';
import { legacyPrincipal } from '../legacySession';
import { AUDIT_FILTER_NAMES, type AuditLogFilters, AuditLogPage } from './auditLogPage';
import { allowedPrincipal, localeOf, reposOf, seeOther, sendPage } from './pageSupport';
import { AUDIT_LOG_EXPORT_PATH, AUDIT_LOG_PATH } from './paths';
import { LOGIN_PATH } from '../paths';

type Query = Partial<Record<string, string | string[]>>;

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? '')).trim();

/** The filters of the address, checked by the operation's own query schema. */
function parseQuery(raw: Query, withPage: boolean): { filters: AuditLogFilters; query: AuditTrailQuery | null; invalid: string[] } {
  const filters = Object.fromEntries(AUDIT_FILTER_NAMES.map((name) => [name, first(raw[name])])) as unknown as AuditLogFilters;
  const page = first(raw['page']);
  const input = { ...Object.fromEntries(AUDIT_FILTER_NAMES.filter((name) => filters[name] !== '').map((name) => [name, filters[name]])), ...(withPage && page !== '' ? { page } : {}) };
  const schema = withPage ? auditTrail.auditLog.query : auditTrail.exportAuditLog.query;
  if (!schema) throw new Error('The audit trail operations declare their query schemas.');
  try {
    return { filters, query: schema.validateSync(input, { abortEarly: false, stripUnknown: true }) as AuditTrailQuery, invalid: [] };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    return { filters, query: null, invalid: inner.map((item) => item.path ?? '') };
  }
}

/**
 * The signed-in principal allowed to read the account's audit, or `null` once the reply was sent
 * (the login page, or the 403 page after auditing the denial).
 */
async function auditReader(context: AppContext, request: FastifyRequest, reply: FastifyReply, operation: typeof auditTrail.auditLog | typeof auditTrail.exportAuditLog): Promise<Principal | null> {
  const principal = await legacyPrincipal(context, request);
  if (!principal) {
    await seeOther(reply, `${LOGIN_PATH}?next=${encodeURIComponent(AUDIT_LOG_PATH)}`);
    return null;
  }
  if (!hasAuthority(principal.permissions, [PERMISSIONS.ACCOUNT_USERS_MANAGE])) {
    await auditDenial(context.db, operation, legacyCall(context, request, principal), { query: request.query }, 'forbidden');
    // The shared 403 page of Manage accounts (allowedPrincipal answers it for a missing permission).
    await allowedPrincipal(context, request, reply, AUDIT_LOG_PATH, [PERMISSIONS.ACCOUNT_USERS_MANAGE]);
    return null;
  }
  return principal;
}

/** Registers the audit log page and its export. */
export function registerAuditLogRoutes(app: FastifyInstance, context: AppContext): void {
  app.get<{ Querystring: Query }>(AUDIT_LOG_PATH, async (request, reply) => {
    const principal = await auditReader(context, request, reply, auditTrail.auditLog);
    if (!principal) return reply;
    const locale = localeOf(principal);
    const { filters, query, invalid } = parseQuery(request.query, true);
    const users = (await listUsers(reposOf(context.db, principal), { pageSize: 100 })).items.map((user) => ({ id: user.id, name: `${personName(user)} (${user.userName})` }));
    const page = { locale, filters, users, exportLimit: MAX_AUDIT_EXPORT_ROWS };
    if (query === null) {
      const errors: FieldError[] = invalid.map((field) => ({ field: (AUDIT_FILTER_NAMES as readonly string[]).includes(field) ? field : '', message: AUDIT_LOG_TEXT[locale].filterInvalid }));
      return sendPage(reply, 400, createElement(AuditLogPage, { ...page, trail: null, errors }));
    }
    const trail = await asOperation(context, request, principal, auditTrail.auditLog, { query }, async (tx) => {
      await enterAccountScope(tx, principal.accountId);
      return listAuditTrail(reposOf(tx, principal), query, locale);
    });
    return sendPage(reply, 200, createElement(AuditLogPage, { ...page, trail, errors: [] }));
  });

  app.get<{ Querystring: Query }>(AUDIT_LOG_EXPORT_PATH, async (request, reply) => {
    const principal = await auditReader(context, request, reply, auditTrail.exportAuditLog);
    if (!principal) return reply;
    const { query } = parseQuery(request.query, false);
    const filter: AuditTrailFilter = query ?? {};
    const file = await asOperation(context, request, principal, auditTrail.exportAuditLog, { query: filter }, async (tx) => {
      await enterAccountScope(tx, principal.accountId);
      return exportAuditTrail(reposOf(tx, principal), filter, localeOf(principal), context.clock());
    });
    return reply.code(200).header('cache-control', 'private, no-store').header('content-disposition', contentDisposition(file.fileName, 'attachment')).type(file.contentType).send(file.bytes);
  });
}
