import { useEffect } from 'react';
import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppDispatch } from '../../../hooks';
import { booksRequested } from '../stimulusBooksSlice';
import { PublishBookForm } from './PublishBookForm';
import { StimulusBooksTable } from './StimulusBooksTable';

/** The back office's stimulus books: the published ones, and the form that publishes a book with its images. */
export function StimulusBooksPage() {
  const dispatch = useAppDispatch();
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'stimulusBooks.title' });
  useScreenName(title);
  useEffect(() => {
    dispatch(booksRequested());
  }, [dispatch]);
  return (
    <div className="page">
      <p>
        <Link href="/back-office">
          <FormattedMessage id="backOffice.title" />
        </Link>
      </p>
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="stimulusBooks.intro" />
      </p>
      <StimulusBooksTable />
      <PublishBookForm />
    </div>
  );
}
