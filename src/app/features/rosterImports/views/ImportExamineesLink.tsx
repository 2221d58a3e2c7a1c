import { Link } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';

/**
 * "Import examinees" on the examinee list, for users who may import (EXAMINEE_EDIT). A user
 * limited to their legitimate interest also holds it but is refused by the server (403, shown on
 * the screen): the signed-in identity does not say whether its user is limited.
 */
export function ImportExamineesLink() {
  const terms = useAccountTerms();
  const mayImport = useAuthority(PERMISSIONS.EXAMINEE_EDIT);
  if (!mayImport) return null;
  return (
    <Link href="/examinees/import" className="button">
      <FormattedMessage id="rosterImports.link" values={terms} />
    </Link>
  );
}
