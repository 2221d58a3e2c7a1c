import type { UnknownAction } from '@reduxjs/toolkit';
import type { AppError } from '../../../client/appError';

/** The AppError an `xFailed` action carries, as its payload or its payload's `error`. */
const errorOf = (action: UnknownAction): AppError | null => {
  const payload = action.payload as { error?: unknown; status?: unknown } | undefined;
  if (!payload || typeof payload !== 'object') return null;
  const candidate = 'error' in payload ? payload.error : payload;
  return candidate && typeof candidate === 'object' && 'status' in candidate && 'code' in candidate ? (candidate as AppError) : null;
};

/**
 * Whether an action reports a 401 from the services: the session answers with the sign-in flow,
 * so no worker needs to know about authentication.
 */
export const isUnauthorizedFailure = (action: UnknownAction): boolean =>
  action.type.endsWith('Failed') && errorOf(action)?.status === 401;
