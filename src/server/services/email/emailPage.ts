/** assessment.emailPage: what the send-e-mail screen needs for an examinee. */
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { EmailPage } from '../../../contract/services/email';
import { localeForLanguage } from '../../../domain/locale';
import { DEFAULT_LINK_VALIDITY_DAYS, MAX_LINK_VALIDITY_DAYS, remotelyAdministrable } from '../../../domain/remoteLink';
import type { Db } from '../../db/client';
import { accounts, assessments } from '../../db/schema';
import type { Actor } from '../actor';
import { userPreferences } from '../account/service';
import { userName } from '../assessments/service';
import { requireExaminee } from '../examinees/service';
import { listProducts } from '../products/service';
import { videoServiceUrl } from './appSettings';
import { accountTemplates } from './templates';

/** The name of the caller's account. */
export async function accountName(db: Db, accountId: number): Promise<string> {
  const [row] = await db.select({ name: accounts.name }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  return row?.name ?? '';
}

/**
 * The send screen's data: the examinee, the account's and the caller's names, the caller's
 * language, the examinee's assessments that can be answered remotely now, the templates and the
 * link defaults.
 * @throws HttpProblem notFound (also for another account's examinee).
 */
export async function emailPage(db: Db, actor: Actor, examineeRecordId: number, appConfigFile: string): Promise<EmailPage> {
  const examinee = await requireExaminee(db, actor.accountId, examineeRecordId);
  const rows = await db
    .select()
    .from(assessments)
    .where(
      and(
        eq(assessments.accountId, actor.accountId),
        eq(assessments.examineeRecordId, examineeRecordId),
        isNull(assessments.deletedAt),
        inArray(assessments.status, ['draft', 'inProgress']),
      ),
    )
    .orderBy(asc(assessments.administrationDate), asc(assessments.id));
  const products = new Map((await listProducts(db)).map((product) => [product.id, product]));
  const preferences = await userPreferences(db, actor.userId);
  const page: EmailPage = {
    examinee: { examineeRecordId: examinee.id, firstName: examinee.firstName, lastName: examinee.lastName, email: examinee.email },
    accountName: await accountName(db, actor.accountId),
    examinerName: await userName(db, actor.accountId, actor.userId),
    defaultLocale: localeForLanguage(preferences.language.languageCode),
    assessments: rows.flatMap((row) => {
      const product = products.get(row.productId);
      return product && remotelyAdministrable(product)
        ? [{ assessmentId: row.id, productCode: product.code, productName: product.name, administrationDate: row.administrationDate, status: row.status, languages: product.languages }]
        : [];
    }),
    templates: await accountTemplates(db, actor.accountId),
    defaultValidForDays: DEFAULT_LINK_VALIDITY_DAYS,
    maxValidForDays: MAX_LINK_VALIDITY_DAYS,
    videoServiceConfigured: (await videoServiceUrl(appConfigFile)) !== null,
  };
  return page;
}
