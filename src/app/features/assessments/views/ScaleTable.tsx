import { FormattedMessage } from 'react-intl';
import type { ScaleScore } from '../../../../domain/scoring/scoreTypes';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { DerivedScore } from './DerivedScore';
import { ColumnHeaders } from '../../../components/ColumnHeaders';

/** Every scale's raw score and band, and its derived score (with the comparison group) when norms gave one. */
export function ScaleTable({ scales, caption, provisional }: { scales: ScaleScore[]; caption: string; provisional: boolean }) {
  const format = useFormatters();
  const withDerived = scales.some((scale) => scale.derived);
  // Norm-referenced scales without interpretive bands (WCPM) show no empty band column.
  const withBands = !withDerived || scales.some((scale) => scale.band);
  return (
    <table className="table table--compact">
      <caption className="visually-hidden">{caption}</caption>
      <ColumnHeaders columns={['scales.scale', { id: 'scales.raw', numeric: true }, withBands && 'scales.band', withDerived && 'scales.derived']} />
      <tbody>
        {scales.map((scale) => (
          <tr key={scale.scaleId}>
            <th scope="row">{scale.name}</th>
            <td className="num">
              {scale.raw === null ? '—' : format.number(scale.raw, { maximumFractionDigits: 2 })}
              {scale.prorated ? (
                <span className="muted">
                  {' '}
                  <FormattedMessage id="scales.prorated" />
                </span>
              ) : null}
            </td>
            {withBands ? (
              <td>
                {scale.band?.label ?? '—'}
                {provisional && !scale.scorable && scale.raw !== null ? (
                  <span className="muted">
                    {' '}
                    <FormattedMessage id="scales.soFar" />
                  </span>
                ) : null}
              </td>
            ) : null}
            {withDerived ? <td>{scale.derived ? <DerivedScore derived={scale.derived} /> : '—'}</td> : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
