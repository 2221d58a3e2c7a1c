/** Rubric scoring of essay items (assessment.essayScoring): the examiner's levels per criterion. */
import * as yup from 'yup';
import type { Assessment } from '../../domain/assessment';
import { PERMISSIONS } from '../../domain/permissions';
import { assessmentRecordSchema } from '../assessmentSchemas';
import { defineOperation } from '../operation';

/** The chosen level value of each rubric criterion, by criterion id (its test checks what its type says). */
const levelsSchema: yup.ObjectSchema<Record<string, number | null>> = yup
  .object()
  .required('Send the levels of the rubric criteria.')
  .test('levels', 'levels must map criterion ids to level values or null.', (value) =>
    Object.values(value ?? {}).every((level) => level === null || (typeof level === 'number' && Number.isInteger(level))),
  );

/** yup schema of {@link EssayScoringInput}. */
const essayScoringBodySchema = yup.object({
  /** The version the client last read; an older one answers 409. */
  version: yup.number().integer().positive().required('Send the version you read.'),
  /** The chosen level value of each rubric criterion, by criterion id; `null` clears a criterion. */
  levels: levelsSchema,
});

/** Body of assessment.essayScoring: the version read and the levels ({@link essayScoringBodySchema}). */
export type EssayScoringInput = yup.InferType<typeof essayScoringBodySchema>;

/**
 * Stores the rubric levels of one essay item (under `<itemId>.<criterionId>`); a scored
 * assessment is re-scored, so its score of record includes the rubric total.
 */
export const essayScoring = defineOperation<{ assessmentId: number; itemId: string }, Record<string, never>, EssayScoringInput, Assessment>({
  id: 'assessment.essayScoring',
  service: 'assessment',
  method: 'PUT',
  path: '/assessments/{assessmentId}/essays/{itemId}',
  summary: 'Stores the rubric level the examiner chose for each criterion of an essay item; re-scores a scored assessment.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  params: yup.object({
    assessmentId: yup.number().integer().positive().required(),
    itemId: yup.string().matches(/^[A-Za-z0-9_]+$/, 'An item id is letters, digits and _.').required(),
  }),
  body: essayScoringBodySchema,
  response: 'json',
  responseSchema: assessmentRecordSchema,
  audit: { entity: 'assessment', id: { params: 'assessmentId' } },
});
