import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { AppError } from '../../../client/appError';
import { errorText } from './errorText';

/** A function writing a failure in the UI language (see {@link errorText}). */
export function useErrorText(): (error: Pick<AppError, 'code' | 'message'>) => string {
  const intl = useIntl();
  return useCallback((error) => errorText(intl, error), [intl]);
}
