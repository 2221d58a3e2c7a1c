/**
 * Import of FHIR R4 QuestionnaireResponses (issue #22): a write of the assessment facade, not of
 * the read-only /fhir/r4 endpoint. Each response becomes an assessment scored by the platform.
 */
import * as yup from 'yup';
import { PERMISSIONS } from '../../domain/permissions';
import { scoreResultSchema } from '../assessmentSchemas';
import { defineOperation } from '../operation';

/**
 * The body: one QuestionnaireResponse, or a Bundle whose `entry[].resource` are
 * QuestionnaireResponses. Only `resourceType` is checked here; the rest of the resource passes
 * through whole to the domain's reader, which names every problem by element and linkId.
 */
const importBodySchema = yup.object({
  resourceType: yup
    .string()
    .oneOf(['QuestionnaireResponse', 'Bundle'], 'Send a QuestionnaireResponse or a Bundle of them.')
    .required('Send a QuestionnaireResponse or a Bundle of them.'),
});

/** The body of {@link importQuestionnaireResponse}: a FHIR resource (further elements pass through). */
export type QuestionnaireResponseImport = yup.InferType<typeof importBodySchema> & Record<string, unknown>;

const importedSchema = yup.object({
  /** The created assessments, one per QuestionnaireResponse, in the order sent. */
  assessments: yup
    .array(
      yup.object({
        id: yup.number().integer().required(),
        examineeRecordId: yup.number().integer().required(),
        productId: yup.string().required(),
        administrationDate: yup.string().required(),
        /** The platform's score of record (never the score a sender put in the response). */
        score: scoreResultSchema.required(),
      }),
    )
    .required(),
});

/** The answer of {@link importQuestionnaireResponse}. */
export type ImportedAssessments = yup.InferType<typeof importedSchema>;

/**
 * Imports QuestionnaireResponses of shipped products as scored assessments, all or nothing.
 * Problems (RFC 9457): validation naming `entry[i].item.<linkId>` and the other elements of a bad
 * response, an unknown Questionnaire, or an examinee id not in the caller's account; notScorable.
 */
export const importQuestionnaireResponse = defineOperation<Record<string, never>, Record<string, never>, QuestionnaireResponseImport, ImportedAssessments>({
  id: 'assessment.importQuestionnaireResponse',
  service: 'assessment',
  method: 'POST',
  path: '/assessments/questionnaire-responses',
  summary: 'Imports FHIR R4 QuestionnaireResponses (one, or a Bundle) of shipped products as assessments scored by the platform.',
  access: [PERMISSIONS.ASSESSMENT_EDIT],
  body: importBodySchema,
  response: 'json',
  responseSchema: importedSchema,
  // One row per created assessment is written by the service, in the same transaction.
  audit: { entity: 'assessment', id: null },
  successStatus: 201,
});
