/**
 * Every shipped product as a Questionnaire, and every product test case as a QuestionnaireResponse
 * with its Observations, is valid FHIR R4 (Medplum's validator: cardinalities, types, unknown
 * elements and the que-/qrs-/obs- invariants); the codes are the ones the product data gives.
 */
import { fhirSystems } from '../../../src/domain/fhir/fhirSystems';
import { LOINC_NOTICE } from '../../../src/domain/fhir/loincCodes';
import { observationsOf } from '../../../src/domain/fhir/observations';
import { patientOf } from '../../../src/domain/fhir/patient';
import { questionnaireOf, scaleExpression } from '../../../src/domain/fhir/questionnaire';
import { questionnaireResponseOf } from '../../../src/domain/fhir/questionnaireResponse';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import type { ProductTestCase } from '../../../src/domain/product/productTestCases';
import { EXAMINEE, SHIPPED_PRODUCTS } from '../../server/reports/shippedProducts';
import { assessmentOfCase } from './fhirFixtures';
import { loadR4Definitions, r4Errors } from './fhirValidation';

const SYSTEMS = fhirSystems('https://assess.example.org/fhir/r4/');

beforeAll(loadR4Definitions);

const CASES = SHIPPED_PRODUCTS.flatMap((product) => (product.testCases ?? []).map((testCase) => [product.id, testCase.id, product, testCase] as const));

describe.each(SHIPPED_PRODUCTS.map((product) => [product.id, product] as const))('%s as a Questionnaire', (_id, product) => {
  it('is valid R4', () => {
    expect(r4Errors(questionnaireOf(SYSTEMS, product))).toEqual([]);
  });
});

describe.each(CASES)('%s test case %s', (_productId, _caseId, product, testCase) => {
  const assessment = assessmentOfCase(product, testCase);
  it('is a valid QuestionnaireResponse', () => {
    expect(r4Errors(questionnaireResponseOf(SYSTEMS, product, assessment, EXAMINEE))).toEqual([]);
  });
  it('gives valid Observations, one per scale with a score of record', () => {
    const observations = observationsOf(SYSTEMS, product, assessment, EXAMINEE);
    const recorded = assessment.score?.scales.filter((scale) => scale.scorable && scale.raw !== null) ?? [];
    expect(observations.map((observation) => observation.valueQuantity.value)).toEqual(recorded.map((scale) => scale.raw));
    for (const observation of observations) expect(r4Errors(observation)).toEqual([]);
  });
});

describe('codes', () => {
  const product = (id: string) => SHIPPED_PRODUCTS.find((candidate) => candidate.id === id) as ProductDefinition;
  const phq9 = product('phq9');

  it('PHQ-9: panel, item and answer codes from LOINC, weights as ordinalValue, with the LOINC notice', () => {
    const questionnaire = questionnaireOf(SYSTEMS, phq9);
    expect(questionnaire.id).toBe('phq9');
    expect(questionnaire.url).toBe('https://assess.example.org/fhir/r4/Questionnaire/phq9');
    expect(questionnaire.code).toEqual([{ system: 'http://loinc.org', code: '44249-1' }]);
    expect(questionnaire.copyright).toContain(LOINC_NOTICE);
    const first = questionnaire.item[0];
    expect(first?.code).toEqual([{ system: 'http://loinc.org', code: '44250-9' }]);
    expect(first?.answerOption?.[3]).toEqual({
      valueCoding: { system: 'http://loinc.org', code: 'LA6571-9', display: 'Nearly every day' },
      extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/ordinalValue', valueDecimal: 3 }],
    });
  });

  it('PHQ-9: the total and PHQ-2 have SDC expressions, the symptom count has none', () => {
    const byId = (id: string) => phq9.scales.find((scale) => scale.id === id);
    expect(scaleExpression(phq9, byId('total') as never)).toContain("linkId in ('phq9_1' | 'phq9_2' | 'phq9_3'");
    expect(scaleExpression(phq9, byId('symptoms') as never)).toBeNull();
    expect(questionnaireOf(SYSTEMS, phq9).item.map((item) => item.linkId)).toEqual(expect.arrayContaining(['score.total', 'score.phq2']));
  });

  it('reverse-keyed items weigh the reversed value, WHO-5 multiplies its sum, the CES-D (prorated) has no expression', () => {
    const ipip = questionnaireOf(SYSTEMS, product('ipip_bffm50'));
    const reversed = ipip.item.find((item) => item.linkId === 'ipip50_2');
    expect(reversed?.answerOption?.map((option) => option.extension?.[0]?.valueDecimal)).toEqual([5, 4, 3, 2, 1]);
    expect(scaleExpression(product('who5'), product('who5').scales[0] as never)).toMatch(/\* 4$/);
    expect(questionnaireOf(SYSTEMS, product('cesd')).item.some((item) => item.linkId.startsWith('score.'))).toBe(false);
  });

  it('Observation codes: LOINC where confirmed (L or M), the platform code otherwise, CES-D held back', () => {
    const codeOf = (productId: string, caseIndex = 0) => {
      const definition = product(productId);
      const testCase = (definition.testCases ?? [])[caseIndex] as ProductTestCase;
      return observationsOf(SYSTEMS, definition, assessmentOfCase(definition, testCase), EXAMINEE).map((observation) => observation.code.coding?.[0]);
    };
    expect(codeOf('gad7')[0]).toEqual({ system: 'http://loinc.org', code: '70274-6' });
    expect(codeOf('cesd')[0]).toEqual({ system: 'https://assess.example.org/fhir/r4/CodeSystem/scales', code: 'cesd.total' });
    expect(codeOf('who5')[0]).toEqual({ system: 'https://assess.example.org/fhir/r4/CodeSystem/scales', code: 'who5.percentage' });
  });

  it('an ORF response carries grade and season in the administration extension and counts as integers', () => {
    const orf = product('orf');
    const testCase = (orf.testCases ?? [])[0] as ProductTestCase;
    const response = questionnaireResponseOf(SYSTEMS, orf, assessmentOfCase(orf, testCase), EXAMINEE);
    expect(response.extension?.[0]?.url).toBe('https://assess.example.org/fhir/r4/StructureDefinition/administration');
    expect(response.extension?.[0]?.extension?.map((part) => part.url)).toEqual(expect.arrayContaining(['grade', 'season']));
    expect(response.item[0]?.answer).toEqual([{ valueInteger: testCase.responses.wordsRead }]);
  });

  it('a Patient: identifier, name, gender', () => {
    expect(patientOf(SYSTEMS, { ...EXAMINEE, sex: 'unspecified' })).toEqual({
      resourceType: 'Patient',
      id: 'e1',
      identifier: [{ system: 'https://assess.example.org/fhir/r4/sid/examinee-id', value: 'X-1' }],
      name: [{ family: 'Sørensen', given: ['Åsa'], text: 'Åsa Sørensen' }],
      birthDate: '2015-02-01',
      gender: 'unknown',
    });
    expect(r4Errors(patientOf(SYSTEMS, EXAMINEE))).toEqual([]);
  });

  it('the validator does catch invalid resources', () => {
    const questionnaire = questionnaireOf(SYSTEMS, phq9);
    expect(r4Errors({ ...questionnaire, status: undefined })).not.toEqual([]);
    expect(r4Errors({ ...questionnaire, colour: 'red' })).not.toEqual([]);
    expect(r4Errors({ ...questionnaire, item: [{ type: 'choice' }] })).not.toEqual([]);
  });
});
