import { FormattedMessage, useIntl } from 'react-intl';
import type { ScaleScore } from '../../../../domain/scoring/scoreTypes';
import { useFormatters } from '../../../core/i18n/useFormatters';
import { DerivedScore } from './DerivedScore';

/**
 * One headline scale as the scores panel shows it: its score of its range, its band (or the
 * percentile band of a norm-referenced score) and how many of its items are answered, and how many
 * more its skip rule counted (K10). `named` labels it with the scale's name where a product has
 * several (DASS-21), else "Total". `banded`: the scale has interpretive bands; one without (PCL-5)
 * is not said to have "no band yet".
 */
export function ScoreHeadline({ scale, named, banded }: { scale: ScaleScore; named: boolean; banded: boolean }) {
  const intl = useIntl();
  const format = useFormatters();
  // Scores stored before skip rules were counted have no `skipped`: none were.
  const skipped = scale.skipped ?? 0;
  return (
    <div className="score-headline">
      <p className="score-headline__total">
        <span className="score-headline__label">{named || scale.derived ? scale.name : <FormattedMessage id="scores.total" />}</span>{' '}
        <span className="score-headline__value">{format.number(scale.raw ?? 0)}</span>{' '}
        <span className="score-headline__range">
          <FormattedMessage id="scores.of" values={{ max: format.number(scale.range[1]) }} />
        </span>
      </p>
      {/* A norm-referenced score (WCPM) has a percentile band instead of an interpretive band. */}
      {scale.band || (!scale.derived && (banded || !scale.scorable)) ? (
        <p className="score-headline__band">
          {scale.band ? scale.band.label : banded ? intl.formatMessage({ id: 'scores.noBand' }) : null}
          {!scale.scorable ? (
            <span className="muted">
              {' '}
              <FormattedMessage id="scores.provisional" />
            </span>
          ) : null}
        </p>
      ) : null}
      {scale.derived ? (
        <p className="score-headline__derived">
          <DerivedScore derived={scale.derived} />
        </p>
      ) : null}
      <p className="score-headline__count">
        {/* Items a skip rule counted are not the examinee's answers: they are said apart. */}
        {skipped > 0 ? (
          <FormattedMessage
            id="scores.answeredSkipped"
            values={{ answered: format.number(scale.answered - skipped), itemCount: format.number(scale.itemCount), count: skipped, skipped: format.number(skipped) }}
          />
        ) : (
          <FormattedMessage id="scores.answered" values={{ answered: format.number(scale.answered), itemCount: format.number(scale.itemCount) }} />
        )}
      </p>
    </div>
  );
}
