/**
 * The "new user" and "edit user" pages of manage accounts, and their posts: the form is checked
 * with the contract's schema, then the users service applies its own rules (the password rule,
 * a unique user name, no administrator locking themselves out), whose refusals show as field
 * errors. A user of another account answers 404, like one that does not exist.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { type AnyObjectSchema, ValidationError } from 'yup';
import { accountUserUpdateSchema, newAccountUserSchema } from '../../../contract/services/accountManagement';
import { accountManagement } from '../../../contract';
import { PERMISSIONS } from '../../../domain/permissions';
import type { Principal } from '../../auth/principal';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { asOperation } from '../asOperation';
import { HttpProblem } from '../../http/problems';
import { resetUserTwoStep } from '../../services/accountManagement/twoStepResetService';
import { type ChangeCall, createUser, getUser, updateUser } from '../../services/accountManagement/usersService';
import type { Locale } from '../../../domain/locale';
import { MANAGE_ACCOUNTS_TEXT } from '../i18n/manageAccountsText';
import { MANAGE_ACCOUNTS_USER_FORM_TEXT } from '../i18n/manageAccountsUserFormText';
import { MessagePage } from '../layout';
import type { FieldError } from '../formParts';
import { userFormErrors } from './fieldErrors';
import { actorOf, allowedPrincipal, reposOf, type Form, formTokenError, formTokenVerified, issueFormToken, localeOf, refusalOf, seeOther, sendPage, text } from './pageSupport';
import { MANAGE_ACCOUNTS_PATH, NEW_USER_PATH, TWO_STEP_RESET_DONE_QUERY, USER_PATH_PATTERN, USER_TWO_STEP_RESET_PATH_PATTERN, userPath } from './paths';
import { twoStepResetErrors } from './twoStepResetErrors';
import { NEW_USER_VALUES, UserFormPage, type UserFormPageProps, type UserFormValues } from './userFormPage';

const NEEDS = [PERMISSIONS.ACCOUNT_USERS_MANAGE];

/** The form's values (an unchecked box submits nothing: false). */
const userFormValuesOf = (form: Form): UserFormValues => ({
  userName: text(form['userName']),
  title: text(form['title']),
  firstName: text(form['firstName']),
  middleName: text(form['middleName']),
  lastName: text(form['lastName']),
  suffix: text(form['suffix']),
  email: text(form['email']),
  phone: text(form['phone']),
  role: text(form['role']),
  examiner: text(form['examiner']) === 'true',
  active: text(form['active']) === 'true',
});

/** A path's user id, or `null` when it is not a whole positive number (no user has that id). */
const userIdOf = (value: string): number | null => (/^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/** Registers the two pages and their posts. */
export function registerManageAccountsUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db } = context;

  /** The transaction, the acting administrator, the time and the request of a legacy post. */
  const changeCall = (tx: Db, principal: Principal, request: FastifyRequest): ChangeCall => ({ db: tx, actor: actorOf(principal, request), now: context.clock(), requestId: request.id });

  function renderForm(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: Locale,
    status: number,
    userId: number | null,
    values: UserFormValues,
    errors: readonly FieldError[],
    twoStep?: UserFormPageProps['twoStep'],
  ): FastifyReply {
    const formToken = issueFormToken(context, request, reply);
    return sendPage(reply, status, createElement(UserFormPage, { locale, formToken, userId, values, errors, ...(twoStep ? { twoStep } : {}) }));
  }

  /** An existing user's stored fields and two-step state, as the edit page shows them. @throws HttpProblem notFound for a user not of the account. */
  async function storedUser(principal: Principal, userId: number, resetDone = false): Promise<{ values: UserFormValues; twoStep: NonNullable<UserFormPageProps['twoStep']> }> {
    const { id: _id, createdAt: _created, updatedAt: _updated, twoStepEnabled, ...values } = await getUser(reposOf(db, principal), userId);
    return { values, twoStep: { enabled: twoStepEnabled, resetDone } };
  }

  function notFoundPage(reply: FastifyReply, locale: Locale): FastifyReply {
    const text = MANAGE_ACCOUNTS_USER_FORM_TEXT[locale];
    return sendPage(
      reply,
      404,
      createElement(MessagePage, {
        title: text.notFoundTitle,
        message: text.notFound,
        link: { href: MANAGE_ACCOUNTS_PATH, text: text.backToManageAccounts },
        locale,
        skipLink: MANAGE_ACCOUNTS_TEXT[locale].skipLink,
      }),
    );
  }

  /**
   * Checks the posted form and hands the checked input to `save`.
   * @returns the page again with the errors (400 for the form's own, the problem's status for the service's), or a 303 to the list.
   */
  async function submit<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal,
    userId: number | null,
    schema: AnyObjectSchema,
    save: (input: T) => Promise<unknown>,
    saved: 'userCreated' | 'userUpdated',
  ): Promise<FastifyReply> {
    const locale = localeOf(principal);
    const form = (request.body as Form | undefined) ?? {};
    const values = userFormValuesOf(form);
    // The edit page shows the user's two-step section again with the errors.
    const twoStepOf = async () => (userId === null ? undefined : (await storedUser(principal, userId)).twoStep);
    if (!formTokenVerified(context, request, form)) return renderForm(request, reply, locale, 403, userId, values, [formTokenError(locale)], await twoStepOf());
    let input: T;
    try {
      const passwords = { ...(userId === null ? { password: text(form['password']) } : {}), currentPassword: text(form['currentPassword']) };
      input = (await schema.validate({ ...values, ...passwords }, { abortEarly: false, stripUnknown: true })) as T;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return renderForm(request, reply, locale, 400, userId, values, userFormErrors(locale, error), await twoStepOf());
    }
    try {
      await save(input);
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'notFound') return notFoundPage(reply, locale);
      const refusal = refusalOf(error, locale);
      if (!refusal) throw error;
      return renderForm(request, reply, locale, refusal.status, userId, values, refusal.fields, await twoStepOf());
    }
    return seeOther(reply, `${MANAGE_ACCOUNTS_PATH}?saved=${saved}`);
  }

  /** The principal allowed to manage users, or `null` once the login redirect or the 403 page was sent. */
  const manager = (request: FastifyRequest, reply: FastifyReply, path: string): Promise<Principal | null> => allowedPrincipal(context, request, reply, path, NEEDS);

  app.get(NEW_USER_PATH, async (request, reply) => {
    const principal = await manager(request, reply, NEW_USER_PATH);
    if (!principal) return reply;
    return renderForm(request, reply, localeOf(principal), 200, null, NEW_USER_VALUES, []);
  });

  app.post(NEW_USER_PATH, async (request, reply) => {
    const principal = await manager(request, reply, NEW_USER_PATH);
    if (!principal) return reply;
    return submit<Parameters<typeof createUser>[2]>(request, reply, principal, null, newAccountUserSchema, (input) =>
      asOperation(context, request, principal, accountManagement.createUser, { body: input }, (tx) => createUser(reposOf(tx, principal), changeCall(tx, principal, request), input)), 'userCreated');
  });

  app.get<{ Params: { userId: string }; Querystring: { twoStepReset?: string } }>(USER_PATH_PATTERN, async (request, reply) => {
    const userId = userIdOf(request.params.userId);
    const principal = await manager(request, reply, userId === null ? MANAGE_ACCOUNTS_PATH : userPath(userId));
    if (!principal) return reply;
    const locale = localeOf(principal);
    if (userId === null) return notFoundPage(reply, locale);
    try {
      const { values, twoStep } = await storedUser(principal, userId, `twoStepReset=${request.query.twoStepReset ?? ''}` === TWO_STEP_RESET_DONE_QUERY);
      return renderForm(request, reply, locale, 200, userId, values, [], twoStep);
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'notFound') return notFoundPage(reply, locale);
      throw error;
    }
  });

  app.post<{ Params: { userId: string } }>(USER_PATH_PATTERN, async (request, reply) => {
    const userId = userIdOf(request.params.userId);
    const principal = await manager(request, reply, userId === null ? MANAGE_ACCOUNTS_PATH : userPath(userId));
    if (!principal) return reply;
    const locale = localeOf(principal);
    if (userId === null) return notFoundPage(reply, locale);
    return submit<Parameters<typeof updateUser>[3]>(request, reply, principal, userId, accountUserUpdateSchema, (input) =>
      asOperation(context, request, principal, accountManagement.updateUser, { params: { userId }, body: input }, (tx) =>
        updateUser(reposOf(tx, principal), changeCall(tx, principal, request), userId, input),
      ), 'userUpdated');
  });

  /**
   * The separate form of the edit page that resets the user's two-step sign-in, run as
   * account.resetUserTwoStep (one transaction with its audit row). A refusal (the administrator's
   * password, or nothing to reset) shows at the form's password field; success returns to the
   * edit page with the confirmation.
   */
  app.post<{ Params: { userId: string } }>(USER_TWO_STEP_RESET_PATH_PATTERN, async (request, reply) => {
    const userId = userIdOf(request.params.userId);
    const principal = await manager(request, reply, userId === null ? MANAGE_ACCOUNTS_PATH : userPath(userId));
    if (!principal) return reply;
    const locale = localeOf(principal);
    if (userId === null) return notFoundPage(reply, locale);
    const form = (request.body as Form | undefined) ?? {};
    const currentPassword = text(form['currentPassword']);
    const again = async (status: number, errors: FieldError[]): Promise<FastifyReply> => {
      const { values, twoStep } = await storedUser(principal, userId);
      return renderForm(request, reply, locale, status, userId, values, errors, twoStep);
    };
    try {
      if (!formTokenVerified(context, request, form)) return await again(403, [formTokenError(locale)]);
      await asOperation(context, request, principal, accountManagement.resetUserTwoStep, { params: { userId }, body: { currentPassword } }, (tx) =>
        resetUserTwoStep(reposOf(tx, principal), changeCall(tx, principal, request), userId, currentPassword),
      );
    } catch (error) {
      if (error instanceof HttpProblem && error.code === 'notFound') return notFoundPage(reply, locale);
      const refusal = refusalOf(error, locale);
      if (!refusal || !(error instanceof HttpProblem)) throw error;
      return again(refusal.status, twoStepResetErrors(locale, error, refusal.fields));
    }
    return seeOther(reply, `${userPath(userId)}?${TWO_STEP_RESET_DONE_QUERY}`);
  });
}
