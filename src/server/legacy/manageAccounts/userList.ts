/**
 * The user list's GET form (search, role, active, page) as the query account.listUsers takes,
 * checked by that operation's own schema, and back to the addresses of the list's pages.
 */
import { ValidationError } from 'yup';
import { accountManagement } from '../../../contract';
import type { AccountUserListQuery } from '../../../contract/services/accountManagement';
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import type { FieldError } from '../formParts';
import { filterErrorMessage } from './fieldErrors';
import { MANAGE_ACCOUNTS_PATH } from './paths';

/** The filters as the form shows them: blank means "any". */
export interface UserListFilters {
  search: string;
  role: string;
  /** `'true'`, `'false'` or blank. */
  active: string;
}

/** No filter: every user of the account. */
export const NO_FILTERS: UserListFilters = { search: '', role: '', active: '' };

/** The ids of the filter form's fields, by the query's names (the page's other forms use `role` and `active`). */
export const FILTER_FIELD_IDS: Readonly<Record<keyof UserListFilters, string>> = { search: 'filterSearch', role: 'filterRole', active: 'filterActive' };

type Query = Partial<Record<keyof UserListFilters | 'page' | 'pageRefresh', string | string[]>>;

const first = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

/** The English message of a page number that is not a whole positive number (the schema's own names the query parameter). */
const PAGE_INVALID = 'The page number is not valid.';

/**
 * The list's query from the page's address.
 * @param locale the language of the errors' messages.
 * @returns the filters to show again and either the query or the errors naming the filter fields.
 */
export function userListQueryOf(
  query: Query,
  locale: Locale = DEFAULT_LOCALE,
): { filters: UserListFilters; query: AccountUserListQuery } | { filters: UserListFilters; errors: FieldError[] } {
  const filters: UserListFilters = { search: first(query.search).trim(), role: first(query.role), active: first(query.active) };
  const page = first(query.page);
  const raw = {
    ...(filters.search !== '' ? { search: filters.search } : {}),
    ...(filters.role !== '' ? { role: filters.role } : {}),
    ...(filters.active !== '' ? { active: filters.active } : {}),
    ...(page !== '' ? { page } : {}),
  };
  const schema = accountManagement.listUsers.query;
  if (!schema) throw new Error('account.listUsers declares no query schema.');
  try {
    return { filters, query: schema.validateSync(raw, { abortEarly: false, stripUnknown: true }) as AccountUserListQuery };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const inner = error.inner.length > 0 ? error.inner : [error];
    return {
      filters,
      errors: inner.map((item) => {
        const path = item.path ?? '';
        const field = path === 'search' || path === 'role' || path === 'active' ? FILTER_FIELD_IDS[path] : '';
        return { field, message: filterErrorMessage(locale, item, path === 'page' ? PAGE_INVALID : item.message) };
      }),
    };
  }
}

/** The address of one page of the list with the same filters. */
export function userListPagePath(filters: UserListFilters, page: number): string {
  const params = new URLSearchParams();
  if (filters.search !== '') params.set('search', filters.search);
  if (filters.role !== '') params.set('role', filters.role);
  if (filters.active !== '') params.set('active', filters.active);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return `${MANAGE_ACCOUNTS_PATH}${search === '' ? '' : `?${search}`}#users`;
}
