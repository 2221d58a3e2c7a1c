/**
 * LOINC codes of the shipped products, as product data with how sure we are of each
 * (instrument facts, loinc.md): `L` seen on loinc.org, `M` seen on a LOINC mirror or an HL7
 * resource built from LOINC. Codes known only from a generated list (`G`: the CES-D total and
 * items) are held back until checked on loinc.org, so those scales get the platform's own code.
 * Every place that ships these codes shows {@link LOINC_NOTICE}.
 */

/** The LOINC system URI. */
export const LOINC_SYSTEM = 'http://loinc.org';

/** The notice the LOINC licence asks for wherever LOINC codes are shipped. */
export const LOINC_NOTICE =
  'This material contains content from LOINC (http://loinc.org). LOINC is copyright © Regenstrief Institute, Inc. and the Logical Observation Identifiers Names and Codes (LOINC) Committee and is available at no cost under the license at http://loinc.org/license.';

/** How a code was confirmed: `L` on loinc.org, `M` on a mirror or an HL7 resource. */
export type LoincConfidence = 'L' | 'M';

/** One LOINC code with its confidence. */
export interface LoincCode {
  code: string;
  confidence: LoincConfidence;
}

/** A LOINC answer list: answer codes by option value. */
export interface LoincAnswerList {
  id: string;
  confidence: LoincConfidence;
  answers: Record<number, { code: string; display: string }>;
}

/** The LOINC codes of one product. */
export interface ProductLoinc {
  /** The panel (Questionnaire.code). */
  panel?: LoincCode;
  /** Codes of scales (Observation.code), by scale id. */
  scales: Record<string, LoincCode>;
  /** Codes of items (Questionnaire.item.code), by item id. */
  items: Record<string, LoincCode>;
  /** The LOINC answer list and the items it codes the options of. */
  answerList?: { list: LoincAnswerList; items: string[] };
}

/** PHQ-9 and GAD-7 answers (LL358-3, as in the HL7 SDC ordinalValue example). */
const LL358_3: LoincAnswerList = {
  id: 'LL358-3',
  confidence: 'M',
  answers: {
    0: { code: 'LA6568-5', display: 'Not at all' },
    1: { code: 'LA6569-3', display: 'Several days' },
    2: { code: 'LA6570-1', display: 'More than half the days' },
    3: { code: 'LA6571-9', display: 'Nearly every day' },
  },
};

const codes = (ids: string[], values: string[], confidence: (index: number) => LoincConfidence): Record<string, LoincCode> =>
  Object.fromEntries(ids.map((id, index) => [id, { code: values[index] as string, confidence: confidence(index) }]));

const numbered = (prefix: string, count: number): string[] => Array.from({ length: count }, (_, index) => `${prefix}${index + 1}`);

const PHQ9_ITEMS = numbered('phq9_', 9);
const GAD7_ITEMS = numbered('gad7_', 7);
const PHQ15_CODED = [...numbered('phq15_', 13), 'phq15_15'];

/** LOINC per shipped product id; a product not listed has no LOINC codes. */
export const PRODUCT_LOINC: Readonly<Record<string, ProductLoinc>> = {
  phq9: {
    panel: { code: '44249-1', confidence: 'M' },
    scales: { total: { code: '44261-6', confidence: 'L' }, phq2: { code: '55758-7', confidence: 'L' } },
    items: {
      ...codes(PHQ9_ITEMS, ['44250-9', '44255-8', '44259-0', '44254-1', '44251-7', '44258-2', '44252-5', '44253-3', '44260-8'], (index) => (index < 7 ? 'L' : 'M')),
      phq9_difficulty: { code: '69722-7', confidence: 'M' },
    },
    answerList: { list: LL358_3, items: PHQ9_ITEMS },
  },
  gad7: {
    panel: { code: '69737-5', confidence: 'M' },
    scales: { total: { code: '70274-6', confidence: 'L' } },
    items: codes(GAD7_ITEMS, ['69725-0', '68509-9', '69733-4', '69734-2', '69735-9', '69689-8', '69736-7'], () => 'L'),
    answerList: { list: LL358_3, items: GAD7_ITEMS },
  },
  phq15: {
    panel: { code: '69728-4', confidence: 'M' },
    scales: { total: { code: '70273-8', confidence: 'L' } },
    items: codes(PHQ15_CODED, ['69671-6', '69672-4', '69673-2', '69674-0', '69675-7', '69676-5', '69677-3', '69678-1', '69679-9', '69680-7', '69717-7', '69681-5', '69682-3', '69687-2'], () => 'L'),
  },
  pcl5: {
    panel: { code: '101697-1', confidence: 'M' },
    scales: { total: { code: '101698-9', confidence: 'M' } },
    items: { pcl5_9: { code: '101699-7', confidence: 'M' } },
  },
  // Panel only: the CES-D total and item codes come from a generated list (G) and are held back.
  cesd: { panel: { code: '100766-5', confidence: 'M' }, scales: {}, items: {} },
};

/** The LOINC codes of a product; empty when it has none. */
export const productLoinc = (productId: string): ProductLoinc => PRODUCT_LOINC[productId] ?? { scales: {}, items: {} };
