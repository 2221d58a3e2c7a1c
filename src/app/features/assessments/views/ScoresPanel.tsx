import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppSelector } from '../../../hooks';
import { selectAdministration, selectBandedScaleIds, selectRunningSummary } from '../assessmentsSelectors';
import { selectRunningScaleDetails } from '../scaleDetailsSelectors';
import { FlagList } from './FlagList';
import { ScaleTable } from './ScaleTable';
import { ScoreHeadline } from './ScoreHeadline';
import { scorabilityText } from './scorabilityText';

/** The running scores beside the items: each headline scale with its band, flags and why it cannot be scored yet. */
export function ScoresPanel() {
  const intl = useIntl();
  const format = useFormatters();
  const summary = useAppSelector(selectRunningSummary);
  const administration = useAppSelector(selectAdministration);
  const details = useAppSelector(selectRunningScaleDetails);
  const banded = useAppSelector(selectBandedScaleIds);
  const headline = summary?.headline ?? [];
  return (
    <section className="panel scores-panel" aria-labelledby="scores-heading">
      <h2 id="scores-heading">
        <FormattedMessage id="scores.title" />
      </h2>
      {headline.length > 0 ? (
        <div className={headline.length > 1 ? 'score-headlines score-headlines--several' : 'score-headlines'} aria-live="polite">
          {headline.map((scale) => (
            <ScoreHeadline key={scale.scaleId} scale={scale} named={headline.length > 1} banded={banded.includes(scale.scaleId)} />
          ))}
        </div>
      ) : null}
      {summary ? (
        <>
          <FlagList flags={summary.flags} />
          {summary.problems.length > 0 ? (
            <ul className="scorability">
              {summary.problems.map((problem) => {
                const text = scorabilityText(intl, problem, format, administration);
                return <li key={`${problem.code}-${problem.itemNumbers.join('-')}`}>{text}</li>;
              })}
            </ul>
          ) : (
            <p className="scorability scorability--ok">
              <FormattedMessage id="scores.scorable" />
            </p>
          )}
          {summary.scales.length > 1 ? <ScaleTable scales={summary.scales} caption={intl.formatMessage({ id: 'scores.caption' })} provisional details={details} /> : null}
        </>
      ) : null}
    </section>
  );
}
