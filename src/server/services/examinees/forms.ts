/**
 * The forms an examinee may take on a test date: every product, split by the domain's
 * availability rule (age on the test date, language) into offered and not offered with why.
 */
import type { ExamineeAndForms, FormsQuery } from '../../../contract/services/examinees';
import { formAvailability } from '../../../domain/formEligibility';
import type { Db } from '../../db/client';
import { serverToday } from '../../http/validation';
import type { Repositories } from '../../db/repositories';
import { listProducts, productSummary } from '../products/service';
import { getExaminee } from './service';

/**
 * An examinee of the account with the forms offered and not offered.
 * @param db where the products are read (they belong to no account).
 * @throws HttpProblem notFound.
 */
export async function examineeAndForms(repos: Repositories, db: Db, examineeRecordId: number, query: FormsQuery, now: Date): Promise<ExamineeAndForms> {
  const examinee = await getExaminee(repos, examineeRecordId);
  const testDate = query.testDate ?? serverToday(now);
  const result: ExamineeAndForms = { examinee, testDate, forms: [], unavailable: [] };
  for (const product of await listProducts(db)) {
    const availability = formAvailability(product, examinee.birthDate, testDate, query.language ?? null);
    if (availability.available) result.forms.push(productSummary(product));
    else result.unavailable.push({ form: productSummary(product), reasons: availability.reasons });
  }
  return result;
}
