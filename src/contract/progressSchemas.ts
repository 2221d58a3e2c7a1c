/**
 * The answered shape of an examinee's progress per product ({@link ProductProgress}): the series
 * of headline scale scores, the bands to draw them against and the reliable change between
 * administrations. Typed by the domain's types, so a field the domain adds cannot be left out.
 */
import * as yup from 'yup';
import type { ProductProgress, ProgressBand, ProgressChange, ProgressPoint, ScaleProgress } from '../domain/progress';
import type { ReliableChangeKind } from '../domain/reliableChange';
import type { ClinicalCutoff } from '../domain/product/clinicalCutoff';
import type { ScaleReliability } from '../domain/product/scaleReliability';

const integer = () => yup.number().integer().required();
/** A score: may be fractional (mean scales), so never written as an integer. */
const score = () => yup.number().required();

const progressPointSchema: yup.ObjectSchema<ProgressPoint> = yup.object({
  assessmentId: integer(),
  administrationDate: yup.string().required(),
  raw: score(),
  band: yup.string().nullable().defined(),
});

/** A reliable-change statement between two administrations. */
export const progressChangeSchema: yup.ObjectSchema<ProgressChange> = yup.object({
  fromAssessmentId: integer(),
  fromDate: yup.string().required(),
  toAssessmentId: integer(),
  toDate: yup.string().required(),
  from: score(),
  to: score(),
  difference: score(),
  standardErrorOfDifference: score(),
  rci: score(),
  threshold: score(),
  kind: yup.string<ReliableChangeKind>().oneOf(['reliableImprovement', 'reliableDeterioration', 'noReliableChange']).required(),
  clinicallySignificant: yup.boolean().required(),
  cutoff: yup.number().nullable().defined(),
});

const progressBandSchema: yup.ObjectSchema<ProgressBand> = yup.object({ min: score(), max: score(), label: yup.string().required() });

const reliabilitySchema: yup.ObjectSchema<ScaleReliability> = yup.object({
  coefficient: score(),
  kind: yup.string<ScaleReliability['kind']>().oneOf(['internalConsistency', 'testRetest']).required(),
  sd: score(),
  source: yup.string().required(),
});

const cutoffSchema: yup.ObjectSchema<ClinicalCutoff> = yup.object({ value: score(), source: yup.string().required() });

const scaleProgressSchema: yup.ObjectSchema<ScaleProgress> = yup.object({
  scaleId: yup.string().required(),
  name: yup.string().required(),
  range: yup.tuple([score(), score()]).required(),
  higherIs: yup.string<ScaleProgress['higherIs']>().oneOf(['worse', 'better', 'neither']).required(),
  bands: yup.array(progressBandSchema).required(),
  reliability: reliabilitySchema.nullable().default(null),
  clinicalCutoff: cutoffSchema.nullable().default(null),
  points: yup.array(progressPointSchema).required(),
  changes: yup.array(progressChangeSchema).required(),
  overall: progressChangeSchema.nullable().default(null),
});

/** One product's progress ({@link ProductProgress}). */
export const productProgressSchema: yup.ObjectSchema<ProductProgress> = yup.object({
  productId: yup.string().required(),
  productCode: yup.string().required(),
  productName: yup.string().required(),
  scales: yup.array(scaleProgressSchema).required(),
});
