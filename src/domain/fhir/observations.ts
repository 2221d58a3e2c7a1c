/**
 * The scores of an assessment as R4 Observations, one per scale with a score: category `survey`,
 * the scale's LOINC code from the product definition where it has one (else the platform's scale
 * code), the raw score as a Quantity, the band as interpretation, derived scores as components,
 * and `derivedFrom` the QuestionnaireResponse.
 */
import type { Assessment } from '../assessment';
import type { Examinee } from '../examinee';
import type { ProductDefinition } from '../product/productDefinition';
import type { ScaleScore, ScoreResult } from '../scoring/scoreTypes';
import type { FhirCodeableConcept, FhirObservation, FhirObservationComponent, FhirQuantity } from './fhirTypes';
import { type FhirSystems, observationFhirId, responseFhirId } from './fhirSystems';
import { LOINC_SYSTEM } from './loincCodes';
import { subjectOf } from './questionnaireResponse';

const SURVEY: FhirCodeableConcept = { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey' }] };

/** UCUM units of scales not in `{score}`, by `{productId}.{scaleId}`. */
const SCALE_UNITS: Readonly<Record<string, string>> = {
  'who5.percentage': '%',
  'orf.accuracy': '%',
  'orf.wcpm': '{words}/min',
  'orf.wordsCorrect': '{words}',
};

const quantity = (value: number, unit: string): FhirQuantity => ({ value, unit, system: 'http://unitsofmeasure.org', code: unit });

/** The unit of a scale's raw score (`{score}` unless the scale is a percentage or a word count). */
export const scaleUnit = (productId: string, scaleId: string): string => SCALE_UNITS[`${productId}.${scaleId}`] ?? '{score}';

/** The product fields the Observations read: the scales' LOINC codes. */
export type ObservedProduct = Pick<ProductDefinition, 'id' | 'scales'>;

/**
 * The code of a scale: the LOINC code of the product's scale with that id where it has one, else
 * `{scales system}|{productId}.{scaleId}`.
 */
export function scaleCode(systems: FhirSystems, product: ObservedProduct, scale: Pick<ScaleScore, 'scaleId' | 'name'>): FhirCodeableConcept {
  const loinc = product.scales.find((candidate) => candidate.id === scale.scaleId)?.loinc;
  const coding = loinc ? { system: LOINC_SYSTEM, code: loinc.code } : { system: systems.scales, code: `${product.id}.${scale.scaleId}` };
  return { coding: [coding], text: scale.name };
}

function components(systems: FhirSystems, scale: ScaleScore): FhirObservationComponent[] {
  const derived = scale.derived;
  if (!derived) return [];
  const code = (id: string, text: string): FhirCodeableConcept => ({ coding: [{ system: systems.derivedScores, code: id }], text: `${text} (${derived.comparisonGroupLabel}, ${derived.cell})` });
  const parts: FhirObservationComponent[] = [];
  if (derived.tScore !== null) parts.push({ code: code('t-score', 'T-score'), valueQuantity: quantity(derived.tScore, '{T-score}') });
  if (derived.percentile !== null) parts.push({ code: code('percentile', 'Percentile'), valueQuantity: quantity(derived.percentile, '{percentile}') });
  if (derived.percentileBand !== null) parts.push({ code: code('percentile-band', 'Percentile band'), valueString: derived.percentileBand });
  return parts;
}

function observationOf(systems: FhirSystems, product: ObservedProduct, score: ScoreResult, scale: ScaleScore & { raw: number }, assessment: Pick<Assessment, 'id' | 'administrationDate' | 'scoredAt'>, examinee: Pick<Examinee, 'id' | 'examineeId'>): FhirObservation {
  const notes = [...(scale.prorated ? ['Prorated for omitted items.'] : []), ...(scale.derived?.unverified ? ['The norm cell is not verified against its primary source.'] : [])];
  const parts = components(systems, scale);
  return {
    resourceType: 'Observation',
    id: observationFhirId(assessment.id, scale.scaleId),
    status: 'final',
    category: [SURVEY],
    code: scaleCode(systems, product, scale),
    subject: subjectOf(systems, examinee),
    effectiveDateTime: assessment.administrationDate,
    ...(assessment.scoredAt ? { issued: assessment.scoredAt } : {}),
    valueQuantity: quantity(scale.raw, scaleUnit(score.productId, scale.scaleId)),
    ...(scale.band ? { interpretation: [{ text: scale.band.label }] } : {}),
    ...(notes.length > 0 ? { note: notes.map((text) => ({ text })) } : {}),
    ...(parts.length > 0 ? { component: parts } : {}),
    derivedFrom: [{ reference: `QuestionnaireResponse/${responseFhirId(assessment.id)}` }],
  };
}

/**
 * The Observations of a scored assessment: one per scale that is a score of record with a value
 * (a scale without one, such as ORF accuracy when no word was read, has none).
 * @param product the definition whose scale codes are used (the assessment's version, with the
 *   published version's codes where it has none: `withPublishedLoinc`).
 * @returns `[]` when the assessment has no score of record.
 */
export function observationsOf(
  systems: FhirSystems,
  product: ObservedProduct,
  assessment: Pick<Assessment, 'id' | 'administrationDate' | 'scoredAt' | 'score'>,
  examinee: Pick<Examinee, 'id' | 'examineeId'>,
): FhirObservation[] {
  const score = assessment.score;
  if (!score) return [];
  return score.scales
    .filter((scale): scale is ScaleScore & { raw: number } => scale.scorable && scale.raw !== null)
    .map((scale) => observationOf(systems, product, score, scale, assessment, examinee));
}
