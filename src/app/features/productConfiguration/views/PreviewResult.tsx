import { FormattedMessage, useIntl } from 'react-intl';
import type { ScoreResult } from '../../../../domain/scoring/scoreTypes';
import { TableScroller } from '../../../components/TableScroller';

/** The preview's score: each scale's raw score, band and derived score, the flags raised and why it cannot be scored. */
export function PreviewResult({ result }: { result: ScoreResult }) {
  const intl = useIntl();
  const none = intl.formatMessage({ id: 'products.noValue' });
  return (
    <div role="status">
      <h3 id="preview-scales-heading">
        <FormattedMessage id="products.col.scales" />
      </h3>
      <TableScroller labelledBy="preview-scales-heading">
        <table className="table">
          <thead>
            <tr>
              {(['scale', 'raw', 'band', 'derived'] as const).map((column) => (
                <th key={column} scope="col">
                  <FormattedMessage id={`products.col.${column}`} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {result.scales.map((scale) => (
              <tr key={scale.scaleId}>
                <th scope="row">{scale.name}</th>
                <td>
                  {scale.raw ?? none}
                  {scale.scorable ? null : (
                    <>
                      {' '}
                      (<FormattedMessage id="products.notScorable" />)
                    </>
                  )}
                </td>
                <td>{scale.band?.label ?? none}</td>
                <td>
                  {scale.derived?.percentileBand ??
                    (scale.derived?.tScore !== null && scale.derived?.tScore !== undefined
                      ? intl.formatMessage({ id: 'products.tScore' }, { t: scale.derived.tScore, p: scale.derived.percentile ?? none })
                      : none)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <h3>
        <FormattedMessage id="products.flagsRaised" />
      </h3>
      {result.flags.length === 0 ? (
        <p>
          <FormattedMessage id="products.noFlags" />
        </p>
      ) : (
        <ul>
          {result.flags.map((flag) => (
            <li key={flag.id}>
              <strong>{flag.label}</strong> {flag.action}
            </li>
          ))}
        </ul>
      )}
      {result.scorabilityErrors.length > 0 ? (
        <>
          <h3>
            <FormattedMessage id="products.scorability" />
          </h3>
          <ul>
            {result.scorabilityErrors.map((error) => (
              <li key={`${error.code}-${error.message}`}>{error.message}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
