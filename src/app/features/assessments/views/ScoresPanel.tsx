import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppSelector } from '../../../hooks';
import { selectAdministration, selectRunningSummary } from '../assessmentsSelectors';
import { DerivedScore } from './DerivedScore';
import { FlagList } from './FlagList';
import { ScaleTable } from './ScaleTable';
import { scorabilityText } from './scorabilityText';

/** The running scores beside the items: total, band, flags and why it cannot be scored yet. */
export function ScoresPanel() {
  const intl = useIntl();
  const format = useFormatters();
  const summary = useAppSelector(selectRunningSummary);
  const administration = useAppSelector(selectAdministration);
  const primary = summary?.primary ?? null;
  return (
    <section className="panel scores-panel" aria-labelledby="scores-heading">
      <h2 id="scores-heading">
        <FormattedMessage id="scores.title" />
      </h2>
      {primary ? (
        <div className="score-headline" aria-live="polite">
          <p className="score-headline__total">
            <span className="score-headline__label">
              {primary.derived ? primary.name : <FormattedMessage id="scores.total" />}
            </span>{' '}
            <span className="score-headline__value">{format.number(primary.raw ?? 0)}</span>{' '}
            <span className="score-headline__range">
              <FormattedMessage id="scores.of" values={{ max: format.number(primary.range[1]) }} />
            </span>
          </p>
          {/* A norm-referenced score (WCPM) has a percentile band instead of an interpretive band. */}
          {primary.band || !primary.derived ? (
            <p className="score-headline__band">
              {primary.band ? primary.band.label : intl.formatMessage({ id: 'scores.noBand' })}
              {!primary.scorable ? (
                <span className="muted">
                  {' '}
                  <FormattedMessage id="scores.provisional" />
                </span>
              ) : null}
            </p>
          ) : null}
          {primary.derived ? (
            <p className="score-headline__derived">
              <DerivedScore derived={primary.derived} />
            </p>
          ) : null}
          <p className="score-headline__count">
            <FormattedMessage id="scores.answered" values={{ answered: format.number(primary.answered), itemCount: format.number(primary.itemCount) }} />
          </p>
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
          {summary.scales.length > 1 ? <ScaleTable scales={summary.scales} caption={intl.formatMessage({ id: 'scores.caption' })} provisional /> : null}
        </>
      ) : null}
    </section>
  );
}
