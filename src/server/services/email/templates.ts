/**
 * E-mail templates of an account: its own edits (the account's template repository) over the
 * built-in text, for every kind and locale. Account administrators change and reset them; every
 * change is audited (by the operation pipeline).
 */
import type { EmailTemplate } from '../../../contract/services/email';
import { EMAIL_KINDS, type EmailKind, templateErrors, type TemplateError } from '../../../domain/email';
import { BUILT_IN_TEMPLATES } from '../../../domain/emailTemplates';
import { type Locale, SUPPORTED_LOCALES } from '../../../domain/locale';
import { personName } from '../../auth/principal';
import type { Repositories } from '../../db/repositories';
import { HttpProblem } from '../../http/problems';

/** The built-in template of a kind and locale, as the account sees it before any edit. */
const builtIn = (kind: EmailKind, locale: Locale): EmailTemplate => ({
  kind,
  locale,
  ...BUILT_IN_TEMPLATES[kind][locale],
  customized: false,
  updatedAt: null,
  updatedByName: null,
});

/** The account's edits, with who made them. */
async function storedTemplates(repos: Pick<Repositories, 'emailTemplates'>, only?: { kind: EmailKind; locale: Locale }): Promise<EmailTemplate[]> {
  const rows = await repos.emailTemplates.list(only);
  return rows.map((template) => ({
    kind: template.kind,
    locale: template.locale,
    subject: template.subject,
    body: template.body,
    customized: true,
    updatedAt: template.updatedAt.toISOString(),
    updatedByName: personName(template.editor),
  }));
}

/** Every kind and locale the account sends, its own edit or the built-in text, kinds then locales in their listed order. */
export async function accountTemplates(repos: Pick<Repositories, 'emailTemplates'>): Promise<EmailTemplate[]> {
  const stored = new Map((await storedTemplates(repos)).map((template) => [`${template.kind}/${template.locale}`, template]));
  return EMAIL_KINDS.flatMap((kind) => SUPPORTED_LOCALES.map((locale) => stored.get(`${kind}/${locale}`) ?? builtIn(kind, locale)));
}

/** The template the account sends for one kind and locale. */
export async function accountTemplate(repos: Pick<Repositories, 'emailTemplates'>, kind: EmailKind, locale: Locale): Promise<EmailTemplate> {
  const [stored] = await storedTemplates(repos, { kind, locale });
  return stored ?? builtIn(kind, locale);
}

/** A 400 naming each field of a template that breaks the rules of {@link templateErrors}. */
export function templateProblem(errors: readonly TemplateError[]): HttpProblem {
  return new HttpProblem('validation', errors[0]?.message ?? 'The template is not valid.', errors.map((error) => ({ field: error.field, message: error.message })));
}

/**
 * Changes the account's template of a kind and locale, as the repositories' user at `now`.
 * @throws HttpProblem validation naming `subject` or `body` (unknown placeholders, a subject with
 *   a private placeholder, a body without {link}).
 */
export async function updateTemplate(repos: Repositories, kind: EmailKind, locale: Locale, input: { subject: string; body: string }, now: Date): Promise<EmailTemplate> {
  const errors = templateErrors(kind, input.subject, input.body);
  if (errors.length > 0) throw templateProblem(errors);
  await repos.emailTemplates.save(kind, locale, { subject: input.subject, body: input.body }, now);
  return accountTemplate(repos, kind, locale);
}

/** Returns the account's template of a kind and locale to the built-in text (nothing changes when it was not edited). */
export async function resetTemplate(repos: Repositories, kind: EmailKind, locale: Locale): Promise<EmailTemplate> {
  await repos.emailTemplates.remove(kind, locale);
  return builtIn(kind, locale);
}
