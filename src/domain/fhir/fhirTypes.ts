/**
 * The minimal HL7 FHIR R4 (4.0.1) shapes the platform emits and reads: only the elements we fill.
 * Kept here because the domain imports no FHIR library; tests check every emitted resource with a
 * full R4 validator.
 */

/** A Coding: a code in a code system. */
export interface FhirCoding {
  system: string;
  code: string;
  display?: string;
}

/** A CodeableConcept. */
export interface FhirCodeableConcept {
  coding?: FhirCoding[];
  text?: string;
}

/** An Identifier (a system URI and a value in it). */
export interface FhirIdentifier {
  system: string;
  value: string;
}

/** A Reference by relative URL and/or logical identifier. */
export interface FhirReference {
  reference?: string;
  identifier?: FhirIdentifier;
  display?: string;
}

/** A Quantity with a UCUM unit. */
export interface FhirQuantity {
  value: number;
  unit: string;
  system: 'http://unitsofmeasure.org';
  code: string;
}

/** An Expression (SDC calculatedExpression). */
export interface FhirExpression {
  language: 'text/fhirpath';
  expression: string;
}

/** An extension; simple ones carry one value, complex ones nested extensions. */
export interface FhirExtension {
  url: string;
  valueDecimal?: number;
  valueInteger?: number;
  valueCode?: string;
  valueString?: string;
  valueExpression?: FhirExpression;
  extension?: FhirExtension[];
}

/** One allowed answer of a choice item. */
export interface FhirAnswerOption {
  valueCoding: FhirCoding;
  extension?: FhirExtension[];
}

/** An item of a Questionnaire. */
export interface FhirQuestionnaireItem {
  linkId: string;
  prefix?: string;
  text?: string;
  type: 'group' | 'choice' | 'integer' | 'decimal' | 'display';
  required?: boolean;
  readOnly?: boolean;
  code?: FhirCoding[];
  extension?: FhirExtension[];
  answerOption?: FhirAnswerOption[];
  item?: FhirQuestionnaireItem[];
}

/** A Questionnaire: one product version as a form. */
export interface FhirQuestionnaire {
  resourceType: 'Questionnaire';
  id: string;
  url: string;
  version: string;
  name: string;
  title: string;
  status: 'active';
  subjectType: ['Patient'];
  copyright: string;
  code?: FhirCoding[];
  item: FhirQuestionnaireItem[];
}

/** One answer of a QuestionnaireResponse item. */
export interface FhirAnswer {
  valueCoding?: FhirCoding;
  valueInteger?: number;
}

/** An item of a QuestionnaireResponse. */
export interface FhirResponseItem {
  linkId: string;
  text?: string;
  answer?: FhirAnswer[];
  item?: FhirResponseItem[];
}

/** A QuestionnaireResponse: one administration's responses. */
export interface FhirQuestionnaireResponse {
  resourceType: 'QuestionnaireResponse';
  id: string;
  identifier: FhirIdentifier;
  questionnaire: string;
  status: 'in-progress' | 'completed';
  subject: FhirReference;
  authored: string;
  extension?: FhirExtension[];
  item: FhirResponseItem[];
}

/** A component of an Observation (a derived score beside the raw one). */
export interface FhirObservationComponent {
  code: FhirCodeableConcept;
  valueQuantity?: FhirQuantity;
  valueString?: string;
}

/** An Observation: one reported scale score. */
export interface FhirObservation {
  resourceType: 'Observation';
  id: string;
  status: 'final';
  category: FhirCodeableConcept[];
  code: FhirCodeableConcept;
  subject: FhirReference;
  effectiveDateTime: string;
  issued?: string;
  valueQuantity: FhirQuantity;
  interpretation?: FhirCodeableConcept[];
  note?: { text: string }[];
  component?: FhirObservationComponent[];
  derivedFrom: FhirReference[];
}

/** A Patient: an examinee record. */
export interface FhirPatient {
  resourceType: 'Patient';
  id: string;
  identifier: FhirIdentifier[];
  name: { family: string; given?: string[]; text: string }[];
  birthDate?: string;
  gender: 'male' | 'female' | 'other' | 'unknown';
}

/** Any resource this platform serves. */
export type FhirResource = FhirQuestionnaire | FhirQuestionnaireResponse | FhirObservation | FhirPatient;
