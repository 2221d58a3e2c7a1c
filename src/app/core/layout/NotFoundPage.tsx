import { FormattedMessage, useIntl } from 'react-intl';
import { useAccountTerms } from '../i18n/useAccountTerms';
import { ShellLink } from './ShellLink';
import { useScreenName } from './useScreenName';

/** The page of an unknown route. */
export function NotFoundPage() {
  const intl = useIntl();
  const terms = useAccountTerms();
  const title = intl.formatMessage({ id: 'notFound.title' });
  useScreenName(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="notFound.text" values={{ ...terms, link: (text) => <ShellLink href="/examinees">{text}</ShellLink> }} />
      </p>
    </div>
  );
}
