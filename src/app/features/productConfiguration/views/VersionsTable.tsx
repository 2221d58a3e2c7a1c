import { FormattedMessage, useIntl } from 'react-intl';
import type { ProductDetails } from '../../../../contract/services/productConfiguration';
import { DownloadButtonLink } from '../../../components/DownloadButtonLink';
import { TableScroller } from '../../../components/TableScroller';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppSelector } from '../../../hooks';
import { selectExportUrl } from '../productConfigurationSelectors';
import { STATE_MESSAGES } from './productLabels';

/** Every version of a product, newest first: its state, who made and published it when and why, its assessments and its JSON. */
export function VersionsTable({ product }: { product: ProductDetails }) {
  const intl = useIntl();
  const formatters = useFormatters();
  const exportUrl = useAppSelector(selectExportUrl);
  return (
    <section className="panel" aria-labelledby="product-versions-heading">
      <h2 id="product-versions-heading">
        <FormattedMessage id="products.versions" />
      </h2>
      <TableScroller labelledBy="product-versions-heading">
        <table className="table">
          <thead>
            <tr>
              {(['version', 'state', 'created', 'publication', 'assessments', 'export'] as const).map((column) => (
                <th key={column} scope="col">
                  <FormattedMessage id={`products.col.${column}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {product.versions.map((version) => (
              <tr key={version.version}>
                <th scope="row" id={`product-version-${version.version}`}>
                  {version.version}
                </th>
                <td>
                  <FormattedMessage id={STATE_MESSAGES[version.state]} />
                </td>
                <td>{intl.formatMessage({ id: 'products.made' }, { who: version.createdBy, when: formatters.dateTime(version.createdAt), reason: version.reason })}</td>
                <td>
                  {version.publishedAt
                    ? intl.formatMessage({ id: 'products.made' }, { who: version.publishedBy ?? '', when: formatters.dateTime(version.publishedAt), reason: version.publicationReason ?? '' })
                    : intl.formatMessage({ id: 'products.noValue' })}
                </td>
                <td>{version.assessmentCount}</td>
                <td>
                  <DownloadButtonLink href={exportUrl(product.id, version.version)} fileName={`${product.id}-v${version.version}.json`} describedBy={`product-version-${version.version}`}>
                    <FormattedMessage id="products.export" />
                  </DownloadButtonLink>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
    </section>
  );
}
