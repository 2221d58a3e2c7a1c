/**
 * The permission matrix's cases of the business-unit operations (businessUnit.*): they need the
 * new-assessment screen's ASSESSMENT_VIEW, which the examiner holds and back-office staff do not.
 */
import type { MatrixCase } from './permissionMatrixCases';

const pickerCase = (request: MatrixCase['request']): MatrixCase => ({ deniedTo: 'backoffice', grantedTo: 'examiner', request });

/** The cases, keyed by operation id. */
export const BUSINESS_UNIT_CASES: Readonly<Record<string, MatrixCase>> = {
  'businessUnit.getUnit': pickerCase(() => ({ params: { unitId: 'clinical' } })),
  'businessUnit.getForm': pickerCase(() => ({ params: { productId: 'phq9' } })),
  'businessUnit.formDeliverySearch': pickerCase(() => ({ query: { deliveryMode: 'remoteLink' } })),
  'businessUnit.marketingInfo': pickerCase(() => ({ params: { productId: 'phq9' } })),
};
