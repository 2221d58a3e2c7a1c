import { useIntl } from 'react-intl';
import type { HeadlineScore } from '../../../../contract/types';
import type { Formatters } from '../../../core/i18n/i18nSelectors';
import { derivedScoreText } from '../../assessments/views/derivedScoreText';

/**
 * The headline scores of a list row: `18 · Moderate` for a product with one headline scale, each
 * scale named where there are several (`Depression 18 · Moderate`, `Anxiety 30 · Extremely severe`);
 * a norm-referenced score shows its percentile band in the UI language (`105 · Percentile band 50th–74th`).
 */
export function HeadlineScores({ scores, format }: { scores: readonly HeadlineScore[]; format: Formatters }) {
  const intl = useIntl();
  const named = scores.length > 1;
  return (
    <ul className="headline-scores">
      {scores.map((score) => (
        <li key={score.scaleId}>
          {named ? <span className="headline-scores__name">{score.name} </span> : null}
          {format.number(score.raw)}
          {score.band ? ` · ${score.band}` : score.derived ? ` · ${derivedScoreText(intl, score.derived)}` : ''}
        </li>
      ))}
    </ul>
  );
}
