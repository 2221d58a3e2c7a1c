import { useAppSelector } from '../../../hooks';
import { selectRunningSummary } from '../assessmentsSelectors';
import { FlagList } from './FlagList';
import { ScaleTable } from './ScaleTable';

/** The running scores beside the items: total, band, flags and why it cannot be scored yet. */
export function ScoresPanel() {
  const summary = useAppSelector(selectRunningSummary);
  const primary = summary?.primary ?? null;
  return (
    <section className="panel scores-panel" aria-labelledby="scores-heading">
      <h2 id="scores-heading">Scores</h2>
      {primary ? (
        <div className="score-headline" aria-live="polite">
          <p className="score-headline__total">
            <span className="score-headline__label">Total</span> <span className="score-headline__value">{primary.raw ?? 0}</span>{' '}
            <span className="score-headline__range">of {primary.range[1]}</span>
          </p>
          <p className="score-headline__band">
            {primary.band ? primary.band.label : 'No band yet'}
            {!primary.scorable ? <span className="muted"> · provisional</span> : null}
          </p>
          <p className="score-headline__count">
            {primary.answered} of {primary.itemCount} items answered
          </p>
        </div>
      ) : null}
      {summary ? (
        <>
          <FlagList flags={summary.flags} />
          {summary.messages.length > 0 ? (
            <ul className="scorability">
              {summary.messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          ) : (
            <p className="scorability scorability--ok">Scorable: all required items are answered.</p>
          )}
          {summary.scales.length > 1 ? <ScaleTable scales={summary.scales} caption="Running scores by scale" provisional /> : null}
        </>
      ) : null}
    </section>
  );
}
