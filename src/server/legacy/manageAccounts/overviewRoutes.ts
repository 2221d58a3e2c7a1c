/**
 * The manage-accounts page (GET, with the user list's filters in its address) and the posts of
 * its setting items form and its deletion request: each answers 303 back to the page with a
 * success message, or the page again with the errors.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { accountManagement } from '../../../contract';
import { ACCOUNT_ITEM_IDS, ACCOUNT_ITEMS, type AccountItemId } from '../../../domain/accountItems';
import { PERMISSIONS } from '../../../domain/permissions';
import { CURRENT_PASSWORD_FIELD } from '../../../domain/reauthentication';
import type { Principal } from '../../auth/principal';
import type { AppContext } from '../../context';
import { auditCall } from '../../http/operationAudit';
import { asOperation, legacyCall } from '../asOperation';
import { dalsStatus } from '../../services/account/service';
import { getAccountItems, putAccountItem } from '../../services/accountManagement/itemsService';
import { requireOwnAccount } from '../../services/accountManagement/ownAccount';
import { requestSelfDeletion, withdrawSelfDeletion } from '../../services/accountManagement/selfDeletionService';
import { listUsers } from '../../services/accountManagement/usersService';
import { CONFIRM_DELETION_FIELD } from './deletionSection';
import { exportSectionData } from './exportSection';
import { itemValueError } from './fieldErrors';
import type { FieldError } from '../formParts';
import { MANAGE_ACCOUNTS_SETTINGS_TEXT } from '../i18n/manageAccountsSettingsText';
import { MANAGE_SAVED, type ManageSaved } from '../i18n/manageAccountsText';
import type { ItemValues } from './itemsSection';
import { ManageAccountsPage, type ManageSection } from './manageAccountsPage';
import { actorOf, allowedPrincipal, reposOf, type Form, formTokenError, formTokenVerified, issueFormToken, localeOf, refusalOf, rightsOf, seeOther, sendPage, text } from './pageSupport';
import { MANAGE_ACCOUNTS_PATH, MANAGE_DELETION_PATH, MANAGE_DELETION_WITHDRAW_PATH, MANAGE_ITEMS_PATH } from './paths';
import { NO_FILTERS, type UserListFilters, userListQueryOf } from './userList';

/** Either right opens the page; each section needs its own. */
const PAGE_PERMISSIONS = [PERMISSIONS.ACCOUNT_USERS_MANAGE, PERMISSIONS.ACCOUNT_SETTINGS_EDIT];

type ListQuery = Parameters<typeof userListQueryOf>[0];

/** What one rendering of the page differs in. */
interface PageState {
  saved: ManageSaved | null;
  errors: { section: ManageSection; fields: FieldError[] } | null;
  /** The list's filters, and its query unless the filters were refused. */
  list: { filters: UserListFilters; query: Parameters<typeof listUsers>[1] | null };
  /** The items as entered, after a refused post. */
  items?: ItemValues;
}

const storedItemValues = (items: readonly { id: AccountItemId; value: string }[]): ItemValues =>
  Object.fromEntries(items.map((item) => [item.id, item.value])) as Record<AccountItemId, string>;

/** Registers the page and the posts of its settings and deletion forms. */
export function registerManageAccountsOverviewRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  async function render(request: FastifyRequest, reply: FastifyReply, principal: Principal, status: number, state: PageState): Promise<FastifyReply> {
    const rights = rightsOf(principal);
    const actor = actorOf(principal, request);
    const users = rights.users ? { filters: state.list.filters, list: state.list.query ? await listUsers(reposOf(db, principal), state.list.query) : null } : null;
    const items = rights.settings ? (state.items ?? storedItemValues(await getAccountItems(db, actor))) : null;
    const selfDeletionDate = rights.settings ? ((await dalsStatus(db, principal.accountId)).selfDeletionDate ?? null) : null;
    const formToken = issueFormToken(context, request, reply);
    return sendPage(
      reply,
      status,
      createElement(ManageAccountsPage, {
        locale: localeOf(principal),
        formToken,
        userName: principal.userName,
        rights,
        users,
        items,
        selfDeletionDate,
        exports: rights.settings ? await exportSectionData(context, db, principal, request) : null,
        selfDeletionGraceDays: context.config.retention.selfDeletionGraceDays,
        saved: state.saved,
        errors: state.errors,
      }),
    );
  }

  const defaultList = { filters: NO_FILTERS, query: {} };

  app.get<{ Querystring: ListQuery & { saved?: string } }>(MANAGE_ACCOUNTS_PATH, async (request, reply) => {
    const principal = await allowedPrincipal(context, request, reply, MANAGE_ACCOUNTS_PATH, PAGE_PERMISSIONS);
    if (!principal) return reply;
    const saved = MANAGE_SAVED.find((key) => key === request.query.saved) ?? null;
    const list = userListQueryOf(request.query, localeOf(principal));
    if ('errors' in list) {
      return render(request, reply, principal, 400, { saved, errors: { section: 'users', fields: list.errors }, list: { filters: list.filters, query: null } });
    }
    return render(request, reply, principal, 200, { saved, errors: null, list });
  });

  /** Registers a post needing the right to edit the account's settings: signed in, allowed, a verified form token, then `handle`. */
  function post(path: string, section: ManageSection, handle: (principal: Principal, form: Form, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>): void {
    app.post<{ Body: Form | undefined }>(path, async (request, reply) => {
      const principal = await allowedPrincipal(context, request, reply, MANAGE_ACCOUNTS_PATH, [PERMISSIONS.ACCOUNT_SETTINGS_EDIT]);
      if (!principal) return reply;
      const form = request.body ?? {};
      if (!formTokenVerified(context, request, form)) {
        return render(request, reply, principal, 403, { saved: null, errors: { section, fields: [formTokenError(localeOf(principal))] }, list: defaultList });
      }
      return handle(principal, form, request, reply);
    });
  }

  post(MANAGE_ITEMS_PATH, 'items', async (principal, form, request, reply) => {
    // An unchecked box submits nothing: a flag item not sent is "false".
    const valueOf = (id: AccountItemId): string => (ACCOUNT_ITEMS[id].kind === 'flag' ? String(text(form[id]) === 'true') : text(form[id]));
    const entered = Object.fromEntries(ACCOUNT_ITEM_IDS.map((id) => [id, valueOf(id)])) as Record<AccountItemId, string>;
    const refuse = (status: number, fields: FieldError[]) => render(request, reply, principal, status, { saved: null, errors: { section: 'items', fields }, list: defaultList, items: entered });
    // Every item is checked before any is stored, so that one refused item leaves the others as they were.
    const locale = localeOf(principal);
    const errors: FieldError[] = [];
    for (const id of ACCOUNT_ITEM_IDS) {
      const message = itemValueError(locale, id, entered[id]);
      if (message !== null) errors.push({ field: id, message });
    }
    if (errors.length > 0) return refuse(400, errors);
    const actor = actorOf(principal, request);
    const stored = storedItemValues(await getAccountItems(db, actor));
    // Only changed items are written, so the audit log names what the administrator changed.
    const changed = ACCOUNT_ITEM_IDS.filter((id) => entered[id].trim() !== stored[id]);
    try {
      const now = context.clock();
      await db.transaction(async (tx) => {
        // One form, one transaction: an audit row per item, as each item's API call writes.
        for (const id of changed) {
          await putAccountItem(tx, actor, id, entered[id], now);
          await auditCall(tx, accountManagement.putAccountItem, legacyCall(context, request, principal), { params: { id } }, null, 'ok');
        }
      });
    } catch (error) {
      const refusal = refusalOf(error, locale);
      if (!refusal) throw error;
      return refuse(refusal.status, refusal.fields);
    }
    return seeOther(reply, `${MANAGE_ACCOUNTS_PATH}?saved=items`);
  });

  post(MANAGE_DELETION_PATH, 'deletion', async (principal, form, request, reply) => {
    const locale = localeOf(principal);
    const refuse = (status: number, fields: FieldError[]) => render(request, reply, principal, status, { saved: null, errors: { section: 'deletion', fields }, list: defaultList });
    if (text(form[CONFIRM_DELETION_FIELD]) !== 'true') return refuse(400, [{ field: CONFIRM_DELETION_FIELD, message: MANAGE_ACCOUNTS_SETTINGS_TEXT[locale].confirmDeletionMissing }]);
    requireOwnAccount(principal, principal.accountId);
    const currentPassword = text(form[CURRENT_PASSWORD_FIELD]);
    try {
      await asOperation(context, request, principal, accountManagement.requestSelfDeletion, { params: { accountId: principal.accountId } }, (tx) =>
        requestSelfDeletion(tx, actorOf(principal, request), currentPassword, context.clock(), request.id, context.config.retention.selfDeletionGraceDays),
      );
    } catch (error) {
      // A wrong current password: its count and audit rows were kept, the request was not made.
      const refusal = refusalOf(error, locale);
      if (!refusal) throw error;
      return refuse(refusal.status, refusal.fields);
    }
    return seeOther(reply, `${MANAGE_ACCOUNTS_PATH}?saved=deletion`);
  });

  post(MANAGE_DELETION_WITHDRAW_PATH, 'deletion', async (principal, _form, request, reply) => {
    const locale = localeOf(principal);
    requireOwnAccount(principal, principal.accountId);
    try {
      await asOperation(context, request, principal, accountManagement.withdrawSelfDeletion, { params: { accountId: principal.accountId } }, (tx) =>
        withdrawSelfDeletion(tx, actorOf(principal, request), context.clock()),
      );
    } catch (error) {
      // Nothing to withdraw (a second click): the page shows the refusal in the section.
      const refusal = refusalOf(error, locale);
      if (!refusal) throw error;
      return render(request, reply, principal, refusal.status, { saved: null, errors: { section: 'deletion', fields: refusal.fields }, list: defaultList });
    }
    return seeOther(reply, `${MANAGE_ACCOUNTS_PATH}?saved=deletionWithdrawn`);
  });
}
