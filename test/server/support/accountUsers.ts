/**
 * New users of the demo clinic as account administrators create them (account.createUser): a
 * valid body with a user name, a last name and an e-mail address no other call of the same
 * maker uses, signed off with the demo administrator's current password.
 */
import type { AccountUser, NewAccountUser } from '../../../src/contract/services/accountManagement';

/** The demo administrator's own password, which a new user or a role or e-mail change asks for (auth/reauthenticate.ts). */
export const ADMIN_PASSWORD = 'admin-demo';
/** The password every made user gets. */
export const NEW_USER_PASSWORD = 'correct horse battery';

/**
 * A maker of valid new users whose names start with `prefix` (`new.user1`, `new.user2`...).
 * @param names the user-name stem, the first name and the last-name stem of the users it makes.
 */
export function newUserMaker(names: { userName: string; firstName: string; lastName: string }): (overrides?: Partial<NewAccountUser>) => NewAccountUser {
  let counter = 0;
  return (overrides = {}) => {
    counter += 1;
    return {
      userName: `${names.userName}${counter}`,
      title: '',
      firstName: names.firstName,
      middleName: '',
      lastName: `${names.lastName}${counter}`,
      suffix: '',
      email: `${names.userName.replace(/\W/g, '')}${counter}@example.org`,
      phone: '',
      role: 'examiner',
      examiner: true,
      active: true,
      password: NEW_USER_PASSWORD,
      currentPassword: ADMIN_PASSWORD,
      ...overrides,
    };
  };
}

/** The editable fields of a user, as updateUser takes them. */
export const fieldsOf = ({ id: _id, createdAt: _created, updatedAt: _updated, ...fields }: AccountUser) => fields;
