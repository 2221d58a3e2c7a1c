import { FormattedMessage } from 'react-intl';
import type { ScaleScore } from '../../../../domain/scoring/scoreTypes';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { DerivedScore } from './DerivedScore';

/** Every scale's raw score and band, and its derived score (with the comparison group) when norms gave one. */
export function ScaleTable({ scales, caption, provisional }: { scales: ScaleScore[]; caption: string; provisional: boolean }) {
  const format = useFormatters();
  const withDerived = scales.some((scale) => scale.derived);
  // Norm-referenced scales without interpretive bands (WCPM) show no empty band column.
  const withBands = !withDerived || scales.some((scale) => scale.band);
  return (
    <table className="table table--compact">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="scales.scale" />
          </th>
          <th scope="col" className="num">
            <FormattedMessage id="scales.raw" />
          </th>
          {withBands ? (
            <th scope="col">
              <FormattedMessage id="scales.band" />
            </th>
          ) : null}
          {withDerived ? (
            <th scope="col">
              <FormattedMessage id="scales.derived" />
            </th>
          ) : null}
        </tr>
      </thead>
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
