import { FormattedMessage } from 'react-intl';
import { signedDifference } from '../../../../domain/scoreChange';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { useAppSelector } from '../../../hooks';
import { selectScoreChanges } from '../assessmentsSelectors';

/**
 * The change of the score of record since the examinee's previous administration of the product
 * (`Since 05/01/2026: 48 → 60 (+12)`), with the rule's label as a flag when the change meets its
 * threshold. Nothing when there is no earlier score.
 */
export function ScoreChanges() {
  const format = useFormatters();
  const changes = useAppSelector(selectScoreChanges);
  if (changes.length === 0) return null;
  return (
    <section className="score-changes" aria-labelledby="score-changes-heading">
      <h3 id="score-changes-heading">
        <FormattedMessage id="scoreChange.title" />
      </h3>
      {/* The flag list's look: a significant change reads like a warning flag, any other like a note. */}
      <ul className="flags">
        {changes.map((change) => (
          <li key={change.ruleId} className={change.significant ? 'flag flag--warning score-change' : 'flag score-change'}>
            <p className="flag__title">
              {change.significant ? <span className="flag__severity">{change.label}</span> : null}
              {change.significant ? ' ' : null}
              {change.scaleName}
            </p>
            <p className="flag__action">
              <FormattedMessage
                id="scoreChange.since"
                values={{
                  date: format.date(change.previousDate),
                  previous: format.number(change.previous),
                  current: format.number(change.current),
                  difference: signedDifference(change.difference, (value) => format.number(value)),
                }}
              />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
