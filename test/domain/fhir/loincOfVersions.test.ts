/**
 * Which LOINC codes an assessment's FHIR resources carry (docs/fhir.md "LOINC codes"): the codes of
 * the assessment's product version, else, for a version without any, those of the product's
 * published version for the item and scale ids (and option values) the two share.
 */
import { fhirSystems } from '../../../src/domain/fhir/fhirSystems';
import { LOINC_NOTICE, usesLoinc, withPublishedLoinc } from '../../../src/domain/fhir/loincCodes';
import { observationsOf } from '../../../src/domain/fhir/observations';
import { questionnaireOf } from '../../../src/domain/fhir/questionnaire';
import { questionnaireResponseOf } from '../../../src/domain/fhir/questionnaireResponse';
import type { ChoiceItem } from '../../../src/domain/product/productDefinition';
import type { ProductTestCase } from '../../../src/domain/product/productTestCases';
import { EXAMINEE } from '../../server/reports/shippedProducts';
import { loadProduct } from '../productFixtures';
import { assessmentOfCase, withoutLoinc } from './fhirFixtures';

const SYSTEMS = fhirSystems('https://assess.example.org/fhir/r4/');
const published = loadProduct('phq9');

const older = { ...withoutLoinc(published), version: 8 };

describe('an older version without codes', () => {
  const coded = withPublishedLoinc(older, published);

  it('carries the published version’s codes for the ids they share, and stays its own version otherwise', () => {
    expect(usesLoinc(older)).toBe(false);
    expect(coded.version).toBe(8);
    expect(coded.loinc).toEqual(published.loinc);
    expect(coded.items.map((item) => item.loinc)).toEqual(published.items.map((item) => item.loinc));
    expect((coded.items[0] as ChoiceItem).options.map((option) => option.loinc)).toEqual(['LA6568-5', 'LA6569-3', 'LA6570-1', 'LA6571-9']);
    expect(coded.scales.map((scale) => scale.loinc)).toEqual(published.scales.map((scale) => scale.loinc));
    expect({ ...coded, loinc: undefined, items: undefined, scales: undefined }).toEqual({ ...older, loinc: undefined, items: undefined, scales: undefined });
  });

  it('is exported with those codes: Questionnaire, answers and Observations as the published version’s', () => {
    const testCase = (published.testCases ?? [])[3] as ProductTestCase;
    const assessment = assessmentOfCase(older, testCase);
    const questionnaire = questionnaireOf(SYSTEMS, coded);
    expect(questionnaire).toEqual({ ...questionnaireOf(SYSTEMS, published), version: '8' });
    expect(questionnaire.copyright).toContain(LOINC_NOTICE);
    expect(questionnaireResponseOf(SYSTEMS, coded, assessment, EXAMINEE)).toEqual(questionnaireResponseOf(SYSTEMS, { ...published, version: 8 }, assessment, EXAMINEE));
    expect(observationsOf(SYSTEMS, coded, assessment, EXAMINEE).map((observation) => observation.code.coding?.[0]?.code)).toEqual(['44261-6', '55758-7', 'phq9.symptoms']);
    // Without the rule the same assessment would carry the platform's codes only.
    expect(observationsOf(SYSTEMS, older, assessment, EXAMINEE)[0]?.code.coding?.[0]).toEqual({ system: 'https://assess.example.org/fhir/r4/CodeSystem/scales', code: 'phq9.total' });
    expect(questionnaireOf(SYSTEMS, older).copyright).not.toContain(LOINC_NOTICE);
  });

  it('borrows by id: an item or scale the published version lacks gets none, options need every value coded', () => {
    const renamed = { ...older, items: older.items.map((item, index) => (index === 0 ? { ...item, id: 'phq9_first' } : item)), scales: older.scales.map((scale) => (scale.id === 'phq2' ? { ...scale, id: 'two' } : scale)) };
    const partly = withPublishedLoinc(renamed, published);
    expect(partly.items[0]?.loinc).toBeUndefined();
    expect(partly.items[1]?.loinc).toEqual(published.items[1]?.loinc);
    expect(partly.scales.find((scale) => scale.id === 'two')?.loinc).toBeUndefined();
    const fiveOptions = { ...older, items: older.items.map((item) => (item.type === 'choice' && item.id === 'phq9_2' ? { ...item, options: [...item.options, { value: 4, label: { en_us: 'Always' } }] } : item)) };
    const item2 = withPublishedLoinc(fiveOptions, published).items[1] as ChoiceItem;
    expect(item2.loinc).toEqual(published.items[1]?.loinc);
    expect(item2.loincAnswerList).toBeUndefined();
    expect(item2.options.some((option) => option.loinc)).toBe(false);
  });
});

describe('a version that has codes, or nothing to borrow from', () => {
  it('keeps its own codes, even where the published version has others', () => {
    const own = { ...published, version: 8, loinc: { code: '55757-9', confidence: 'L' as const } };
    const publishedElsewhere = { ...published, scales: published.scales.map((scale) => ({ ...scale, loinc: { code: '44262-4', confidence: 'M' as const } })) };
    expect(withPublishedLoinc(own, publishedElsewhere)).toBe(own);
  });

  it('is itself when it is the published version, when there is none, or when the published one has no codes either', () => {
    expect(withPublishedLoinc(older, null)).toBe(older);
    expect(withPublishedLoinc(older, older)).toBe(older);
    expect(withPublishedLoinc(older, { ...withoutLoinc(published), version: 10 })).toBe(older);
    expect(withPublishedLoinc(older, { ...published, id: 'gad7' })).toBe(older);
  });
});
