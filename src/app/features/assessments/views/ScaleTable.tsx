import { FormattedMessage } from 'react-intl';
import type { ScaleScore } from '../../../../domain/scoring/scoreTypes';
import { useFormatters } from '../../../core/i18n/useFormatters';

/** Every scale's raw score and band. */
export function ScaleTable({ scales, caption, provisional }: { scales: ScaleScore[]; caption: string; provisional: boolean }) {
  const format = useFormatters();
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
          <th scope="col">
            <FormattedMessage id="scales.band" />
          </th>
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
            <td>
              {scale.band?.label ?? '—'}
              {provisional && !scale.scorable && scale.raw !== null ? (
                <span className="muted">
                  {' '}
                  <FormattedMessage id="scales.soFar" />
                </span>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
