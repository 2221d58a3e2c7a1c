import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import { hasAuthority } from '../../../../domain/permissions';
import { selectGrantedPermissions } from '../../../core/authority/authoritySelectors';
import { useScreenName } from '../../../core/layout/useScreenName';
import { useAppSelector } from '../../../hooks';
import { BACK_OFFICE_PARTS } from './backOfficeParts';

/** The back office's home: where internal staff land, with a link to each part of the back office they may use. */
export function BackOfficeHome() {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'backOffice.title' });
  const granted = useAppSelector(selectGrantedPermissions);
  const parts = BACK_OFFICE_PARTS.filter((part) => hasAuthority(granted, [part.permission]));
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
          {parts.map((part) => (
            <li key={part.href}>
              <Link href={part.href}>
                <FormattedMessage id={part.linkMessageId} />
              </Link>
              <p className="muted">
                <FormattedMessage id={part.textMessageId} />
              </p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
