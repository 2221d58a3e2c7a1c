/**
 * The product definition an assessment's FHIR resources are made from: the version it was created
 * with, carrying the LOINC codes of the product's published version when that version has none of
 * its own (`withPublishedLoinc`, docs/fhir.md "LOINC codes"). Used by the FHIR endpoint and the
 * account export, so both code an assessment alike.
 */
import { usesLoinc, withPublishedLoinc } from '../../../domain/fhir/loincCodes';
import type { ProductDefinition } from '../../../domain/product/productDefinition';
import type { Db } from '../../db/client';
import { findCatalogueProduct, productOfAssessment } from '../products/service';

/** The assessment fields that name its product version. */
type AssessmentProduct = { id: number; productId: string; productVersion: number };

/**
 * A reader of FHIR product definitions for one request or one export: each product's published
 * version is read once and each version's coded definition made once, however many assessments
 * name it.
 * @param db the caller's database or transaction (product versions are platform data).
 * @returns a function giving an assessment's definition; it throws as `productOfAssessment` when
 *   the assessment's version is missing (a broken database).
 */
export function fhirProductReader(db: Db): (assessment: AssessmentProduct) => Promise<ProductDefinition> {
  const published = new Map<string, Promise<ProductDefinition | null>>();
  const coded = new Map<ProductDefinition, ProductDefinition>();
  return async (assessment) => {
    const version = await productOfAssessment(db, assessment);
    if (usesLoinc(version)) return version;
    let current = published.get(assessment.productId);
    if (!current) {
      current = findCatalogueProduct(db, assessment.productId);
      published.set(assessment.productId, current);
    }
    const found = coded.get(version) ?? withPublishedLoinc(version, await current);
    coded.set(version, found);
    return found;
  };
}
