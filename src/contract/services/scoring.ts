/**
 * scoring.demographicsCheck (CATALOGUE.md `/scoring`; issue #17): which demographics a product's
 * norms need and which the examinee and the administration lack, before scoring. The rule is
 * src/domain/scoring/demographicsCheck.ts. The assessment page asks with the administration as
 * the examiner has entered it so far (not yet saved), so the answer follows the form.
 */
import * as yup from 'yup';
import { SEASONS, type Season } from '../../domain/assessment';
import { PERMISSIONS } from '../../domain/permissions';
import { DEMOGRAPHIC_FIELDS, type DemographicField } from '../../domain/scoring/demographicsCheck';
import { defineOperation } from '../operation';

/** What the check answers ({@link DemographicsCheck} of the domain). */
const demographicsCheckSchema = yup.object({
  /** Every field the norms need, in order: where it is entered and whether it is missing. */
  needed: yup
    .array(
      yup.object({
        field: yup.string<DemographicField>().oneOf([...DEMOGRAPHIC_FIELDS]).required(),
        source: yup.string<'examinee' | 'administration'>().required(),
        missing: yup.boolean().required(),
      }),
    )
    .required(),
  /** The needed fields that are missing. */
  missing: yup.array(yup.string<DemographicField>().required()).required(),
  /** Nothing the norms need is missing. */
  complete: yup.boolean().required(),
});

/** What scoring.demographicsCheck answers ({@link demographicsCheckSchema}). */
export type DemographicsCheckAnswer = yup.InferType<typeof demographicsCheckSchema>;

/** yup schema of {@link DemographicsCheckQuery}. */
const demographicsCheckQuerySchema = yup.object({
  /** `true`: the administration is the one below, as entered on the page (absent fields are blank); else the stored one. */
  asEntered: yup.boolean(),
  grade: yup.number().integer('Choose a grade from 0 to 12.').min(0, 'Choose a grade from 0 to 12.').max(12, 'Choose a grade from 0 to 12.'),
  season: yup.string<Season>().oneOf([...SEASONS], 'Choose fall, winter or spring.'),
  comparisonGroupId: yup.string().matches(/^[a-z0-9_]+$/, 'Choose a comparison group of the product.'),
});
/** Query of the check ({@link demographicsCheckQuerySchema}). */
export type DemographicsCheckQuery = yup.InferType<typeof demographicsCheckQuerySchema>;

/** The demographics the norms of an assessment's product need, and which are missing. */
export const demographicsCheck = defineOperation<{ assessmentId: number }, DemographicsCheckQuery, undefined, DemographicsCheckAnswer>({
  id: 'scoring.demographicsCheck',
  service: 'scoring',
  method: 'GET',
  path: '/assessments/{assessmentId}/demographics-check',
  summary: "Which demographics the norms of the assessment's product need (birth date, sex, grade, season, comparison group) and which the examinee and the administration lack.",
  // As on-the-fly scoring: whoever may see the assessment may see what its scoring needs.
  access: [PERMISSIONS.ASSESSMENT_VIEW],
  params: yup.object({ assessmentId: yup.number().integer().positive().max(2_147_483_647).required() }),
  query: demographicsCheckQuerySchema,
  response: 'json',
  responseSchema: demographicsCheckSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});
