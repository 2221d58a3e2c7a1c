/**
 * E-mail templates of an account: its own edits (email_templates rows) over the built-in text,
 * for every kind and locale. Account administrators change and reset them; every change is audited.
 */
import { and, eq } from 'drizzle-orm';
import type { EmailTemplate } from '../../../contract/services/email';
import { EMAIL_KINDS, type EmailKind, templateErrors, type TemplateError } from '../../../domain/email';
import { BUILT_IN_TEMPLATES } from '../../../domain/emailTemplates';
import { type Locale, SUPPORTED_LOCALES } from '../../../domain/locale';
import { personName } from '../../auth/principal';
import type { Db } from '../../db/client';
import { emailTemplates, users } from '../../db/schema';
import { HttpProblem } from '../../http/problems';
import type { Actor } from '../actor';

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
async function storedTemplates(db: Db, accountId: number, only?: { kind: EmailKind; locale: Locale }): Promise<EmailTemplate[]> {
  const rows = await db
    .select({ template: emailTemplates, editor: { title: users.title, firstName: users.firstName, lastName: users.lastName } })
    .from(emailTemplates)
    .innerJoin(users, eq(users.id, emailTemplates.updatedBy))
    .where(
      and(
        eq(emailTemplates.accountId, accountId),
        only ? eq(emailTemplates.kind, only.kind) : undefined,
        only ? eq(emailTemplates.locale, only.locale) : undefined,
      ),
    );
  return rows.map(({ template, editor }) => ({
    kind: template.kind,
    locale: template.locale,
    subject: template.subject,
    body: template.body,
    customized: true,
    updatedAt: template.updatedAt.toISOString(),
    updatedByName: personName(editor),
  }));
}

/** Every kind and locale the account sends, its own edit or the built-in text, kinds then locales in their listed order. */
export async function accountTemplates(db: Db, accountId: number): Promise<EmailTemplate[]> {
  const stored = new Map((await storedTemplates(db, accountId)).map((template) => [`${template.kind}/${template.locale}`, template]));
  return EMAIL_KINDS.flatMap((kind) => SUPPORTED_LOCALES.map((locale) => stored.get(`${kind}/${locale}`) ?? builtIn(kind, locale)));
}

/** The template the account sends for one kind and locale. */
export async function accountTemplate(db: Db, accountId: number, kind: EmailKind, locale: Locale): Promise<EmailTemplate> {
  const [stored] = await storedTemplates(db, accountId, { kind, locale });
  return stored ?? builtIn(kind, locale);
}

/** A 400 naming each field of a template that breaks the rules of {@link templateErrors}. */
export function templateProblem(errors: readonly TemplateError[]): HttpProblem {
  return new HttpProblem('validation', errors[0]?.message ?? 'The template is not valid.', errors.map((error) => ({ field: error.field, message: error.message })));
}

/**
 * Changes the account's template of a kind and locale.
 * @throws HttpProblem validation naming `subject` or `body` (unknown placeholders, a subject with
 *   a private placeholder, a body without {link}).
 */
export async function updateTemplate(db: Db, actor: Actor, kind: EmailKind, locale: Locale, input: { subject: string; body: string }, now: Date): Promise<EmailTemplate> {
  const errors = templateErrors(kind, input.subject, input.body);
  if (errors.length > 0) throw templateProblem(errors);
  await db.transaction(async (tx) => {
    await tx
      .insert(emailTemplates)
      .values({ accountId: actor.accountId, kind, locale, subject: input.subject, body: input.body, updatedBy: actor.userId, updatedAt: now })
      .onConflictDoUpdate({
        target: [emailTemplates.accountId, emailTemplates.kind, emailTemplates.locale],
        set: { subject: input.subject, body: input.body, updatedBy: actor.userId, updatedAt: now },
      });
  });
  return accountTemplate(db, actor.accountId, kind, locale);
}

/** Returns the account's template of a kind and locale to the built-in text (nothing changes when it was not edited). */
export async function resetTemplate(db: Db, actor: Actor, kind: EmailKind, locale: Locale): Promise<EmailTemplate> {
  await db.transaction(async (tx) => {
    await tx
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.accountId, actor.accountId), eq(emailTemplates.kind, kind), eq(emailTemplates.locale, locale)));
  });
  return builtIn(kind, locale);
}
