/**
 * A derived score in the UI language: the percentile band from its floor and ceiling (the
 * engine's English label stays in the action log and the report), or the T-score and percentile.
 */
import type { IntlShape } from 'react-intl';
import type { DerivedScore } from '../../../../domain/scoring/scoreTypes';

const ordinal = (intl: IntlShape, n: number): string => intl.formatMessage({ id: 'scores.ordinal' }, { n });

/** "Percentile band 50th–74th", "Percentile band 90th and above", "T-score 62, percentile 88". */
export function derivedScoreText(intl: IntlShape, derived: DerivedScore): string {
  if (derived.percentileBand === null) {
    return intl.formatMessage({ id: 'scores.tScore' }, { t: derived.tScore ?? 0, percentile: derived.percentile ?? 0 });
  }
  const floor = derived.bandFloor ?? 0;
  if (derived.bandCeiling === null) return intl.formatMessage({ id: 'scores.percentileAtLeast' }, { from: ordinal(intl, floor) });
  if (floor === 0) return intl.formatMessage({ id: 'scores.percentileBelow' }, { to: ordinal(intl, derived.bandCeiling + 1) });
  return intl.formatMessage({ id: 'scores.percentileRange' }, { from: ordinal(intl, floor), to: ordinal(intl, derived.bandCeiling) });
}
