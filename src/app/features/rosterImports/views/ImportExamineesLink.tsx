import { Link } from 'react-aria-components';
import { FormattedMessage } from 'react-intl';
import { PERMISSIONS } from '../../../../domain/permissions';
import { useAuthority } from '../../../core/authority/useAuthority';
import { useAccountTerms } from '../../../core/i18n/useAccountTerms';

/**
 * "Import examinees" on the examinee list, for users who may import (EXAMINEE_IMPORT: not teachers,
 * who see only their groups). An examiner whom the account limits to their groups still holds it
 * and is refused by the server (403, shown on the screen).
 */
export function ImportExamineesLink() {
  const terms = useAccountTerms();
  const mayImport = useAuthority(PERMISSIONS.EXAMINEE_IMPORT);
  if (!mayImport) return null;
  return (
    <Link href="/examinees/import" className="button">
      <FormattedMessage id="rosterImports.link" values={terms} />
    </Link>
  );
}
