import { Link } from 'react-aria-components';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StaffLicense } from '../../../../contract/services/backOffice';
import { ColumnHeaders } from '../../../components/ColumnHeaders';
import { TableScroller } from '../../../components/TableScroller';
import { REPORT_TYPE_MESSAGES } from '../../reports/views/reportLabels';
import { STATUS_MESSAGES, TYPE_MESSAGES } from './licenseLabels';
import { LicenseUsage, LicenseValidity } from './LicenseUsage';

/** A page of licenses of customer accounts, each linking to its screen. */
export function LicenseTable({ licenses }: { licenses: StaffLicense[] }) {
  const intl = useIntl();
  return (
    <TableScroller labelledBy="license-results-heading">
      <table className="table table--compact">
        <ColumnHeaders
          columns={[
            'backOffice.licenses.name',
            'backOffice.licenses.accountName',
            'backOffice.licenses.type',
            'backOffice.licenses.product',
            'backOffice.licenses.reportType',
            'backOffice.licenses.used',
            'backOffice.licenses.valid',
            'backOffice.licenses.status',
          ]}
        />
        <tbody>
          {licenses.map((license) => (
            <tr key={license.id}>
              <th scope="row">
                <Link href={`/back-office/accounts/${license.accountId}/licenses/${license.id}`}>{license.name}</Link>
              </th>
              <td>{license.accountName}</td>
              <td>
                <FormattedMessage id={TYPE_MESSAGES[license.type]} />
              </td>
              <td>{license.productCode ?? intl.formatMessage({ id: 'backOffice.licenses.allProducts' })}</td>
              <td>
                {license.type === 'groupUsage'
                  ? intl.formatMessage({ id: REPORT_TYPE_MESSAGES.group })
                  : license.reportType
                    ? intl.formatMessage({ id: REPORT_TYPE_MESSAGES[license.reportType] })
                    : intl.formatMessage({ id: 'backOffice.licenses.allReportTypes' })}
              </td>
              <td>
                <LicenseUsage license={license} />
              </td>
              <td>
                <LicenseValidity license={license} />
              </td>
              <td>
                <span className={license.active ? 'status status--scored' : 'status'}>
                  <FormattedMessage id={STATUS_MESSAGES[license.status]} />
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}
