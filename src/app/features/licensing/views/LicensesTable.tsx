import { FormattedMessage, useIntl } from 'react-intl';
import type { FeatureLicense } from '../../../../contract/reportTypes';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { useFormatters } from '../../../core/i18n/useFormatters';
import type { MessageId } from '../../../core/i18n/messageId';
import { REPORT_TYPE_MESSAGES } from '../../reports/views/reportLabels';
import { TableScroller } from '../../../components/TableScroller';

/** The word for a license's state: the back office's status when it is not active, else whether it pays for reports now. */
const statusMessage = (license: FeatureLicense): MessageId =>
  license.status === 'active' ? (license.active ? 'licensing.active' : 'licensing.inactive') : (`licensing.${license.status}` as const);

/** The account's licenses: what each covers, how much of it is used, and when it is valid. */
export function LicensesTable({ licenses }: { licenses: FeatureLicense[] }) {
  const intl = useIntl();
  const format = useFormatters();
  return (
    <TableScroller labelledBy="licenses-heading">
      <table className="table table--compact">
        <ColumnHeaders columns={['licensing.name', 'licensing.kind', 'licensing.product', 'licensing.reportType', 'licensing.used', 'licensing.valid', 'licensing.status']} />
        <tbody>
          {licenses.map((license) => (
            <tr key={license.id}>
              <th scope="row">{license.name}</th>
              <td>
                <FormattedMessage id={license.kind === 'usage' ? 'licensing.kind.usage' : 'licensing.kind.subscription'} />
              </td>
              <td>{license.productCode ?? intl.formatMessage({ id: 'licensing.allProducts' })}</td>
              <td>{license.reportType ? intl.formatMessage({ id: REPORT_TYPE_MESSAGES[license.reportType] }) : intl.formatMessage({ id: 'licensing.allReportTypes' })}</td>
              <td>
                {license.usagesGranted !== null ? (
                  <FormattedMessage id="licensing.usedOf" values={{ used: format.number(license.usagesUsed), granted: format.number(license.usagesGranted) }} />
                ) : license.validUntil ? (
                  <FormattedMessage id="licensing.unlimitedUntil" values={{ date: format.date(license.validUntil) }} />
                ) : (
                  <FormattedMessage id="licensing.unlimited" />
                )}
              </td>
              <td>
                {license.validUntil ? (
                  <FormattedMessage id="licensing.validRange" values={{ from: format.date(license.validFrom), until: format.date(license.validUntil) }} />
                ) : (
                  <FormattedMessage id="licensing.validFrom" values={{ from: format.date(license.validFrom) }} />
                )}
              </td>
              <td>
                <span className={license.active ? 'status status--scored' : 'status'}>
                  <FormattedMessage id={statusMessage(license)} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
