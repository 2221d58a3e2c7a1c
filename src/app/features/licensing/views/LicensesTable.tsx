import { FormattedMessage, useIntl } from 'react-intl';
import type { FeatureLicense } from '../../../../contract/reportTypes';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { REPORT_TYPE_MESSAGES } from '../../reports/views/reportLabels';
import { TableScroller } from '../../../components/TableScroller';

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
                  <FormattedMessage id={license.active ? 'licensing.active' : 'licensing.inactive'} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
