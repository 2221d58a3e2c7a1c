import type { AppError } from '../../client/appError';
import { useErrorText } from '../core/i18n/useErrorText';
import type { RequestStatus } from '../core/requestStatus';
import { ErrorNotice, LoadingNotice } from './Notices';

/** Props of {@link ListLoadStates}. */
export interface ListLoadStatesProps {
  status: RequestStatus;
  error: AppError | null;
  /** How many rows the list shows now. */
  rowCount: number;
  loadingText: string;
  /** Said when the list has loaded and has nothing. */
  emptyText: string;
}

/**
 * The states of a list panel around its table: loading (only while nothing is shown yet, so a
 * refresh does not flash), the error of a failed load, and the empty list once loaded.
 */
export function ListLoadStates({ status, error, rowCount, loadingText, emptyText }: ListLoadStatesProps) {
  const errorText = useErrorText();
  return (
    <>
      {status === 'loading' && rowCount === 0 ? <LoadingNotice>{loadingText}</LoadingNotice> : null}
      {status === 'failed' && error ? <ErrorNotice>{errorText(error)}</ErrorNotice> : null}
      {status === 'succeeded' && rowCount === 0 ? <p className="empty">{emptyText}</p> : null}
    </>
  );
}
