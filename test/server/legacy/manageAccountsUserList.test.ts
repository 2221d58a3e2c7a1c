/** The user list's GET form as account.listUsers' query, and the addresses of its pages. */
import { FILTER_FIELD_IDS, userListPagePath, userListQueryOf } from '../../../src/server/legacy/manageAccounts/userList';

describe('the user list query', () => {
  it('leaves blank filters out and casts the others as the operation’s schema does', () => {
    expect(userListQueryOf({})).toEqual({ filters: { search: '', role: '', active: '' }, query: {} });
    expect(userListQueryOf({ search: '  smith ', role: 'teacher', active: 'false', page: '3', pageRefresh: 'true' })).toEqual({
      filters: { search: 'smith', role: 'teacher', active: 'false' },
      query: { search: 'smith', role: 'teacher', active: false, page: 3 },
    });
  });

  it('names the filter field of a refused value, and refuses a page that is not a whole positive number', () => {
    const refused = userListQueryOf({ role: 'backOffice', page: '0' });
    expect('errors' in refused && refused.errors.map((error) => error.field).sort()).toEqual(['', FILTER_FIELD_IDS.role].sort());
    expect('errors' in userListQueryOf({ page: 'two' })).toBe(true);
  });

  it('keeps the filters in the addresses of the pages, without a page number for the first', () => {
    const filters = { search: 'a&b', role: 'examiner', active: 'true' };
    expect(userListPagePath(filters, 2)).toBe('/legacy/manage-accounts?search=a%26b&role=examiner&active=true&page=2#users');
    expect(userListPagePath({ search: '', role: '', active: '' }, 1)).toBe('/legacy/manage-accounts#users');
  });
});

describe("the user list's refusals in the user's language", () => {
  it("names the refused filters in the language's words, and keeps the schema's own in English", () => {
    const query = { search: 'x'.repeat(101), role: 'backOffice', active: 'maybe', page: '0' };
    const french = userListQueryOf(query, 'fr_fr');
    expect('errors' in french && french.errors).toEqual([
      { field: FILTER_FIELD_IDS.search, message: 'La recherche peut comporter au plus 100 caractères.' },
      { field: FILTER_FIELD_IDS.role, message: 'Choisissez l’un des rôles du compte : Examinateur, Enseignant, Administrateur du compte, Utilisateur du compte.' },
      { field: FILTER_FIELD_IDS.active, message: 'Choisissez un état valide.' },
      { field: '', message: 'Le numéro de page n’est pas valide.' },
    ]);
    const english = userListQueryOf(query, 'en_gb');
    expect('errors' in english && english.errors.map((error) => error.message)).toEqual([
      'search must be at most 100 characters',
      'Choose one of the account roles: examiner, teacher, accountAdministrator, accountUser.',
      expect.stringContaining('active must be a `boolean` type'),
      'The page number is not valid.',
    ]);
  });
});
