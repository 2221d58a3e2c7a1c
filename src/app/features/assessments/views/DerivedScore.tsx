import { FormattedMessage, useIntl } from 'react-intl';
import type { DerivedScore as Derived } from '../../../../domain/scoring/scoreTypes';
import { derivedScoreText } from './derivedScoreText';

/** A derived score with the comparison group it came from, and a warning when its norm cell is unverified. */
export function DerivedScore({ derived }: { derived: Derived }) {
  const intl = useIntl();
  return (
    <span className="derived-score">
      <span className="derived-score__value">{derivedScoreText(intl, derived)}</span>{' '}
      <span className="muted">
        <FormattedMessage id="scores.normsUsed" values={{ group: derived.comparisonGroupLabel }} />
      </span>
      {derived.unverified ? (
        <span className="derived-score__unverified">
          {' '}
          <FormattedMessage id="scores.unverified" />
        </span>
      ) : null}
    </span>
  );
}
