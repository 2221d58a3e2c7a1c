import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useScreenName } from '../../../core/layout/useScreenName';

/** The back office's home: where internal staff land, with a link to each part of the back office they may use. */
export function BackOfficeHome() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'backOffice.title' });
  const licenses = useAuthority(PERMISSIONS.FEATURE_LICENSE_MANAGE);
  useScreenName(title);
  return (
    <div className="page">
      <h1>{title}</h1>
      <p>
        <FormattedMessage id="backOffice.intro" />
      </p>
      <section className="panel" aria-labelledby="back-office-parts">
        <h2 id="back-office-parts">
          <FormattedMessage id="backOffice.parts" />
        </h2>
        <ul className="link-list">
          {licenses ? (
            <li>
              <Link href="/back-office/licenses">
                <FormattedMessage id="backOffice.licensesLink" />
              </Link>
              <p className="muted">
                <FormattedMessage id="backOffice.licensesText" />
              </p>
            </li>
          ) : null}
        </ul>
      </section>
    </div>
  );
}
