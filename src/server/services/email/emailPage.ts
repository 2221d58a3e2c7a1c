/** assessment.emailPage: what the send-e-mail screen needs for an examinee. */
import type { EmailPage } from '../../../contract/services/email';
import { localeForLanguage } from '../../../domain/locale';
import { DEFAULT_LINK_VALIDITY_DAYS, MAX_LINK_VALIDITY_DAYS, remotelyAdministrable } from '../../../domain/remoteLink';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { Actor } from '../actor';
import { userPreferences } from '../account/service';
import { userName } from '../assessments/service';
import { requireExaminee } from '../examinees/service';
import { productOfAssessment } from '../products/service';
import { videoServiceUrl } from './appSettings';
import { accountTemplates } from './templates';
import type { AppConfigSource } from '../platformConfiguration/currentAppConfig';

/**
 * The send screen's data: the examinee, the account's and the caller's names, the caller's
 * language, the examinee's assessments that can be answered remotely now, the templates and the
 * link defaults.
 * @throws HttpProblem notFound (also for another account's examinee).
 */
export async function emailPage(db: Db, actor: Actor, examineeRecordId: number, appConfig: AppConfigSource): Promise<EmailPage> {
  const repos = repositories(db, { accountId: actor.accountId, userId: actor.userId });
  const examinee = await requireExaminee(db, actor.accountId, examineeRecordId);
  const rows = await repos.emails.openAssessmentsOf(examineeRecordId);
  // Each assessment is sent with its own product version (its languages, whether it may be answered remotely).
  const products = new Map(await Promise.all(rows.map(async (row) => [row.id, await productOfAssessment(db, row)] as const)));
  const preferences = await userPreferences(db, actor.userId);
  const page: EmailPage = {
    examinee: { examineeRecordId: examinee.id, firstName: examinee.firstName, lastName: examinee.lastName, email: examinee.email },
    accountName: await repos.emails.accountName(),
    examinerName: await userName(db, actor.accountId, actor.userId),
    defaultLocale: localeForLanguage(preferences.language.languageCode),
    assessments: rows.flatMap((row) => {
      const product = products.get(row.id);
      return product && remotelyAdministrable(product)
        ? [{ assessmentId: row.id, productCode: product.code, productName: product.name, administrationDate: row.administrationDate, status: row.status, languages: product.languages }]
        : [];
    }),
    templates: await accountTemplates(repos),
    defaultValidForDays: DEFAULT_LINK_VALIDITY_DAYS,
    maxValidForDays: MAX_LINK_VALIDITY_DAYS,
    videoServiceConfigured: (await videoServiceUrl(appConfig)) !== null,
  };
  return page;
}
