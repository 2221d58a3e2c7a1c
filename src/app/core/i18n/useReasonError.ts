/**
 * The words of the stated-reason rule (domain staffReason.ts) in the UI language: one rule and one
 * set of messages for every form where internal staff state a reason.
 */
import { useCallback } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
import { STAFF_REASON_LIMITS, staffReasonProblem } from '../../../domain/staffReason';

/** The message the reason rule gives `reason` in the UI language, or `undefined` when it holds. */
export function reasonErrorText(intl: IntlShape, reason: string): string | undefined {
  const problem = staffReasonProblem(reason);
  return problem ? intl.formatMessage({ id: `common.reason.${problem}` }, STAFF_REASON_LIMITS) : undefined;
}

/** A function giving the reason rule's message for a reason, or `undefined` when it holds (see {@link reasonErrorText}). */
export function useReasonError(): (reason: string) => string | undefined {
  const intl = useIntl();
  return useCallback((reason: string) => reasonErrorText(intl, reason), [intl]);
}
