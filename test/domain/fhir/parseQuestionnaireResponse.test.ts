/**
 * Reading a QuestionnaireResponse back: every product test case comes back with the same
 * responses, date and administration; bad input gives field errors naming the linkIds, never a throw.
 */
import { fhirSystems } from '../../../src/domain/fhir/fhirSystems';
import { parseQuestionnaireResponse } from '../../../src/domain/fhir/parseQuestionnaireResponse';
import { questionnaireResponseOf } from '../../../src/domain/fhir/questionnaireResponse';
import { responseKeys } from '../../../src/domain/scoring/itemValues';
import type { ProductDefinition } from '../../../src/domain/product/productDefinition';
import type { ProductTestCase } from '../../../src/domain/product/productTestCases';
import { EXAMINEE, SHIPPED_PRODUCTS } from '../../server/reports/shippedProducts';

const SYSTEMS = fhirSystems('https://assess.example.org/fhir/r4');
const product = (id: string) => SHIPPED_PRODUCTS.find((candidate) => candidate.id === id) as ProductDefinition;

const responseOf = (definition: ProductDefinition, testCase: ProductTestCase) =>
  questionnaireResponseOf(SYSTEMS, definition, { id: 3, status: 'scored', administrationDate: testCase.context.testDate, responses: testCase.responses, administration: testCase.context.administration }, EXAMINEE);

const CASES = SHIPPED_PRODUCTS.flatMap((definition) => (definition.testCases ?? []).map((testCase) => [definition.id, testCase.id, definition, testCase] as const));

describe.each(CASES)('%s test case %s', (_productId, _caseId, definition, testCase) => {
  it('reads back as the same responses, date and administration', () => {
    const parsed = parseQuestionnaireResponse(SYSTEMS, JSON.parse(JSON.stringify(responseOf(definition, testCase))), SHIPPED_PRODUCTS);
    const allKeys = Object.fromEntries([...responseKeys(definition.items).keys()].map((key) => [key, testCase.responses[key] ?? null]));
    expect(parsed).toEqual({
      ok: true,
      value: {
        product: definition,
        questionnaireVersion: String(definition.version),
        examineeIdentifier: { system: SYSTEMS.examineeId, value: EXAMINEE.examineeId },
        status: 'completed',
        administrationDate: testCase.context.testDate,
        administration: testCase.context.administration,
        responses: allKeys,
      },
    });
  });
});

describe('bad input', () => {
  const phq9 = product('phq9');
  const good = responseOf(phq9, (phq9.testCases ?? [])[0] as ProductTestCase);
  const errorsOf = (input: unknown) => {
    const parsed = parseQuestionnaireResponse(SYSTEMS, input, SHIPPED_PRODUCTS);
    return parsed.ok ? [] : parsed.error;
  };

  it.each([null, 42, 'text', [], {}, { resourceType: 'Patient' }])('%p is not a QuestionnaireResponse', (input) => {
    expect(errorsOf(input)).toEqual([{ field: 'resourceType', message: 'Send a QuestionnaireResponse.' }]);
  });

  it('an unknown Questionnaire', () => {
    expect(errorsOf({ ...good, questionnaire: 'https://elsewhere.example/Questionnaire/bdi2' })[0]?.field).toBe('questionnaire');
    expect(errorsOf({ ...good, questionnaire: 7 })[0]?.field).toBe('questionnaire');
  });

  it('names each bad item by its linkId', () => {
    const item = [
      { linkId: 'phq9_1', answer: [{ valueCoding: { system: 'http://loinc.org', code: 'LA9999-9' } }] },
      { linkId: 'phq9_2', answer: [{ valueInteger: 2 }] },
      { linkId: 'phq9_99', answer: [] },
      { linkId: 'phq9_3', answer: [{ valueCoding: { system: 'http://loinc.org', code: 'LA6568-5' } }, { valueCoding: { system: 'http://loinc.org', code: 'LA6569-3' } }] },
      { linkId: 'phq9_4' },
      { linkId: 'phq9_4' },
      { answer: [] },
    ];
    expect(errorsOf({ ...good, item }).map((error) => error.field)).toEqual(['item[6]', 'item.phq9_1', 'item.phq9_2', 'item.phq9_99', 'item.phq9_3', 'item.phq9_4']);
    expect(errorsOf({ ...good, item })[1]?.message).toBe('http://loinc.org|LA9999-9 is not an answer option of phq9_1.');
  });

  it('names a coding without a system for what it lacks, not as "undefined"', () => {
    const item = [{ linkId: 'phq9_1', answer: [{ valueCoding: { code: 'LA6568-5' } }] }];
    expect(errorsOf({ ...good, item }).map((error) => error.message)).toEqual(['The code LA6568-5 without a system is not an answer option of phq9_1: a coding needs the system of the option codes.']);
    const numbered = [{ linkId: 'phq9_1', answer: [{ valueCoding: { code: 9 } }] }];
    expect(errorsOf({ ...good, item: numbered })[0]?.message).toBe('The code 9 without a system is not an answer option of phq9_1: a coding needs the system of the option codes.');
  });

  it('status, subject, date and administration', () => {
    const errors = errorsOf({ ...good, status: 'stopped', subject: { reference: 'Patient/e1' }, authored: '2024-02-30', extension: [{ url: SYSTEMS.administrationExtension, extension: [{ url: 'grade', valueInteger: 13 }, { url: 'season', valueCode: 'summer' }, { url: 'comparisonGroup', valueString: 'hk' }] }] });
    expect(errors.map((error) => error.field)).toEqual(['status', 'subject.identifier', 'authored', 'extension.administration.grade', 'extension.administration.season', 'extension.administration.comparisonGroup']);
  });

  it('a count out of range names the item', () => {
    const orf = product('orf');
    const response = responseOf(orf, (orf.testCases ?? [])[0] as ProductTestCase);
    const item = response.item.map((entry) => (entry.linkId === 'errors' ? { ...entry, answer: [{ valueInteger: 100000 }] } : entry));
    expect(errorsOf({ ...response, item }).map((error) => error.field)).toEqual(['item.errors']);
  });

  it('a dateTime is read as its date; an in-progress response is read as such', () => {
    const parsed = parseQuestionnaireResponse(SYSTEMS, { ...good, authored: '2024-03-01T09:30:00+01:00', status: 'in-progress' }, SHIPPED_PRODUCTS);
    expect(parsed.ok && parsed.value.administrationDate).toBe('2024-03-01');
    expect(parsed.ok && parsed.value.status).toBe('in-progress');
  });
});
