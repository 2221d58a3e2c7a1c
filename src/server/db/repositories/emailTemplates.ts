/**
 * The e-mail templates an account changed (email_templates rows: its own text over the built-in
 * one, per kind and locale). Every query is filtered by the scope's account.
 */
import { and, eq } from 'drizzle-orm';
import type { EmailKind } from '../../../domain/email';
import type { Locale } from '../../../domain/locale';
import type { Db } from '../client';
import { emailTemplates, users } from '../schema';
import type { AccountScope } from './scope';
import { userNameColumns } from './userColumns';

/** An account's own template of a kind and locale, with who last changed it. */
export interface StoredTemplateRow {
  kind: EmailKind;
  locale: Locale;
  subject: string;
  body: string;
  updatedAt: Date;
  /** The editor's name parts (auth/principal.ts personName makes the name). */
  editor: { title: string; firstName: string; lastName: string };
}

/** The account's changed templates. */
export interface EmailTemplateRepository {
  /** The account's own templates (in no particular order), or only the one of `only`'s kind and locale. */
  list(only?: { kind: EmailKind; locale: Locale }): Promise<StoredTemplateRow[]>;
  /**
   * Stores the account's text of a kind and locale (replacing an earlier one), changed by the
   * scope's user at `now`, in a savepoint.
   * @throws Error when the scope has no user (an edit is always someone's).
   */
  save(kind: EmailKind, locale: Locale, text: { subject: string; body: string }, now: Date): Promise<void>;
  /** Removes the account's text of a kind and locale, in a savepoint (nothing happens when there is none). */
  remove(kind: EmailKind, locale: Locale): Promise<void>;
}

/** The template repository of `scope`'s account over `db`. */
export function emailTemplateRepository(db: Db, scope: AccountScope): EmailTemplateRepository {
  return {
    async list(only) {
      const rows = await db
        .select({
          kind: emailTemplates.kind,
          locale: emailTemplates.locale,
          subject: emailTemplates.subject,
          body: emailTemplates.body,
          updatedAt: emailTemplates.updatedAt,
          editor: userNameColumns,
        })
        .from(emailTemplates)
        .innerJoin(users, eq(users.id, emailTemplates.updatedBy))
        .where(
          and(
            eq(emailTemplates.accountId, scope.accountId),
            only ? eq(emailTemplates.kind, only.kind) : undefined,
            only ? eq(emailTemplates.locale, only.locale) : undefined,
          ),
        );
      return rows;
    },
    async save(kind, locale, { subject, body }, now) {
      const { userId } = scope;
      if (userId === null) throw new Error('A template is changed by a user; the scope has none.');
      await db.transaction(async (tx) => {
        await tx
          .insert(emailTemplates)
          .values({ accountId: scope.accountId, kind, locale, subject, body, updatedBy: userId, updatedAt: now })
          .onConflictDoUpdate({
            target: [emailTemplates.accountId, emailTemplates.kind, emailTemplates.locale],
            set: { subject, body, updatedBy: userId, updatedAt: now },
          });
      });
    },
    async remove(kind, locale) {
      await db.transaction(async (tx) => {
        await tx.delete(emailTemplates).where(and(eq(emailTemplates.accountId, scope.accountId), eq(emailTemplates.kind, kind), eq(emailTemplates.locale, locale)));
      });
    },
  };
}
