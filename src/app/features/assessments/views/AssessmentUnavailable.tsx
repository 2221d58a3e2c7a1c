import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice, LoadingNotice } from '../../../components/Notices';
import type { AppError } from '../../../../client/appError';
import { useErrorText } from '../../../core/i18n/useErrorText';

/**
 * What a page about one assessment shows until the assessment is there: loading, or why it
 * cannot be shown (404: not in the user's account, as if it did not exist).
 */
export function AssessmentUnavailable({ error }: { error: AppError | null }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <div className="page">
      {error ? (
        <>
          <h1>
            <FormattedMessage id="assessment.notAvailable" />
          </h1>
          <ErrorNotice>{error.status === 404 ? intl.formatMessage({ id: 'assessment.notInAccount' }) : errorText(error)}</ErrorNotice>
        </>
      ) : (
        <LoadingNotice>
          <FormattedMessage id="assessment.loading" />
        </LoadingNotice>
      )}
    </div>
  );
}
