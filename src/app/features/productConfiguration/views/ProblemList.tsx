import { FormattedMessage } from 'react-intl';
import type { AppError } from '../../../../client/appError';
import { ErrorNotice } from '../../../components/Notices';
import { useErrorText } from '../../../core/i18n/useErrorText';

/**
 * A server problem of a product change: its message, then each field error not shown at a field
 * of the form (`shownAt` says which paths the form shows), as "path: message".
 */
export function ProblemList({ error, shownAt = () => false }: { error: AppError; shownAt?: (field: string) => boolean }) {
  const errorText = useErrorText();
  const rest = Object.entries(error.fieldErrors).filter(([field]) => !shownAt(field));
  return (
    <ErrorNotice>
      <p>{errorText(error)}</p>
      {rest.length > 0 ? (
        <>
          <p>
            <FormattedMessage id="products.problems" />
          </p>
          <ul>
            {rest.map(([field, message]) => (
              <li key={field}>
                <FormattedMessage id="products.problemAt" values={{ field: <code>{field}</code>, message }} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </ErrorNotice>
  );
}
