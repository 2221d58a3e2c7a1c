/**
 * Validation messages in the UI language. The shared yup schemas of src/domain (run by the form
 * and again by the server) speak English, and the domain may not depend on an i18n library; their
 * texts are the en_us catalogue's `validation.*` messages, so each maps back to its message id.
 */
import type { IntlShape } from 'react-intl';
import { type CoreMessageId as MessageId, EN_US } from './messages/en_us';

const VALIDATION_IDS: ReadonlyMap<string, MessageId> = new Map(
  (Object.keys(EN_US) as MessageId[]).filter((id) => id.startsWith('validation.')).map((id) => [EN_US[id], id]),
);

/** yup's own length message ("firstName must be at most 100 characters") and the schemas' one. */
const MAX_LENGTH = /must be at most (\d+) characters\.?$/i;

/** The message id of an English validation message, with its arguments; `null` when it is not one of ours. */
export function validationMessageId(message: string): { id: MessageId; values: Record<string, string> } | null {
  const id = VALIDATION_IDS.get(message);
  if (id) return { id, values: {} };
  const max = MAX_LENGTH.exec(message);
  return max ? { id: 'validation.maxLength', values: { max: max[1] ?? '' } } : null;
}

/** A field error in the UI language; a message the catalogue does not know is shown as it came. */
export function localizeFieldError(intl: IntlShape, message: string | undefined): string | undefined {
  if (!message) return message;
  const known = validationMessageId(message);
  return known ? intl.formatMessage({ id: known.id }, known.values) : message;
}
