import type { ListLoadStatesProps } from '../../../components/ListLoadStates';
import { useErrorText } from '../../../core/i18n/useErrorText';

/**
 * The load states of a list that sits beside a page's main content (links, e-mails): like
 * ListLoadStates, but a failed load is stated in place rather than announced as an alert, since
 * it happens on opening the page, not in answer to something the user just did.
 */
export function QuietLoadStates({ status, error, rowCount, loadingText, emptyText }: ListLoadStatesProps) {
  const errorText = useErrorText();
  return (
    <>
      {status === 'loading' && rowCount === 0 ? (
        <p className="notice notice--loading" role="status">
          {loadingText}
        </p>
      ) : null}
      {status === 'failed' && error ? <p className="notice notice--error">{errorText(error)}</p> : null}
      {status === 'succeeded' && rowCount === 0 ? <p className="empty">{emptyText}</p> : null}
    </>
  );
}
