import type { ScaleScore } from '../../../../domain/scoring/scoreTypes';

/** Every scale's raw score and band. */
export function ScaleTable({ scales, caption, provisional }: { scales: ScaleScore[]; caption: string; provisional: boolean }) {
  return (
    <table className="table table--compact">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Scale</th>
          <th scope="col" className="num">
            Raw score
          </th>
          <th scope="col">Band</th>
        </tr>
      </thead>
      <tbody>
        {scales.map((scale) => (
          <tr key={scale.scaleId}>
            <th scope="row">{scale.name}</th>
            <td className="num">
              {scale.raw ?? '—'}
              {scale.prorated ? <span className="muted"> (prorated)</span> : null}
            </td>
            <td>
              {scale.band?.label ?? '—'}
              {provisional && !scale.scorable && scale.raw !== null ? <span className="muted"> (so far)</span> : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
