import { FormattedMessage } from 'react-intl';
import type { ScaleDetails } from '../../../../domain/scoring/scaleDetails';
import type { ScaleScore } from '../../../../domain/scoring/scoreTypes';
import { rawScoreText } from '../../../core/i18n/rawScoreText';
import { useFormatters } from '../../../core/i18n/useFormatters';
import type { ScaleDetailsById } from '../scaleDetailsSelectors';
import { DerivedScore } from './DerivedScore';
import { ColumnHeaders } from '../../../components/ColumnHeaders';

/** Under a raw score: its 95% confidence interval and its benchmark with the distance to it. */
function ScoreNotes({ details }: { details: ScaleDetails | undefined }) {
  const format = useFormatters();
  // A distance above the benchmark reads "+5"; the formatter writes a minus sign itself.
  const signed = (value: number): string => (value > 0 ? `+${format.number(value)}` : format.number(value));
  const error = details?.measurementError;
  const benchmark = details?.benchmark;
  if (!error && !benchmark) return null;
  return (
    <>
      {error ? (
        <div className="muted">
          <FormattedMessage id="scales.confidence" values={{ lower: format.number(error.lower), upper: format.number(error.upper), sem: format.number(error.sem) }} />
        </div>
      ) : null}
      {benchmark ? (
        <div className="muted">
          <FormattedMessage
            id="scales.benchmark"
            values={{ percentile: format.number(benchmark.percentile), score: format.number(benchmark.score), difference: signed(benchmark.difference) }}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * Every scale's raw score and band, and its derived score (with the comparison group) when norms
 * gave one; under a score, its confidence interval and benchmark when `details` has them.
 */
export function ScaleTable({ scales, caption, provisional, details = {} }: { scales: ScaleScore[]; caption: string; provisional: boolean; details?: ScaleDetailsById }) {
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
              {scale.raw === null ? '—' : rawScoreText(format, scale.raw, details[scale.scaleId]?.rawDigits)}
              {scale.prorated ? (
                <span className="muted">
                  {' '}
                  {details[scale.scaleId]?.proratedFromSeconds ? (
                    <FormattedMessage id="scales.proratedFrom" values={{ seconds: format.number(details[scale.scaleId]?.proratedFromSeconds ?? 0) }} />
                  ) : (
                    <FormattedMessage id="scales.prorated" />
                  )}
                </span>
              ) : null}
              <ScoreNotes details={details[scale.scaleId]} />
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
