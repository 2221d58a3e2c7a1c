/**
 * LOINC codes as product data (issue #22, interoperability): the panel code of a product, the code
 * of an item and of a scale, and the LOINC answer list of a choice item with the answer code of
 * each option. Each code carries how sure we are of it (instrument facts, loinc.md): `L` seen on
 * loinc.org, `M` seen on a LOINC mirror or an HL7 resource built from LOINC. Codes known only from a
 * generated list are not entered at all. The FHIR mappings read these fields (src/domain/fhir).
 */
import * as yup from 'yup';

/** How a code was confirmed: `L` on loinc.org, `M` on a mirror or an HL7 resource. */
export type LoincConfidence = 'L' | 'M';

/** The confidences a code may have, in the order loinc.md lists them. */
export const LOINC_CONFIDENCES = ['L', 'M'] as const satisfies readonly LoincConfidence[];

/** A LOINC code (`44261-6`: digits, a dash, the mod-10 check digit) with its confidence. */
export interface LoincCode {
  code: string;
  confidence: LoincConfidence;
}

/**
 * The LOINC answer list a choice item's options belong to (`LL358-3`); each option then carries its
 * answer code (`ResponseOption.loinc`, `LA6568-5`), with the list's confidence.
 */
export interface LoincAnswerList {
  id: string;
  confidence: LoincConfidence;
}

/**
 * The LOINC check digit of a code's digits (the mod-10 algorithm LOINC publishes, as Luhn's):
 * from the right, every other digit starting with the last is doubled and its digits summed.
 * @param digits the code before the dash (`44261`).
 * @returns 0-9.
 */
export function loincCheckDigit(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    const digit = Number(char) * (index % 2 === 0 ? 2 : 1);
    sum += digit > 9 ? digit - 9 : digit;
  });
  return (10 - (sum % 10)) % 10;
}

/** Whether `code` is a LOINC code: 1-7 digits, a dash and the right check digit (`44261-6`). */
export function isLoincCode(code: string): boolean {
  const match = /^(\d{1,7})-(\d)$/.exec(code);
  return match !== null && loincCheckDigit(match[1] as string) === Number(match[2]);
}

/** What is wrong with a LOINC code, in words, or `null` when it is one. */
function loincCodeProblem(code: string): string | null {
  const match = /^(\d{1,7})-(\d)$/.exec(code);
  if (!match) return `${code} is not a LOINC code: a LOINC code is digits, a dash and a check digit (44261-6)`;
  const check = loincCheckDigit(match[1] as string);
  return check === Number(match[2]) ? null : `${code} is not a LOINC code: the check digit of ${match[1]} is ${check}`;
}

/** The pattern of a LOINC answer code (`LA6568-5`). */
export const LOINC_ANSWER_PATTERN = /^LA\d{1,8}-\d$/;
/** The pattern of a LOINC answer list id (`LL358-3`). */
export const LOINC_ANSWER_LIST_PATTERN = /^LL\d{1,8}-\d$/;

const confidenceSchema = yup
  .string()
  .oneOf([...LOINC_CONFIDENCES], '${path} is L (seen on loinc.org) or M (seen on a LOINC mirror or an HL7 resource built from LOINC)')
  .required('${path} is required: L or M');

/** The schema of an optional {@link LoincCode} (a product's panel, an item's or a scale's code). */
export const loincCodeSchema = yup
  .object({
    code: yup
      .string()
      .required('${path} is required')
      .test('loinc-code', function loincCode(value) {
        const problem = value === undefined ? null : loincCodeProblem(value);
        return problem === null || this.createError({ message: `${this.path}: ${problem}` });
      }),
    confidence: confidenceSchema,
  })
  .default(undefined)
  .optional();

/** The schema of an optional {@link LoincAnswerList} on a choice item. */
export const loincAnswerListSchema = yup
  .object({
    id: yup.string().required('${path} is required').matches(LOINC_ANSWER_LIST_PATTERN, '${path}: a LOINC answer list id is LL, digits, a dash and a check digit (LL358-3)'),
    confidence: confidenceSchema,
  })
  .default(undefined)
  .optional();

/** The schema of an option's optional LOINC answer code. */
export const loincAnswerSchema = yup.string().optional().matches(LOINC_ANSWER_PATTERN, '${path}: a LOINC answer code is LA, digits, a dash and a check digit (LA6568-5)');

/** A choice item as far as its LOINC answers go. */
interface AnswerCodedItem {
  loincAnswerList?: LoincAnswerList;
  options: { value: number; loinc?: string }[];
}

/**
 * What is wrong with a choice item's LOINC answers: a LOINC answer list codes every option, an
 * answer code needs the list it belongs to, and two options cannot share one answer code.
 * @returns the problem's path under the item (`options[2].loinc`) and its words; `null` when none.
 */
export function loincAnswerProblem(item: AnswerCodedItem): { path: string; message: string } | null {
  const list = item.loincAnswerList;
  for (const [index, option] of item.options.entries()) {
    const path = `options[${index}].loinc`;
    if (list && option.loinc === undefined) return { path, message: `option ${option.value} has no LOINC answer code, but the item names the LOINC answer list ${list.id}, which codes every option` };
    if (!list && option.loinc !== undefined) return { path, message: `option ${option.value} has the LOINC answer code ${option.loinc}, but the item names no LOINC answer list (loincAnswerList)` };
    if (option.loinc !== undefined && item.options.findIndex((other) => other.loinc === option.loinc) !== index) return { path, message: `option ${option.value} repeats the LOINC answer code ${option.loinc}` };
  }
  return null;
}
