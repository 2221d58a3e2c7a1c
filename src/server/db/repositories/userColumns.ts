/** Columns of the users table that several repositories select with their own rows. */
import { users } from '../schema';

/** A user's name parts, as `personName` (auth/principal.ts) makes a displayed name of them. */
export const userNameColumns = { title: users.title, firstName: users.firstName, lastName: users.lastName };
