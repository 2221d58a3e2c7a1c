/**
 * An examinee's progress per product (issue #22): the scored assessments read through the
 * account's repositories, the series and reliable change computed by the domain (`progress.ts`).
 */
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import { productIn, scoreIn } from '../../../domain/product/productText';
import { type ProductProgress, productProgress, type ScoredAdministration } from '../../../domain/progress';
import type { Db } from '../../db/client';
import { repositories } from '../../db/repositories';
import type { Actor } from '../actor';
import { requireExaminee } from '../examinees/service';
import { listCatalogueProducts } from '../products/service';
import { scopeOf } from './service';

/**
 * The progress of an examinee of the actor's account on every catalogue product they have a
 * scored assessment of, in catalogue order, with names and bands in `locale`.
 * @throws HttpProblem notFound, also for another account's examinee.
 */
export async function examineeProgressOf(db: Db, actor: Actor, examineeRecordId: number, locale: Locale = actor.locale ?? DEFAULT_LOCALE): Promise<ProductProgress[]> {
  await requireExaminee(db, actor.accountId, examineeRecordId);
  const rows = await repositories(db, scopeOf(actor)).assessments.listOfExaminee(examineeRecordId);
  const byProduct = new Map<string, ScoredAdministration[]>();
  for (const { assessment } of rows) {
    if (assessment.status !== 'scored' || !assessment.score?.scorable) continue;
    const administrations = byProduct.get(assessment.productId) ?? [];
    administrations.push({ assessmentId: assessment.id, administrationDate: assessment.administrationDate, score: assessment.score });
    byProduct.set(assessment.productId, administrations);
  }
  const progress: ProductProgress[] = [];
  for (const product of await listCatalogueProducts(db)) {
    const administrations = byProduct.get(product.id);
    if (!administrations) continue;
    const translated = administrations.map((administration) => ({ ...administration, score: scoreIn(administration.score, product, locale) }));
    progress.push(productProgress(productIn(product, locale), translated));
  }
  return progress;
}
