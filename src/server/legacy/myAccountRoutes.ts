/**
 * The "my account settings" legacy page: one GET showing three forms, and one POST per form that
 * answers 303 back to the page with a success message, or the page again (400) with the errors.
 * It shares the SPA's session (the session cookie, which outlives the SPA's short access token); without
 * one it sends the browser to the login page, which returns here. The page-refresh flag is ignored.
 * It speaks the user's language, messages of the shared rules (src/domain, the services) included.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { ValidationError } from 'yup';
import { account, passwords } from '../../contract';
import type { PreferencesUpdate } from '../../domain/preferences';
import { preferencesUpdateSchema } from '../../domain/preferences';
import { setPreferencesCookie } from '../auth/preferencesCookie';
import type { Principal } from '../auth/principal';
import { createFormToken, verifyFormToken } from '../auth/signedValues';
import type { AppContext } from '../context';
import { asOperation } from './asOperation';
import { HttpProblem } from '../http/problems';
import { examinerOptions, userPreferences } from '../services/account/service';
import { updateSelfPreferences } from '../services/account/preferencesService';
import type { Actor } from '../services/actor';
import { changePassword } from '../services/passwords/changePassword';
import { type Locale, localeForLanguage } from '../../domain/locale';
import { FORM_PARTS_TEXT } from './i18n/formPartsText';
import { MY_ACCOUNT_PREFERENCES_TEXT, preferencesErrorText } from './i18n/myAccountPreferencesText';
import { passwordChangeErrorText } from './i18n/myAccountText';
import { PASSWORD_TEXT, passwordProblemText } from './i18n/passwordText';
import { renderDocument } from './layout';
import { legacyPrincipal } from './legacySession';
import { NUMBER_FORMAT_CHOICES } from './myAccountOptions';
import { type FieldError, MyAccountPage, type MyAccountSection, type PreferencesFormValues, PROFILE_CURRENT_PASSWORD_ID, preferencesFormValues, SAVED_MESSAGES } from './myAccountPage';
import { type OwnProfile, ownProfileSchemaIn, readOwnProfile, updateOwnProfile } from './myAccountProfile';
import { LOGIN_PATH, MY_ACCOUNT_PASSWORD_PATH, MY_ACCOUNT_PATH, MY_ACCOUNT_PREFERENCES_PATH, MY_ACCOUNT_PROFILE_PATH } from './paths';
import { formCookieOptions } from './formCookie';

/** The cookie half of the page's double-submit form token, sent back only under the page's path. */
export const MY_ACCOUNT_FORM_COOKIE = 'qg_account_form';

type Form = Partial<Record<string, string | string[]>>;

const text = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? '') : (value ?? ''));

const actorOf = (principal: Principal, request: FastifyRequest): Actor => ({ userId: principal.userId, accountId: principal.accountId, ip: request.ip });

/** The language the page speaks: the signed-in user's, read afresh each request, so a language just saved shows at once. */
const localeOf = (principal: Principal): Locale => localeForLanguage(principal.languageCode);

/** The field errors of a yup validation, in the order they were found. */
const fieldErrors = (error: ValidationError): FieldError[] =>
  (error.inner.length > 0 ? error.inner : [error]).map((item) => ({ field: item.path ?? '', message: item.message }));

/** The preferences form turned into the update the SPA's call would send (unchecked boxes are false). */
function preferencesUpdateOf(form: Form): PreferencesUpdate {
  const numberFormat = NUMBER_FORMAT_CHOICES.find((choice) => choice.value === text(form.numberFormat));
  return {
    language: { languageCode: text(form.languageCode) },
    dateFormat: { dateFormatCode: text(form.dateFormatCode) },
    ...(numberFormat ? { numberFormat: { decimalSeparator: numberFormat.decimalSeparator, groupingSeparator: numberFormat.groupingSeparator } } : {}),
    timeZone: { timeZoneCode: text(form.timeZoneCode) },
    itemEntryAutoAdvance: text(form.itemEntryAutoAdvance) === 'true',
    showStartingTips: text(form.showStartingTips) === 'true',
    showWarningPopup: text(form.showWarningPopup) === 'true',
    defaultExaminerId: /^\d+$/.test(text(form.defaultExaminerId)) ? Number(text(form.defaultExaminerId)) : -1,
  };
}

/** The schema's nested paths ("dateFormat.dateFormatCode") as the form's field ids. */
const PREFERENCE_FIELD_IDS: Readonly<Record<string, string>> = {
  'language.languageCode': 'languageCode',
  'dateFormat.dateFormatCode': 'dateFormatCode',
  'timeZone.timeZoneCode': 'timeZoneCode',
  defaultExaminerId: 'defaultExaminerId',
};
const preferenceFieldId = (path: string): string => PREFERENCE_FIELD_IDS[path] ?? (path.startsWith('numberFormat') ? 'numberFormat' : path);

/** Registers the page and its three form posts. */
export function registerMyAccountRoutes(app: FastifyInstance, context: AppContext): void {
  async function render(
    request: FastifyRequest,
    reply: FastifyReply,
    principal: Principal,
    status: number,
    page: { saved: MyAccountSection | null; errors: { section: MyAccountSection; fields: FieldError[] } | null; profile?: OwnProfile; preferences?: PreferencesFormValues },
  ): Promise<FastifyReply> {
    const actor = actorOf(principal, request);
    const profile = page.profile ?? (await readOwnProfile(context.db, actor));
    const preferences = page.preferences ?? preferencesFormValues(await userPreferences(context.db, principal.userId));
    const examiners = await examinerOptions(context.db, principal.accountId);
    const token = createFormToken(context.keys.cookie, request.cookies[MY_ACCOUNT_FORM_COOKIE]);
    reply.setCookie(MY_ACCOUNT_FORM_COOKIE, token.cookie, formCookieOptions(request, MY_ACCOUNT_PATH));
    const html = renderDocument(
      createElement(MyAccountPage, { locale: localeOf(principal), formToken: token.field, userName: principal.userName, profile, preferences, examiners, saved: page.saved, errors: page.errors }),
    );
    return reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
  }

  const toLogin = (reply: FastifyReply) => reply.header('cache-control', 'no-store').redirect(`${LOGIN_PATH}?next=${encodeURIComponent(MY_ACCOUNT_PATH)}`, 303);
  const savedRedirect = (reply: FastifyReply, section: MyAccountSection) => reply.header('cache-control', 'no-store').redirect(`${MY_ACCOUNT_PATH}?saved=${section}`, 303);

  app.get<{ Querystring: { saved?: string } }>(MY_ACCOUNT_PATH, async (request, reply) => {
    const principal = await legacyPrincipal(context, request);
    if (!principal) return toLogin(reply);
    const saved = Object.keys(SAVED_MESSAGES).find((section) => section === request.query.saved) as MyAccountSection | undefined;
    return render(request, reply, principal, 200, { saved: saved ?? null, errors: null });
  });

  /** Registers one form's POST: signed in, a verified form token, then `handle`. */
  function post(path: string, section: MyAccountSection, handle: (principal: Principal, form: Form, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>): void {
    app.post<{ Body: Form | undefined }>(path, async (request, reply) => {
      const principal = await legacyPrincipal(context, request);
      if (!principal) return toLogin(reply);
      const form = request.body ?? {};
      if (!verifyFormToken(context.keys.cookie, request.cookies[MY_ACCOUNT_FORM_COOKIE], text(form.formToken))) {
        return render(request, reply, principal, 403, { saved: null, errors: { section, fields: [{ field: 'formToken', message: FORM_PARTS_TEXT[localeOf(principal)].formExpired }] } });
      }
      return handle(principal, form, request, reply);
    });
  }

  post(MY_ACCOUNT_PROFILE_PATH, 'profile', async (principal, form, request, reply) => {
    const entered: OwnProfile = {
      title: text(form.title),
      firstName: text(form.firstName),
      middleName: text(form.middleName),
      lastName: text(form.lastName),
      suffix: text(form.suffix),
      email: text(form.email),
      phone: text(form.phone),
    };
    let profile: OwnProfile;
    try {
      profile = await ownProfileSchemaIn(localeOf(principal)).validate(entered, { abortEarly: false, stripUnknown: true });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return render(request, reply, principal, 400, { saved: null, errors: { section: 'profile', fields: fieldErrors(error) }, profile: entered });
    }
    try {
      await updateOwnProfile(context.db, actorOf(principal, request), profile, text(form.currentPassword), context.clock(), request.id);
    } catch (error) {
      if (!(error instanceof HttpProblem) || error.code !== 'validation') throw error;
      // The re-authentication's refusal, shown at the profile form's own current password field.
      const message = passwordChangeErrorText(localeOf(principal), error.detail ?? '');
      return render(request, reply, principal, 400, { saved: null, errors: { section: 'profile', fields: [{ field: PROFILE_CURRENT_PASSWORD_ID, message }] }, profile: entered });
    }
    return savedRedirect(reply, 'profile');
  });

  post(MY_ACCOUNT_PASSWORD_PATH, 'password', async (principal, form, request, reply) => {
    const locale = localeOf(principal);
    const newPassword = text(form.newPassword);
    if (newPassword !== text(form.repeatPassword)) {
      return render(request, reply, principal, 400, { saved: null, errors: { section: 'password', fields: [{ field: 'repeatPassword', message: PASSWORD_TEXT[locale].passwordsDiffer }] } });
    }
    const result = await asOperation(
      context,
      request,
      principal,
      passwords.changePassword,
      {},
      (db) => changePassword(db, actorOf(principal, request), principal.sessionId, text(form.currentPassword), newPassword, context.clock(), request.id),
      (answer) => (answer.ok ? 'ok' : 'validation'),
    );
    if (!result.ok) {
      const message = passwordProblemText(locale, passwordChangeErrorText(locale, result.message));
      return render(request, reply, principal, 400, { saved: null, errors: { section: 'password', fields: [{ field: result.field, message }] } });
    }
    return savedRedirect(reply, 'password');
  });

  post(MY_ACCOUNT_PREFERENCES_PATH, 'preferences', async (principal, form, request, reply) => {
    const update = preferencesUpdateOf(form);
    const entered: PreferencesFormValues = {
      dateFormatCode: text(form.dateFormatCode),
      numberFormat: text(form.numberFormat),
      timeZoneCode: text(form.timeZoneCode),
      languageCode: text(form.languageCode),
      itemEntryAutoAdvance: update.itemEntryAutoAdvance ?? false,
      showStartingTips: update.showStartingTips ?? false,
      showWarningPopup: update.showWarningPopup ?? false,
      defaultExaminerId: text(form.defaultExaminerId),
    };
    const locale = localeOf(principal);
    const refuse = (fields: FieldError[]) =>
      render(request, reply, principal, 400, {
        saved: null,
        errors: { section: 'preferences', fields: fields.map((item) => ({ ...item, message: preferencesErrorText(locale, item.message) })) },
        preferences: entered,
      });
    if (!update.numberFormat) return refuse([{ field: 'numberFormat', message: MY_ACCOUNT_PREFERENCES_TEXT[locale].errors.numberFormatRequired }]);
    try {
      await preferencesUpdateSchema.validate(update, { abortEarly: false });
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      return refuse(fieldErrors(error).map((item) => ({ ...item, field: preferenceFieldId(item.field) })));
    }
    try {
      const now = context.clock();
      const identity = await asOperation(context, request, principal, account.updateSelfPreferences, { body: update }, (db) =>
        updateSelfPreferences(db, principal, actorOf(principal, request), update, now),
      );
      // The SPA reads this cookie before it loads the identity, so it follows at once.
      setPreferencesCookie(request, reply, identity.preferences, (principal.absoluteExpiresAt.getTime() - now.getTime()) / 1000);
    } catch (error) {
      if (!(error instanceof HttpProblem) || error.code !== 'validation') throw error;
      return refuse((error.errors ?? []).map((item) => ({ field: preferenceFieldId(item.field), message: item.message })));
    }
    return savedRedirect(reply, 'preferences');
  });
}
