import type { AssessmentListRow } from '../../../src/contract/reportTypes';

/** The forms the account has assessments of, as the list's answer names them. */
export const FORMS = [
  { productId: 'gad7', productCode: 'GAD-7' },
  { productId: 'phq9', productCode: 'PHQ-9' },
];

/** A scored assessment row of examinee `id` ("Pupil{id}, Sam" of class 4B), PHQ-9 unless told. */
export const assessmentRow = (id: number, productId = 'phq9', productCode = 'PHQ-9'): AssessmentListRow => ({
  id,
  productId,
  productCode,
  administrationDate: '2024-04-02',
  status: 'scored',
  examinerName: 'Erin Examiner',
  headlineScores: [{ scaleId: 'total', name: 'Total', raw: 7, band: 'mild', derived: null }],
  criticalFlags: 0,
  updatedAt: '2024-04-02T10:00:00.000Z',
  examineeRecordId: 100 + id,
  examineeId: `S-${id}`,
  examineeName: `Pupil${id}, Sam`,
  customField1: 'Class 4B',
  customField2: '',
  customField3: '',
  customField4: '',
  latestReportAt: null,
});
