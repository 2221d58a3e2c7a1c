/** The template editor's rules: the contract's schema and the domain's template rules, as formik errors. */
import { updateEmailTemplate } from '../../../../contract/services/email';
import { type EmailKind, templateErrors } from '../../../../domain/email';
import { yupFormErrors } from '../../../components/formErrors';

/** A template as typed. */
export interface TemplateValues {
  subject: string;
  body: string;
}

/**
 * The first message of each field: lengths and required text from the contract's schema, then
 * the domain's rules (known placeholders, nothing private in the subject, `{link}` in the body),
 * which the server applies too.
 */
export function templateFormErrors(kind: EmailKind, values: TemplateValues): Partial<Record<keyof TemplateValues, string>> {
  const schema = updateEmailTemplate.body;
  const errors: Partial<Record<keyof TemplateValues, string>> = schema ? yupFormErrors(schema, values, {}) : {};
  for (const problem of templateErrors(kind, values.subject, values.body)) errors[problem.field] ??= problem.message;
  return errors;
}

/**
 * `text` with `insert` put at `at` (a caret position, clamped to the text), and where the caret
 * goes after it.
 */
export function insertAt(text: string, insert: string, at: number | null): { text: string; caret: number } {
  const position = at === null ? text.length : Math.max(0, Math.min(at, text.length));
  return { text: `${text.slice(0, position)}${insert}${text.slice(position)}`, caret: position + insert.length };
}
