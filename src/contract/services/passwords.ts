/** The signed-in user's own password. */
import { type PasswordChange, passwordChangeSchema } from '../../domain/passwordRule';
import { defineOperation } from '../operation';

/**
 * Changes the signed-in user's password: the current one must be right and the new one meet the
 * password rule (src/domain/passwordRule.ts). Every other session of the user ends; the caller's
 * stays. A refusal is a `validation` problem naming `currentPassword` or `newPassword`.
 */
export const changePassword = defineOperation<Record<string, never>, Record<string, never>, PasswordChange, undefined>({
  id: 'account.changePassword',
  service: 'account',
  method: 'PUT',
  path: '/users/self/password',
  summary: "Changes the signed-in user's password and signs out the user's other sessions.",
  access: 'signedIn',
  body: passwordChangeSchema,
  response: 'json',
  audit: { entity: 'user', id: { caller: 'userId' } },
  successStatus: 204,
});
