/**
 * An examinee's progress per product (issue #22): the scored assessments read through the
 * account's repositories, the series and reliable change computed by the domain (`progress.ts`).
 */
import { DEFAULT_LOCALE, type Locale } from '../../../domain/locale';
import { productIn, scoreIn } from '../../../domain/product/productText';
import { type ProductProgress, productProgress, type ScoredAdministration } from '../../../domain/progress';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
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
  const byProduct = await scoredByProduct(db, actor, examineeRecordId);
  const progress: ProductProgress[] = [];
  for (const product of await listCatalogueProducts(db)) {
    const administrations = byProduct.get(product.id);
    if (administrations) progress.push(progressIn(product, administrations, locale));
  }
  return progress;
}

/**
 * The progress a progress report prints: the examinee's scored administrations of `product` up
 * to and including the assessment it is generated from (by administration date, then id), so a
 * report of an earlier assessment shows the history as it stood then.
 * @param upTo the assessment the report is generated from (its examinee's record id, date and id).
 */
export async function progressUpTo(
  db: Db,
  actor: Actor,
  product: ProductDefinition,
  upTo: { id: number; examineeRecordId: number; administrationDate: string },
  locale: Locale,
): Promise<ProductProgress> {
  const administrations = (await scoredByProduct(db, actor, upTo.examineeRecordId)).get(product.id) ?? [];
  const earlier = administrations.filter(
    (administration) => administration.administrationDate < upTo.administrationDate || (administration.administrationDate === upTo.administrationDate && administration.assessmentId <= upTo.id),
  );
  return progressIn(product, earlier, locale);
}

/** The examinee's scorable scores of record, by product id. */
async function scoredByProduct(db: Db, actor: Actor, examineeRecordId: number): Promise<Map<string, ScoredAdministration[]>> {
  const rows = await repositories(db, scopeOf(actor)).assessments.listOfExaminee(examineeRecordId);
  const byProduct = new Map<string, ScoredAdministration[]>();
  for (const { assessment } of rows) {
    if (assessment.status !== 'scored' || !assessment.score?.scorable) continue;
    const administrations = byProduct.get(assessment.productId) ?? [];
    administrations.push({ assessmentId: assessment.id, administrationDate: assessment.administrationDate, score: assessment.score });
    byProduct.set(assessment.productId, administrations);
  }
  return byProduct;
}

/** The product's progress with its names and bands in `locale`. */
function progressIn(product: ProductDefinition, administrations: readonly ScoredAdministration[], locale: Locale): ProductProgress {
  const translated = administrations.map((administration) => ({ ...administration, score: scoreIn(administration.score, product, locale) }));
  return productProgress(productIn(product, locale), translated);
}
