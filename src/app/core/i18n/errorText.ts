/**
 * Failures in the UI language. An {@link AppError} carries a stable code (the problem codes of
 * src/contract/problem.ts, `network`, `unexpected`) and the server's English text; the code picks
 * the catalogue's message.
 */
import type { IntlShape } from 'react-intl';
import { PROBLEMS } from '../../../contract/problem';
import type { AppError } from '../../../client/appError';
import type { MessageId } from './messageId';

const CODES: readonly string[] = [...Object.keys(PROBLEMS), 'network', 'unexpected'];

/** The message id of an error code, or `null` for a code the catalogue does not know. */
export const errorMessageId = (code: string): MessageId | null => (CODES.includes(code) ? (`error.${code}` as MessageId) : null);

/**
 * What a failure says to the user. In English a server's specific detail ("The examinee was not
 * found.") is kept; in other languages the code's message stands in for it, since the server
 * speaks English only.
 */
export function errorText(intl: IntlShape, error: Pick<AppError, 'code' | 'message'>): string {
  const id = errorMessageId(error.code);
  if (!id) return error.message;
  const english = intl.locale.toLowerCase().startsWith('en');
  return english && error.message ? error.message : intl.formatMessage({ id });
}
